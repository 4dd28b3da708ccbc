import { redirect, type LoaderFunction } from 'react-router';
import type { DashboardRuntime } from '../dashboard/dashboard-runtime';
import { clearStoredProfile, hasStoredProfile } from '../session/stored-profile';
import {
  accessRedirect,
  competitorsHome,
  pricesHome,
  strategiesHome,
  type AccessFlag,
} from './guard-targets';

async function signedInViewer(dashboard: DashboardRuntime) {
  const session = await dashboard.load();
  const viewer = await session.guardViewer();
  if (!viewer) {
    clearStoredProfile();
    throw redirect('/');
  }
  return viewer;
}

/** '/' : somebody already signed in goes straight to the catalog. */
export const signInLoader: LoaderFunction = () =>
  hasStoredProfile() ? redirect('/dashboard/catalog') : null;

/** Every dashboard route needs a session. */
export function dashboardLoader(dashboard: DashboardRuntime): LoaderFunction {
  return async () => {
    await signedInViewer(dashboard);
    return null;
  };
}

export function requireAccess(dashboard: DashboardRuntime, flag: AccessFlag): LoaderFunction {
  return async () => {
    const target = accessRedirect(await signedInViewer(dashboard), flag);
    return target ? redirect(target) : null;
  };
}

export function pricesIndexLoader(dashboard: DashboardRuntime): LoaderFunction {
  return async () => {
    const target = pricesHome(await signedInViewer(dashboard));
    return target === '/dashboard/prices' ? null : redirect(target);
  };
}

export function strategiesIndexLoader(dashboard: DashboardRuntime): LoaderFunction {
  return async () => redirect(strategiesHome(await signedInViewer(dashboard)));
}

export function competitorsIndexLoader(dashboard: DashboardRuntime): LoaderFunction {
  return async () => redirect(competitorsHome(await signedInViewer(dashboard)));
}
