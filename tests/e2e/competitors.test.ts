import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

describe('competitors', () => {
  it('lists a vendor’s competitor items and opens one', async () => {
    await runJourney('competitors-list-and-item', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await sidebar(page).locator('a[href^="/dashboard/competitors/"]').first().click();
      await page.waitForURL(/\/dashboard\/competitors\/[^/]+$/);
      await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
      await tableRows(page)
        .first()
        .getByRole('link', { name: en('common.details') })
        .click();
      await page.waitForURL(/\/dashboard\/competitors\/[^/]+\/items\/[^/]+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
      // The price history is drawn (its chart comes in a chunk of its own).
      const chart = page.getByRole('figure', { name: en('competitors.history.title') });
      await chart.locator('svg').first().waitFor();
    });
  });
});
