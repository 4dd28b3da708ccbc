import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runJourney } from './support/journey';
import { en, exactly } from './support/locales';
import { expectAlert, expectRowCount, expectTitle, parseMoney, tableRows } from './support/screen';
import { signIn } from './support/sign-in';

const pageSize = 50;
// Column positions in the catalog table (DECISIONS 3: ID, EAN, product, storage, RAM, grade,
// colour, battery, active price, base price, …).
const productColumn = 2;
const activePriceColumn = 8;
const basePriceColumn = 9;

describe('catalog list', () => {
  it('filters by brand, sorts by price, loads more and keeps all of it across a reload', async () => {
    await runJourney('catalog-filter-sort-load-more', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      await expectRowCount(page, pageSize);

      await page
        .getByRole('button', { name: new RegExp(`^${en('common.filters.button')}`) })
        .click();
      const filters = page.getByRole('dialog', { name: en('common.filters.button') });
      const apple = filters.getByRole('checkbox', { name: 'Apple', exact: true });
      // The URL is the state (DECISIONS 4): the box shows checked once the list follows it.
      await apple.click();
      await page.waitForURL(/[?&]brands=Apple/);
      await expect.poll(() => apple.isChecked()).toBe(true);
      await filters.getByRole('button', { name: en('common.close') }).click();

      await page.getByRole('button', { name: new RegExp(`^${en('common.sort.button')}`) }).click();
      await page.getByRole('radio', { name: en('catalog.sort.priceAsc') }).click();
      await page.waitForURL(/[?&]sort=PRICE_ASC/);

      const summary = page.getByText(/^\d+ products/);
      await expect
        .poll(async () => Number.parseInt((await summary.textContent()) ?? '', 10), {
          timeout: 15_000,
        })
        .toBeLessThan(300);
      const total = Number.parseInt((await summary.textContent()) ?? '', 10);
      expect(total, 'Apple items in the 300-item demo catalog').toBeGreaterThan(pageSize);
      await expectAppleByAscendingPrice(page, pageSize);

      await page.getByRole('button', { name: exactly(en('common.loadMore')) }).click();
      const shown = Math.min(total, 2 * pageSize);
      await expectRowCount(page, shown);
      await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
      await page.waitForURL(/[?&]page=2/);
      await expectAppleByAscendingPrice(page, shown);
      const firstRowBefore = await tableRows(page).first().textContent();

      await page.reload();
      await expectRowCount(page, shown);
      await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
      expect(await tableRows(page).first().textContent()).toBe(firstRowBefore);
      await expectAppleByAscendingPrice(page, shown);
      await page.getByRole('button', { name: new RegExp(en('catalog.sort.priceAsc')) }).waitFor();
    });
  });

  it('syncs a base price with the reset icon and says so', async () => {
    await runJourney('catalog-sync-base-price', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectRowCount(page, pageSize);
      const syncButton = page.getByRole('button', { name: en('catalog.syncBasePrice.action') });
      const before = await syncButton.count();
      expect(before, 'rows priced below their base price on the first page').toBeGreaterThan(0);
      const row = tableRows(page).filter({ has: syncButton }).first();
      const externalId = (await row.locator('td').first().textContent()) ?? '';
      const activePrice = await row.locator('td').nth(activePriceColumn).textContent();

      await row.getByRole('button', { name: en('catalog.syncBasePrice.action') }).click();
      await expectAlert(page, en('catalog.syncBasePrice.success'));

      const syncedRow = tableRows(page).filter({ hasText: externalId }).first();
      await expect
        .poll(() => syncedRow.locator('td').nth(basePriceColumn).textContent())
        .toBe(activePrice);
      expect(
        await syncedRow.getByRole('button', { name: en('catalog.syncBasePrice.action') }).count(),
      ).toBe(0);
    });
  });
});

/** Waits until the table shows `count` rows, all Apple, by ascending active price. */
async function expectAppleByAscendingPrice(page: Page, count: number): Promise<void> {
  await expect.poll(() => appleByAscendingPriceProblem(page, count)).toBe('none');
}

async function appleByAscendingPriceProblem(page: Page, count: number): Promise<string> {
  const rows = tableRows(page);
  const names = await rows.locator(`td:nth-child(${productColumn + 1})`).allTextContents();
  const prices = (
    await rows.locator(`td:nth-child(${activePriceColumn + 1})`).allTextContents()
  ).map((text) => parseMoney(text));
  if (names.length !== count) return `${names.length} rows instead of ${count}`;
  const notApple = names.find((name) => !name.startsWith('Apple '));
  if (notApple) return `a row is not Apple: ${notApple}`;
  const unsorted = prices.findIndex(
    (price, index) => index > 0 && price < (prices[index - 1] ?? 0),
  );
  if (unsorted > 0)
    return `price ${prices[unsorted]} at row ${unsorted + 1} follows ${prices[unsorted - 1]}`;
  return 'none';
}
