import { type Config } from '../config.js';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { type Logger } from '../logger.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import { NotificationRelay } from './notification-relay.js';
import { resolveRealtimeSettings } from './realtime-settings.js';

export interface Realtime {
  /** The relay once the upstream is known; null when realtime is off (no Pusher settings). */
  relay(): Promise<NotificationRelay | null>;
  close(): Promise<void>;
}

/**
 * The relay is built when the upstream is: the embedded reference upstream brings its own
 * Pusher server, a real upstream needs PUSHER_APP_KEY (and PUSHER_HOST… when self-hosted).
 */
export function createRealtime(
  config: Config,
  logger: Logger,
  upstream: Promise<{ client: UpstreamClient; embedded: EmbeddedUpstream | null }>,
  /** The store revoked an access token (`token-revoked`): whatever holds it here ends. */
  onTokenRevoked?: (tokenId: string) => void,
): Realtime {
  const relayReady = upstream.then(({ client, embedded }) => {
    const settings = resolveRealtimeSettings(config.pusher, embedded?.pusher ?? null);
    if (settings === null) return null;
    logger.info(
      {
        appKey: settings.appKey,
        host: settings.host ?? `cluster ${settings.cluster}`,
        port: settings.port,
        tls: settings.tls,
      },
      'realtime relay ready',
    );
    return new NotificationRelay({
      settings,
      client,
      logger,
      ...(onTokenRevoked ? { onTokenRevoked } : {}),
    });
  });
  // An upstream that failed to start is reported by start() and every request already.
  relayReady.catch(() => undefined);
  return {
    relay: () => relayReady,
    async close() {
      const relay = await relayReady.catch(() => null);
      relay?.close();
    },
  };
}
