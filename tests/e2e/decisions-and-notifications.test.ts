import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { columnPosition } from './testing/columns';
import { checkDecisionArithmetic, decidedPrice, decisionLines } from './testing/decision';
import { runJourney, saveScreenshot } from './testing/journey';
import { en, it as italian, t, type Locale } from './testing/locales';
import { documentLanguage, expectTitle, parseMoney, sidebar, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

// What the screens say about a price: the log's notes and "Why this price?" in the seller's
// language and number format, the catalog detail's market price and last decision, and the
// catalog row's bell with the item's notifications, in step with the work-queue strip.

const italianMoney = /\d{1,3}(?:\.\d{3})*,\d{2} €/;
const englishMoney = /€\d{1,3}(?:,\d{3})*\.\d{2}/;

/** Entry rows of a batch (an opened explanation is a row of its own, without a status cell). */
function entryRows(page: Page): Locator {
  return tableRows(page).filter({ has: page.locator('td:nth-child(2)') });
}

/** Opens the row's "Why this price?"; returns the explanation it controls. */
async function openWhy(page: Page, scope: Locator, locale: Locale): Promise<Locator> {
  const why = scope.getByRole('button', { name: new RegExp(`^${t(locale, 'decision.why')}`) });
  await why.first().click();
  await expect.poll(() => why.first().getAttribute('aria-expanded')).toBe('true');
  return page.locator(`[id="${await why.first().getAttribute('aria-controls')}"]`);
}

/** The outcome line the screen should show for a decision reaching `price`. */
function outcomeTexts(locale: Locale, price: string): string[] {
  return ['updated', 'unchanged', 'dryRun'].map((outcome) =>
    t(locale, `decision.outcome.${outcome}`, { price }),
  );
}

describe('decisions and notifications on screen', () => {
  it("an Italian seller reads the log's notes and explanations in Italian, with Italian numbers", async () => {
    await runJourney('log-italian-decisions', { locale: 'it-IT' }, async ({ page }) => {
      await signIn(page, 'rivenditore@example.com', { screenLocale: 'it-IT' });
      await expect.poll(() => documentLanguage(page)).toBe('it-IT');
      await sidebar(page, 'it-IT')
        .getByRole('link', { name: italian('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, italian('log.title'));
      await tableRows(page).first().getByRole('link').first().click();
      await page.getByRole('group', { name: italian('log.statusFilter.label') }).waitFor();
      await expect.poll(() => entryRows(page).count()).toBeGreaterThan(0);

      const notesColumn = await columnPosition(page, italian('log.detailColumns.notes'));
      const notes = (
        await entryRows(page).locator(`td:nth-child(${notesColumn})`).allTextContents()
      ).join('\n');
      expect(notes).toMatch(italianMoney);
      expect(notes).not.toMatch(englishMoney);
      expect(notes).not.toMatch(/Price already|Lowest competitor|Median market|Dry run/);
      const statuses = new Set(
        (await entryRows(page).locator('td:nth-child(2)').allTextContents()).map((s) => s.trim()),
      );
      for (const status of statuses) {
        expect([
          italian('log.status.success'),
          italian('log.status.skipped'),
          italian('log.status.failed'),
        ]).toContain(status);
      }

      // The product search, in the URL once typing pauses.
      await page.getByRole('searchbox', { name: italian('log.search') }).fill('iPhone');
      await page.waitForURL((url) => url.searchParams.get('search') === 'iPhone');
      await expect
        .poll(async () =>
          (await entryRows(page).locator('td:first-child').allTextContents()).every((name) =>
            /iPhone/i.test(name),
          ),
        )
        .toBe(true);

      // The first explained entry: Italian words and numbers, and its figures add up.
      const row = entryRows(page)
        .filter({
          has: page.getByRole('button', { name: new RegExp(`^${italian('decision.why')}`) }),
        })
        .first();
      const explanation = await openWhy(page, row, 'it-IT');
      const lines = await decisionLines(explanation, 'it-IT');
      expect(checkDecisionArithmetic(lines, 'it-IT')).toEqual([]);
      const text = (await explanation.textContent()) ?? '';
      expect(text).toMatch(italianMoney);
      expect(text).not.toMatch(englishMoney);
      expect(text).toContain(italian('decision.strategy', { strategy: '' }).trim());
      const price = decidedPrice(lines);
      expect(price).not.toBeNull();
      const shown = (lines.at(-1)?.amount ?? 0).toLocaleString('it-IT', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
      } as Intl.NumberFormatOptions);
      expect(outcomeTexts('it-IT', `${shown} €`)).toContain(
        await explanation.locator('[data-outcome]').textContent(),
      );
      await saveScreenshot(page, 'log-italian-decision');
    });
  });

  it("the bell opens an item's notifications, the strip's count and the bells agree, and the detail explains the price", async () => {
    await runJourney('catalog-notifications-and-decision', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await page.goto('/dashboard/catalog');
      const strip = page.getByRole('group', { name: en('catalog.workQueue.title') });
      const withNotifications = strip.getByRole('button', {
        name: new RegExp(`^[\\d,]+ ${en('catalog.workQueue.counts.withNotifications')}$`),
      });
      const count = Number.parseInt(
        ((await withNotifications.textContent()) ?? '').replace(/,/g, ''),
        10,
      );
      expect(count, 'items with notifications in the demo catalog').toBeGreaterThan(0);
      await withNotifications.click();
      await page.waitForURL(/[?&]notifications=1/);
      const summary = page.getByText(/^\d[\d,]* products?/);
      await expect
        .poll(async () =>
          Number.parseInt(((await summary.first().textContent()) ?? '').replace(/,/g, ''), 10),
        )
        .toBe(count);
      // Every row of that list has its bell.
      const bells = tableRows(page).getByRole('button', { name: /notifications? for / });
      await expect.poll(() => bells.count()).toBe(Math.min(count, 50));
      await expect.poll(() => tableRows(page).count()).toBe(Math.min(count, 50));

      const bell = bells.first();
      await bell.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const kinds = [
        en('catalog.itemNotifications.kinds.minReached.title'),
        en('catalog.itemNotifications.kinds.maxReached.title'),
      ];
      const first = dialog.getByRole('listitem').first();
      await first.waitFor();
      const firstText = (await first.textContent()) ?? '';
      expect(
        kinds.some((kind) => firstText.startsWith(kind)),
        firstText,
      ).toBe(true);
      expect(firstText).toMatch(englishMoney);
      expect(
        [
          en('catalog.itemNotifications.kinds.minReached.advice'),
          en('catalog.itemNotifications.kinds.maxReached.advice'),
        ].some((advice) => firstText.endsWith(advice)),
      ).toBe(true);
      await saveScreenshot(page, 'catalog-bell-open');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      // The focus is back on the bell.
      await expect
        .poll(() =>
          page.evaluate(() => {
            // Runs in the page; this package compiles without the DOM library.
            const active = (
              globalThis as unknown as {
                document: { activeElement: { getAttribute(name: string): string | null } | null };
              }
            ).document.activeElement;
            return active?.getAttribute('aria-label') ?? null;
          }),
        )
        .toBe(await bell.getAttribute('aria-label'));

      // An item the newest batch updated: its detail explains the price it now suggests.
      await sidebar(page)
        .getByRole('link', { name: en('sidebar.log'), exact: true })
        .click();
      await expectTitle(page, en('log.title'));
      await tableRows(page).first().getByRole('link').first().click();
      const updated = page.getByRole('button', {
        name: new RegExp(`^${en('log.status.success')} [1-9]`),
      });
      await updated.click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'success');
      await entryRows(page).first().getByRole('link').first().click();
      await page.getByRole('link', { name: en('catalogDetail.back') }).waitFor();

      const market = page.getByText(en('catalogDetail.prices.market'), { exact: true });
      const marketValue = market.locator('xpath=following-sibling::dd[1]');
      await expect
        .poll(() => marketValue.textContent())
        .toMatch(new RegExp(`^${englishMoney.source}.+\\d+ offers? in [A-Z]{2}`));
      const suggested = parseMoney(
        (await page
          .getByText(en('catalogDetail.prices.suggested'), { exact: true })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()) ?? '',
      );
      const pricesCard = page.locator('section').filter({ has: market });
      const explanation = await openWhy(page, pricesCard, 'en-GB');
      const lines = await decisionLines(explanation, 'en-GB');
      expect(checkDecisionArithmetic(lines, 'en-GB')).toEqual([]);
      expect(decidedPrice(lines)).toBe(suggested);
      await saveScreenshot(page, 'catalog-detail-why-this-price');

      // In Italian from the profile menu: the explanation is read again in Italian.
      await page.getByRole('button', { name: en('header.profileMenu') }).click();
      await page.getByRole('menuitemradio', { name: en('header.languages.it-IT') }).click();
      await expect.poll(() => documentLanguage(page)).toBe('it-IT');
      const whyIt = page.getByRole('button', { name: italian('decision.why'), exact: true });
      if ((await whyIt.getAttribute('aria-expanded')) !== 'true') await whyIt.click();
      const italianExplanation = page.locator(
        `[id="${await whyIt.getAttribute('aria-controls')}"]`,
      );
      await expect
        .poll(() => italianExplanation.textContent(), { timeout: 15_000 })
        .toMatch(italianMoney);
      // The dashboard formats the amounts in Italian at once; the lines' labels are the store's
      // words, and come with the explanation read again in Italian, a moment later.
      const englishLabels = lines.map((line) => line.label);
      await expect
        .poll(
          async () => (await decisionLines(italianExplanation, 'it-IT')).map((line) => line.label),
          { timeout: 15_000 },
        )
        .not.toEqual(englishLabels);
      const italianLines = await decisionLines(italianExplanation, 'it-IT');
      expect(italianLines.map((line) => line.amount)).toEqual(lines.map((line) => line.amount));
    });
  });
});
