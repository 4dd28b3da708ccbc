import { describe, expect, it } from 'vitest';
import { abilitiesOf, checkTokenForm, choiceOf } from './token-form';
import { createFailureOf, failureOf } from './token-errors';

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
function answered(...errors: Array<{ code: string; fieldErrors?: Record<string, string[]> }>) {
  return Object.assign(new Error('refused'), {
    graphQLErrors: errors.map(({ code, fieldErrors }) => ({
      message: 'refused',
      extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) },
    })),
  });
}

describe('createFailureOf', () => {
  it('puts BAD_USER_INPUT field errors at their fields', () => {
    const error = answered({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'input.name': ['The name is required.'],
        'input.abilities': ['Unknown ability.'],
        'input.expiresAt': ['At most a year ahead.'],
      },
    });
    expect(createFailureOf(error)).toEqual({
      fields: { name: 'nameInvalid', abilities: 'abilitiesInvalid', expiresAt: 'expiryInvalid' },
      form: null,
    });
  });

  it('makes the token limit and other codes a problem of the whole form', () => {
    expect(
      createFailureOf(answered({ code: 'BAD_USER_INPUT', fieldErrors: { input: ['50 max'] } })),
    ).toEqual({ fields: {}, form: 'limit' });
    expect(createFailureOf(answered({ code: 'BAD_USER_INPUT' }))).toEqual({
      fields: {},
      form: 'generic',
    });
    expect(createFailureOf(answered({ code: 'UNSUPPORTED_BY_STORE' })).form).toBe('unsupported');
    expect(createFailureOf(answered({ code: 'FORBIDDEN' })).form).toBe('forbidden');
    expect(createFailureOf(new Error('Failed to fetch')).form).toBe('generic');
  });

  it('names what a list or revoke failure means', () => {
    expect(failureOf(answered({ code: 'UNSUPPORTED_BY_STORE' }))).toBe('unsupported');
    expect(failureOf(answered({ code: 'NOT_FOUND' }))).toBe('notFound');
    expect(failureOf(answered({ code: 'UPSTREAM_UNAVAILABLE' }))).toBe('generic');
  });
});
