/**
 * Live subscription connections held open in this process (graphql-ws sockets and SSE streams),
 * counted per session and per client address so that one client cannot hold hundreds: the
 * (N+1)th is refused while N are open. Signed-out connections have no session to count against.
 */
export interface LiveConnectionLimits {
  socketsPerSession: number;
  socketsPerAddress: number;
}

export type OpenOutcome =
  { opened: true; release: () => void } | { opened: false; limit: 'session' | 'address' };

export class LiveConnections {
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: LiveConnectionLimits) {}

  open(sessionId: string | null, address: string | null): OpenOutcome {
    if (
      sessionId !== null &&
      (this.bySession.get(sessionId) ?? 0) >= this.limits.socketsPerSession
    ) {
      return { opened: false, limit: 'session' };
    }
    if (address !== null && (this.byAddress.get(address) ?? 0) >= this.limits.socketsPerAddress) {
      return { opened: false, limit: 'address' };
    }
    if (sessionId !== null) increment(this.bySession, sessionId);
    if (address !== null) increment(this.byAddress, address);
    let released = false;
    return {
      opened: true,
      release: () => {
        if (released) return;
        released = true;
        if (sessionId !== null) decrement(this.bySession, sessionId);
        if (address !== null) decrement(this.byAddress, address);
      },
    };
  }

  /** Open connections of a session (tests, metrics). */
  ofSession(sessionId: string): number {
    return this.bySession.get(sessionId) ?? 0;
  }

  ofAddress(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
}
