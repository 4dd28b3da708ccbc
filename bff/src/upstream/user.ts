import { type UpstreamSession } from './upstream-client.js';

/** The auth and profile calls (Sanctum cookie sequence; upstream/README.md). */

export interface LoginAnswer {
  two_factor?: boolean;
}

export function fetchProfile(upstream: UpstreamSession): Promise<unknown> {
  return upstream.get('/api/user');
}

export function postLogin(
  upstream: UpstreamSession,
  email: string,
  password: string,
): Promise<LoginAnswer | null> {
  return upstream.post('/login', { email, password });
}

export function deleteSession(upstream: UpstreamSession): Promise<unknown> {
  return upstream.delete('/logout');
}

export function fetchNotifications(upstream: UpstreamSession): Promise<unknown> {
  return upstream.get('/api/user/notifications');
}
