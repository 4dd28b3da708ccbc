import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { runJourney, saveScreenshot } from './testing/journey';
import { en, exactly } from './testing/locales';
import { pageGraphql } from './testing/page-graphql';
import {
  expectRowCount,
  expectTitle,
  stripCount,
  tableRows,
  workQueueStrip as strip,
} from './testing/screen';
import { signIn } from './testing/sign-in';

// The work queue and bulk actions of docs/work-queue-and-bulk-actions.md, as a seller uses them,
// on a laptop and on a phone. The bulk journey puts every item back as it found it.

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
};

/** The grade whose items the bulk journey works on (50 items in the 300-item demo catalog). */
const GRADE = 'C';

/** The catalog's "N products" summary, as a number. */
async function listTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^\d[\d,]* products?/);
  return Number.parseInt(((await summary.first().textContent()) ?? '').replace(/,/g, ''), 10);
}

/** Waits until the summary says `count` products. */
async function expectListTotal(page: Page, count: number): Promise<void> {
  await expect.poll(() => listTotal(page), { timeout: 15_000 }).toBe(count);
}

async function idsMatching(page: Page, filter: Record<string, unknown>): Promise<string[]> {
  const data = await pageGraphql<{ catalogItemIds: { ids: string[] } }>(
    page,
    'query ($filter: CatalogFilter) { catalogItemIds(filter: $filter) { ids } }',
    { filter },
  );
  return data.catalogItemIds.ids;
}

interface RestoreJob {
  id: string;
  status: string;
  items: { totalCount: number };
}

/** Dynamic pricing on again for `ids` with a bulk job, followed until it ends: its end and failures. */
async function turnOnAgain(page: Page, ids: string[]): Promise<{ status: string; failed: number }> {
  const fields = 'id status items(status: FAILED, first: 0) { totalCount }';
  const started = await pageGraphql<{ startBulkSetDynamicPricing: RestoreJob | null }>(
    page,
    `mutation ($ids: [ID!]) { startBulkSetDynamicPricing(target: { itemIds: $ids }, enabled: true) { ${fields} } }`,
    { ids },
  );
  let job = started.startBulkSetDynamicPricing;
  if (!job) throw new Error('the restoring job was not started');
  while (job.status === 'QUEUED' || job.status === 'RUNNING') {
    await page.waitForTimeout(200);
    const read: { job: RestoreJob | null } = await pageGraphql(
      page,
      `query ($id: ID!) { job(id: $id) { ${fields} } }`,
      { id: job.id },
    );
    if (!read.job) throw new Error('the restoring job is gone');
    job = read.job;
  }
  return { status: job.status, failed: job.items.totalCount };
}

async function countsMatchTheLists(page: Page): Promise<void> {
  await strip(page).waitFor();
  const shortcuts = [
    ['catalog.workQueue.counts.atMinimum', /[?&]priceLimit=min/],
    ['catalog.workQueue.counts.atMaximum', /[?&]priceLimit=max/],
    ['catalog.workQueue.counts.withNotifications', /[?&]notifications=1/],
    ['catalog.workQueue.counts.dynamicPricingOff', /[?&]dynamicPricing=off/],
    ['catalog.workQueue.counts.belowBasePrice', /[?&]belowBase=1/],
  ] as const;
  for (const [labelKey, urlPart] of shortcuts) {
    const count = await stripCount(page, labelKey);
    const button = strip(page).getByRole('button', { name: `${count} ${en(labelKey)}` });
    await button.click();
    await page.waitForURL(urlPart);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expectListTotal(page, count);
    await button.click();
    await page.waitForURL((url) => !urlPart.test(url.search));
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
  }
}

/**
 * Selects every item of the grade (the rows shown, then "all matching"), turns dynamic price
 * off and confirms; returns the result line.
 */
async function turnOffEveryItemOfTheGrade(
  page: Page,
  total: number,
  shots?: string,
): Promise<string> {
  await page.goto(`/dashboard/catalog?grades=${GRADE}`);
  await expectListTotal(page, total);
  // One row ticked (on a phone the header's box is off screen), then everything that matches.
  await tableRows(page).first().getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: en('catalog.bulk.barLabel') });
  await bar
    .getByRole('button', { name: en('catalog.bulk.selectAllMatching', { count: total, total }) })
    .click();
  await bar.getByText(en('catalog.bulk.allSelected', { count: total, total })).waitFor();
  if (shots) await saveScreenshot(page, `${shots}-bar`);
  await bar.getByRole('button', { name: exactly(en('catalog.bulk.actions.dynamicOff')) }).click();
  const dialog = page.getByRole('dialog', {
    name: en('catalog.bulk.confirm.dynamicOff.title', { count: total, value: total }),
  });
  await dialog.waitFor();
  if (shots) await saveScreenshot(page, `${shots}-confirm`);
  await dialog
    .getByRole('button', {
      name: en('catalog.bulk.confirm.dynamicOff.action', { count: total, value: total }),
    })
    .click();
  const result = page.getByRole('region', { name: en('catalog.bulk.resultLabel') });
  await result.waitFor({ timeout: 60_000 });
  if (shots) await saveScreenshot(page, `${shots}-result`);
  expect(await seriousViolations(page), 'axe on the result').toEqual([]);
  return (await result.locator('strong').first().textContent()) ?? '';
}

/** Run signed in, on the catalog. */
async function bulkJourney(page: Page, viewport: keyof typeof viewports): Promise<void> {
  await expectTitle(page, en('catalog.title'));
  const ofGrade = await idsMatching(page, { gradeIn: [GRADE] });
  const wereOn = await idsMatching(page, { gradeIn: [GRADE], dynamicPricing: true });
  const total = ofGrade.length;
  expect(total, `items of grade ${GRADE}`).toBeGreaterThanOrEqual(30);
  expect(wereOn.length, 'items with dynamic price on before').toBeGreaterThan(0);
  try {
    const offBefore = await stripCount(page, 'catalog.workQueue.counts.dynamicPricingOff');
    const first = await turnOffEveryItemOfTheGrade(page, total, `work-queue-bulk-${viewport}`);
    const turnedOff = wereOn.length;
    expect(first).toBe(
      [
        en('catalog.bulk.result.dynamicOff.done', { count: turnedOff, value: turnedOff }),
        en('catalog.bulk.result.dynamicOff.already', {
          count: total - turnedOff,
          value: total - turnedOff,
        }),
      ].join(' · '),
    );
    // The screen follows without a reload: no row of the grade shown says Active any more, and
    // the strip counts the items turned off.
    await expect
      .poll(
        () => tableRows(page).getByText(en('catalog.dynamicPrice.active'), { exact: true }).count(),
        { timeout: 15_000 },
      )
      .toBe(0);
    expect(await stripCount(page, 'catalog.workQueue.counts.dynamicPricingOff')).toBe(
      offBefore + turnedOff,
    );
    // Every item of the grade is off now, and the strip counts them.
    await page.goto(`/dashboard/catalog?grades=${GRADE}&dynamicPricing=on`);
    await expectListTotal(page, 0);
    expect(await idsMatching(page, { gradeIn: [GRADE], dynamicPricing: true })).toEqual([]);
    expect(await stripCount(page, 'catalog.workQueue.counts.dynamicPricingOff')).toBe(
      offBefore + turnedOff,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The same action again: nothing to change, every item says already off.
    const again = await turnOffEveryItemOfTheGrade(page, total);
    expect(again).toBe(
      [
        en('catalog.bulk.result.dynamicOff.done', { count: 0, value: 0 }),
        en('catalog.bulk.result.dynamicOff.already', { count: total, value: total }),
      ].join(' · '),
    );
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Back as found: the items that were on are turned on again (through the public API).
    expect(await turnOnAgain(page, wereOn)).toEqual({ status: 'SUCCEEDED', failed: 0 });
  }
  expect((await idsMatching(page, { gradeIn: [GRADE], dynamicPricing: true })).sort()).toEqual(
    [...wereOn].sort(),
  );
}

describe('work queue and bulk actions', () => {
  it('at 1280×800: every count of the strip equals its filtered list total', async () => {
    await runJourney(
      'work-queue-counts-desktop',
      { viewport: viewports.desktop },
      async ({ page }) => {
        await signIn(page, 'demo@example.com');
        await expectRowCount(page, 50);
        await saveScreenshot(page, 'work-queue-strip-desktop');
        await countsMatchTheLists(page);
      },
    );
  }, 120_000);

  it('at 1280×800: turns dynamic price off for every item of a filter, then reports already off', async () => {
    await runJourney(
      'work-queue-bulk-desktop',
      { viewport: viewports.desktop },
      async ({ page }) => {
        await signIn(page, 'demo@example.com');
        await bulkJourney(page, 'desktop');
      },
    );
  }, 180_000);

  it('at 390×844: the counts, the bulk action and its repetition work on a phone', async () => {
    await runJourney('work-queue-bulk-phone', { viewport: viewports.phone }, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await saveScreenshot(page, 'work-queue-strip-phone');
      await countsMatchTheLists(page);
      await bulkJourney(page, 'phone');
    });
  }, 240_000);

  it('at 1440×900: the strip and the bulk action look right on a wide screen', async () => {
    await runJourney('work-queue-bulk-wide', { viewport: viewports.wide }, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await saveScreenshot(page, 'work-queue-strip-wide');
      await bulkJourney(page, 'wide');
    });
  }, 180_000);
});
