import { type IncomingMessage } from 'node:http';

/**
 * The caller's address for per-client limits. X-Forwarded-For is believed only with TRUST_PROXY
 * (anyone can send it); then its first entry is the client as the proxy saw it.
 */
export function clientAddressOf(
  request: IncomingMessage | undefined,
  trustProxy: boolean,
): string | null {
  if (!request) return null;
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? null;
}
