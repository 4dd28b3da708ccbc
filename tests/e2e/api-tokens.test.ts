import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { runJourney, saveScreenshot } from './testing/journey';
import { exactly, t, type Locale } from './testing/locales';
import { expectAlert, expectTitle, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// A personal access token from the profile menu to revocation: created (Read and write, 30 days),
// shown once and copied, used by a script (a fetch with the bearer and no cookie) so the list
// shows when it was last used, revoked after a confirmation, and then refused.

interface GraphQLAnswer {
  data?: { me?: { displayName: string } | null } | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}

/** A script's request: the token as a bearer, no cookie, no CSRF header. */
async function asScript(baseUrl: string, token: string): Promise<GraphQLAnswer> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query Me { me { displayName } }' }),
  });
  return (await response.json()) as GraphQLAnswer;
}

/** The clipboard's text, read in the page (this package compiles without the DOM library). */
function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
}

async function openTokensFromMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: t(locale, 'header.profileMenu') }).click();
  await page.getByRole('menuitem', { name: exactly(t(locale, 'header.apiTokens')) }).click();
  await expectTitle(page, t(locale, 'apiTokens.title'));
  await page.waitForURL(/\/dashboard\/settings\/api-tokens$/);
}

async function createToken(page: Page, context: BrowserContext, locale: Locale, name: string) {
  await page.getByRole('button', { name: exactly(t(locale, 'apiTokens.createButton')) }).click();
  const form = page.getByRole('dialog', { name: t(locale, 'apiTokens.create.title') });
  await form.getByLabel(exactly(t(locale, 'apiTokens.create.name'))).fill(name);
  await form.getByRole('radio', { name: t(locale, 'apiTokens.abilities.readWrite') }).check();
  await form
    .getByLabel(exactly(t(locale, 'apiTokens.create.expiry')))
    .selectOption({ label: t(locale, 'apiTokens.expiryChoices.days30') });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: exactly(t(locale, 'apiTokens.create.submit')) }).click();

  const shown = page.getByRole('dialog', { name: t(locale, 'apiTokens.created.title', { name }) });
  await shown.waitFor();
  await shown.getByText(t(locale, 'apiTokens.created.shownOnce')).waitFor();
  const field = shown.getByLabel(t(locale, 'apiTokens.created.tokenLabel'));
  const token = await field.inputValue();
  expect(token).toMatch(/^[^|]+\|.{40,}$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: exactly(t(locale, 'apiTokens.created.copy')) }).click();
  await shown.getByText(t(locale, 'apiTokens.created.copiedStatus')).waitFor();
  expect(await clipboardText(page)).toBe(token);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `api-tokens-created-${locale}`);
  await shown.getByRole('button', { name: exactly(t(locale, 'apiTokens.created.done')) }).click();
  await expect.poll(() => shown.count()).toBe(0);
  return token;
}

async function journey(page: Page, context: BrowserContext, baseUrl: string, locale: Locale) {
  await openTokensFromMenu(page, locale);
  const name = `e2e ${locale} ${Date.now()}`;
  const token = await createToken(page, context, locale, name);
  const row = tableRows(page).filter({ hasText: name });
  await row.waitFor();
  expect(await row.textContent()).toContain(t(locale, 'apiTokens.abilities.readWrite'));
  expect(await row.textContent()).toContain(t(locale, 'apiTokens.neverUsed'));
  expect(await page.locator('body').textContent()).not.toContain(token);

  // A script with the token and no cookie reads the same account, and the list shows it.
  const answer = await asScript(baseUrl, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.me?.displayName).toBeTruthy();
  await page.reload();
  await expectTitle(page, t(locale, 'apiTokens.title'));
  await expect
    .poll(() => tableRows(page).filter({ hasText: name }).textContent())
    .not.toContain(t(locale, 'apiTokens.neverUsed'));
  expect(await seriousViolations(page)).toEqual([]);

  // Revoked after a confirmation that names it; the script is refused from then on.
  await page.getByRole('button', { name: t(locale, 'apiTokens.revokeNamed', { name }) }).click();
  const confirm = page.getByRole('dialog', {
    name: t(locale, 'apiTokens.revokeDialog.title', { name }),
  });
  await confirm.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `api-tokens-revoke-${locale}`);
  await confirm
    .getByRole('button', { name: exactly(t(locale, 'apiTokens.revokeDialog.confirm')) })
    .click();
  await expectAlert(page, t(locale, 'apiTokens.revoked', { name }));
  await expect.poll(() => tableRows(page).filter({ hasText: name }).count()).toBe(0);
  const refused = await asScript(baseUrl, token);
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

describe('API tokens', () => {
  it('creates, copies, uses, revokes a token (English, desktop)', async () => {
    await runJourney('api-tokens', {}, async ({ page, context, baseUrl }) => {
      await signIn(page, 'demo@example.com');
      await journey(page, context, baseUrl, 'en-GB');
    });
  }, 180_000);

  it('does the same in Italian on a phone', async () => {
    await runJourney(
      'api-tokens-it-phone',
      { viewport: { width: 390, height: 844 }, locale: 'it-IT' },
      async ({ page, context, baseUrl }) => {
        await signIn(page, 'rivenditore@example.com', { screenLocale: 'it-IT' });
        await journey(page, context, baseUrl, 'it-IT');
      },
    );
  }, 180_000);
});
