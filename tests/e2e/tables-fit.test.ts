import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { runJourney, saveScreenshot } from './testing/journey';
import { en, exactly } from './testing/locales';
import { expectTitle, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

/** The one browser call these checks need (this package compiles without the DOM library). */
interface WindowLike {
  getComputedStyle(element: unknown, pseudo: string): { content: string };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not rendered');
  return found;
}

/** The table's scrolling region and whether it (or the page) would scroll sideways. */
async function sidewaysScroll(page: Page, region: Locator) {
  const regionScroll = await region.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  const pageScroll = await page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  return { regionScroll, pageScroll };
}

/** `inner` lies within `outer` left to right (1 px of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

const KEY_COLUMNS = [
  'catalog.columns.product',
  'catalog.columns.grade',
  'catalog.columns.activePrice',
  'catalog.columns.basePrice',
  'catalog.columns.margin',
  'catalog.columns.dynamicPrice',
  'common.details',
];

async function openCatalog(page: Page) {
  await signIn(page, 'demo@example.com');
  await page.waitForURL('**/dashboard/catalog');
  await expectTitle(page, en('catalog.title'));
  await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
}

describe('tables that fit the work', () => {
  it('shows the catalog’s key columns at 1280 × 800 without sideways scrolling', async () => {
    await runJourney(
      'tables-catalog-1280',
      { viewport: { width: 1280, height: 800 } },
      async ({ page }) => {
        await openCatalog(page);
        const region = page.getByRole('region', { name: en('catalog.title') });
        const regionBox = await box(region);
        expect(regionBox.x + regionBox.width).toBeLessThanOrEqual(1280);
        const headers = region.getByRole('columnheader');
        for (const key of KEY_COLUMNS) {
          const header = headers.filter({ hasText: exactly(en(key)) });
          expect(await header.count(), en(key)).toBe(1);
          expect(inside(await box(header), regionBox), `${en(key)} is in view`).toBe(true);
        }
        // The first row's values sit under those headers, in view as well.
        const firstRow = tableRows(page).first();
        expect(inside(await box(firstRow.getByRole('link').last()), regionBox)).toBe(true);
        expect(await sidewaysScroll(page, region)).toEqual({ regionScroll: 0, pageScroll: 0 });
      },
    );
  });

  it('keeps the product in view and brings hidden columns back from the chooser', async () => {
    await runJourney(
      'tables-catalog-chooser',
      { viewport: { width: 1280, height: 800 } },
      async ({ page }) => {
        await openCatalog(page);
        const region = page.getByRole('region', { name: en('catalog.title') });
        const ean = region.getByRole('columnheader', { name: exactly(en('catalog.columns.ean')) });
        expect(await ean.count()).toBe(0);

        await page.getByRole('button', { name: new RegExp(`^${en('table.columns')}`) }).click();
        const chooser = page.getByRole('dialog', { name: en('table.chooseColumns') });
        for (const key of ['catalog.columns.ean', 'catalog.columns.color', 'catalog.columns.ram']) {
          await chooser.getByRole('checkbox', { name: exactly(en(key)) }).check();
        }
        await page.keyboard.press('Escape');
        await ean.waitFor();

        // Now wider than the box: it scrolls sideways, and the product column stays in view.
        expect((await sidewaysScroll(page, region)).regionScroll).toBeGreaterThan(0);
        await region.evaluate((element) => element.scrollBy({ left: 400 }));
        const regionBox = await box(region);
        const product = tableRows(page).first().getByRole('cell').first();
        expect(inside(await box(product), regionBox)).toBe(true);
        expect((await box(product)).x).toBeLessThanOrEqual(regionBox.x + 1);

        // Remembered for this user on the next visit.
        await page.reload();
        await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
        await ean.waitFor();
        await saveScreenshot(page, 'tables-catalog-chooser-after-reload');
      },
    );
  });

  it('shows the catalog as cards with the key values at 390 × 844', async () => {
    await runJourney(
      'tables-catalog-390',
      { viewport: { width: 390, height: 844 } },
      async ({ page }) => {
        await openCatalog(page);
        const region = page.getByRole('region', { name: en('catalog.title') });
        expect(await sidewaysScroll(page, region)).toEqual({ regionScroll: 0, pageScroll: 0 });
        const regionBox = await box(region);
        const card = tableRows(page).first();
        const cardBox = await box(card);
        expect(inside(cardBox, regionBox)).toBe(true);
        // Each key value is in the card, under its column's name, within the screen's width.
        for (const key of KEY_COLUMNS.slice(1, -1)) {
          const cell = card.locator(`td[data-label="${en(key)}"]`);
          expect(await cell.count(), en(key)).toBe(1);
          const cellBox = await box(cell);
          expect(inside(cellBox, cardBox), `${en(key)} is in the card`).toBe(true);
          expect(cellBox.y).toBeGreaterThanOrEqual(cardBox.y);
          expect(cellBox.y + cellBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 1);
          // The column's name is drawn above the value (the cell's ::before).
          const shownLabel = await cell.evaluate(
            (element) =>
              (globalThis as unknown as WindowLike).getComputedStyle(element, '::before').content,
          );
          expect(shownLabel).toBe(JSON.stringify(en(key)));
          expect((await cell.innerText()).trim()).not.toBe('');
        }
        const product = card.getByRole('link').first();
        expect(inside(await box(product), cardBox)).toBe(true);
        // Cards sit one under the other.
        const second = await box(tableRows(page).nth(1));
        expect(second.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height - 1);
      },
    );
  });

  it('shows Resell and Trade-in side by side on the prices screen at 1440 × 900', async () => {
    await runJourney('tables-prices-1440', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await page.goto('/dashboard/prices/1');
      await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
      const region = page.getByRole('region', {
        name: en('prices.title', { category: en('categories.smartphone') }),
      });
      const regionBox = await box(region);
      for (const block of ['glossary.resell', 'glossary.tradeIn']) {
        const header = region.getByRole('columnheader', { name: exactly(en(block)) });
        expect(inside(await box(header), regionBox), `${en(block)} is in view`).toBe(true);
      }
      // Both blocks show the same statistics, and the last one of the trade-in block is in view.
      const averages = region.getByRole('columnheader', {
        name: exactly(en('prices.columns.avg')),
      });
      expect(await averages.count()).toBe(2);
      expect(inside(await box(averages.last()), regionBox)).toBe(true);
      expect(await sidewaysScroll(page, region)).toEqual({ regionScroll: 0, pageScroll: 0 });
    });
  });

  it('has no serious or critical accessibility violations in the phone layout', async () => {
    await runJourney(
      'tables-axe-390',
      { viewport: { width: 390, height: 844 } },
      async ({ page }) => {
        await openCatalog(page);
        const found: Record<string, string[]> = { catalog: await seriousViolations(page) };
        const detail = await tableRows(page).first().getByRole('link').first().getAttribute('href');
        for (const path of [detail ?? '', '/dashboard/prices/1', '/dashboard/log']) {
          await page.goto(path);
          await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
          await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
          found[path] = await seriousViolations(page);
        }
        const competitors = page
          .getByRole('navigation')
          .locator('a[href^="/dashboard/competitors/"]');
        await page.getByRole('button', { name: en('header.openMenu') }).click();
        await competitors.first().click();
        await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
        found.competitors = await seriousViolations(page);
        expect(
          Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0)),
        ).toEqual({});
      },
    );
  });
});
