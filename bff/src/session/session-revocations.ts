import { LRUCache } from 'lru-cache';

/**
 * Sessions that ended in this process (logout, or the upstream answering 401), by session id:
 * whatever still holds one of them here (a live subscription, a socket, a replayed cookie) is
 * told at once and refused afterwards. Another BFF instance does not hear of it; there, a live
 * subscription learns it by asking the upstream before each event it would deliver
 * (realtime/session-guard.ts).
 */
export class SessionRevocations {
  private readonly revoked: LRUCache<string, true>;
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    /** How long an ended session is remembered: its sealed cookie's lifetime at most. */
    rememberMs: number,
    capacity = 100_000,
  ) {
    this.revoked = new LRUCache<string, true>({ max: capacity, ttl: rememberMs });
  }

  revoke(sessionId: string): void {
    this.revoked.set(sessionId, true);
    const watchers = this.watchers.get(sessionId);
    if (!watchers) return;
    this.watchers.delete(sessionId);
    for (const onRevoked of watchers) onRevoked();
  }

  /** Ends every watched session the test picks (all the sessions of one revoked token). */
  revokeWatched(picks: (sessionId: string) => boolean): void {
    for (const sessionId of [...this.watchers.keys()]) {
      if (picks(sessionId)) this.revoke(sessionId);
    }
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** Calls `onRevoked` once when the session ends here (at once if it already has); unwatches. */
  watch(sessionId: string, onRevoked: () => void): () => void {
    if (this.isRevoked(sessionId)) {
      queueMicrotask(onRevoked);
      return () => undefined;
    }
    let watchers = this.watchers.get(sessionId);
    if (!watchers) {
      watchers = new Set();
      this.watchers.set(sessionId, watchers);
    }
    watchers.add(onRevoked);
    return () => {
      const current = this.watchers.get(sessionId);
      if (!current) return;
      current.delete(onRevoked);
      if (current.size === 0) this.watchers.delete(sessionId);
    };
  }

  /** Sessions with something watching them (tests, metrics). */
  watchedSessions(): number {
    return this.watchers.size;
  }
}
