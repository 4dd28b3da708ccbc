import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { alwaysConnected, type RealtimeConnection } from './realtime-connection';

const RealtimeConnectionContext = createContext<RealtimeConnection>(alwaysConnected());

export function RealtimeConnectionProvider({
  connection,
  children,
}: {
  connection: RealtimeConnection;
  children: ReactNode;
}) {
  return (
    <RealtimeConnectionContext.Provider value={connection}>
      {children}
    </RealtimeConnectionContext.Provider>
  );
}

/**
 * True once a subscription opened with this component can be trusted to receive events: the socket
 * is connected and the connection's settle time has passed since both the connection and the
 * component's mount (when the subscription was sent).
 */
export function useSubscriptionLive(): boolean {
  const connection = useContext(RealtimeConnectionContext);
  const connectedAt = useSyncExternalStore(connection.subscribe, connection.connectedAt);
  const [mountedAt] = useState(() => performance.now());
  const liveFrom =
    connectedAt === null ? null : Math.max(connectedAt, mountedAt) + connection.settleMs;
  const [settled, setSettled] = useState<number | null>(null);

  useEffect(() => {
    if (liveFrom === null) return;
    const wait = liveFrom - performance.now();
    if (wait <= 0) {
      setSettled(liveFrom);
      return;
    }
    const timer = setTimeout(() => setSettled(liveFrom), wait);
    return () => clearTimeout(timer);
  }, [liveFrom]);

  if (liveFrom === null) return false;
  return settled === liveFrom || connection.settleMs === 0;
}
