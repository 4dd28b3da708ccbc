import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

const pricesPath = /^\/dashboard\/prices\/[^/]+$/;

describe('guards', () => {
  it('sends buyback@example.com (no catalog, buyback only, no vendors) to prices', async () => {
    await runJourney('guards-buyback-account', {}, async ({ page }) => {
      await signIn(page, 'buyback@example.com');
      // Landing is the catalog, whose guard sends an account without it to prices.
      await expect.poll(() => new URL(page.url()).pathname).toMatch(pricesPath);

      const nav = sidebar(page);
      await nav
        .getByRole('link', { name: en('sidebar.strategies.buyback'), exact: true })
        .waitFor();
      for (const hidden of [
        en('sidebar.catalog'),
        en('sidebar.log'),
        en('sidebar.strategies.resell'),
      ]) {
        expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
      }
      expect(await nav.locator('a[href^="/dashboard/competitors"]').count()).toBe(0);

      for (const guarded of [
        '/dashboard/catalog',
        '/dashboard/catalog/1',
        '/dashboard/log',
        '/dashboard/log/1',
        '/dashboard/strategies/resell',
        '/dashboard/competitors',
      ]) {
        await page.goto(guarded);
        // The visited path is part of the value, so a failure names it.
        await expect
          .poll(() => `${guarded} → ${new URL(page.url()).pathname}`)
          .toMatch(/ → \/dashboard\/prices\/[^/]+$/);
      }
      await page.goto('/dashboard/strategies');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/strategies/buyback');
    });
  });

  it('sends a visitor without a session from any dashboard path to sign-in', async () => {
    await runJourney('guards-signed-out', {}, async ({ page }) => {
      await page.goto('/dashboard/catalog');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.getByLabel(en('signIn.email')).waitFor();
    });
  });
});
