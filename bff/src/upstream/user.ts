import {
  type LoginAnswer,
  type LoginBody,
  type NotificationsAnswer,
  type NotificationsReceived,
  type ProfileAnswer,
  type StoreNotificationAnswer,
} from '@refurb/contract';
import { shaped } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/** The auth and profile calls (Sanctum cookie sequence; upstream/README.md). */

export type { LoginAnswer };

/** GET /api/user: the signed-in user, their store and its strategies. */
export async function fetchProfile(upstream: UpstreamSession): Promise<ProfileAnswer> {
  const path = '/api/user';
  return shaped<ProfileAnswer>(await upstream.get(path), { upstream, path });
}

/** POST /login; an answer that is no object (empty: null) is a sign-in without two-factor. */
export async function postLogin(
  upstream: UpstreamSession,
  email: string,
  password: string,
): Promise<LoginAnswer | null> {
  const body: LoginBody = { email, password };
  const answer = await upstream.post('/login', body);
  return typeof answer === 'object' && answer !== null ? (answer as LoginAnswer) : null;
}

/** DELETE /logout: ends the store's session (204). */
export async function deleteSession(upstream: UpstreamSession): Promise<void> {
  await upstream.delete('/logout');
}

/** GET /api/user/notifications: the count and the latest 50 (an older store: the bare list). */
export async function fetchNotifications(
  upstream: UpstreamSession,
): Promise<NotificationsReceived> {
  const path = '/api/user/notifications';
  const answer = await upstream.get(path);
  return Array.isArray(answer)
    ? (answer as StoreNotificationAnswer[])
    : shaped<NotificationsAnswer>(answer, { upstream, path });
}
