import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from './testing/csv';
import { runJourney, saveScreenshot } from './testing/journey';
import { en, exactly } from './testing/locales';
import { expectRowCount, expectTitle, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// A header row with the upload columns; rows upsert by external_id (upstream/src/files/README.md).
const header =
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price';
const externalId = 'E2E-UPLOAD-0001';
const uploadCsv = [
  header,
  `${externalId},4006381333931,Apple iPhone 13 E2E,Apple,iPhone 13,smartphone,128GB,,A,Blue,std,455.00,470.00,300.00,3,400.00,600.00`,
].join('\n');

// One good row (line 2) and one refused row: grade "Z" on line 3.
const outcomeId = 'E2E-OUTCOME-0001';
const badRowCsv = [
  header,
  `${outcomeId},,Samsung Galaxy S22 E2E,Samsung,Galaxy S22,smartphone,256GB,,B,Black,std,380.00,390.00,250.00,2,300.00,500.00`,
  'E2E-OUTCOME-0002,,Refused grade E2E,Samsung,Galaxy S22,smartphone,256GB,,Z,Black,std,380.00,390.00,250.00,2,300.00,500.00',
].join('\n');

async function chooseAndUpload(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel(en('catalog.upload.chooseFile')).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: en('catalog.upload.submit'), exact: true }).click();
}

/** The upload outcome panel's status region (always present, empty until an outcome). */
function outcomeStatus(page: Page): Locator {
  return page.getByRole('status', { name: en('catalog.upload.outcome.regionLabel') });
}

/** The number the outcome summary shows beside `label` ('Created' → '1'). */
function summaryValue(page: Page, labelKey: string): Locator {
  return outcomeStatus(page)
    .getByRole('term')
    .filter({ hasText: exactly(en(labelKey)) })
    .locator('xpath=following-sibling::dd[1]');
}

// Evaluated rather than added as a <script>: the BFF's CSP rightly refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's violations (any impact) inside the element `selector` names. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    // The page's axe global (axe.min.js).
    const axe = (
      globalThis as unknown as {
        axe: {
          run(context: unknown): Promise<{ violations: Array<{ id: string; impact: string }> }>;
        };
      }
    ).axe;
    return (await axe.run({ include: [include] })).violations;
  }, selector);
  return violations.map((violation) => `${violation.impact} ${violation.id}`);
}

const upstreamMessages = JSON.parse(
  readFileSync(new URL('../../locales/upstream/uploads.en-GB.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/**
 * The upstream's English message `key` as a pattern: the given values in place, any other
 * placeholder (a list the upstream composes) as a wildcard, so a copy change follows the catalog.
 */
function upstreamMessage(key: string, values: Record<string, string>): RegExp {
  const template = upstreamMessages[key];
  if (template === undefined) throw new Error(`no upstream message ${key}`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      return name in values ? escape(values[name] ?? '') : '.+';
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

describe('catalog upload', () => {
  it('uploads a small CSV and the list shows the new product', async () => {
    await runJourney('catalog-upload-csv', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      const summary = page.getByText(/^\d+ products/);
      await summary.waitFor();
      const totalBefore = Number.parseInt((await summary.textContent()) ?? '', 10);

      await chooseAndUpload(page, 'e2e-upload.csv', uploadCsv);
      // 'Processing…' may last only milliseconds for one row, so the journey waits for what only
      // catalog-upload-completed causes: the outcome, the chosen file cleared, the list reloaded.
      await outcomeStatus(page)
        .getByRole('heading', {
          name: en('catalog.upload.outcome.processedTitle', { filename: 'e2e-upload.csv' }),
        })
        .waitFor({ timeout: 20_000 });
      await expect
        .poll(() => summaryValue(page, 'catalog.upload.outcome.failed').textContent())
        .toBe('0');
      await page.getByText(en('catalog.upload.chooseFile'), { exact: true }).waitFor();
      await expect
        .poll(async () => Number.parseInt((await summary.textContent()) ?? '', 10))
        .toBe(totalBefore + 1);

      await page.getByLabel(en('common.search'), { exact: true }).fill(externalId);
      await page.waitForURL(new RegExp(`search=${externalId}`));
      await expectRowCount(page, 1);
      expect(await tableRows(page).first().textContent()).toContain('Apple iPhone 13 E2E');
    });
  });

  it('shows the summary and the refused row, and downloads the error report', async () => {
    await runJourney('catalog-upload-outcome', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      // The header with the upload widget and the (still empty) outcome region.
      expect(await axeViolations(page, 'main header')).toEqual([]);
      await chooseAndUpload(page, 'e2e-bad-row.csv', badRowCsv);

      const status = outcomeStatus(page);
      await status
        .getByRole('heading', {
          name: en('catalog.upload.outcome.processedTitle', { filename: 'e2e-bad-row.csv' }),
        })
        .waitFor({ timeout: 20_000 });
      expect(await summaryValue(page, 'catalog.upload.outcome.created').textContent()).toBe('1');
      expect(await summaryValue(page, 'catalog.upload.outcome.updated').textContent()).toBe('0');
      expect(await summaryValue(page, 'catalog.upload.outcome.unchanged').textContent()).toBe('0');
      expect(await summaryValue(page, 'catalog.upload.outcome.failed').textContent()).toBe('1');
      expect(
        await summaryValue(page, 'catalog.upload.outcome.blankRowsSkipped').textContent(),
      ).toBe('0');
      await expect
        .poll(() => status.textContent())
        .toContain(en('catalog.upload.outcome.someRefused', { count: 1, rows: '1' }));

      const refused = page.getByRole('table', { name: en('catalog.upload.outcome.refusedRows') });
      const rows = refused.locator('tbody tr');
      expect(await rows.count()).toBe(1);
      const cells = (await rows.first().locator('td').allTextContents()).map((cell) => cell.trim());
      const reason = cells[3] ?? '';
      expect(cells).toEqual(['3', 'grade', 'Z', reason]);
      expect(reason).toMatch(upstreamMessage('grade', { column: 'grade', value: 'Z' }));
      // For a look at the panel on the two common laptop sizes (tests/e2e/screenshots/).
      await saveScreenshot(page, 'catalog-upload-outcome-1440');
      expect(await axeViolations(page, 'section[aria-labelledby]')).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveScreenshot(page, 'catalog-upload-outcome-1280');

      const download = page.waitForEvent('download', { timeout: 10_000 });
      await page
        .getByRole('button', { name: exactly(en('catalog.upload.outcome.downloadReport')) })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(
        en('catalog.upload.outcome.report.filename', { name: 'e2e-bad-row' }),
      );
      // A stream, not path(): the browser runs behind a connection (one browser for all files).
      const chunks: Buffer[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [reportHeader, ...reportRows] = parse(bytes.toString('utf8'));
      expect(reportHeader).toEqual(
        ['line', 'item', 'column', 'value', 'message'].map((key) =>
          en(`catalog.upload.outcome.report.${key}`),
        ),
      );
      expect(reportRows).toEqual([['3', '', 'grade', 'Z', reason]]);

      // Dismissed, the panel is gone and the good row is in the list.
      await page.getByRole('button', { name: en('catalog.upload.outcome.dismiss') }).click();
      await refused.waitFor({ state: 'detached' });
      expect(await status.textContent()).toBe('');
      await page.getByLabel(en('common.search'), { exact: true }).fill(outcomeId);
      await page.waitForURL(new RegExp(`search=${outcomeId}`));
      await expectRowCount(page, 1);
      expect(await tableRows(page).first().textContent()).toContain('Samsung Galaxy S22 E2E');

      // The panel is gone, the outcome stays with the upload's job in Recent jobs.
      await page.getByRole('button', { name: en('header.profileMenu') }).click();
      await page.getByRole('menuitem', { name: en('header.recentJobs') }).click();
      await page.waitForURL(/\/dashboard\/jobs$/);
      const job = page
        .getByRole('article', { name: en('jobs.kind.catalogUpload') })
        .filter({ hasText: en('jobs.upload.file', { filename: 'e2e-bad-row.csv' }) });
      await job.waitFor();
      const count = (labelKey: string) =>
        job
          .getByRole('term')
          .filter({ hasText: exactly(en(labelKey)) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent();
      expect(await count('catalog.upload.outcome.created')).toBe('1');
      expect(await count('catalog.upload.outcome.failed')).toBe('1');
      await job
        .getByRole('button', { name: en('jobs.upload.refusedRows', { count: 1, value: '1' }) })
        .click();
      const jobRows = job
        .getByRole('table', { name: en('catalog.upload.outcome.refusedRows') })
        .locator('tbody tr');
      const jobCells = await jobRows.first().locator('td').allTextContents();
      expect(jobCells.map((cell) => cell.trim())).toEqual(['3', 'grade', 'Z', reason]);
      await saveScreenshot(page, 'recent-jobs-upload-report');
      // On a phone, without the sidebar's slide out (the system asks for less motion).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, 'recent-jobs-upload-report-390');
    });
  });

  it('shows why a whole file was refused, in the same place', async () => {
    await runJourney('catalog-upload-refused', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      await chooseAndUpload(page, 'e2e-no-columns.csv', 'sku,title\nX-1,Phone\n');

      const status = outcomeStatus(page);
      await status
        .getByRole('heading', {
          name: en('catalog.upload.outcome.refusedTitle', { filename: 'e2e-no-columns.csv' }),
        })
        .waitFor({ timeout: 20_000 });
      // The upstream's reason names the columns the file lacks.
      await status
        .getByText(upstreamMessage('headerMissing', { line: '1', missing: 'external_id, name' }))
        .waitFor();
      expect(await status.textContent()).toContain(en('catalog.upload.outcome.nothingApplied'));
      await expect
        .poll(() =>
          page.getByRole('button', { name: en('catalog.upload.submit'), exact: true }).isEnabled(),
        )
        .toBe(true);
    });
  });

  it('fits the outcome on a phone screen', async () => {
    await runJourney(
      'catalog-upload-outcome-390',
      { viewport: { width: 390, height: 844 } },
      async ({ page }) => {
        await signIn(page, 'demo@example.com');
        await expectTitle(page, en('catalog.title'));
        await chooseAndUpload(page, 'e2e-bad-row-phone.csv', badRowCsv);
        await outcomeStatus(page)
          .getByRole('heading', {
            name: en('catalog.upload.outcome.processedTitle', {
              filename: 'e2e-bad-row-phone.csv',
            }),
          })
          .waitFor({ timeout: 20_000 });
        const panel = page.getByRole('region', {
          name: en('catalog.upload.outcome.processedTitle', { filename: 'e2e-bad-row-phone.csv' }),
        });
        await panel.scrollIntoViewIfNeeded();
        // The page never scrolls sideways; only the refused-rows table may, inside its region.
        expect(
          await page.evaluate<number>('document.documentElement.scrollWidth'),
        ).toBeLessThanOrEqual(390);
        const box = await panel.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        await expect
          .poll(() =>
            page
              .getByRole('button', {
                name: exactly(en('catalog.upload.outcome.downloadReport')),
              })
              .isVisible(),
          )
          .toBe(true);
      },
    );
  });
});
