import { codedError, type CodedError } from '../errors.js';

/**
 * The one place an upstream HTTP status becomes a client-facing error code. Only a 422 carries
 * the upstream's text (written for the seller to read); every other message is ours.
 */
const inputRefusals = new Set([400, 413, 414, 431]);

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
  if (status === 429 || status >= 500) return codedError('UPSTREAM_UNAVAILABLE');
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
