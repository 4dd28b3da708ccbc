import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en, it as italian } from './testing/locales';
import { documentLanguage, expectTitle, sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// The reasons of the log are written by the upstream in the language the screen shows: the web
// app tells the BFF, which asks the upstream in it.
const englishMoney = /€\d{1,3}(,\d{3})*\.\d{2}/;
const italianMoney = /\d{1,3}(\.\d{3})*,\d{2} €/;

describe('the log in the language shown', () => {
  it("switches the upstream's reasons with the screen's language", async () => {
    await runJourney('log-reasons-language', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, en('log.title'));
      // The seeded past: the log opens on 90 days of batches.
      await expect.poll(() => tableRows(page).count()).toBeGreaterThan(20);
      await tableRows(page).first().locator('td:first-child a').click();
      await expect.poll(() => tableRows(page).count()).toBeGreaterThan(10);

      const rowsText = async () => (await tableRows(page).allTextContents()).join('\n');
      await expect.poll(rowsText).toMatch(englishMoney);
      expect(await rowsText()).toMatch(/Price already|Lowest competitor offer|market price/);

      await page.getByRole('button', { name: en('header.profileMenu') }).click();
      await page.getByRole('menuitemradio', { name: en('header.languages.it-IT') }).click();
      await expect.poll(() => documentLanguage(page)).toBe('it-IT');
      // Amounts are formatted in the browser at once; the reasons come with the entries read
      // again from the store in Italian, a moment later.
      await expect.poll(rowsText, { timeout: 15_000 }).toMatch(italianMoney);
      await expect
        .poll(rowsText, { timeout: 15_000 })
        .toMatch(/Prezzo già a|Offerta più bassa|Prezzo di mercato/);
      await expect
        .poll(rowsText, { timeout: 15_000 })
        .not.toMatch(/Price already|Lowest competitor offer/);
      await sidebar(page, 'it-IT')
        .getByRole('link', { name: italian('sidebar.log'), exact: true })
        .waitFor();
    });
  });
});
