import { parse } from './testing/csv';
import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en, exactly } from './testing/locales';
import { sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

describe('prices export', () => {
  it('downloads the prices of a category as a CSV that parses', async () => {
    await runJourney('prices-export-csv', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await sidebar(page)
        .getByRole('link', { name: en('categories.smartphone'), exact: true })
        .click();
      await page
        .getByRole('heading', {
          level: 1,
          name: en('prices.title', { category: en('categories.smartphone') }),
        })
        .waitFor();

      // The export runs upstream; its completion event makes the browser download the file.
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: exactly(en('common.export')) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      // A stream, not path(): the browser runs behind a connection (one browser for all files).
      const chunks: Buffer[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
      const rows = parse(Buffer.concat(chunks).toString('utf8'));
      expect(rows.length).toBeGreaterThan(1);
      const [header, ...body] = rows;
      expect(header?.length).toBeGreaterThan(1);
      for (const row of body) expect(row).toHaveLength(header?.length ?? 0);
    });
  });
});
