/**
 * Whether the notifications socket is up, for screens that must not start work whose completion
 * event they could miss (the catalog upload). The BFF joins the upstream's private channel only
 * after a subscription arrives over a connected socket, and says nothing when that is done, so a
 * subscription counts as live `settleMs` after both the socket is connected and it was opened.
 */
export interface RealtimeConnection {
  isConnected(): boolean;
  /** The time (performance.now()) the current connection was acknowledged, or null. */
  connectedAt(): number | null;
  subscribe(listener: () => void): () => void;
  readonly settleMs: number;
}

/** The socket side: the graphql-ws client reports here. */
export interface RealtimeConnectionSource extends RealtimeConnection {
  setConnected(connected: boolean): void;
}

/** The BFF's channel authorisation and subscription upstream: two local round trips, well inside this. */
export const CHANNEL_SETTLE_MS = 1_000;

export function createRealtimeConnection(settleMs = CHANNEL_SETTLE_MS): RealtimeConnectionSource {
  let since: number | null = null;
  const listeners = new Set<() => void>();
  return {
    settleMs,
    isConnected: () => since !== null,
    connectedAt: () => since,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setConnected(connected) {
      if (connected === (since !== null)) return;
      since = connected ? performance.now() : null;
      for (const listener of listeners) listener();
    },
  };
}

/** A transport that is always up and needs no settling (tests feed events by hand). */
export function alwaysConnected(): RealtimeConnectionSource {
  const connection = createRealtimeConnection(0);
  connection.setConnected(true);
  return connection;
}
