import { describe, expect, it } from 'vitest';
import { type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

// Token writes answering userErrors: a refused one leaves the other answered.

let demo: TestBrowser;
signedInDemo((started) => ({ demo } = started));

describe('issueApiToken and revokeApiTokenById', () => {
  it('answer a made token beside a refused one and an unknown id', async () => {
    const expiresAt = new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31) + 86_400_000 * 30);
    const answer = await demo.gql<{
      made: { token: { plainTextToken: string; token: { id: string } } | null; userErrors: [] };
      refused: { token: unknown; userErrors: { field: string[] | null; code: string }[] };
      unknown: { revokedId: string | null; userErrors: { field: string[] | null; code: string }[] };
    }>(
      `mutation ($good: CreateApiTokenInput!, $bad: CreateApiTokenInput!) {
        made: issueApiToken(input: $good) { token { plainTextToken token { id } } userErrors { field code } }
        refused: issueApiToken(input: $bad) { token { plainTextToken } userErrors { field code } }
        unknown: revokeApiTokenById(input: { id: "no-such-token" }) { revokedId userErrors { field code } }
      }`,
      {
        good: { name: 'conventions test', abilities: ['READ'], expiresAt: expiresAt.toISOString() },
        bad: { name: '', abilities: ['READ'], expiresAt: expiresAt.toISOString() },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.made.userErrors).toEqual([]);
    expect(answer.data?.made.token?.plainTextToken).not.toBe('');
    expect(answer.data?.refused.token).toBeNull();
    expect(answer.data?.refused.userErrors).toContainEqual({
      field: ['input', 'name'],
      code: 'BAD_USER_INPUT',
    });
    expect(answer.data?.unknown).toEqual({
      revokedId: null,
      userErrors: [{ field: ['input', 'id'], code: 'NOT_FOUND' }],
    });
    const id = answer.data?.made.token?.token.id ?? '';
    const revoked = await demo.gql<{ revokeApiTokenById: { revokedId: string | null } }>(
      'mutation ($id: ID!) { revokeApiTokenById(input: { id: $id }) { revokedId } }',
      { id },
    );
    expect(revoked.data?.revokeApiTokenById.revokedId).toBe(id);
  });
});
