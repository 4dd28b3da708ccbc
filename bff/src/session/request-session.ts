import { parseCookieHeader, parseSetCookie, serializeCookie } from './cookies.js';
import { type SessionData, type SessionSealer } from './seal.js';

export const sessionCookieName = 'refurb_session';
/** Idle lifetime of the BFF's cookie; every re-seal (upstream cookie rotation) extends it. */
export const sessionMaxAgeSeconds = 60 * 60 * 12;

/**
 * The session of one incoming request: the upstream cookies unsealed from the BFF cookie, updated
 * as upstream answers rotate them, and turned back into one Set-Cookie for the response. Nothing
 * outlives the request, so any BFF process with the same secret can serve the next one.
 */
export class RequestSession {
  private cookies: Map<string, string>;
  private userIdValue: string | null;
  /** What the response must do with the BFF cookie. */
  private outcome: 'keep' | 'reseal' | 'clear';

  private constructor(
    private readonly sealer: SessionSealer,
    private readonly cookieSecure: boolean,
    data: Readonly<SessionData> | null,
    /** A cookie was sent but could not be unsealed: the response removes it. */
    cookieWasInvalid: boolean,
  ) {
    this.cookies = new Map(Object.entries(data?.upstreamCookies ?? {}));
    this.userIdValue = data?.userId ?? null;
    this.outcome = cookieWasInvalid ? 'clear' : 'keep';
  }

  static fromCookieHeader(
    header: string | null | undefined,
    sealer: SessionSealer,
    cookieSecure: boolean,
  ): RequestSession {
    const raw = parseCookieHeader(header).get(sessionCookieName);
    if (raw === undefined) return new RequestSession(sealer, cookieSecure, null, false);
    const data = sealer.unseal(raw);
    return new RequestSession(sealer, cookieSecure, data, data === null);
  }

  /** Signed in: the login sequence finished for this session. */
  get signedIn(): boolean {
    return this.userIdValue !== null && this.cookies.size > 0;
  }

  get userId(): string | null {
    return this.userIdValue;
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
    this.outcome = 'reseal';
  }

  signIn(userId: string): void {
    this.userIdValue = userId;
    this.outcome = 'reseal';
  }

  /** Signed out (logout, or the upstream answered 401): the response deletes the cookie. */
  clear(): void {
    this.cookies = new Map();
    this.userIdValue = null;
    this.outcome = 'clear';
  }

  /** The Set-Cookie the response needs, or null when the browser's cookie is still right. */
  responseSetCookie(): string | null {
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
    });
    return serializeCookie(sessionCookieName, sealed, { ...options, maxAge: sessionMaxAgeSeconds });
  }
}
