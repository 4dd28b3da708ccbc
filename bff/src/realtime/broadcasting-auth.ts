import { type ChannelAuthorizationCallback, type ChannelAuthorizationHandler } from 'pusher-js';
import { type UpstreamClient } from '../upstream/upstream-client.js';

/** pusher-js's auth types, which its index does not export by name. */
export type ChannelAuthorizationData = NonNullable<Parameters<ChannelAuthorizationCallback>[1]>;
export type ChannelAuthorizationRequestParams = Parameters<ChannelAuthorizationHandler>[0];

/** The upstream credentials of one subscriber (from its session, never from client input). */
export interface UpstreamCredentials {
  cookieHeader: string;
  /** `Bearer <token>` for a subscriber with a personal access token (then no cookie is sent). */
  authorization?: string | null;
  xsrfToken: string | null;
  requestId: string;
}

/** The upstream said no for this session (401, 403, 419): retrying with it cannot help. */
export class ChannelAuthorizationRefused extends Error {
  constructor(readonly status: number) {
    super(`upstream refused channel authorisation (HTTP ${status})`);
    this.name = 'ChannelAuthorizationRefused';
  }
}

/** Anything else (network, 5xx, a malformed answer): worth another try later. */
export class ChannelAuthorizationUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ChannelAuthorizationUnavailable';
  }
}

const refusedStatuses = new Set([401, 403, 419]);

/**
 * POST /broadcasting/auth with the subscriber's upstream cookies and XSRF header, as the
 * browser's Pusher client would send it; answers the `{ auth }` pusher-js needs.
 */
export async function requestChannelAuthorization(
  client: UpstreamClient,
  credentials: UpstreamCredentials,
  params: ChannelAuthorizationRequestParams,
): Promise<ChannelAuthorizationData> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (credentials.authorization) {
    headers.authorization = credentials.authorization;
  } else {
    headers.cookie = credentials.cookieHeader;
    if (credentials.xsrfToken !== null) headers['x-xsrf-token'] = credentials.xsrfToken;
  }
  let response;
  try {
    response = await client.exchange(
      'POST',
      '/broadcasting/auth',
      headers,
      credentials.requestId,
      JSON.stringify({ socket_id: params.socketId, channel_name: params.channelName }),
    );
  } catch (error) {
    throw new ChannelAuthorizationUnavailable(`upstream unreachable: ${String(error)}`, null);
  }
  const status = response.statusCode;
  const text = await response.body.text().catch(() => '');
  if (refusedStatuses.has(status)) throw new ChannelAuthorizationRefused(status);
  if (status !== 200) {
    throw new ChannelAuthorizationUnavailable(`upstream answered HTTP ${status}`, status);
  }
  const auth = parseAuth(text);
  if (auth === null) {
    throw new ChannelAuthorizationUnavailable(
      'upstream answered without an auth signature',
      status,
    );
  }
  return auth;
}

function parseAuth(text: string): ChannelAuthorizationData | null {
  try {
    const body = JSON.parse(text) as { auth?: unknown; channel_data?: unknown };
    if (typeof body.auth !== 'string' || body.auth === '') return null;
    return typeof body.channel_data === 'string'
      ? { auth: body.auth, channel_data: body.channel_data }
      : { auth: body.auth };
  } catch {
    return null;
  }
}
