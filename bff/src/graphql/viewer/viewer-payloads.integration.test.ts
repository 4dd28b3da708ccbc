import { describe, expect, it } from 'vitest';
import { TestBrowser, demoPassword } from '../../testing/test-bff.js';
import { signedInDemo, type SignedInDemo } from '../testing/signed-in-demo.js';

// signIn's userErrors, the viewer's locale as an enum and the notification list in the user's
// language, as a caller sees them against the reference upstream.

let stack: SignedInDemo;
signedInDemo((started) => (stack = started));

interface SignInAnswer {
  viewer: { email: string } | null;
  userErrors: { field: string[] | null; code: string }[];
}

describe('signIn', () => {
  it('answers a refused sign-in in userErrors, beside one that worked', async () => {
    const browser = new TestBrowser(stack.bff.url);
    const answer = await browser.gql<{ wrong: SignInAnswer; right: SignInAnswer }>(
      `mutation ($wrong: SignInInput!, $right: SignInInput!) {
        wrong: signIn(input: $wrong) { viewer { email } userErrors { field code } }
        right: signIn(input: $right) { viewer { email } userErrors { field code } }
      }`,
      {
        wrong: { email: 'demo@example.com', password: 'not-the-password' },
        right: { email: 'demo@example.com', password: demoPassword },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.wrong).toEqual({
      viewer: null,
      userErrors: [{ field: null, code: 'INVALID_CREDENTIALS' }],
    });
    expect(answer.data?.right).toEqual({
      viewer: { email: 'demo@example.com' },
      userErrors: [],
    });
  });
});

describe("the viewer's language and notifications", () => {
  it('lists an Italian user’s notifications in Italian, with the locale as an enum', async () => {
    const italian = new TestBrowser(stack.bff.url);
    expect((await italian.login('rivenditore@example.com')).errors).toBeUndefined();
    const answer = await italian.gql<{
      me: { preferredLocale: string; notifications: { kind: string; message: string }[] };
    }>('{ me { preferredLocale notifications(first: 20) { kind message } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.preferredLocale).toBe('IT_IT');
    const limits = (answer.data?.me.notifications ?? []).filter((n) =>
      n.kind.endsWith('_ALLOWED_PRICE_REACHED'),
    );
    expect(limits.length).toBeGreaterThan(0);
    for (const { message } of limits) {
      expect(message).toMatch(
        /^(.+: r|R)aggiunto il prezzo (minimo|massimo) consentito \([\d.]+,\d\d\)\.$/,
      );
    }
  });

  it('lists them in English for an English user, with their count from the same store call', async () => {
    stack.bff.resetCalls();
    const answer = await stack.demo.gql<{
      me: { preferredLocale: string; notifications: { kind: string; message: string }[] };
    }>('{ me { preferredLocale notificationCount notifications(first: 20) { kind message } } }');
    const reads = stack.bff.calls.filter((call) => call.path === '/api/user/notifications');
    expect(reads).toHaveLength(1);
    expect(answer.data?.me.preferredLocale).toBe('EN_GB');
    const limits = (answer.data?.me.notifications ?? []).filter((n) =>
      n.kind.endsWith('_ALLOWED_PRICE_REACHED'),
    );
    expect(limits.length).toBeGreaterThan(0);
    for (const { message } of limits) {
      expect(message).toMatch(
        /^(.+: (minimum|maximum)|(Minimum|Maximum)) allowed price reached \([\d,]+\.\d\d\)\.$/,
      );
    }
  });
});
