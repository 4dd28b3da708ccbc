import { type Plugin } from 'graphql-yoga';
import { type RequestSession } from '../session/request-session.js';

/**
 * After the operation: writes the session's Set-Cookie (re-sealed when the upstream rotated its
 * cookies, deleted after a 401 or logout) and echoes the request id.
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
