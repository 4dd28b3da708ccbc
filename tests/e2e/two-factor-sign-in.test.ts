import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en, exactly, it as italian } from './testing/locales';
import { demoPassword } from './testing/sign-in';

// The reference upstream answers two_factor for twofactor@example.com; the BFF refuses it with
// UNSUPPORTED_AUTH_METHOD and the sign-in form must say why and whom to write to.
describe('two-factor sign-in', () => {
  for (const { locale, t } of [
    { locale: 'en-GB', t: en },
    { locale: 'it-IT', t: italian },
  ] as const) {
    it(`tells twofactor@example.com why it cannot sign in and whom to write to (${locale})`, async () => {
      await runJourney(`two-factor-${locale}`, { locale }, async ({ page }) => {
        await page.goto('/');
        await page.getByLabel(t('signIn.email')).fill('twofactor@example.com');
        await page.getByLabel(t('signIn.password')).fill(demoPassword);
        await page.getByRole('button', { name: exactly(t('signIn.submit')) }).click();

        const alert = page.getByRole('alert');
        await alert.waitFor();
        const text = (await alert.innerText()).replace(/\s+/g, ' ').trim();
        expect(text).toContain(t('signIn.twoFactor.title'));
        expect(text).toContain(
          t('signIn.twoFactor.text', { email: 'support@example.com' }).replace(/<\/?mail>/g, ''),
        );
        expect(text).not.toContain(t('signIn.invalidCredentials'));
        const mail = alert.getByRole('link', { name: 'support@example.com' });
        expect(await mail.getAttribute('href')).toBe('mailto:support@example.com');
        expect(await mail.isVisible()).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/');
      });
    });
  }
});
