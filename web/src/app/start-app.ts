import type { ApolloLink } from '@apollo/client';
import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router';
import { createDashboardRuntime, type DashboardRuntime } from './dashboard/dashboard-runtime';
import { createI18n } from './i18n/create-i18n';
import { initialLocale } from './i18n/initial-locale';
import {
  alwaysConnected,
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionSource,
} from './realtime/realtime-connection';
import { createAppRoutes } from './routing/app-routes';
import { storedProfileLocale } from './session/stored-profile';

interface NavigatingRouter {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { initialized: boolean };
}

export interface StartedApp {
  i18n: i18n;
  router: NavigatingRouter;
  realtime: RealtimeConnection;
  /** Apollo and the session, loaded by the first dashboard route (see DashboardRuntime). */
  dashboard: DashboardRuntime;
}

/**
 * Wires language, router and the dashboard's data layer together: the browser entry and the tests
 * start the app the same way, differing only in the router (browser or memory) and the
 * subscription transport. Only what every screen needs is loaded here; Apollo Client comes with
 * the first dashboard route.
 */
export function startApp<Router extends NavigatingRouter>({
  origin,
  createRouter,
  subscriptionLink,
  realtime = subscriptionLink ? alwaysConnected() : createRealtimeConnection(),
}: {
  origin: string;
  createRouter: (routes: RouteObject[]) => Router;
  subscriptionLink?: ApolloLink;
  /** The socket's state; a hand-driven test transport is up from the start unless told otherwise. */
  realtime?: RealtimeConnectionSource;
}): StartedApp & { router: Router } {
  // The session is made before the router (the router's loaders need it), and its sign-out needs
  // the router: this box closes the loop.
  const routerBox: { current?: Router } = {};
  const dashboard = createDashboardRuntime({
    origin,
    subscriptionLink,
    realtime,
    onSignedOut: () => void routerBox.current?.navigate('/', { replace: true }),
  });

  const i18n = createI18n(initialLocale(storedProfileLocale()));

  // The router starts its first load while it is being created, before the box holds it.
  const isFirstLoad = () => !routerBox.current?.state.initialized;
  const router = createRouter(createAppRoutes(dashboard, isFirstLoad));
  routerBox.current = router;
  return { i18n, router, realtime, dashboard };
}
