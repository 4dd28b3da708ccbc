import { type NotificationEvent } from './notification-types.js';

/**
 * Where the `notifications` subscription gets its events: the realtime relay (in
 * bff/src/realtime/) implements it with pusher-js against the upstream's private channel.
 */
export interface NotificationFeed {
  /** Events of one signed-in user until the returned iterator is closed. */
  subscribe(subscriber: NotificationSubscriber): AsyncIterable<NotificationEvent>;
}

/** What the feed needs to authorise the private channel upstream on the user's behalf. */
export interface NotificationSubscriber {
  userId: string;
  /** Cookie header carrying the user's upstream session (for POST /broadcasting/auth). */
  upstreamCookieHeader: string;
  xsrfToken: string | null;
  /** `Bearer <token>` when the subscriber uses a personal access token (no cookie then). */
  authorization?: string | null;
  requestId: string;
}
