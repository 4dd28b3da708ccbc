import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './testing/axe';
import { checkDecisionArithmetic, decidedPrice, decisionLines } from './testing/decision';
import { runJourney, saveScreenshot } from './testing/journey';
import { exactly, t, type Locale } from './testing/locales';
import { pageGraphql } from './testing/page-graphql';
import { expectTitle } from './testing/screen';
import { signIn } from './testing/sign-in';

// A resell strategy edited on its card: the preview's summary, the comparison with the saved
// strategy, the histogram and one item's steps, each figure checked against the GraphQL answer
// for the same input. Nothing is saved: Apply is cancelled at its confirmation.

interface Summary {
  itemsTotal: number;
  up: number;
  down: number;
  atMinimum: number;
  medianChangePercent: number | null;
}
interface Preview {
  summary: Summary;
  changeHistogram: Array<{ fromPercent: number; toPercent: number; count: number }>;
  items: { edges: Array<{ node: { name: string; newPrice: number | null; outcome: string } }> };
}

const PREVIEW = `query ($categoryId: ID!, $input: ResellStrategyInput!) {
  resellStrategyPreview(categoryId: $categoryId, input: $input) {
    summary { itemsTotal up down atMinimum medianChangePercent }
    changeHistogram { fromPercent toPercent count }
    items(first: 6, sort: LARGEST_CHANGE) { edges { node { name newPrice outcome } } }
  }
}`;

const SMARTPHONES = `query { me { categories { id slug } resellStrategies { category { id } type
  variation { minPricePercentage maxPricePercentage roundingType roundingValue } } } }`;

interface Me {
  me: {
    categories: Array<{ id: string; slug: string }>;
    resellStrategies: Array<{
      category: { id: string };
      type: string;
      variation: {
        minPricePercentage: number;
        maxPricePercentage: number;
        roundingType: string;
        roundingValue: number | null;
      } | null;
    }>;
  };
}

/** The smartphone category and its saved variation strategy (the demo stores have one). */
async function smartphoneStrategy(page: Page) {
  const { me } = await pageGraphql<Me>(page, SMARTPHONES, {});
  const category = me.categories.find((entry) => entry.slug === 'smartphone');
  const strategy = me.resellStrategies.find((entry) => entry.category.id === category?.id);
  if (!category || strategy?.type !== 'VARIATION' || !strategy.variation) {
    throw new Error('the demo store has no variation strategy for smartphones');
  }
  return { categoryId: category.id, variation: strategy.variation };
}

async function preview(page: Page, categoryId: string, variation: object): Promise<Preview> {
  const answer = await pageGraphql<{ resellStrategyPreview: Preview }>(page, PREVIEW, {
    categoryId,
    input: { type: 'VARIATION', variation },
  });
  return answer.resellStrategyPreview;
}

const count = (value: number, locale: Locale) => value.toLocaleString(locale);
const percent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value) + '%';

/** The headline the card must show for this summary, in the reader's language. */
function headline(summary: Summary, locale: Locale): string {
  const changing = summary.up + summary.down;
  const first = t(locale, 'strategies.preview.summary.changing', {
    count: changing,
    value: count(changing, locale),
  });
  if (changing === 0) return first;
  const parts = [
    t(locale, 'strategies.preview.summary.directions', {
      down: count(summary.down, locale),
      up: count(summary.up, locale),
    }),
  ];
  if (summary.medianChangePercent !== null) {
    parts.push(
      t(locale, 'strategies.preview.summary.median', {
        value: percent(summary.medianChangePercent, locale),
      }),
    );
  }
  return `${first}: ${parts.join(', ')}`;
}

/** The counts the histogram names for screen readers, in order. */
async function histogramCounts(card: Locator, locale: Locale): Promise<number[]> {
  const label =
    (await card
      .getByRole('img', { name: new RegExp(`^${t(locale, 'strategies.preview.histogram.label')}`) })
      .getAttribute('aria-label')) ?? '';
  return label
    .split('; ')
    .slice(1)
    .map((bar) => Number((/: ([\d.,]+) /.exec(bar)?.[1] ?? 'NaN').replace(/[.,]/g, '')));
}

async function journey(page: Page, locale: Locale) {
  const { categoryId, variation } = await smartphoneStrategy(page);
  await page.goto('/dashboard/strategies/resell');
  await expectTitle(page, t(locale, 'strategies.resell.title'));
  const card = page.getByRole('region', { name: t(locale, 'categories.smartphone') });
  const toggle = card.getByRole('button', { name: exactly(t(locale, 'strategies.preview.open')) });
  await toggle.click();
  const saved = await preview(page, categoryId, variation);
  const summary = card.locator('[data-preview-summary] p').first();
  await expect
    .poll(() => summary.textContent(), { timeout: 30_000 })
    .toBe(headline(saved.summary, locale));
  expect(await histogramCounts(card, locale)).toEqual(
    saved.changeHistogram.map((bucket) => bucket.count),
  );

  // One point lower at the bottom of the range: the card asks again and compares.
  const edited = { ...variation, minPricePercentage: variation.minPricePercentage - 1 };
  const minimum = card.getByLabel(t(locale, 'strategies.resell.minPercentage'));
  await minimum.fill(count(edited.minPricePercentage, locale));
  const answer = await preview(page, categoryId, edited);
  await expect
    .poll(() => summary.textContent(), { timeout: 30_000 })
    .toBe(headline(answer.summary, locale));
  const compared = card.getByRole('table', { name: t(locale, 'strategies.preview.compare.title') });
  const changingRow = compared.locator('tr[data-figure="changing"] td');
  await expect
    .poll(() => changingRow.allTextContents())
    .toEqual([
      t(locale, 'strategies.preview.compare.figures.changing'),
      count(saved.summary.up + saved.summary.down, locale),
      count(answer.summary.up + answer.summary.down, locale),
      expect.any(String),
    ]);
  expect(await histogramCounts(card, locale)).toEqual(
    answer.changeHistogram.map((bucket) => bucket.count),
  );

  // The largest move, explained: its steps add up to the price the GraphQL answer gives.
  const first = answer.items.edges.find((edge) => ['UP', 'DOWN'].includes(edge.node.outcome));
  if (!first) throw new Error('the edit moves no price');
  const why = card.getByRole('button', {
    name: t(locale, 'decision.whyFor', { subject: first.node.name }),
  });
  await why.first().click();
  const explanation = page.locator(`[id="${await why.first().getAttribute('aria-controls')}"]`);
  const lines = await decisionLines(explanation, locale);
  expect(checkDecisionArithmetic(lines, locale)).toEqual([]);
  expect(decidedPrice(lines)).toBe(first.node.newPrice);

  expect(await seriousViolations(page)).toEqual([]);

  // Apply says what the preview said; cancelled, nothing is saved.
  const changing = answer.summary.up + answer.summary.down;
  await card.getByRole('button', { name: exactly(t(locale, 'strategies.apply')) }).click();
  const dialog = page.getByRole('dialog', {
    name: t(locale, 'strategies.preview.confirm.title', {
      count: changing,
      value: count(changing, locale),
    }),
  });
  await dialog.waitFor();
  await saveScreenshot(page, `strategy-preview-confirm-${locale}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  expect((await smartphoneStrategy(page)).variation).toEqual(variation);
}

describe('strategy preview', () => {
  it('edits a strategy and shows the summary, the comparison, the histogram and one item’s steps as GraphQL answers them', async () => {
    await runJourney('strategy-preview', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await journey(page, 'en-GB');
    });
  }, 120_000);

  it('does the same in Italian on a phone', async () => {
    await runJourney(
      'strategy-preview-it-phone',
      { viewport: { width: 390, height: 844 }, locale: 'it-IT' },
      async ({ page }) => {
        await signIn(page, 'rivenditore@example.com', { screenLocale: 'it-IT' });
        await journey(page, 'it-IT');
      },
    );
  }, 120_000);
});
