import type { Locator, Page } from 'playwright-core';
import { exactly } from './locales';

/**
 * The 1-based position of the column headed `header` in the screen's first table. Columns move
 * (a seller chooses which to show, narrow screens show fewer), so journeys find them by name.
 */
export async function columnPosition(page: Page, header: string): Promise<number> {
  const headers = page.getByRole('table').first().locator('thead tr').last().locator('th');
  // The table may still be loading: its headers come with it.
  await headers.first().waitFor();
  const texts = (await headers.allTextContents()).map((text) => text.trim());
  const index = texts.findIndex((text) => exactly(header).test(text));
  if (index < 0) throw new Error(`no column '${header}' among ${texts.join(', ')}`);
  return index + 1;
}

/** The cell of `row` in the column headed `header`. */
export async function cellIn(page: Page, row: Locator, header: string): Promise<Locator> {
  return row.locator(`td:nth-child(${await columnPosition(page, header)})`);
}
