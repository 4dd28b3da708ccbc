import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, t, type Locale } from './locales';

/** The sidebar (a <nav> named by sidebar.label). */
export function sidebar(page: Page, locale: Locale = 'en-GB'): Locator {
  return page.getByRole('navigation', { name: t(locale, 'sidebar.label') });
}

/** The screen's title (its level-1 heading) once it has the given text. */
export async function expectTitle(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** Body rows of the first table on the screen (header row left out). */
export function tableRows(page: Page): Locator {
  return page.getByRole('table').first().locator('tbody tr');
}

/** Waits until the table shows exactly `count` body rows. */
export async function expectRowCount(page: Page, count: number): Promise<void> {
  await expect.poll(() => tableRows(page).count(), { timeout: 15_000 }).toBe(count);
}

/** "€1,234.56" / "1.234,56 €" → 1234.56 (the locale's grouping and decimal separators). */
export function parseMoney(text: string, locale: Locale = 'en-GB'): number {
  const decimal = locale === 'it-IT' ? ',' : '.';
  const digits = text.replace(new RegExp(`[^0-9${decimal === ',' ? ',' : '.'}-]`, 'g'), '');
  return Number(decimal === ',' ? digits.replace(',', '.') : digits);
}

/** Waits for a transient alert (AlertProvider's status region) with this text. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The page's <html lang> (set by the app's i18n). */
export async function documentLanguage(page: Page): Promise<string> {
  // Runs in the page; this package compiles without the DOM library, hence the narrow type.
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
        .documentElement.lang,
  );
}

/** The catalog's work-queue strip (a group of count buttons). */
export function workQueueStrip(page: Page): Locator {
  return page.getByRole('group', { name: en('catalog.workQueue.title') });
}

/** The count on a strip button: "12 at minimum" → 12. */
export async function stripCount(page: Page, labelKey: string): Promise<number> {
  const button = workQueueStrip(page).getByRole('button', {
    name: new RegExp(`^[\\d,]+ ${en(labelKey)}$`),
  });
  return Number.parseInt(((await button.textContent()) ?? '').replace(/,/g, ''), 10);
}
