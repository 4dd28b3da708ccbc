import { ApolloError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorCodesOf, hasErrorCode, isNotFound } from './graphql-errors';

const answered = (...codes: unknown[]) =>
  new ApolloError({
    graphQLErrors: codes.map((code) => ({ message: 'no', extensions: { code } })),
  });

describe('error codes of a failed operation', () => {
  it('reads the codes the BFF sends, from an ApolloError, a list of errors or one error', () => {
    expect(errorCodesOf(answered('RATE_LIMITED', 'NOT_FOUND'))).toEqual([
      'RATE_LIMITED',
      'NOT_FOUND',
    ]);
    expect(errorCodeOf([{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(
      'UNAUTHENTICATED',
    );
    expect(hasErrorCode({ message: 'no', extensions: { code: 'FORBIDDEN' } }, 'FORBIDDEN')).toBe(
      true,
    );
    expect(isNotFound(answered('NOT_FOUND'))).toBe(true);
    expect(isNotFound(answered('FORBIDDEN'))).toBe(false);
  });

  it('has no code for a network failure or a code the BFF does not send', () => {
    expect(errorCodeOf(new ApolloError({ networkError: new Error('offline') }))).toBeUndefined();
    expect(errorCodesOf(answered('SOMETHING_ELSE', 42))).toEqual([]);
    expect(errorCodesOf(undefined)).toEqual([]);
  });

  it('does not compile a code that does not exist', () => {
    // @ts-expect-error: a misspelt code is not an ErrorCode.
    expect(hasErrorCode(answered('NOT_FOUND'), 'NOT_FUOND')).toBe(false);
  });
});
