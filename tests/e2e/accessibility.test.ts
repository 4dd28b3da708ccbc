import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runJourney } from './support/journey';
import { t, type Locale } from './support/locales';
import { documentLanguage, expectTitle, sidebar, tableRows } from './support/screen';
import { signIn } from './support/sign-in';

// Evaluated rather than added as a <script>: the BFF's CSP (script-src 'self') rightly refuses
// inline scripts, and the journeys must not loosen it (no bypassCSP).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe-core on the page as it is now; returns its serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    // The page's axe global (axe.min.js); typed by AxeViolation above.
    const axe = (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')})`,
    );
}

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

      // The profile menu's language switch (DECISIONS 9), then the same screens in Italian.
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
    expect(screens.length).toBeGreaterThanOrEqual(2 * 14);
    const failing = Object.fromEntries(
      Object.entries(checked).filter(([, violations]) => violations.length > 0),
    );
    expect(failing).toEqual({});
  }, 180_000);
});
