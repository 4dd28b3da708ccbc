import { errorCodeOf as codeOfError, type ErrorCode } from '@refurb/contract';

/**
 * The GraphQL errors of a failed operation: an ApolloError's, a list of errors as a link or an
 * `errorPolicy: 'all'` answer gives them, or one error. ApolloError is recognised by its shape,
 * not `instanceof`: sign-in uses these helpers and its chunk must not carry Apollo Client.
 */
function graphQLErrorsOf(error: unknown): readonly unknown[] {
  if (error instanceof Error && 'graphQLErrors' in error && Array.isArray(error.graphQLErrors)) {
    return error.graphQLErrors as readonly unknown[];
  }
  if (Array.isArray(error)) return error as readonly unknown[];
  return error ? [error] : [];
}

/**
 * The codes the BFF answered (`extensions.code`, docs/error-codes.md), typed by the shared
 * `ErrorCode` so a misspelt code does not compile; none for a network failure.
 */
export function errorCodesOf(error: unknown): ErrorCode[] {
  return graphQLErrorsOf(error).flatMap((entry) => codeOfError(entry) ?? []);
}

/** The first code of a failed operation, or undefined (a network failure, an unknown code). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return errorCodesOf(error)[0];
}

/** Whether the answer carries `code`. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodesOf(error).includes(code);
}

/** An unknown vendor or listing answers NOT_FOUND ('Something went wrong'; docs/error-codes.md). */
export function isNotFound(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}
