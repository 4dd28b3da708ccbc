/**
 * The codes the BFF's GraphQL API sends in `extensions.code`; a client decides by code, never by
 * message. What each means and what the dashboard shows: docs/error-codes.md.
 */
export const errorCodes = [
  /** No session, the session ended, or the store no longer accepts it (401, or 419 twice). */
  'UNAUTHENTICATED',
  /** A step of the sign-in sequence failed (wrong e-mail or password, or the store failing). */
  'INVALID_CREDENTIALS',
  /** The account signs in with two-factor authentication, which the dashboard cannot do. */
  'UNSUPPORTED_AUTH_METHOD',
  /** The store answered 403, or refused the realtime channel. */
  'FORBIDDEN',
  /** An unknown id (the store answered 404 or 405) or an unknown vendor. */
  'NOT_FOUND',
  /** The input is refused: invalid arguments or upload, a selection too large, the store's 422. */
  'BAD_USER_INPUT',
  /** The store did not answer properly (timeout, 429, 5xx, unreadable answer, breaker open). */
  'UPSTREAM_UNAVAILABLE',
  /** Too many sign-ins, store calls, connections or socket messages; see `retryAfterSeconds`. */
  'RATE_LIMITED',
  /** Someone else changed the item while the change ran: it is not in the state asked for. */
  'CONFLICT',
  /** The store is still reading an earlier catalog upload of the same store; nothing was sent. */
  'UPLOAD_IN_PROGRESS',
  /** The job was cancelled (cancelJob) before it finished: a catalog upload cut before the store had the whole file. */
  'JOB_CANCELLED',
  /** The store does not offer an extension the field needs (a strategy preview). */
  'UNSUPPORTED_BY_STORE',
  /** The operation text is larger than the BFF accepts; refused before it is parsed. */
  'QUERY_TOO_LARGE',
  /** The operation would need more store calls than one operation may make; refused before it runs. */
  'QUERY_TOO_COSTLY',
  /** The HTTP request itself is refused: no length (411), a method or media type /graphql does not serve. */
  'BAD_REQUEST',
  /** The request body is larger than the BFF accepts (413); the message gives the limit. */
  'REQUEST_TOO_LARGE',
  /** A cookie request a page of another site could send: the x-graphql-csrf header is missing (403). */
  'CSRF_HEADER_MISSING',
  /** A document sent by hash that is not in this BFF's list of the dashboard's operations. */
  'PERSISTED_QUERY_NOT_FOUND',
  /** A document text from a caller without a token while only the dashboard's operations run. */
  'PERSISTED_QUERY_ONLY',
  /** Anything else: a fault of the BFF, logged with the request id, answered without detail. */
  'INTERNAL_SERVER_ERROR',
] as const;

/** One code the BFF sends in `extensions.code`. */
export type ErrorCode = (typeof errorCodes)[number];

/** Whether a value is one of the codes the BFF sends. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The code of a GraphQL error (or anything with `extensions.code`), or null when it has none we know. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return null;
  const { extensions } = error;
  if (typeof extensions !== 'object' || extensions === null || !('code' in extensions)) return null;
  return isErrorCode(extensions.code) ? extensions.code : null;
}
