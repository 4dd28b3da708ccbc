import { ApolloProvider } from '@apollo/client';
import { useDashboardRuntime } from '../dashboard/DashboardRuntimeContext';
import { Shell } from './Shell';

/**
 * The `/dashboard` route's element: Apollo is provided here rather than around the whole app, so
 * that it loads with the first dashboard screen and not with sign-in.
 */
export function DashboardFrame() {
  const session = useDashboardRuntime().current();
  // The route's guard loads the session before this renders; without one nothing below can work.
  if (!session) throw new Error('the dashboard rendered before its guard loaded the session');
  return (
    <ApolloProvider client={session.client}>
      <Shell />
    </ApolloProvider>
  );
}
