import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { hasErrorCode } from '../../graphql-errors';
import type { RealtimeConnectionSource } from '../realtime/realtime-connection';
import { cacheTypePolicies } from './cache-type-policies';
import { csrfHeaders } from './csrf-headers';
import { createLazyWebSocketLink } from './lazy-web-socket-link';
import { createMultipartUploadLink, hasFileVariable } from './multipart-upload-link';
import { createTrustedDocumentsLink } from './persisted-queries-link';

export interface ApolloClientOptions {
  /** Origin of the BFF; the app is served by it, so this is the page's own origin. */
  origin: string;
  /** Called once per failing operation whose answer carries UNAUTHENTICATED. */
  onUnauthenticated: () => void;
  /** Replaces the graphql-ws link (tests feed subscription events through it). */
  subscriptionLink?: ApolloLink;
  /** Where the graphql-ws socket reports whether it is connected. */
  realtime: RealtimeConnectionSource;
  /**
   * Operations go by hash only (persisted-queries-link.ts): the production build, whose list of
   * hashes the BFF serves. The development server has no list and sends texts.
   */
  trustedDocuments?: boolean;
}

function isSubscription(operation: Parameters<Parameters<typeof split>[0]>[0]): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export function createApolloClient({
  origin,
  onUnauthenticated,
  subscriptionLink,
  realtime,
  trustedDocuments = import.meta.env.PROD,
}: ApolloClientOptions): ApolloClient<unknown> {
  const uri = new URL('/graphql', origin).toString();

  const signOutOnUnauthenticated = onError(({ graphQLErrors, networkError }) => {
    const unauthenticated =
      hasErrorCode(graphQLErrors, 'UNAUTHENTICATED') ||
      (networkError && 'statusCode' in networkError && networkError.statusCode === 401);
    if (unauthenticated) onUnauthenticated();
  });

  const httpLink = new HttpLink({ uri, credentials: 'same-origin', headers: { ...csrfHeaders } });
  // The BFF asks the upstream for its texts (log reasons, notes) in the language shown: the i18n
  // language, which createI18n keeps on <html lang>.
  const displayedLanguage = new ApolloLink((operation, forward) => {
    const language = document.documentElement.lang;
    if (language) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, 'accept-language': language },
      }));
    }
    return forward(operation);
  });
  const transport = split(
    isSubscription,
    subscriptionLink ?? createLazyWebSocketLink(origin, realtime),
    split(
      (operation) => hasFileVariable(operation.variables),
      createMultipartUploadLink(uri),
      httpLink,
    ),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([
      signOutOnUnauthenticated,
      displayedLanguage,
      ...(trustedDocuments ? [createTrustedDocumentsLink()] : []),
      transport,
    ]),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
  });
  // What is on screen was worded in the previous language: a new one fetches it again.
  let shownLanguage = document.documentElement.lang;
  new MutationObserver(() => {
    if (document.documentElement.lang === shownLanguage) return;
    shownLanguage = document.documentElement.lang;
    void client.refetchQueries({ include: 'active' });
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return client;
}
