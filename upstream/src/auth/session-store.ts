// Server-side sessions kept in memory (the reference upstream is a single process by design).
import { randomBytes } from 'node:crypto';

export interface Session {
  id: string;
  csrfToken: string;
  userId: number | null;
  lastSeenAt: number;
}

export interface SessionStoreOptions {
  lifetimeMs: number;
  /**
   * Anonymous sessions (a csrf-cookie call, before login) are kept at most this many; beyond it
   * the least recently used anonymous one is dropped. Anyone can create them, so they have a pool
   * of their own: anonymous traffic can never push a signed-in user out.
   */
  maxAnonymousSessions: number;
  /** Signed-in sessions are kept at most this many (least recently used dropped first). */
  maxSignedInSessions: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionStoreOptions = {
  lifetimeMs: 2 * 3_600_000,
  maxAnonymousSessions: 50_000,
  maxSignedInSessions: 50_000,
};

/**
 * Two bounded pools, each a Map in least-recently-used order: anonymous sessions and signed-in
 * ones. A session moves to the signed-in pool only by login (a new id, `regenerate`).
 */
export class SessionStore {
  private readonly anonymous = new Map<string, Session>();
  private readonly signedIn = new Map<string, Session>();
  private readonly options: SessionStoreOptions;

  constructor(options: Partial<SessionStoreOptions> = {}) {
    this.options = { ...DEFAULT_SESSION_OPTIONS, ...options };
  }

  get lifetimeSeconds(): number {
    return Math.floor(this.options.lifetimeMs / 1000);
  }

  create(): Session {
    const session: Session = {
      id: newId(),
      csrfToken: newToken(),
      userId: null,
      lastSeenAt: Date.now(),
    };
    this.store(session);
    return session;
  }

  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const pool = this.signedIn.has(id) ? this.signedIn : this.anonymous;
    const session = pool.get(id);
    if (!session) return undefined;
    if (Date.now() - session.lastSeenAt > this.options.lifetimeMs) {
      pool.delete(id);
      return undefined;
    }
    session.lastSeenAt = Date.now();
    // Re-insert so Map order stays least-recently-used first.
    pool.delete(id);
    pool.set(id, session);
    return session;
  }

  /** Login: a new id and a new CSRF token (session fixation defence), bound to the user. */
  regenerate(previous: Session | undefined, userId: number): Session {
    if (previous) this.destroy(previous.id);
    const session: Session = { id: newId(), csrfToken: newToken(), userId, lastSeenAt: Date.now() };
    this.store(session);
    return session;
  }

  destroy(id: string): void {
    this.anonymous.delete(id);
    this.signedIn.delete(id);
  }

  /** Sessions kept now, per pool. */
  get counts(): { anonymous: number; signedIn: number } {
    return { anonymous: this.anonymous.size, signedIn: this.signedIn.size };
  }

  get size(): number {
    return this.anonymous.size + this.signedIn.size;
  }

  private store(session: Session): void {
    const [pool, max] =
      session.userId === null
        ? [this.anonymous, this.options.maxAnonymousSessions]
        : [this.signedIn, this.options.maxSignedInSessions];
    pool.set(session.id, session);
    while (pool.size > max) {
      const oldest = pool.keys().next().value;
      if (oldest === undefined) break;
      pool.delete(oldest);
    }
  }
}

function newId(): string {
  return randomBytes(30).toString('base64url');
}

function newToken(): string {
  return randomBytes(30).toString('base64url');
}
