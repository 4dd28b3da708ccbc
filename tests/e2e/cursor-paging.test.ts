import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { expectTitle, sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

const pageSize = 50;

describe('lists paged by cursor', () => {
  it('prices: Load more reads the page after the end cursor, a reload walks both pages', async () => {
    await runJourney('prices-load-more-by-cursor', {}, async ({ page }) => {
      const reads = graphqlReads(page, 'PricesCategoryQuery');
      await signIn(page, 'demo@example.com');
      await openFirstListOf(page, '/dashboard/prices/');
      await expectLoadMoreAndReload(page, reads);
    });
  }, 120_000);

  it('competitors: Load more reads the page after the end cursor, a reload walks both pages', async () => {
    await runJourney('competitors-load-more-by-cursor', {}, async ({ page }) => {
      const reads = graphqlReads(page, 'CompetitorListQuery');
      await signIn(page, 'demo@example.com');
      await openFirstListOf(page, '/dashboard/competitors/');
      await expectLoadMoreAndReload(page, reads);
    });
  }, 120_000);

  // Each list, opened (from the catalog signed in to, or as the landing screen), left for another
  // screen and shown again with Back.
  it.each([
    {
      list: 'prices',
      operation: 'PricesCategoryQuery',
      path: '/dashboard/prices/',
      away: 'catalog',
    },
    {
      list: 'competitors',
      operation: 'CompetitorListQuery',
      path: '/dashboard/competitors/',
      away: 'catalog',
    },
    { list: 'catalog', operation: 'CatalogListQuery', path: null, away: 'log' },
  ])(
    '$list: back to a list of two pages shows the same two pages, read from the cache',
    async ({ list, operation, path, away }) => {
      await runJourney(`${list}-back-keeps-pages`, {}, async ({ page }) => {
        const reads = graphqlReads(page, operation);
        await signIn(page, 'demo@example.com');
        if (path !== null) await openFirstListOf(page, path);
        await expectSamePagesAfterGoingBack(
          page,
          reads,
          `sidebar.${away}`,
          new RegExp(`/dashboard/${away}`),
        );
      });
    },
    120_000,
  );

  it('log: the batches and a batch’s entries page by cursor and keep the pages across a reload', async () => {
    await runJourney('log-load-more-by-cursor', {}, async ({ page }) => {
      const batchReads = graphqlReads(page, 'LogListQuery');
      const entryReads = graphqlReads(page, 'LogDetailQuery');
      await signIn(page, 'demo@example.com');
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, en('log.title'));
      await expectLoadMoreAndReload(page, batchReads);

      // The batch with the most products, to have more than one page of entries.
      const rows = tableRows(page);
      const products = (await rows.locator('td:nth-child(2)').allTextContents()).map(Number);
      const biggest = products.indexOf(Math.max(...products));
      expect(products[biggest], 'products of the biggest batch').toBeGreaterThan(pageSize);
      await rows.nth(biggest).locator('td:first-child a').click();
      await page.waitForURL(/\/dashboard\/log\/[^/?]+$/);
      await expectLoadMoreAndReload(page, entryReads);
    });
  }, 240_000);
});

/**
 * Waits for the catalog signed in to to show its first page, opens the sidebar's first link under
 * `path`, and waits until the catalog's "50 of" footer has gone (its total is not the list's).
 */
async function openFirstListOf(page: Page, path: string): Promise<void> {
  const catalogFooter = shownOfTotalFooter(page, pageSize);
  await catalogFooter.waitFor();
  const shownFooter = await catalogFooter.elementHandle();
  await sidebar(page).locator(`a[href^="${path}"]`).first().click();
  await page.waitForURL(new RegExp(`${path}[^/?]+$`));
  await shownFooter?.waitForElementState('hidden');
}

/**
 * The list shows its first 50 of more than 50; Load more shows the next 50 with one request
 * after a cursor (no page number) and page=2 in the URL; a reload shows the same rows again,
 * read as the first page then the one after its end cursor.
 */
async function expectLoadMoreAndReload(
  page: Page,
  reads: Array<Record<string, unknown>>,
): Promise<void> {
  const total = await shownTotal(page, pageSize);
  expect(total, 'items of the list').toBeGreaterThan(pageSize);
  // The first page's request is recorded when its answer arrives, which may be after it shows.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  expect(reads.every((variables) => !('page' in variables))).toBe(true);

  const readsBeforeMore = reads.length;
  await page.getByRole('button', { name: en('common.loadMore'), exact: true }).click();
  const shown = Math.min(total, 2 * pageSize);
  await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
  await page.waitForURL(/[?&]page=2(&|$)/);
  const more = reads.slice(readsBeforeMore);
  expect(more).toHaveLength(1);
  expect(more[0]).toMatchObject({ after: expect.any(String) });
  expect(more[0]).not.toHaveProperty('page');
  const rowsBefore = await tableRows(page).allTextContents();

  const readsBeforeReload = reads.length;
  await page.reload();
  await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
  const walk = reads.slice(readsBeforeReload);
  expect(walk.map((variables) => typeof variables.after)).toEqual(['undefined', 'string']);
  expect(walk[1]?.after).toBe(more[0]?.after);
  await expect.poll(() => tableRows(page).allTextContents()).toEqual(rowsBefore);
}

/**
 * Load more shows two pages (page=2); after another screen (the sidebar's link `away`, at a URL
 * matching `awayUrl`) and Back, the list shows the same two pages again, with no page asked for
 * after them.
 */
async function expectSamePagesAfterGoingBack(
  page: Page,
  reads: Array<Record<string, unknown>>,
  away: string,
  awayUrl: RegExp,
): Promise<void> {
  const total = await shownTotal(page, pageSize);
  expect(total, 'items of the list').toBeGreaterThan(2 * pageSize);
  await page.getByRole('button', { name: en('common.loadMore'), exact: true }).click();
  const twoPages = en('common.shownOfTotal', { shown: 2 * pageSize, total });
  await page.getByText(twoPages, { exact: true }).waitFor();
  await page.waitForURL(/[?&]page=2(&|$)/);
  const rowsBefore = await tableRows(page).allTextContents();
  const listUrl = page.url();

  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${en(away)}`) })
    .first()
    .click();
  await page.waitForURL(awayUrl);
  await shownOfTotalFooter(page, pageSize).waitFor();
  const readsBeforeBack = reads.length;
  await page.goBack();
  await page.waitForURL(listUrl);
  await page.getByText(twoPages, { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(reads.slice(readsBeforeBack).filter((variables) => 'after' in variables)).toEqual([]);
  await expect.poll(() => tableRows(page).allTextContents()).toEqual(rowsBefore);
}

/** The total of the list's "shown of total" footer once it shows `shown` items. */
async function shownTotal(page: Page, shown: number): Promise<number> {
  const footer = shownOfTotalFooter(page, shown);
  await footer.waitFor();
  const match = /(\d+)\D*$/.exec((await footer.textContent()) ?? '');
  return Number(match?.[1]);
}

/** The list's "shown of total" footer once it shows `shown` items, whatever the total. */
function shownOfTotalFooter(page: Page, shown: number): Locator {
  const pattern = new RegExp(
    `^${en('common.shownOfTotal', { shown, total: '__TOTAL__' }).replace('__TOTAL__', '\\d+')}$`,
  );
  return page.getByText(pattern);
}

/** The variables of every request of `operationName` the page sends, in order. */
function graphqlReads(page: Page, operationName: string): Array<Record<string, unknown>> {
  const reads: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName === operationName) reads.push(body.variables ?? {});
  });
  return reads;
}
