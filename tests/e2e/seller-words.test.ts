import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { t, type Locale } from './testing/locales';
import { sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';
import { triggerRepricing } from './testing/upstream-dev';

/**
 * Codes the upstream sends that must never reach a seller as they are: the integration type,
 * repricing mode, battery type, log statuses and outcomes, price-log events, rounding types,
 * notification kinds.
 */
const RAW_CODES = [
  'live',
  'dry_run',
  's3',
  'shopify',
  'woocommerce',
  'std',
  'new',
  'success',
  'skipped',
  'failed',
  'updated',
  'unchanged',
  'min_allowed_price_reached',
  'max_allowed_price_reached',
  'price_updated',
  'base_price_synced',
  'dynamic_price_enabled',
  'dynamic_price_disabled',
  'catalog_upload',
  'exact_amount',
  'point_nine',
  'nine',
  'fixed',
  'percentage',
  'resell',
  'buyback',
];

/**
 * Raw codes in the text a person sees: any snake_case word, a line (a cell, a badge, a term) that
 * is nothing but a code, or a label followed by one ("Type: s3"); on Italian screens also a word
 * competing with the glossary's. innerText gives only rendered text, a line per block and a tab
 * between table cells.
 */
async function rawCodesOnScreen(page: Page, locale: Locale = 'en-GB'): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = new Set<string>();
  for (const word of text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []) found.add(word);
  for (const part of text.split(/[\n\t]+/).map((line) => line.trim())) {
    for (const code of RAW_CODES) {
      if (part === code || part.endsWith(`: ${code}`)) found.add(part);
    }
    if (/\b(undefined|null|NaN)\b|\[object Object\]/.test(part)) found.add(part);
  }
  if (locale === 'it-IT') {
    // One Italian word per concept: trade-in is always 'Permuta'.
    for (const word of text.match(/ritiro usato|riacquist\w*|buy-?back|trade-?in/gi) ?? []) {
      found.add(word);
    }
  }
  return [...found];
}

/** Waits until the screen has its title and no loading placeholder. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

async function walkEveryScreen(page: Page, locale: Locale): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const record = async (name: string) => {
    await settled(page);
    found[name] = await rawCodesOnScreen(page, locale);
  };
  const hrefs = await sidebar(page, locale)
    .locator('a[href^="/dashboard/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const details: string[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    await record(href);
    // One detail screen of each list: the first row's link.
    const selectors: Record<string, string> = {
      '/dashboard/catalog': 'tbody a[href^="/dashboard/catalog/"]',
      '/dashboard/log': 'tbody a[href^="/dashboard/log/"]',
    };
    const selector = href.startsWith('/dashboard/competitors/')
      ? 'tbody a[href*="/items/"]'
      : selectors[href];
    if (!selector) continue;
    const link = page.locator(selector).first();
    if ((await link.count()) > 0) details.push((await link.getAttribute('href')) ?? '');
  }
  for (const href of new Set(details)) {
    await page.goto(href);
    await record(href);
  }
  expect(Object.keys(found).length).toBeGreaterThan(8);
  return found;
}

const withCodes = (found: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(found).filter(([, codes]) => codes.length > 0));

describe("a seller's words", () => {
  it('shows no raw upstream code on any screen of demo@example.com (English)', async () => {
    await triggerRepricing();
    await runJourney('words-demo-en', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      expect(withCodes(await walkEveryScreen(page, 'en-GB'))).toEqual({});
    });
  });

  it('shows no raw upstream code on any screen of rivenditore@example.com (Italian)', async () => {
    await runJourney('words-rivenditore-it', { locale: 'it-IT' }, async ({ page }) => {
      await signIn(page, 'rivenditore@example.com', { screenLocale: 'it-IT' });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it-IT');
      expect(withCodes(await walkEveryScreen(page, 'it-IT'))).toEqual({});
    });
  });

  it('words the dry-run account’s repricing mode and integration type', async () => {
    await runJourney('words-dryrun', {}, async ({ page }) => {
      await signIn(page, 'dryrun@example.com');
      await page.waitForURL('**/dashboard/catalog');
      await settled(page);
      const header = page.getByRole('main').locator('header').first();
      await expect
        .poll(() => header.innerText())
        .toContain(
          t('en-GB', 'catalog.integration.repricingMode', {
            mode: t('en-GB', 'common.repricingModes.dry_run'),
          }),
        );
      expect(await rawCodesOnScreen(page)).toEqual([]);
    });
  });
});
