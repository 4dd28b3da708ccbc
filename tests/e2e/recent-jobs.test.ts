import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { runJourney } from './testing/journey';
import { en, exactly } from './testing/locales';
import { tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// A bulk job started in the catalog shows in Recent jobs (profile menu) once it has finished,
// with its kind, status and outcome. The journey asks for the state the items already have, so
// nothing in the demo catalog changes.

/** Ticks the first `count` rows of the catalog shown and runs `actionKey` on them. */
async function runOnFirstRows(page: Page, count: number, actionKey: string): Promise<string> {
  const rows = tableRows(page);
  await rows.first().waitFor();
  for (let index = 0; index < count; index += 1) {
    await rows.nth(index).getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: en('catalog.bulk.barLabel') });
  await bar.getByRole('button', { name: exactly(en(actionKey)) }).click();
  const result = page.getByRole('region', { name: en('catalog.bulk.resultLabel') });
  await result.waitFor({ timeout: 60_000 });
  return (await result.locator('strong').first().textContent()) ?? '';
}

describe('recent jobs', () => {
  it('a bulk action started in the catalog is listed as finished in Recent jobs', async () => {
    await runJourney(
      'recent-jobs',
      { viewport: { width: 1280, height: 800 } },
      async ({ page }) => {
        await signIn(page, 'demo@example.com');
        await page.goto('/dashboard/catalog?dynamicPricing=on');
        const result = await runOnFirstRows(page, 2, 'catalog.bulk.actions.dynamicOn');
        expect(result).toBe(
          [
            en('catalog.bulk.result.dynamicOn.done', { count: 0, value: 0 }),
            en('catalog.bulk.result.dynamicOn.already', { count: 2, value: 2 }),
          ].join(' · '),
        );

        await page.getByRole('button', { name: en('header.profileMenu') }).click();
        await page.getByRole('menuitem', { name: en('header.recentJobs') }).click();
        await page.waitForURL(/\/dashboard\/jobs$/);
        await page.getByRole('heading', { level: 1, name: en('jobs.title') }).waitFor();

        const list = page.getByRole('list', { name: en('jobs.listLabel') });
        const newest = list.getByRole('article').first();
        await expect
          .poll(() => newest.getByRole('heading').textContent())
          .toBe(en('jobs.kind.dynamicOn'));
        await newest.getByText(exactly(en('jobs.status.succeeded'))).waitFor();
        await newest
          .getByText(exactly(en('catalog.bulk.result.dynamicOn.already', { count: 2, value: 2 })))
          .waitFor();
        await newest.getByText(exactly(en('jobs.counts.failed', { count: 0, value: 0 }))).waitFor();
        expect(await newest.getByRole('button', { name: en('jobs.cancel') }).count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  }, 180_000);
});
