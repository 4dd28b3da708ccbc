import { describe, expect, it } from 'vitest';
import { runJourney } from './support/journey';
import { en } from './support/locales';
import { expectRowCount, expectTitle, tableRows } from './support/screen';
import { signIn } from './support/sign-in';

// DECISIONS 18: a header row with the upload columns; rows upsert by external_id.
const externalId = 'E2E-UPLOAD-0001';
const uploadCsv = [
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price',
  `${externalId},4006381333931,Apple iPhone 13 E2E,Apple,iPhone 13,smartphone,128GB,,A,Blue,std,455.00,470.00,300.00,3,400.00,600.00`,
].join('\n');

describe('catalog upload', () => {
  it('uploads a small CSV and the list shows the new product', async () => {
    await runJourney('catalog-upload-csv', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      const summary = page.getByText(/^\d+ products/);
      await summary.waitFor();
      const totalBefore = Number.parseInt((await summary.textContent()) ?? '', 10);

      await page.getByLabel(en('catalog.upload.chooseFile')).setInputFiles({
        name: 'e2e-upload.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(uploadCsv, 'utf8'),
      });
      await page.getByRole('button', { name: en('catalog.upload.submit'), exact: true }).click();
      // 'Processing…' may last only milliseconds for one row, so the journey waits for what only
      // catalog-upload-completed causes: the chosen file is cleared and the list reloads.
      await page.getByText(en('catalog.upload.chooseFile'), { exact: true }).waitFor({
        timeout: 20_000,
      });
      await expect
        .poll(async () => Number.parseInt((await summary.textContent()) ?? '', 10))
        .toBe(totalBefore + 1);

      await page.getByLabel(en('common.search'), { exact: true }).fill(externalId);
      await page.waitForURL(new RegExp(`search=${externalId}`));
      await expectRowCount(page, 1);
      expect(await tableRows(page).first().textContent()).toContain('Apple iPhone 13 E2E');
    });
  });
});
