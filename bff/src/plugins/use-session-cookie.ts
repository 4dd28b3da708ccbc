import { type Plugin } from 'graphql-yoga';
import { type RequestSession } from '../session/request-session.js';

/** What a request's session and id add to its answer, as a flat name/value list. */
export function sessionResponseHeaders(session: RequestSession, requestId: string): string[] {
  const cookie = session.responseSetCookie();
  return cookie === null
    ? ['x-request-id', requestId]
    : ['x-request-id', requestId, 'set-cookie', cookie];
}

/**
 * After the operation: writes the session's Set-Cookie (re-sealed when the upstream rotated its
 * cookies, deleted after a 401 or logout) and echoes the request id. The paths beside yoga add
 * the same headers (`sessionResponseHeaders`).
 */
export function useSessionCookie(
  requestState: WeakMap<Request, { session: RequestSession; requestId: string }>,
): Plugin {
  return {
    onResponse({ request, response }) {
      const state = requestState.get(request);
      if (!state) return;
      const cookie = state.session.responseSetCookie();
      if (cookie) response.headers.append('set-cookie', cookie);
      response.headers.set('x-request-id', state.requestId);
    },
  };
}
