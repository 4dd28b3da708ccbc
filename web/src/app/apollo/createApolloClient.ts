import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { cacheTypePolicies } from './cacheTypePolicies';
import { csrfHeaders } from './csrfHeaders';
import { createMultipartUploadLink, hasFileVariable } from './multipartUploadLink';

export interface ApolloClientOptions {
  /** Origin of the BFF; the app is served by it, so this is the page's own origin. */
  origin: string;
  /** Called once per failing operation whose answer carries UNAUTHENTICATED. */
  onUnauthenticated: () => void;
  /** Replaces the graphql-ws link (tests feed subscription events through it). */
  subscriptionLink?: ApolloLink;
}

function isSubscription(operation: Parameters<Parameters<typeof split>[0]>[0]): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

function createWebSocketLink(origin: string): ApolloLink {
  const url = new URL('/graphql', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // lazy: the socket opens only while a subscription is active (the upload widget's wait).
  return new GraphQLWsLink(createClient({ url: url.toString(), lazy: true }));
}

export function createApolloClient({
  origin,
  onUnauthenticated,
  subscriptionLink,
}: ApolloClientOptions): ApolloClient<unknown> {
  const uri = new URL('/graphql', origin).toString();

  const signOutOnUnauthenticated = onError(({ graphQLErrors, networkError }) => {
    const unauthenticated =
      graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ||
      (networkError && 'statusCode' in networkError && networkError.statusCode === 401);
    if (unauthenticated) onUnauthenticated();
  });

  const httpLink = new HttpLink({ uri, credentials: 'same-origin', headers: { ...csrfHeaders } });
  const transport = split(
    isSubscription,
    subscriptionLink ?? createWebSocketLink(origin),
    split(
      (operation) => hasFileVariable(operation.variables),
      createMultipartUploadLink(uri),
      httpLink,
    ),
  );

  return new ApolloClient({
    link: ApolloLink.from([signOutOnUnauthenticated, transport]),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
  });
}
