import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellIn, columnPosition } from './testing/columns';
import { runJourney } from './testing/journey';
import { en, exactly } from './testing/locales';
import {
  expectAlert,
  expectRowCount,
  expectTitle,
  parseMoney,
  stripCount,
  tableRows,
} from './testing/screen';
import { signIn } from './testing/sign-in';

const pageSize = 50;

describe('catalog list', () => {
  it('filters by brand, sorts by price, loads more by cursor and keeps all of it across a reload', async () => {
    await runJourney('catalog-filter-sort-load-more', {}, async ({ page }) => {
      const reads = catalogReads(page);
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      await expectRowCount(page, pageSize);

      await page
        .getByRole('button', { name: new RegExp(`^${en('common.filters.button')}`) })
        .click();
      const filters = page.getByRole('dialog', { name: en('common.filters.button') });
      const apple = filters.getByRole('checkbox', { name: 'Apple', exact: true });
      // The URL is the state: the box shows checked once the list follows it.
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

      const readsBeforeMore = reads.length;
      await page.getByRole('button', { name: exactly(en('common.loadMore')) }).click();
      const shown = Math.min(total, 2 * pageSize);
      await expectRowCount(page, shown);
      await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
      await page.waitForURL(/[?&]page=2/);
      await expectAppleByAscendingPrice(page, shown);
      // Load more is one request: the page after the end cursor of the first, no page number.
      const more = reads.slice(readsBeforeMore);
      expect(more).toHaveLength(1);
      expect(more[0]).toMatchObject({ sort: 'PRICE_ASC', after: expect.any(String) });
      expect(more[0]).not.toHaveProperty('page');
      const firstRowBefore = await tableRows(page).first().textContent();

      const readsBeforeReload = reads.length;
      await page.reload();
      await expectRowCount(page, shown);
      await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
      // The reload walks the two pages again: the first, then the one after its end cursor.
      const walk = reads.slice(readsBeforeReload);
      expect(walk.map((variables) => typeof variables.after)).toEqual(['undefined', 'string']);
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
      const externalId =
        (await (await cellIn(page, row, en('catalog.columns.id'))).textContent()) ?? '';
      const activePrice = await (
        await cellIn(page, row, en('catalog.columns.activePrice'))
      ).textContent();
      const belowBefore = await stripCount(page, 'catalog.workQueue.counts.belowBasePrice');

      await row.getByRole('button', { name: en('catalog.syncBasePrice.action') }).click();
      await expectAlert(page, en('catalog.syncBasePrice.success'));
      // The work queue counts the item no longer.
      await expect
        .poll(() => stripCount(page, 'catalog.workQueue.counts.belowBasePrice'))
        .toBe(belowBefore - 1);

      const syncedRow = tableRows(page).filter({ hasText: externalId }).first();
      const basePrice = await cellIn(page, syncedRow, en('catalog.columns.basePrice'));
      await expect.poll(() => basePrice.textContent()).toBe(activePrice);
      expect(
        await syncedRow.getByRole('button', { name: en('catalog.syncBasePrice.action') }).count(),
      ).toBe(0);
    });
  });
});

/** The variables of every catalog list request the page sends, in order. */
function catalogReads(page: Page): Array<Record<string, unknown>> {
  const reads: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName === 'CatalogListQuery') reads.push(body.variables ?? {});
  });
  return reads;
}

/** Waits until the table shows `count` rows, all Apple, by ascending active price. */
async function expectAppleByAscendingPrice(page: Page, count: number): Promise<void> {
  await expect.poll(() => appleByAscendingPriceProblem(page, count)).toBe('none');
}

async function appleByAscendingPriceProblem(page: Page, count: number): Promise<string> {
  const rows = tableRows(page);
  const productColumn = await columnPosition(page, en('catalog.columns.product'));
  const priceColumn = await columnPosition(page, en('catalog.columns.activePrice'));
  const names = await rows.locator(`td:nth-child(${productColumn})`).allTextContents();
  const prices = (await rows.locator(`td:nth-child(${priceColumn})`).allTextContents()).map(
    (text) => parseMoney(text),
  );
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
