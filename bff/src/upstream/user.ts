import {
  type LoginAnswer,
  type LoginBody,
  type NotificationsReceived,
  type ProfileAnswer,
} from '@refurb/contract';
import {
  answerReader,
  LoginAnswerSchema,
  NotificationsReceivedSchema,
  ProfileAnswerSchema,
} from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/**
 * The auth, profile and notification calls (Sanctum cookie sequence; upstream/README.md); answers
 * are checked against the contract (answer-shape.ts).
 */

export type { LoginAnswer };

const readProfile = answerReader(ProfileAnswerSchema);
const readLogin = answerReader(LoginAnswerSchema);
const readNotifications = answerReader(NotificationsReceivedSchema);

/** GET /api/user: the signed-in user, their store and its strategies. */
export async function fetchProfile(upstream: UpstreamSession): Promise<ProfileAnswer> {
  const path = '/api/user';
  return checked(readProfile, await upstream.get(path), { upstream, path });
}

/**
 * POST /login; an answer that is no object (empty: null; a PHP store's empty `[]`) is a sign-in
 * without two-factor, as before the answers were checked.
 */
export async function postLogin(
  upstream: UpstreamSession,
  email: string,
  password: string,
): Promise<LoginAnswer | null> {
  const path = '/login';
  const body: LoginBody = { email, password };
  const answer = await upstream.post(path, body);
  const isObject = typeof answer === 'object' && answer !== null && !Array.isArray(answer);
  return isObject ? checked(readLogin, answer, { upstream, path }) : null;
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
  return checked(readNotifications, await upstream.get(path), { upstream, path });
}
