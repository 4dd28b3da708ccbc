import { createContext, useContext } from 'react';
import type { DashboardRuntime } from './dashboard-runtime';

export const DashboardRuntimeContext = createContext<DashboardRuntime | null>(null);

export function useDashboardRuntime(): DashboardRuntime {
  const runtime = useContext(DashboardRuntimeContext);
  if (!runtime) throw new Error('useDashboardRuntime needs the AppProviders');
  return runtime;
}
