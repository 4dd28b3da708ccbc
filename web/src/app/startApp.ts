import type { ApolloClient, ApolloLink } from '@apollo/client';
import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router';
import { createApolloClient } from './apollo/createApolloClient';
import { createI18n } from './i18n/createI18n';
import {
  alwaysConnected,
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionSource,
} from './realtime/realtimeConnection';
import { initialLocale } from './i18n/initialLocale';
import { createAppRoutes } from './routing/appRoutes';
import { signOutLocally } from './session/signOutLocally';
import { seedCacheWithStoredViewer, storedViewerLocale } from './session/storedViewer';
import { ViewerQuery } from './session/ViewerQuery';

interface NavigatingRouter {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

export interface StartedApp {
  client: ApolloClient<unknown>;
  i18n: i18n;
  router: NavigatingRouter;
  realtime: RealtimeConnection;
}

/**
 * Wires client, language and router together: the browser entry and the tests start the app the
 * same way, differing only in the router (browser or memory) and the subscription transport.
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
  // The client is made before the router (the router's loaders need it), and its sign-out needs
  // the router: this box closes the loop.
  const routerBox: { current?: Router } = {};
  let signingOut = false;
  const client = createApolloClient({
    origin,
    subscriptionLink,
    realtime,
    // SPEC §2/§8: an UNAUTHENTICATED answer anywhere signs out and goes to sign-in.
    onUnauthenticated: () => {
      if (signingOut) return;
      signingOut = true;
      void signOutLocally(client).then(() => {
        signingOut = false;
        void routerBox.current?.navigate('/', { replace: true });
      });
    },
  });

  const i18n = createI18n(initialLocale(storedViewerLocale()));

  // A stored profile paints the frame at once; a quiet network check then confirms the session
  // (the shell signs out if it has ended).
  if (seedCacheWithStoredViewer(client)) {
    void client.query({ query: ViewerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
  }

  const router = createRouter(createAppRoutes(client));
  routerBox.current = router;
  return { client, i18n, router, realtime };
}
