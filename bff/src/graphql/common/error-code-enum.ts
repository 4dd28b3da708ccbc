import { registerEnumType } from 'type-graphql';
import { type ErrorCode, errorCodes } from '../../errors.js';

/**
 * The documented error codes (docs/error-codes.md) as a GraphQL enum, for fields that carry a
 * code (userErrors, a bulk item's failure). The values are the codes themselves.
 */
export const ErrorCodeEnum = Object.fromEntries(errorCodes.map((code) => [code, code])) as {
  [C in ErrorCode]: C;
};

const descriptions: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'No session, the session ended, or the store no longer accepts it.',
  INVALID_CREDENTIALS: 'A step of the sign-in sequence failed (wrong e-mail or password).',
  UNSUPPORTED_AUTH_METHOD: 'The account signs in with two-factor authentication.',
  FORBIDDEN: 'The store refused access (403), or a token may not do this.',
  NOT_FOUND: 'An unknown id.',
  BAD_USER_INPUT: 'The input is refused; field says which part.',
  UPSTREAM_UNAVAILABLE: 'The store did not answer properly (timeout, 429, 5xx, unreadable).',
  RATE_LIMITED: 'Too many requests; retryAfterSeconds says when to try again.',
  CONFLICT: 'Someone else changed the item meanwhile: it is not in the state asked for.',
  UPLOAD_IN_PROGRESS: 'The store is still reading an earlier catalog upload; nothing was sent.',
  JOB_CANCELLED:
    'The job was cancelled before it finished (an upload: nothing of the file was applied).',
  UNSUPPORTED_BY_STORE: 'The store does not offer an extension this needs.',
  QUERY_TOO_LARGE: 'The operation text is larger than the BFF accepts.',
  QUERY_TOO_COSTLY: 'The operation would need more store calls than one operation may make.',
  BAD_REQUEST: 'The HTTP request itself cannot be served.',
  REQUEST_TOO_LARGE: 'The request body is larger than the BFF accepts.',
  CSRF_HEADER_MISSING: 'A cookie request without the x-graphql-csrf header.',
  PERSISTED_QUERY_NOT_FOUND: "An operation sent by hash that is not in the dashboard's list.",
  PERSISTED_QUERY_ONLY: 'An operation text from a caller without a token.',
  INTERNAL_SERVER_ERROR: 'A fault of the BFF, logged with the request id.',
};

registerEnumType(ErrorCodeEnum, {
  name: 'ErrorCode',
  description: 'A documented error code (the same as extensions.code of a GraphQL error).',
  valuesConfig: Object.fromEntries(
    errorCodes.map((code) => [code, { description: descriptions[code] }]),
  ),
});
