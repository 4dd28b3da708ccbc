import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { RealtimeConnectionSource } from '../realtime/realtime-connection';

/**
 * The subscription transport (graphql-ws on the BFF's `/graphql`), loaded with the first
 * subscription so the sign-in screen does not download it. The socket itself is lazy as well:
 * it opens while a subscription is active and reports its state to `connection`.
 */
export function createLazyWebSocketLink(
  origin: string,
  connection: RealtimeConnectionSource,
): ApolloLink {
  const url = new URL('/graphql', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  let loading: Promise<ApolloLink> | undefined;

  function load(): Promise<ApolloLink> {
    loading ??= Promise.all([
      import('graphql-ws/client'),
      import('@apollo/client/link/subscriptions'),
    ]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url: url.toString(),
            lazy: true,
            on: {
              connected: () => connection.setConnected(true),
              closed: () => connection.setConnected(false),
            },
          }),
        ),
    );
    return loading;
  }

  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        let inner: { unsubscribe: () => void } | undefined;
        let cancelled = false;
        load().then(
          (link) => {
            if (cancelled) return;
            inner = link.request(operation)?.subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          cancelled = true;
          inner?.unsubscribe();
        };
      }),
  );
}
