import { type GraphQLError } from 'graphql';
import { codedError } from '../errors.js';

/**
 * The one place an upstream HTTP status becomes a client-facing error code. Only a 422 carries
 * the upstream's text (written for the seller to read); every other message is ours.
 */
export function upstreamStatusToError(status: number, body: unknown): GraphQLError {
  if (status === 401 || status === 419) return codedError('UNAUTHENTICATED');
  if (status === 403) return codedError('FORBIDDEN');
  if (status === 404) return codedError('NOT_FOUND');
  if (status === 422) {
    const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
    return codedError(
      'BAD_USER_INPUT',
      typeof message === 'string' && message !== '' ? message : undefined,
      isFieldErrors(errors) ? { fieldErrors: errors } : {},
    );
  }
  if (status === 429 || status >= 500) return codedError('UPSTREAM_UNAVAILABLE');
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
