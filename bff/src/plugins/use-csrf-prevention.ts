import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isBearerRequest } from '../session/caller.js';

/**
 * The header every browser request to /graphql must carry (the web client sends
 * `x-graphql-csrf: 1`). A cross-site form or <img> cannot set it, and a cross-site fetch that
 * sets it needs a CORS preflight, which the BFF only grants to ALLOWED_ORIGINS.
 */
export const csrfHeader = 'x-graphql-csrf';

/**
 * yoga's CSRF prevention (a GET, or a body a cross-site page can send without a preflight, must
 * carry the header), its refusal given a code of its own: HTTP 403 with CSRF_HEADER_MISSING
 * (docs/error-codes.md) instead of an uncoded error that became BAD_USER_INPUT. A request with
 * `Authorization: Bearer` needs no header: its credential is not sent by the browser on its own
 * (the cookie, if any, is then ignored).
 */
export function useCsrfPrevention(): Plugin {
  const prevention = useCSRFPrevention({ requestHeaders: [csrfHeader] }) as Plugin;
  return {
    onRequestParse(payload) {
      // A personal access token is no ambient credential: a cross-site page cannot send it.
      if (isBearerRequest(payload.request.headers.get('authorization'))) return undefined;
      try {
        // Synchronous: it only reads the headers.
        return prevention.onRequestParse?.(payload);
      } catch {
        throw createGraphQLError(`Required CSRF header not present: send "${csrfHeader}: 1".`, {
          extensions: { code: 'CSRF_HEADER_MISSING', http: { status: 403 } },
        });
      }
    },
  };
}
