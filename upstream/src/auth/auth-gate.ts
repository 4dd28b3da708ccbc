// Sanctum's rules for a request: stateful-domain gate, CSRF check, authenticated user.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { serializeCookie } from '../http/cookies';
import { csrfMismatch, forbidden, unauthenticated } from '../http/http-error';
import type { AuthenticatedContext, RequestContext } from '../http/request-context';
import type { ApiTokenAbilityName } from '@refurb/contract';
import type { Session } from './session-store';

export const SESSION_COOKIE = 'laravel_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method);
}

/** True when Origin (or, without one, Referer) names a stateful domain (`host` or `host:port` entries). */
export function isStatefulRequest(
  req: IncomingMessage,
  statefulDomains: readonly string[],
): boolean {
  const source = headerValue(req, 'origin') ?? headerValue(req, 'referer');
  if (!source) return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return statefulDomains.some((domain) => domain === host || domain === hostname);
}

/** The session named by the cookie, if it still exists. */
export function currentSession(context: RequestContext): Session | undefined {
  const raw = context.cookies.get(SESSION_COOKIE);
  return context.services.sessions.get(raw ? safeDecode(raw) : undefined);
}

/** Sets both cookies for a session: the readable XSRF-TOKEN and the httpOnly session id. */
export function issueSessionCookies(context: RequestContext, session: Session): void {
  const maxAgeSeconds = context.services.sessions.lifetimeSeconds;
  context.setCookies.push(
    serializeCookie(XSRF_COOKIE, session.csrfToken, { maxAgeSeconds, httpOnly: false }),
  );
  context.setCookies.push(
    serializeCookie(SESSION_COOKIE, session.id, { maxAgeSeconds, httpOnly: true }),
  );
}

export function clearSessionCookies(context: RequestContext): void {
  context.setCookies.push(serializeCookie(XSRF_COOKIE, '', { maxAgeSeconds: 0, httpOnly: false }));
  context.setCookies.push(
    serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true }),
  );
}

/** 419 unless X-XSRF-TOKEN (URL-decoded cookie value) or X-CSRF-TOKEN equals the session's token. */
export function verifyCsrf(context: RequestContext, session: Session | undefined): void {
  const header =
    headerValue(context.req, 'x-xsrf-token') ?? headerValue(context.req, 'x-csrf-token');
  if (!session || !header) throw csrfMismatch();
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(safeDecode(header));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw csrfMismatch();
}

/**
 * The gate of every /api/* route (and /broadcasting/auth): a request with a bearer token is
 * that token's (see `authenticateBearer`); otherwise the session cookie only counts for a
 * stateful Origin/Referer, state-changing calls need the XSRF header, and no user means 401.
 */
export function authenticate(context: RequestContext): AuthenticatedContext {
  const bearer = bearerToken(context.req);
  if (bearer !== undefined) return authenticateBearer(context, bearer);
  const stateful = isStatefulRequest(context.req, context.services.config.statefulDomains);
  const session = stateful ? currentSession(context) : undefined;
  if (stateful && isStateChanging(context.method)) verifyCsrf(context, session);
  if (!session || session.userId === null) throw unauthenticated();
  const user = context.services.db.users.find((candidate) => candidate.id === session.userId);
  const store = user ? context.services.db.stores.get(user.storeId) : undefined;
  if (!user || !store) throw unauthenticated();
  context.session = session;
  return Object.assign(context, { session, user, store, token: null });
}

/**
 * A personal access token instead of the cookie (which is then ignored): no Origin or XSRF
 * rules, since nothing ambient is sent. An unknown, revoked or expired token is a 401; a token
 * without the ability the method needs is a 403.
 */
function authenticateBearer(context: RequestContext, plainText: string): AuthenticatedContext {
  const check = context.services.tokens.check(plainText, context.services.now());
  if (check.kind !== 'valid') throw unauthenticated();
  const { token } = check;
  // The token's abilities on every answer to it (as GitHub's X-OAuth-Scopes): a client such as
  // the BFF refuses what the token may not do before sending it.
  context.res.setHeader('X-Token-Abilities', token.abilities.join(', '));
  const needed = requiredAbility(context);
  if (!token.abilities.includes(needed))
    throw forbidden(`This access token does not have the ${needed} ability.`);
  const user = context.services.db.users.find((candidate) => candidate.id === token.userId);
  const store = user ? context.services.db.stores.get(user.storeId) : undefined;
  if (!user || !store) throw unauthenticated();
  return Object.assign(context, { session: undefined, user, store, token });
}

/** Reading (GET, and authorising a channel to listen on) needs `read`; anything else `write`. */
function requiredAbility(context: RequestContext): ApiTokenAbilityName {
  if (context.method === 'GET' || context.method === 'HEAD') return 'read';
  return context.path === '/broadcasting/auth' ? 'read' : 'write';
}

/** The value of `Authorization: Bearer …` (possibly empty); undefined for any other scheme. */
function bearerToken(req: IncomingMessage): string | undefined {
  const header = headerValue(req, 'authorization');
  const match = header === undefined ? null : /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
