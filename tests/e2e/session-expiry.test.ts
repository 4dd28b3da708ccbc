import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { expectTitle, sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

describe('session expiry', () => {
  it('sends the user to sign-in when the session cookie is gone (a forced 401)', async () => {
    await runJourney('session-expired-401', {}, async ({ page, context }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      expect((await context.cookies()).length).toBeGreaterThan(0);

      await context.clearCookies();
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();

      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.getByLabel(en('signIn.email')).waitFor();
      // Signed out on this device too: the dashboard no longer opens from the stored profile.
      await page.goto('/dashboard/catalog');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });
  });
});
