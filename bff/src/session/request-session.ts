import { createHash, randomBytes } from 'node:crypto';
import { type BearerToken } from './caller.js';
import { parseCookieHeader, parseSetCookie, serializeCookie } from './cookies.js';
import { type SessionData, type SessionSealer } from './seal.js';
import { type SessionRevocations } from './session-revocations.js';

export const sessionCookieName = 'refurb_session';
/**
 * Idle lifetime of the BFF's cookie: every re-seal (an upstream cookie rotation, or a request
 * once the cookie is past half of it) starts it again.
 */
export const sessionMaxAgeSeconds = 60 * 60 * 12;

/**
 * The session of one incoming request: the upstream cookies unsealed from the BFF cookie, updated
 * as upstream answers rotate them, and turned back into one Set-Cookie for the response. Nothing
 * outlives the request, so any BFF process with the same secret can serve the next one.
 */
export class RequestSession {
  private cookies: Map<string, string>;
  private userIdValue: string | null;
  private sessionIdValue: string | null;
  /** What the response must do with the BFF cookie. */
  private outcome: 'keep' | 'reseal' | 'clear';
  /**
   * A request made with a personal access token: forwarded as `Authorization: Bearer`, no cookie
   * jar, no XSRF token, and the answer never sets or clears the browser's cookie.
   */
  private bearerValue: BearerToken | null = null;

  private constructor(
    private readonly sealer: SessionSealer,
    private readonly cookieSecure: boolean,
    data: Readonly<SessionData> | null,
    /** A cookie was sent but could not be unsealed: the response removes it. */
    cookieWasInvalid: boolean,
    /** Told when this session ends (clear()); refuses sessions that already have. */
    private readonly revocations: SessionRevocations | null,
    sessionId: string | null,
    /** The cookie is past half its lifetime: the response seals it again (a sliding lifetime). */
    renew = false,
  ) {
    this.cookies = new Map(Object.entries(data?.upstreamCookies ?? {}));
    this.userIdValue = data?.userId ?? null;
    this.sessionIdValue = sessionId;
    this.outcome = cookieWasInvalid ? 'clear' : renew ? 'reseal' : 'keep';
  }

  static fromCookieHeader(
    header: string | null | undefined,
    sealer: SessionSealer,
    cookieSecure: boolean,
    revocations: SessionRevocations | null = null,
  ): RequestSession {
    const raw = parseCookieHeader(header).get(sessionCookieName);
    if (raw === undefined) {
      return new RequestSession(sealer, cookieSecure, null, false, revocations, null);
    }
    const data = sealer.unseal(raw);
    // Seals made before session ids existed: the sealed value itself names the session until
    // the next re-seal writes this id into the cookie.
    const sessionId =
      data === null
        ? null
        : (data.sessionId ??
          (data.userId === null
            ? null
            : createHash('sha256').update(raw).digest('base64url').slice(0, 22)));
    // A session that ended here (logout) is signed out, whatever its cookie still says.
    if (sessionId !== null && revocations?.isRevoked(sessionId)) {
      return new RequestSession(sealer, cookieSecure, null, true, revocations, null);
    }
    return new RequestSession(
      sealer,
      cookieSecure,
      data,
      data === null,
      revocations,
      sessionId,
      data !== null && sealer.pastHalfLife(data),
    );
  }

  /**
   * The session of a request made with a personal access token (`userId` from the store, see
   * caller-identities.ts). Its id is the token's (BearerToken.sessionId): a 401 on any of its
   * calls ends its live subscriptions here, as a logout ends a cookie session's.
   */
  static forBearer(
    token: BearerToken,
    userId: string,
    sealer: SessionSealer,
    revocations: SessionRevocations | null = null,
  ): RequestSession {
    const session = new RequestSession(sealer, false, null, false, revocations, token.sessionId);
    session.userIdValue = userId;
    session.bearerValue = token;
    return session;
  }

  /** The personal access token this request is made with; null for a cookie session. */
  get bearer(): BearerToken | null {
    return this.bearerValue;
  }

  /** Signed in: the login sequence finished for this session. */
  get signedIn(): boolean {
    if (this.bearerValue !== null) return this.userIdValue !== null;
    return this.userIdValue !== null && this.cookies.size > 0;
  }

  get userId(): string | null {
    return this.userIdValue;
  }

  /** This sign-in's id (see SessionData.sessionId); null when signed out. */
  get sessionId(): string | null {
    return this.sessionIdValue;
  }

  get hasUpstreamCookies(): boolean {
    return this.cookies.size > 0;
  }

  /** The Cookie header for an upstream call. */
  upstreamCookieHeader(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Laravel's XSRF-TOKEN cookie is URL-encoded; the header wants it decoded. */
  xsrfToken(): string | null {
    const raw = this.cookies.get('XSRF-TOKEN');
    if (raw === undefined) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  /** Takes every Set-Cookie of an upstream answer (login regenerates the session). */
  absorbUpstreamSetCookies(lines: readonly string[]): void {
    // A bearer request keeps no cookie jar: whatever the store sets is dropped.
    if (this.bearerValue !== null) return;
    let changed = false;
    for (const line of lines) {
      const cookie = parseSetCookie(line);
      if (!cookie) continue;
      if (cookie.deleted) {
        changed = this.cookies.delete(cookie.name) || changed;
      } else if (this.cookies.get(cookie.name) !== cookie.value) {
        this.cookies.set(cookie.name, cookie.value);
        changed = true;
      }
    }
    // Once cleared (401, logout, bad cookie) a late answer must not resurrect the session.
    if (changed && this.outcome === 'keep') this.outcome = 'reseal';
  }

  /** Starts from nothing (login): earlier upstream cookies must not leak into a new session. */
  restart(): void {
    this.cookies = new Map();
    this.userIdValue = null;
    this.sessionIdValue = null;
    this.outcome = 'reseal';
  }

  signIn(userId: string): void {
    this.userIdValue = userId;
    this.sessionIdValue = randomBytes(16).toString('base64url');
    this.outcome = 'reseal';
  }

  /**
   * Signed out (logout, or the upstream answered 401): the response deletes the cookie, and
   * whatever else of this session lives in this process (live subscriptions) ends.
   */
  clear(): void {
    const ended = this.sessionIdValue;
    this.cookies = new Map();
    this.userIdValue = null;
    this.sessionIdValue = null;
    // The browser's cookie is not this request's credential: a refused token leaves it alone.
    this.outcome = this.bearerValue === null ? 'clear' : 'keep';
    if (ended !== null) this.revocations?.revoke(ended);
  }

  /** The Set-Cookie the response needs, or null when the browser's cookie is still right. */
  responseSetCookie(): string | null {
    if (this.bearerValue !== null) return null;
    const options = {
      httpOnly: true,
      secure: this.cookieSecure,
      sameSite: 'Lax' as const,
      path: '/',
    };
    if (this.outcome === 'clear') {
      return serializeCookie(sessionCookieName, '', { ...options, maxAge: 0 });
    }
    if (this.outcome === 'keep') return null;
    // A half-finished login (csrf cookie fetched, no user yet) is still worth keeping: a retry
    // reuses it. An empty jar is not.
    if (this.cookies.size === 0) {
      return serializeCookie(sessionCookieName, '', { ...options, maxAge: 0 });
    }
    const sealed = this.sealer.seal({
      upstreamCookies: Object.fromEntries(this.cookies),
      userId: this.userIdValue,
      sessionId: this.sessionIdValue,
    });
    return serializeCookie(sessionCookieName, sealed, { ...options, maxAge: sessionMaxAgeSeconds });
  }
}
