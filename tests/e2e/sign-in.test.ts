import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en, exactly } from './testing/locales';
import { demoPassword, signIn } from './testing/sign-in';

describe('sign-in', () => {
  it('refuses wrong credentials with the invalid-credentials message', async () => {
    await runJourney('sign-in-failure', {}, async ({ page }) => {
      await page.goto('/');
      await page.getByLabel(en('signIn.email')).fill('demo@example.com');
      await page.getByLabel(en('signIn.password')).fill(`${demoPassword}-wrong`);
      await page.getByRole('button', { name: exactly(en('signIn.submit')) }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(en('signIn.invalidCredentials'));
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('signs demo@example.com in and lands on the catalog', async () => {
    await runJourney('sign-in-success', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await page.waitForURL('**/dashboard/catalog');
      await page.getByRole('heading', { name: en('catalog.title') }).waitFor();
    });
  });
});
