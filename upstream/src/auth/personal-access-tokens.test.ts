import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LAST_USED_RESOLUTION_MS,
  oneYearAfter,
  PersonalAccessTokens,
  readNewAccessToken,
  type NewAccessToken,
} from './personal-access-tokens';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const DAY_MS = 86_400_000;
const fields: NewAccessToken = { name: 'script', abilities: ['read'], expiresAt: NOW + DAY_MS };

function errorsOf(body: Record<string, unknown>): string[] {
  const result = readNewAccessToken(body, NOW);
  return result.ok ? [] : Object.keys(result.errors).sort();
}

describe('readNewAccessToken', () => {
  const valid = {
    name: 'CI',
    abilities: ['read'],
    expires_at: new Date(NOW + DAY_MS).toISOString(),
  };

  it('answers the trimmed name, the abilities in order without repeats, and the expiry', () => {
    expect(
      readNewAccessToken(
        { ...valid, name: '  CI bot ', abilities: ['write', 'read', 'write'] },
        NOW,
      ),
    ).toEqual({
      ok: true,
      token: { name: 'CI bot', abilities: ['read', 'write'], expiresAt: NOW + DAY_MS },
    });
  });

  it('refuses an empty, blank, non-string or too long name; 100 characters pass', () => {
    for (const name of ['', '   ', 42, undefined])
      expect(errorsOf({ ...valid, name })).toEqual(['name']);
    expect(errorsOf({ ...valid, name: 'é'.repeat(101) })).toEqual(['name']);
    expect(errorsOf({ ...valid, name: 'é'.repeat(100) })).toEqual([]);
  });

  it('refuses abilities that are missing, empty, not a list or beyond read and write', () => {
    for (const abilities of [undefined, [], 'read', ['read', 'admin'], [1]])
      expect(errorsOf({ ...valid, abilities })).toEqual(['abilities']);
  });

  it('refuses an expiry that is missing, not a zoned date-time, past, or over a year ahead', () => {
    const bad = [
      undefined,
      '',
      'tomorrow',
      '2026-03-11',
      '2026-03-11T12:00:00',
      '2026-02-31T12:00:00Z',
      '2026-03-11T25:00:00Z',
      new Date(NOW).toISOString(),
      new Date(NOW - 1).toISOString(),
      new Date(oneYearAfter(NOW) + 2 * DAY_MS).toISOString(),
      NOW + DAY_MS,
    ];
    for (const expires_at of bad)
      expect(errorsOf({ ...valid, expires_at })).toEqual(['expires_at']);
  });

  it('takes a zoned expiry up to a year ahead, with a day of slack for clocks', () => {
    for (const expires_at of [
      '2026-03-10T15:30+01:00',
      '2026-03-11T12:00:00.123456Z',
      new Date(oneYearAfter(NOW)).toISOString(),
      new Date(oneYearAfter(NOW) + DAY_MS).toISOString(),
    ])
      expect(errorsOf({ ...valid, expires_at }), expires_at).toEqual([]);
    expect(
      readNewAccessToken({ ...valid, expires_at: '2026-03-10T14:00+01:00' }, NOW),
    ).toMatchObject({ token: { expiresAt: NOW + 3_600_000 } });
  });

  it('names every bad field at once', () => {
    expect(errorsOf({})).toEqual(['abilities', 'expires_at', 'name']);
  });
});

describe('oneYearAfter', () => {
  it('is the same date and time a calendar year later', () => {
    expect(new Date(oneYearAfter(NOW)).toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(new Date(oneYearAfter(Date.UTC(2028, 1, 29))).toISOString()).toBe(
      '2029-03-01T00:00:00.000Z',
    );
  });
});

describe('PersonalAccessTokens', () => {
  it('keeps only the SHA-256 of the secret and finds the token by its plain text', () => {
    const tokens = new PersonalAccessTokens();
    const created = tokens.create(7, fields, NOW);
    if (!created) throw new Error('not created');
    const [id, secret = ''] = created.plainTextToken.split('|');
    expect(id).toBe(created.token.id);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(created.token.secretHash).toEqual(createHash('sha256').update(secret).digest());
    expect(JSON.stringify(tokens.list(7))).not.toContain(secret);
    expect(tokens.check(created.plainTextToken, NOW)).toEqual({
      kind: 'valid',
      token: created.token,
    });
  });

  it('refuses a wrong secret, an unknown id and text without a separator', () => {
    const tokens = new PersonalAccessTokens();
    const created = tokens.create(7, fields, NOW);
    if (!created) throw new Error('not created');
    for (const text of [`${created.token.id}|x`, `99|${'a'.repeat(48)}`, 'abc', '|abc', ''])
      expect(tokens.check(text, NOW).kind, text).toBe('invalid');
    expect(created.token.lastUsedAt).toBeNull();
  });

  it('calls a token expired from its expiry on', () => {
    const tokens = new PersonalAccessTokens();
    const created = tokens.create(7, fields, NOW);
    if (!created) throw new Error('not created');
    expect(tokens.check(created.plainTextToken, fields.expiresAt - 1).kind).toBe('valid');
    expect(tokens.check(created.plainTextToken, fields.expiresAt).kind).toBe('expired');
  });

  it('writes last used at most once per minute', () => {
    const tokens = new PersonalAccessTokens();
    const created = tokens.create(7, fields, NOW);
    if (!created) throw new Error('not created');
    tokens.check(created.plainTextToken, NOW + 1000);
    expect(created.token.lastUsedAt).toBe(NOW + 1000);
    tokens.check(created.plainTextToken, NOW + 1000 + LAST_USED_RESOLUTION_MS - 1);
    expect(created.token.lastUsedAt).toBe(NOW + 1000);
    tokens.check(created.plainTextToken, NOW + 1000 + LAST_USED_RESOLUTION_MS);
    expect(created.token.lastUsedAt).toBe(NOW + 1000 + LAST_USED_RESOLUTION_MS);
  });

  it('revokes only the owner’s token, which is refused from then on', () => {
    const tokens = new PersonalAccessTokens();
    const created = tokens.create(7, fields, NOW);
    if (!created) throw new Error('not created');
    expect(tokens.revoke(8, created.token.id)).toBeNull();
    expect(tokens.revoke(7, created.token.id)).toBe(created.token);
    expect(tokens.check(created.plainTextToken, NOW).kind).toBe('invalid');
    expect(tokens.list(7)).toEqual([]);
    expect(tokens.revoke(7, created.token.id)).toBeNull();
  });

  it('lists newest first, per user', () => {
    const tokens = new PersonalAccessTokens();
    const first = tokens.create(7, fields, NOW);
    const second = tokens.create(7, fields, NOW + 1);
    tokens.create(8, fields, NOW);
    expect(tokens.list(7).map((token) => token.id)).toEqual([second?.token.id, first?.token.id]);
  });

  it('bounds the unexpired tokens per user; expired ones make room', () => {
    const tokens = new PersonalAccessTokens(3);
    tokens.create(7, { ...fields, expiresAt: NOW + 10 }, NOW);
    tokens.create(7, fields, NOW);
    tokens.create(7, fields, NOW);
    expect(tokens.create(7, fields, NOW + 5)).toBeNull();
    expect(tokens.create(8, fields, NOW + 5)).not.toBeNull();
    expect(tokens.create(7, fields, NOW + 10)).not.toBeNull();
    expect(tokens.list(7)).toHaveLength(3);
    expect(tokens.size).toBe(4);
  });
});
