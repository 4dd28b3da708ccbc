import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en, it as italian } from './testing/locales';
import { documentLanguage, expectTitle, sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

describe('language by profile', () => {
  it('shows rivenditore@example.com (language it) the dashboard in Italian', async () => {
    // The browser asks for English: the profile's language must win after sign-in.
    await runJourney('language-italian-profile', { locale: 'en-GB' }, async ({ page }) => {
      await signIn(page, 'rivenditore@example.com');
      await page.waitForURL('**/dashboard/catalog');
      await expectTitle(page, italian('catalog.title'));
      expect(await documentLanguage(page)).toBe('it-IT');

      const nav = sidebar(page, 'it-IT');
      await nav.getByRole('link', { name: new RegExp(`^${italian('sidebar.catalog')}`) }).waitFor();
      await nav.getByRole('link', { name: italian('sidebar.log'), exact: true }).waitFor();
      await nav.getByRole('link', { name: italian('sidebar.support'), exact: true }).waitFor();
      expect(
        await nav.getByRole('link', { name: en('sidebar.support'), exact: true }).count(),
      ).toBe(0);
      // rivenditore@ (the README's demo accounts): resell only, so no buyback strategies link.
      await nav
        .getByRole('link', { name: italian('sidebar.strategies.resell'), exact: true })
        .waitFor();
      expect(
        await nav
          .getByRole('link', { name: italian('sidebar.strategies.buyback'), exact: true })
          .count(),
      ).toBe(0);
      await page
        .getByRole('button', { name: new RegExp(`^${italian('common.filters.button')}`) })
        .waitFor();
    });
  });
});
