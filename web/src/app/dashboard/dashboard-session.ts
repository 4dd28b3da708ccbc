import type { ApolloClient, ApolloLink } from '@apollo/client';
import { createApolloClient } from '../apollo/create-apollo-client';
import type { RealtimeConnectionSource } from '../realtime/realtime-connection';
import { loadViewer } from '../session/load-viewer';
import { signOutLocally } from '../session/sign-out-locally';
import { readStoredViewer, type SessionViewer } from '../session/stored-viewer';
import { ViewerQuery } from '../session/viewer-query';

export interface DashboardSessionOptions {
  /** Origin of the BFF; the app is served by it, so this is the page's own origin. */
  origin: string;
  /** Replaces the graphql-ws link (tests feed subscription events through it). */
  subscriptionLink?: ApolloLink;
  realtime: RealtimeConnectionSource;
  /** Called after an UNAUTHENTICATED answer has signed this device out: go to sign-in. */
  onSignedOut: () => void;
  /** The profile a sign-in on this page has just answered; without it the stored one is used. */
  signedInViewer?: SessionViewer;
}

/** The dashboard's data layer: loaded with the first dashboard route, never for sign-in. */
export interface DashboardSession {
  client: ApolloClient<unknown>;
  /** The viewer as the guards see it, or null when nobody is signed in; one request per session. */
  guardViewer: () => ReturnType<typeof loadViewer>;
  /** A sign-in on this page: the cache takes its profile, so the dashboard asks no `me` again. */
  adoptSignedInViewer: (viewer: SessionViewer) => void;
}

export function createDashboardSession(options: DashboardSessionOptions): DashboardSession {
  let signingOut = false;
  const client = createApolloClient({
    origin: options.origin,
    subscriptionLink: options.subscriptionLink,
    realtime: options.realtime,
    // An UNAUTHENTICATED answer anywhere signs out and goes to sign-in (docs/error-codes.md).
    onUnauthenticated: () => {
      if (signingOut) return;
      signingOut = true;
      void signOutLocally(client).then(() => {
        signingOut = false;
        options.onSignedOut();
      });
    },
  });

  const adoptSignedInViewer = (viewer: SessionViewer) =>
    client.writeQuery({ query: ViewerQuery, data: { me: viewer } });

  if (options.signedInViewer) {
    adoptSignedInViewer(options.signedInViewer);
  } else {
    // A profile stored by an earlier visit paints the frame at once; a quiet network check then
    // confirms the session (the shell signs out if it has ended).
    const stored = readStoredViewer();
    if (stored) {
      adoptSignedInViewer(stored);
      void client.query({ query: ViewerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  }

  return { client, guardViewer: () => loadViewer(client), adoptSignedInViewer };
}
