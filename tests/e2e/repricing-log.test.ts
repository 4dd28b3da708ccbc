import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { expectAlert, expectTitle, sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';
import { triggerRepricing } from './testing/upstream-dev';

// Log list columns: #, Products, Updated, Not updated, Errors, Start, End.
const productsColumn = 1;

describe('repricing and the Log screens', () => {
  it('saves a resell strategy, then the next repricing batch is logged', async () => {
    await runJourney('strategy-saved-then-logged', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.strategies.resell'), exact: true })
        .click();
      await expectTitle(page, en('strategies.resell.title'));
      // The first category's card, saved with the values it shows.
      await page
        .getByRole('button', { name: en('strategies.apply'), exact: true })
        .first()
        .click();
      await expectAlert(page, en('strategies.updated'));

      const batches = await triggerRepricing();
      expect(batches.length).toBeGreaterThan(0);
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, en('log.title'));
      const newest = Math.max(...batches.map((batch) => batch.batch));
      await page.getByRole('link', { name: `#${newest}`, exact: true }).waitFor();
    });
  });

  it('lists a batch triggered on the upstream in Log and opens its detail', async () => {
    await runJourney('repricing-batch-logged', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, en('log.title'));
      const batchLinks = () => tableRows(page).locator('td:first-child a').allTextContents();
      // The title shows before the batches' rows: the batches listed before are read once they are.
      await tableRows(page).locator('td:first-child a').first().waitFor();
      const before = new Set(await batchLinks());

      const batches = await triggerRepricing();
      expect(batches.length).toBeGreaterThan(0);
      await page.reload();
      await expectTitle(page, en('log.title'));
      await expect
        .poll(async () => (await batchLinks()).filter((id) => !before.has(id)).length)
        .toBe(1);
      const newId = (await batchLinks()).find((id) => !before.has(id)) ?? '';
      const batchNumber = Number(newId.replace('#', ''));
      const row = tableRows(page).filter({
        has: page.getByRole('link', { name: newId, exact: true }),
      });
      const products = Number(await row.locator('td').nth(productsColumn).textContent());
      expect(
        batches.some((batch) => batch.batch === batchNumber && batch.total === products),
        `the new row ${newId} (${products} products) is one of the batches just run`,
      ).toBe(true);

      await row.getByRole('link', { name: en('log.detailsFor', { batch: batchNumber }) }).click();
      await expectTitle(page, en('log.detailTitle', { batch: batchNumber }));
      await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
      const statuses = new Set([
        en('log.status.success'),
        en('log.status.skipped'),
        en('log.status.failed'),
      ]);
      const shownStatuses = await tableRows(page).locator('td:nth-child(2)').allTextContents();
      for (const status of shownStatuses) expect(statuses).toContain(status.trim());

      await page.getByRole('link', { name: en('log.back') }).click();
      await expectTitle(page, en('log.title'));
    });
  });
});
