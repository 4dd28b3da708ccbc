import { tokenRevokedEventName, type TokenRevokedEvent } from '@refurb/contract';
import Pusher, { type ChannelAuthorizationCallback } from 'pusher-js';
import { codedError } from '../errors.js';
import {
  type NotificationEvent,
  type NotificationKind,
} from '../graphql/notifications/notification-types.js';
import { type Logger } from '../logger.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import {
  ChannelAuthorizationRefused,
  type ChannelAuthorizationData,
  type ChannelAuthorizationRequestParams,
  requestChannelAuthorization,
  type UpstreamCredentials,
} from './broadcasting-auth.js';
import { relayedEventNames, toNotificationEvent } from './notification-event-mapping.js';
import { pusherClientOptions } from './pusher-client-options.js';
import { type RealtimeSettings } from './realtime-settings.js';
import { SubscriberQueue } from './subscriber-queue.js';

/** Channel subscription states. */
export type SubscriptionState = 'not subscribed' | 'pending' | 'subscribed';

export interface UserChannelStatus {
  /** pusher-js connection state: initialized, connecting, connected, unavailable, failed, … */
  connection: string;
  subscription: SubscriptionState;
  subscribers: number;
}

export interface UserNotificationChannelOptions {
  userId: string;
  settings: RealtimeSettings;
  client: UpstreamClient;
  logger: Logger;
  /** Events buffered per subscriber before the oldest is dropped. */
  bufferSize: number;
  /** Called once when the channel closes (last subscriber gone, or every session refused). */
  onClosed: () => void;
  /** The store revoked one of the user's tokens (`token-revoked`): its subscriptions end. */
  onTokenRevoked?: (tokenId: string) => void;
}

interface Member {
  queue: SubscriberQueue<NotificationEvent>;
  credentials: UpstreamCredentials;
}

const maxRetryDelayMs = 30_000;
/**
 * pusher-js retries a lost connection after 1 s, but when that attempt is refused its
 * strategy waits out a 15 s timeout before the next one. A relay missing events that long after
 * a realtime restart is worse than a fresh attempt every few seconds, so it starts one itself.
 */
const reconnectEveryMs = 3000;

/**
 * One user's pusher-js connection and private-channel subscription, shared by all of that user's
 * subscribers in this process. Authorisation borrows the newest subscriber's upstream session;
 * a session the upstream refuses ends its own subscriber, and the next one is tried.
 */
export class UserNotificationChannel {
  readonly channelName: string;
  private readonly pusher: Pusher;
  /** Insertion order, oldest first. */
  private readonly members = new Set<Member>();
  private subscription: SubscriptionState = 'not subscribed';
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly logger: Logger;

  constructor(private readonly options: UserNotificationChannelOptions) {
    this.channelName = `private-user.${options.userId}.notifications`;
    this.logger = options.logger.child({ userId: options.userId, channel: this.channelName });
    this.pusher = new Pusher(
      options.settings.appKey,
      pusherClientOptions(options.settings, (params, callback) => this.authorize(params, callback)),
    );
    this.pusher.connection.bind(
      'state_change',
      ({ previous, current }: { previous: string; current: string }) => {
        if (current !== 'connected') this.subscription = 'not subscribed';
        if (current === 'connecting' || current === 'unavailable') this.watchReconnect();
        const level = current === 'unavailable' || current === 'failed' ? 'warn' : 'info';
        this.logger[level]({ previous, current }, `realtime connection ${current}`);
      },
    );
    this.pusher.connection.bind('error', (error: unknown) => {
      this.logger.warn({ error: describe(error) }, 'realtime connection error');
    });
    const channel = this.pusher.subscribe(this.channelName);
    channel.bind('pusher:subscription_succeeded', () => {
      this.subscription = 'subscribed';
      this.retryAttempt = 0;
      this.logger.info('realtime channel subscribed');
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      this.subscription = 'not subscribed';
      this.logger.warn({ error: describe(error) }, 'realtime channel subscription failed');
    });
    for (const kind of relayedEventNames) {
      channel.bind(kind, (data: unknown) => this.deliver(kind, data));
    }
    channel.bind(tokenRevokedEventName, (data: unknown) => {
      const tokenId = (data as Partial<TokenRevokedEvent> | null)?.token_id;
      if (typeof tokenId !== 'string' && typeof tokenId !== 'number') return;
      this.logger.info({ tokenId: String(tokenId) }, 'access token revoked: its subscriptions end');
      options.onTokenRevoked?.(String(tokenId));
    });
  }

  /** A new subscriber: its events until it returns (or its session is refused upstream). */
  add(credentials: UpstreamCredentials): SubscriberQueue<NotificationEvent> {
    const member = { credentials } as Member;
    member.queue = new SubscriberQueue<NotificationEvent>(
      this.options.bufferSize,
      () => this.release(member),
      (dropped) =>
        this.logger.warn(
          { requestId: credentials.requestId, kind: dropped.kind },
          'realtime subscriber buffer full: dropped its oldest event',
        ),
    );
    this.members.add(member);
    // Fresh credentials may succeed where earlier ones were refused or the upstream was down.
    if (this.subscription === 'not subscribed' && this.pusher.connection.state === 'connected') {
      this.pusher.subscribe(this.channelName);
    }
    return member.queue;
  }

  status(): UserChannelStatus {
    return {
      connection: this.pusher.connection.state,
      subscription: this.subscription,
      subscribers: this.members.size,
    };
  }

  /** Ends every subscriber (with `error` when given) and disconnects. */
  close(error?: Error): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.reconnectTimer) clearInterval(this.reconnectTimer);
    for (const member of [...this.members]) {
      if (error) member.queue.fail(error);
      else void member.queue.return();
    }
    this.members.clear();
    this.pusher.disconnect();
    this.logger.info('realtime connection closed: no subscribers left');
    this.options.onClosed();
  }

  private release(member: Member): void {
    this.members.delete(member);
    if (this.members.size === 0) this.close();
  }

  private deliver(kind: NotificationKind, data: unknown): void {
    const event = toNotificationEvent(kind, data, new Date());
    if (event === null) {
      this.logger.warn({ kind }, 'realtime event without a file name: not relayed');
      return;
    }
    for (const member of this.members) member.queue.push(event);
    this.logger.info({ kind, subscribers: this.members.size }, 'realtime event relayed');
  }

  /** pusher-js's channelAuthorization.customHandler; never throws, always calls back once. */
  private authorize(
    params: ChannelAuthorizationRequestParams,
    callback: ChannelAuthorizationCallback,
  ): void {
    this.subscription = 'pending';
    this.authorizeWithMembers(params).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  }

  private async authorizeWithMembers(
    params: ChannelAuthorizationRequestParams,
  ): Promise<ChannelAuthorizationData> {
    const refusedCookies = new Map<string, number>();
    // Newest first: the most recently signed-in session is the likeliest to be alive upstream.
    for (const member of [...this.members].reverse()) {
      if (this.closed) break;
      if (!member.queue.isOpen) continue;
      const { requestId } = member.credentials;
      const cookieHeader = member.credentials.authorization ?? member.credentials.cookieHeader;
      const knownRefusal = refusedCookies.get(cookieHeader);
      if (knownRefusal !== undefined) {
        this.refuse(member, knownRefusal);
        continue;
      }
      try {
        return await requestChannelAuthorization(this.options.client, member.credentials, params);
      } catch (error) {
        if (error instanceof ChannelAuthorizationRefused) {
          this.logger.warn(
            { requestId, status: error.status },
            'realtime authorisation refused by the upstream: ending that subscription',
          );
          refusedCookies.set(cookieHeader, error.status);
          this.refuse(member, error.status);
          continue;
        }
        this.logger.warn(
          { requestId, err: error instanceof Error ? error.message : String(error) },
          'realtime authorisation failed: will retry',
        );
        this.scheduleRetry();
        throw error;
      }
    }
    return Promise.reject(new Error('no subscriber session left to authorise the channel'));
  }

  /** A refused realtime authorisation reaches the subscriber as a subscription error. */
  private refuse(member: Member, status: number): void {
    member.queue.fail(
      status === 403
        ? codedError('FORBIDDEN', 'The upstream refused the notifications channel.')
        : codedError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.'),
    );
  }

  private watchReconnect(): void {
    if (this.reconnectTimer || this.closed) return;
    this.reconnectTimer = setInterval(() => {
      const state = this.pusher.connection.state;
      if (this.closed || state === 'connected') {
        if (this.reconnectTimer) clearInterval(this.reconnectTimer);
        this.reconnectTimer = null;
        return;
      }
      if (state === 'connecting' || state === 'unavailable') {
        this.logger.debug({ state }, 'realtime connection still down: trying again');
        // Channels stay registered; pusher-js re-subscribes (and re-authorises) them on connect.
        this.pusher.disconnect();
        this.pusher.connect();
      }
    }, reconnectEveryMs);
    this.reconnectTimer.unref();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(maxRetryDelayMs, 1000 * 2 ** this.retryAttempt);
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.subscription !== 'not subscribed') return;
      if (this.pusher.connection.state === 'connected') this.pusher.subscribe(this.channelName);
    }, delay);
    this.retryTimer.unref();
  }
}

/** pusher-js errors are plain objects of varying shape; keep what helps a reader of the log. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error).slice(0, 500);
  } catch {
    return String(error);
  }
}
