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
  /** Oldest sessions are dropped beyond this, so anonymous csrf-cookie calls cannot exhaust memory. */
  maxSessions: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly options: SessionStoreOptions = {
      lifetimeMs: 2 * 3_600_000,
      maxSessions: 50_000,
    },
  ) {}

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
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (Date.now() - session.lastSeenAt > this.options.lifetimeMs) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastSeenAt = Date.now();
    // Re-insert so Map order stays least-recently-used first.
    this.sessions.delete(id);
    this.sessions.set(id, session);
    return session;
  }

  /** Login: a new id and a new CSRF token (session fixation defence), bound to the user. */
  regenerate(previous: Session | undefined, userId: number): Session {
    if (previous) this.sessions.delete(previous.id);
    const session: Session = { id: newId(), csrfToken: newToken(), userId, lastSeenAt: Date.now() };
    this.store(session);
    return session;
  }

  destroy(id: string): void {
    this.sessions.delete(id);
  }

  get size(): number {
    return this.sessions.size;
  }

  private store(session: Session): void {
    this.sessions.set(session.id, session);
    while (this.sessions.size > this.options.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }
}

function newId(): string {
  return randomBytes(30).toString('base64url');
}

function newToken(): string {
  return randomBytes(30).toString('base64url');
}
