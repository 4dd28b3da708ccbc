import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { type Plugin } from 'graphql-yoga';
import {
  callerHasToken,
  decideDocument,
  persistedHashOf,
  persistedQueryNotFoundError,
  persistedQueryOnlyError,
  type TrustedDocuments,
} from './trusted-documents.js';

/**
 * Trusted documents on yoga's paths (GET, POST, SSE, multipart), with yoga's persisted-operations
 * plugin: a listed hash runs its text, a text needs a token while TRUSTED_DOCUMENTS is on
 * (trusted-documents.ts decides, for graphql-ws too). A request with neither is left to yoga,
 * which answers it as before ("Must provide query string."). Listed texts are parsed, validated
 * and cached like any other.
 */
export function useTrustedDocuments(trusted: TrustedDocuments): Plugin {
  const persisted = usePersistedOperations({
    getPersistedOperation: (hash) => trusted.text(hash),
    allowArbitraryOperations: (request) =>
      !trusted.enforced || callerHasToken(request.headers.get('authorization')),
    customErrors: {
      notFound: () => persistedQueryNotFoundError(),
      persistedQueryOnly: () => persistedQueryOnlyError(),
    },
  }) as Plugin;
  return {
    ...persisted,
    onParams(payload) {
      const { params } = payload;
      const decision = decideDocument(trusted, params, true);
      if ('refusal' in decision && decision.refusal === 'NO_DOCUMENT') return;
      // A listed hash runs its listed text, whatever text came with it.
      const listed = trusted.text(persistedHashOf(params.extensions) ?? '') !== null;
      return persisted.onParams?.(
        listed && params.query ? { ...payload, params: { ...params, query: undefined } } : payload,
      );
    },
  };
}
