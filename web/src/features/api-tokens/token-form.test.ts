import { describe, expect, it } from 'vitest';
import { abilitiesOf, checkTokenForm, choiceOf } from './token-form';
import type { ErrorCode } from '@refurb/contract';
import type { UserErrorEntry } from '../../user-errors';
import { createFailureOf, failureOf, revokeFailureOf } from './token-errors';

const now = new Date(2026, 2, 15, 10, 30);
const valid = {
  name: '  Price sync  ',
  ability: 'readWrite',
  expiry: 'days30',
  customDay: '',
} as const;

describe('checkTokenForm', () => {
  it('sends the trimmed name, the abilities and the expiry', () => {
    expect(checkTokenForm(valid, now)).toEqual({
      ok: true,
      input: {
        name: 'Price sync',
        abilities: ['READ', 'WRITE'],
        expiresAt: new Date(2026, 3, 14, 10, 30).toISOString(),
      },
    });
  });

  it('refuses a blank name, a name over 100 characters and a bad custom day, all at once', () => {
    expect(checkTokenForm({ ...valid, name: '   ', expiry: 'custom' }, now)).toEqual({
      ok: false,
      problems: { name: 'nameMissing', expiresAt: 'expiryInvalid' },
    });
    expect(checkTokenForm({ ...valid, name: 'x'.repeat(101) }, now)).toEqual({
      ok: false,
      problems: { name: 'nameTooLong' },
    });
    expect(checkTokenForm({ ...valid, name: 'x'.repeat(100) }, now).ok).toBe(true);
  });

  it('offers Read or Read and write, and reads them back', () => {
    expect(abilitiesOf('read')).toEqual(['READ']);
    expect(abilitiesOf('readWrite')).toEqual(['READ', 'WRITE']);
    expect(choiceOf(['READ'])).toBe('read');
    expect(choiceOf(['READ', 'WRITE'])).toBe('readWrite');
  });
});

/** An error as Apollo Client hands it over: an Error with the answer's graphQLErrors. */
function answered(...codes: string[]) {
  return Object.assign(new Error('refused'), {
    graphQLErrors: codes.map((code) => ({ message: 'refused', extensions: { code } })),
  });
}

/** One of a payload's userErrors. */
function refusal(code: ErrorCode, field: string[] | null = null): UserErrorEntry {
  return { code, field, message: 'refused' };
}

describe('createFailureOf', () => {
  it("puts BAD_USER_INPUT at its field (the userError's input path)", () => {
    expect(
      createFailureOf([
        refusal('BAD_USER_INPUT', ['input', 'name']),
        refusal('BAD_USER_INPUT', ['input', 'abilities']),
        refusal('BAD_USER_INPUT', ['input', 'expiresAt']),
      ]),
    ).toEqual({
      fields: { name: 'nameInvalid', abilities: 'abilitiesInvalid', expiresAt: 'expiryInvalid' },
      form: null,
    });
  });

  it('makes the token limit and other codes a problem of the whole form', () => {
    expect(createFailureOf([refusal('BAD_USER_INPUT', ['input'])])).toEqual({
      fields: {},
      form: 'limit',
    });
    expect(createFailureOf([refusal('BAD_USER_INPUT')])).toEqual({ fields: {}, form: 'generic' });
    expect(createFailureOf([refusal('UNSUPPORTED_BY_STORE')]).form).toBe('unsupported');
    expect(createFailureOf([refusal('FORBIDDEN')]).form).toBe('forbidden');
  });
});

describe('failureOf and revokeFailureOf', () => {
  it('names what a list failure or a failed request means', () => {
    expect(failureOf(answered('UNSUPPORTED_BY_STORE'))).toBe('unsupported');
    expect(failureOf(answered('UPSTREAM_UNAVAILABLE'))).toBe('generic');
    expect(failureOf(new Error('Failed to fetch'))).toBe('generic');
  });

  it('names what a refused revoke means', () => {
    expect(revokeFailureOf([refusal('NOT_FOUND', ['input', 'id'])])).toBe('notFound');
    expect(revokeFailureOf([refusal('FORBIDDEN')])).toBe('forbidden');
  });
});
