import { type Config } from '../config.js';
import { type EmbeddedUpstream } from '../embedded-upstream.js';

/** Where the relay's pusher-js connections go. */
export interface RealtimeSettings {
  appKey: string;
  cluster: string;
  /** A self-hosted Pusher-protocol server; null uses the hosted provider of `cluster`. */
  host: string | null;
  port: number | null;
  tls: boolean;
}

/** The connection's timeouts (docs/realtime.md), in milliseconds as pusher-js takes them. */
export const realtimeTimeouts = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/**
 * The embedded reference upstream serves its own Pusher-protocol server, so it wins over the
 * PUSHER_* variables (which describe a real upstream's provider). Null: realtime is off.
 */
export function resolveRealtimeSettings(
  pusher: Config['pusher'],
  embedded: EmbeddedUpstream['pusher'] | null,
): RealtimeSettings | null {
  if (embedded) {
    return {
      appKey: embedded.appKey,
      cluster: pusher.cluster,
      host: embedded.host,
      port: embedded.port,
      tls: false,
    };
  }
  if (pusher.appKey === null) return null;
  return {
    appKey: pusher.appKey,
    cluster: pusher.cluster,
    host: pusher.host,
    port: pusher.port,
    tls: pusher.tls,
  };
}
