import { codedError } from '../errors.js';
import { bearerTokenOf } from '../session/caller.js';
import { parseCookieHeader } from '../session/cookies.js';
import { RequestSession, sessionCookieName } from '../session/request-session.js';
import { type SessionSealer } from '../session/seal.js';

/** The cookie-jar entry a personal access token is sealed under (no upstream cookie has it). */
const bearerEntry = '\u0000bearer';

/**
 * The request's upstream credential, sealed with the session secret (AES-256-GCM, as the session
 * cookie): the cookie jar, or the personal access token. The job keeps it so that whichever BFF
 * replica runs the job calls the store as its user, after the request has long ended.
 */
export function sealCredential(session: RequestSession, sealer: SessionSealer): string {
  const { userId } = session;
  if (userId === null) throw codedError('UNAUTHENTICATED');
  const cookies = session.bearer
    ? { [bearerEntry]: session.bearer.plain }
    : Object.fromEntries(parseCookieHeader(session.upstreamCookieHeader()));
  return sealer.seal({ upstreamCookies: cookies, userId, sessionId: session.sessionId });
}

/** A session made from a sealed credential; UNAUTHENTICATED when it no longer opens. */
export function openCredential(credential: string, sealer: SessionSealer): RequestSession {
  const data = sealer.unseal(credential);
  if (data === null || data.userId === null) throw codedError('UNAUTHENTICATED');
  const plain = data.upstreamCookies[bearerEntry];
  if (plain !== undefined) {
    const token = bearerTokenOf(`Bearer ${plain}`);
    if (token === null || token === 'malformed') throw codedError('UNAUTHENTICATED');
    return RequestSession.forBearer(token, data.userId, sealer);
  }
  return RequestSession.fromCookieHeader(`${sessionCookieName}=${credential}`, sealer, false);
}
