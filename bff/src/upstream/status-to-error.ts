import { codedError, type CodedError } from '../errors.js';

/**
 * The one place an upstream HTTP status becomes a client-facing error code. Only a 422 carries
 * the upstream's text (written for the seller to read); every other message is ours.
 */
const inputRefusals = new Set([400, 413, 414, 431]);

/**
 * Statuses that say the store (or a proxy in front of it) gave up waiting: 408 Request Timeout,
 * 504 Gateway Timeout, and the 52x/59x time-outs of common proxies and CDNs. The request may
 * have reached the store and may still be carried out, so a write is not known to have failed.
 */
const timeoutStatuses = new Set([408, 504, 522, 524, 598, 599]);

export function isUpstreamTimeoutStatus(status: number): boolean {
  return timeoutStatuses.has(status);
}

export function upstreamStatusToError(status: number, body: unknown): CodedError {
  if (status === 401 || status === 419) return codedError('UNAUTHENTICATED');
  if (status === 403) return codedError('FORBIDDEN');
  // 405: an id like "" built an address the upstream has no such route for (`/api/catalog//x`).
  if (status === 404 || status === 405) return codedError('NOT_FOUND');
  if (status === 422) {
    const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
    return codedError(
      'BAD_USER_INPUT',
      typeof message === 'string' && message !== '' ? message : undefined,
      isFieldErrors(errors) ? { fieldErrors: errors } : {},
    );
  }
  // The catalog upload route's refusal of a second file while the first is read (nothing read).
  if (status === 409 && (body as { code?: unknown } | null)?.code === 'upload_in_progress')
    return codedError('UPLOAD_IN_PROGRESS');
  if (status === 429 || status >= 500 || isUpstreamTimeoutStatus(status)) {
    return codedError('UPSTREAM_UNAVAILABLE');
  }
  // The request the caller's input made was malformed or too long for the upstream (a 200 kB id
  // in the URL is a 414/431), not a fault of ours.
  if (inputRefusals.has(status)) return codedError('BAD_USER_INPUT');
  return codedError('INTERNAL_SERVER_ERROR');
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
