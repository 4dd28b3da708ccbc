import { type GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { type ErrorCode } from '@refurb/contract';

// The codes are the contract's (docs/error-codes.md): a code outside `ErrorCode` does not type-check.
export { errorCodes, errorCodeOf, isErrorCode, type ErrorCode } from '@refurb/contract';

const defaultMessages: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'You are not signed in.',
  INVALID_CREDENTIALS: 'Invalid username and password.',
  UNSUPPORTED_AUTH_METHOD: 'Unsupported authentication method.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The input is not valid.',
  UPSTREAM_UNAVAILABLE: 'The store is not reachable right now. Please try again.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  CONFLICT: 'Someone else changed this item meanwhile. Check it and try again.',
  UPLOAD_IN_PROGRESS:
    "An upload of this store's catalog is still being read: wait for its report, then send the next file.",
  JOB_CANCELLED: 'The job was cancelled before it finished.',
  UNSUPPORTED_BY_STORE: 'The store does not offer this extension.',
  QUERY_TOO_LARGE: 'The operation text is too large.',
  QUERY_TOO_COSTLY: 'The operation would ask the store for too much at once.',
  BAD_REQUEST: 'The HTTP request cannot be served: see the status and docs/error-codes.md.',
  REQUEST_TOO_LARGE: 'The request body is larger than the BFF accepts.',
  CSRF_HEADER_MISSING: 'Send the x-graphql-csrf header with a cookie request.',
  PERSISTED_QUERY_NOT_FOUND: 'PersistedQueryNotFound',
  PERSISTED_QUERY_ONLY:
    'Only the dashboard’s own operations run here; sending a text needs a token.',
  INTERNAL_SERVER_ERROR: 'Something went wrong.',
};

/** An error the BFF raised on purpose, with its code in `extensions.code`. */
export type CodedError = GraphQLError;

/** An expected failure, sent to the client as is (message + code); everything else is masked. */
export function codedError(
  code: ErrorCode,
  message: string = defaultMessages[code],
  extra: Record<string, unknown> = {},
): CodedError {
  return createGraphQLError(message, { extensions: { ...extra, code } });
}
