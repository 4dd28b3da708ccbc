import { setTimeout as sleep } from 'node:timers/promises';
import Pusher from 'pusher-js';
import { codedError } from '../errors.js';
import {
  type NotificationFeed,
  type NotificationSubscriber,
} from '../graphql/notifications/notification-feed.js';
import { type NotificationEvent } from '../graphql/notifications/notification-types.js';
import { type Logger } from '../logger.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import { type RealtimeSettings } from './realtime-settings.js';
import { type UserChannelStatus, UserNotificationChannel } from './user-notification-channel.js';

export interface NotificationRelayOptions {
  settings: RealtimeSettings;
  client: UpstreamClient;
  logger: Logger;
  /** Events buffered per subscriber before its oldest is dropped (default 100). */
  bufferSize?: number;
  /** The store revoked one of a user's tokens (`token-revoked` on the user's channel). */
  onTokenRevoked?: (tokenId: string) => void;
}

/** User ids become part of a Pusher channel name; the upstream's are numeric. */
const userIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The NotificationFeed behind `Subscription.notifications`: per user with at least one subscriber,
 * one pusher-js connection to the upstream's private channel, reference counted, closed with the
 * last subscriber. The user id always comes from the session.
 */
export class NotificationRelay implements NotificationFeed {
  private readonly channels = new Map<string, UserNotificationChannel>();
  private closed = false;

  constructor(private readonly options: NotificationRelayOptions) {
    // pusher-js logs through one static hook; route it to ours (debug) instead of the console.
    Pusher.log = (message: string) => options.logger.debug({ pusher: message }, 'pusher-js');
  }

  subscribe(subscriber: NotificationSubscriber): AsyncIterable<NotificationEvent> {
    return { [Symbol.asyncIterator]: () => this.join(subscriber) };
  }

  /** Users with an open upstream connection (one per user, however many subscribers). */
  activeUserConnections(): number {
    return this.channels.size;
  }

  subscriberCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.status().subscribers;
    return count;
  }

  userChannelStatus(userId: string): UserChannelStatus | null {
    return this.channels.get(userId)?.status() ?? null;
  }

  /**
   * Whether the user's channel is subscribed at the store, waiting up to `timeoutMs` for it: a
   * job that starts an export listens first and sends its request once events can arrive.
   */
  async whenSubscribed(userId: string, timeoutMs = 10_000): Promise<boolean> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      if (this.channels.get(userId)?.status().subscription === 'subscribed') return true;
      if (this.closed || performance.now() >= until) return false;
      await sleep(25);
    }
  }

  /** Ends every subscription and connection (shutdown). */
  close(): void {
    this.closed = true;
    for (const channel of [...this.channels.values()]) channel.close();
    this.channels.clear();
  }

  private join(subscriber: NotificationSubscriber): AsyncIterator<NotificationEvent> {
    if (this.closed) throw codedError('UPSTREAM_UNAVAILABLE', 'The server is shutting down.');
    if (!userIdPattern.test(subscriber.userId)) throw codedError('UNAUTHENTICATED');
    const authorization = subscriber.authorization ?? null;
    if (subscriber.upstreamCookieHeader === '' && !authorization) {
      throw codedError('UNAUTHENTICATED');
    }
    const { userId } = subscriber;
    let channel = this.channels.get(userId);
    if (!channel) {
      const created = new UserNotificationChannel({
        userId,
        settings: this.options.settings,
        client: this.options.client,
        logger: this.options.logger,
        bufferSize: this.options.bufferSize ?? 100,
        onClosed: () => {
          if (this.channels.get(userId) === created) this.channels.delete(userId);
        },
        ...(this.options.onTokenRevoked ? { onTokenRevoked: this.options.onTokenRevoked } : {}),
      });
      this.channels.set(userId, created);
      channel = created;
    }
    return channel.add({
      cookieHeader: subscriber.upstreamCookieHeader,
      xsrfToken: subscriber.xsrfToken,
      authorization,
      requestId: subscriber.requestId,
    });
  }
}
