// Shared by the parser tests: the fixture files of tests/fixtures/uploads and a store context.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES } from '../../data/reference';
import { type Locale } from '../../i18n';
import { type UploadContext } from '../parsed-catalog';

export const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures/uploads');

/** A fixture's bytes exactly as stored. */
export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

/** Bytes in chunks of `size`, as a stream delivers them. */
export function chunked(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size)
    chunks.push(bytes.subarray(start, start + size));
  return chunks;
}

/** The demo store's context: euros, the four categories. */
export function demoContext(locale: Locale = 'en-GB', now = Date.UTC(2025, 2, 15)): UploadContext {
  return { locale, currency: 'EUR', currencySymbol: '€', categories: CATEGORIES, now };
}
