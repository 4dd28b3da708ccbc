import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBff, type RunningBff } from './testing/start-bff';
import { cellIn, columnPosition } from './testing/columns';
import { checkDecisionArithmetic, decidedPrice, decisionLines } from './testing/decision';
import { runJourney, saveScreenshot } from './testing/journey';
import { pageGraphql } from './testing/page-graphql';
import { en, exactly } from './testing/locales';
import { expectTitle, parseMoney, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// A batch of more than 500 entries, filtered to the updated ones, paged to its end, each price
// explained: the figures of "Why this price?" add up to the new price shown.
//
// The shared server's demo catalog has 300 items (its batches about 220 entries), which other
// journeys count on; this file starts its own server, whose demo catalog makes batches of about
// 530 entries, and stops it at the end. There the journey moves the PC strategy by a point and
// runs a batch, so that more than a page of its entries are updated.
const LARGE_CATALOG_ITEMS = 720;
const PC_CATEGORY_ID = '2';

let server: RunningBff;

beforeAll(async () => {
  server = await startBff(join(inject('e2e').outputDir, 'bff-large-catalog.log'), {
    items: LARGE_CATALOG_ITEMS,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** "€1,234.56" at the start of a cell's text (the new price; a percentage follows it). */
function firstAmount(text: string): number {
  const match = /€\d{1,3}(?:,\d{3})*\.\d{2}/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return parseMoney(match[0]);
}

/** €1,234.56 as the English screens write it. */
function money(amount: number): string {
  return `€${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The outcome toggles of the batch's header: name → count. */
async function outcomeCounts(page: Page): Promise<Record<string, number>> {
  const group = page.getByRole('group', { name: en('log.statusFilter.label') });
  const counts: Record<string, number> = {};
  for (const text of await group.getByRole('button').allTextContents()) {
    const match = /^(.*\S)\s+([\d,]+)$/.exec(text.trim());
    if (match?.[1] && match[2]) counts[match[1]] = Number(match[2].replace(/,/g, ''));
  }
  return counts;
}

/** Presses Load more until every entry is shown; returns how many pages that took. */
async function loadToTheEnd(page: Page, total: number): Promise<number> {
  const loadMore = page.getByRole('button', { name: exactly(en('common.loadMore')) });
  let pages = 1;
  for (let shown = Math.min(total, 50); shown < total;) {
    await loadMore.click();
    pages += 1;
    shown = Math.min(total, pages * 50);
    await page.getByText(en('common.shownOfTotal', { shown, total }), { exact: true }).waitFor();
  }
  await expect.poll(() => loadMore.count()).toBe(0);
  return pages;
}

/** Entry rows (an opened explanation is a row of its own, without a status cell). */
function entryRows(page: Page): Locator {
  return tableRows(page).filter({ has: page.locator('td:nth-child(2)') });
}

/** The PC strategy of the demo store: the median market price moved by `percent`. */
async function savePcStrategy(page: Page, percent: number): Promise<void> {
  const answer = await pageGraphql<{
    updateResellStrategy: { userErrors: Array<{ message: string }> };
  }>(
    page,
    `mutation ($input: UpdateResellStrategyInput!) {
      updateResellStrategy(input: $input) { strategy { id } userErrors { message } }
    }`,
    {
      input: {
        categoryId: PC_CATEGORY_ID,
        type: 'MARKET',
        market: {
          comparison: 'PERCENTAGE',
          marketPrice: 'MEDIAN',
          value: percent,
          margin: 15,
          validateAgainstNextGen: false,
        },
      },
    },
  );
  const refused = answer.updateResellStrategy.userErrors.map((error) => error.message);
  if (refused.length > 0) throw new Error(`strategy not saved: ${refused.join(' ')}`);
}

describe('Why this price? on a large batch', () => {
  it('pages a 500+ entry batch, filters it to Updated, and the explanations add up to the new prices', async () => {
    await runJourney(
      'why-this-price-large-batch',
      { server: { url: server.url, upstreamUrl: server.upstreamUrl } },
      async ({ page }) => {
        await signIn(page, 'demo@example.com');
        await savePcStrategy(page, -3);
        const reprice = await fetch(`${server.upstreamUrl}/dev/reprice`, { method: 'POST' });
        expect(reprice.ok).toBe(true);

        await page.goto('/dashboard/log');
        await expectTitle(page, en('log.title'));
        const newest = tableRows(page).first();
        await newest.waitFor();
        const products = Number(
          (await (await cellIn(page, newest, en('log.columns.products'))).textContent())?.trim(),
        );
        expect(products, 'entries in the batch just run').toBeGreaterThan(500);
        const batch = ((await newest.getByRole('link').first().textContent()) ?? '').slice(1);
        await newest.getByRole('link').first().click();
        await expectTitle(page, en('log.detailTitle', { batch }));

        // The header's counts are the whole batch's, one per outcome.
        await page.getByRole('group', { name: en('log.statusFilter.label') }).waitFor();
        const counts = await outcomeCounts(page);
        const updated = counts[en('log.status.success')] ?? 0;
        expect(counts[en('log.statusFilter.all')]).toBe(products);
        expect(
          updated +
            (counts[en('log.status.skipped')] ?? 0) +
            (counts[en('log.status.failed')] ?? 0),
        ).toBe(products);
        expect(updated, 'updated entries: more than a page').toBeGreaterThan(50);

        // Every entry, 50 a page, the position in the URL; a reload shows as many again.
        const pages = await loadToTheEnd(page, products);
        expect(pages).toBe(Math.ceil(products / 50));
        await expect.poll(() => entryRows(page).count()).toBe(products);
        expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages));
        await page.reload();
        await page
          .getByText(en('common.shownOfTotal', { shown: products, total: products }), {
            exact: true,
          })
          .waitFor({ timeout: 30_000 });

        // Updated only: one click on its count, in the URL, then to the end of that list.
        await page
          .getByRole('button', { name: `${en('log.status.success')} ${updated}`, exact: true })
          .click();
        await page.waitForURL((url) => url.searchParams.get('status') === 'success');
        expect(new URL(page.url()).searchParams.get('page')).toBeNull();
        await page
          .getByText(en('common.shownOfTotal', { shown: Math.min(updated, 50), total: updated }), {
            exact: true,
          })
          .waitFor();
        await loadToTheEnd(page, updated);
        const rows = entryRows(page);
        await expect.poll(() => rows.count()).toBe(updated);
        expect(new Set(await rows.locator('td:nth-child(2)').allTextContents())).toEqual(
          new Set([en('log.status.success')]),
        );

        // The explanations: the steps from the reference reproduce the new price. Every entry of
        // the last page, and every third one before it (the whole list takes half a minute).
        const newPriceColumn = await columnPosition(page, en('log.detailColumns.updatedPrice'));
        const lastPage = Math.floor((updated - 1) / 50) * 50;
        const checked = Array.from({ length: updated }, (_, index) => index).filter(
          (index) => index >= lastPage || index % 3 === 0,
        );
        expect(checked.length).toBeGreaterThan(20);
        for (const index of checked) {
          const row = rows.nth(index);
          const why = row.getByRole('button', { name: new RegExp(`^${en('decision.why')}`) });
          await why.click();
          await expect.poll(() => why.getAttribute('aria-expanded')).toBe('true');
          const explanation = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
          const lines = await decisionLines(explanation, 'en-GB');
          const newPrice = firstAmount(
            (await row.locator(`td:nth-child(${newPriceColumn})`).textContent()) ?? '',
          );
          const product = (await row.locator('td').first().textContent()) ?? `row ${index}`;
          expect(checkDecisionArithmetic(lines, 'en-GB'), product).toEqual([]);
          expect(decidedPrice(lines), product).toBe(newPrice);
          expect(lines[0]?.note, product).toMatch(
            /^\d+ offers? in [A-Z]{2}(, [A-Z]{2})*, grade \w+$/,
          );
          expect(await explanation.locator('[data-outcome]').textContent(), product).toBe(
            en('decision.outcome.updated', { price: money(newPrice) }),
          );
          if (index === lastPage) await saveScreenshot(page, 'why-this-price-expanded');
          // Closed again from the keyboard.
          await why.focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => why.getAttribute('aria-expanded')).toBe('false');
        }
        await savePcStrategy(page, -2);
      },
    );
  }, 240_000);
});
