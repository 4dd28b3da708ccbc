import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { runJourney } from './testing/journey';
import { t, type Locale } from './testing/locales';
import { documentLanguage, expectTitle, sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

/**
 * Every dashboard screen of demo@example.com, reached the way a user reaches it. Returns the
 * screens checked, each with its violations.
 */
async function checkEveryScreen(page: Page, locale: Locale): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = async (screen: string) => {
    found[`${locale} ${screen}`] = await seriousViolations(page);
  };
  const nav = sidebar(page, locale);
  const go = async (name: string | RegExp) => {
    await nav
      .getByRole('link', { name, exact: typeof name === 'string' })
      .first()
      .click();
  };

  await go(new RegExp(`^${t(locale, 'sidebar.catalog')}`));
  await expectTitle(page, t(locale, 'catalog.title'));
  await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
  await check('catalog');

  // Bulk actions: the bar once rows are selected, and the confirmation (cancelled: no change).
  await page.getByRole('checkbox', { name: t(locale, 'catalog.bulk.selectPage') }).check();
  await page.getByRole('region', { name: t(locale, 'catalog.bulk.barLabel') }).waitFor();
  await check('catalog bulk bar');
  await page.getByRole('button', { name: t(locale, 'catalog.bulk.actions.dynamicOff') }).click();
  await page.getByRole('dialog').waitFor();
  await check('catalog bulk confirmation');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t(locale, 'catalog.bulk.clear') }).click();

  // A row's bell and the item's notifications it opens (the work queue's shortcut lists them).
  const withNotifications = page
    .getByRole('group', { name: t(locale, 'catalog.workQueue.title') })
    .getByRole('button', {
      name: new RegExp(`^[\\d.,]+ ${t(locale, 'catalog.workQueue.counts.withNotifications')}$`),
    });
  const withCount = Number(((await withNotifications.textContent()) ?? '').replace(/\D/g, ''));
  await withNotifications.click();
  await page.waitForURL(/[?&]notifications=1/);
  // The filtered list on screen (a new list is a new table: a bell of the old one would go).
  const bells = tableRows(page).locator('button[aria-haspopup="dialog"]');
  await expect.poll(() => tableRows(page).count()).toBe(Math.min(withCount, 50));
  await expect.poll(() => bells.count()).toBe(Math.min(withCount, 50));
  const bell = bells.first();
  await bell.click();
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await check('catalog notifications');
  await page.keyboard.press('Escape');
  await withNotifications.click();
  await page.waitForURL((url) => !url.searchParams.has('notifications'));

  await tableRows(page).first().getByRole('link').last().click();
  await page.getByRole('link', { name: t(locale, 'catalogDetail.back') }).waitFor();
  await page.getByRole('figure').first().waitFor();
  await check('catalog detail');

  await go(t(locale, 'sidebar.log'));
  await expectTitle(page, t(locale, 'log.title'));
  await check('log');
  const firstBatch = tableRows(page).first().getByRole('link').first();
  if ((await tableRows(page).count()) > 0) {
    await firstBatch.click();
    await page.getByRole('link', { name: t(locale, 'log.back') }).waitFor();
    await check('log detail');

    // The outcome filter (All pressed), the search box, and an entry's "Why this price?" open.
    const why = page
      .getByRole('button', { name: new RegExp(`^${t(locale, 'decision.why')}`) })
      .first();
    await why.click();
    await page.locator(`[id="${await why.getAttribute('aria-controls')}"]`).waitFor();
    await check('log detail decision');

    // That entry's item: its price card's "Why this price?" open.
    await tableRows(page).first().getByRole('link').first().click();
    await page.getByRole('link', { name: t(locale, 'catalogDetail.back') }).waitFor();
    const detailWhy = page.getByRole('button', { name: t(locale, 'decision.why'), exact: true });
    await detailWhy.click();
    await page.locator(`[id="${await detailWhy.getAttribute('aria-controls')}"]`).waitFor();
    await check('catalog detail decision');
  }

  for (const category of ['smartphone', 'pc', 'smartwatch', 'tablet']) {
    await go(t(locale, `categories.${category}`));
    await page.waitForURL(/\/dashboard\/prices\/[^/]+$/);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await check(`prices ${category}`);
  }

  await go(t(locale, 'sidebar.strategies.resell'));
  await page.waitForURL('**/dashboard/strategies/resell');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await check('resell strategies');
  await go(t(locale, 'sidebar.strategies.buyback'));
  await page.waitForURL('**/dashboard/strategies/buyback');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await check('buyback strategies');

  await nav.locator('a[href^="/dashboard/competitors/"]').first().click();
  await page.waitForURL(/\/dashboard\/competitors\/[^/]+$/);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await check('competitors');

  await page.goto('/dashboard/no-such-screen');
  await expectTitle(page, t(locale, 'notFound.title'));
  await check('not found');

  await page.getByRole('button', { name: t(locale, 'header.profileMenu') }).click();
  await page.getByRole('menu').waitFor();
  await check('profile menu');
  await page.keyboard.press('Escape');
  return found;
}

describe('accessibility (axe-core, no serious or critical violations)', () => {
  it('passes on every screen in English and in Italian', async () => {
    let checked: Record<string, string[]> = {};
    await runJourney('accessibility', {}, async ({ page }) => {
      await page.goto('/');
      await page.getByLabel(t('en-GB', 'signIn.email')).waitFor();
      checked['en-GB sign-in'] = await seriousViolations(page);

      await signIn(page, 'demo@example.com');
      checked = { ...checked, ...(await checkEveryScreen(page, 'en-GB')) };

      // The profile menu's language switch, then the same screens in Italian.
      await page.getByRole('button', { name: t('en-GB', 'header.profileMenu') }).click();
      await page.getByRole('menuitemradio', { name: t('en-GB', 'header.languages.it-IT') }).click();
      await expect.poll(() => documentLanguage(page)).toBe('it-IT');
      checked = { ...checked, ...(await checkEveryScreen(page, 'it-IT')) };
    });
    await runJourney('accessibility-sign-in-it', { locale: 'it-IT' }, async ({ page }) => {
      await page.goto('/');
      await page.getByLabel(t('it-IT', 'signIn.email')).waitFor();
      checked['it-IT sign-in'] = await seriousViolations(page);
    });

    const screens = Object.keys(checked);
    console.log(`axe-core: ${screens.length} screens checked (${screens.join('; ')})`);
    expect(screens.length).toBeGreaterThanOrEqual(2 * 17);
    const failing = Object.fromEntries(
      Object.entries(checked).filter(([, violations]) => violations.length > 0),
    );
    expect(failing).toEqual({});
  }, 180_000);
});
