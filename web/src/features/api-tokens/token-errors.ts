import { errorCodeOf, type ErrorCode } from '@refurb/contract';
import { fieldKey, type UserErrorEntry } from '../../user-errors';
import type { TokenFormProblems } from './token-form';

/** Why the whole screen or form cannot do what was asked (each has its text in the locales). */
export type TokenFailure = 'unsupported' | 'forbidden' | 'limit' | 'notFound' | 'generic';

/** The codes of a request that failed as a whole (an ApolloError's graphQLErrors); none for a network error. */
function codesOfError(error: unknown): ErrorCode[] {
  const list =
    error instanceof Error && 'graphQLErrors' in error && Array.isArray(error.graphQLErrors)
      ? (error.graphQLErrors as unknown[])
      : [];
  return list.flatMap((entry) => errorCodeOf(entry) ?? []);
}

/** The failure codes stand for on this screen; any other code is generic. */
function failureOfCodes(codes: readonly ErrorCode[]): TokenFailure {
  if (codes.includes('UNSUPPORTED_BY_STORE')) return 'unsupported';
  if (codes.includes('FORBIDDEN')) return 'forbidden';
  if (codes.includes('NOT_FOUND')) return 'notFound';
  return 'generic';
}

/** A failed read of the list, or a request that failed as a whole: a network error is generic. */
export function failureOf(error: unknown): TokenFailure {
  return failureOfCodes(codesOfError(error));
}

/** A refused revokeApiTokenById (its userErrors): NOT_FOUND says the token is already gone. */
export function revokeFailureOf(userErrors: readonly UserErrorEntry[]): TokenFailure {
  return failureOfCodes(userErrors.map((entry) => entry.code));
}

export interface CreateFailure {
  /** Problems to show at their fields. */
  fields: TokenFormProblems;
  /** A problem of the whole form, or null when every problem has its field. */
  form: TokenFailure | null;
}

/**
 * A refused issueApiToken (its userErrors): BAD_USER_INPUT at `input.name`, `input.abilities` or
 * `input.expiresAt` becomes a problem at that field; at `input` alone (too many tokens) a problem
 * of the form, as is any other code.
 */
export function createFailureOf(userErrors: readonly UserErrorEntry[]): CreateFailure {
  const refused = userErrors.filter((entry) => entry.code === 'BAD_USER_INPUT');
  if (refused.length === 0) {
    return { fields: {}, form: failureOfCodes(userErrors.map((entry) => entry.code)) };
  }
  const fields: TokenFormProblems = {};
  let form: TokenFailure | null = null;
  for (const entry of refused) {
    const key = fieldKey(entry);
    if (key === 'input.name') fields.name = 'nameInvalid';
    else if (key === 'input.abilities') fields.abilities = 'abilitiesInvalid';
    else if (key === 'input.expiresAt') fields.expiresAt = 'expiryInvalid';
    else if (key === 'input') form = 'limit';
    else form ??= 'generic';
  }
  if (Object.keys(fields).length === 0 && form === null) form = 'generic';
  return { fields, form };
}
