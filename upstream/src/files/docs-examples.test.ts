// The example files docs/uploads.md offers sellers must upload without a single refused row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogUploadFormat, parseCatalogUpload } from './parse-catalog-upload';
import { demoContext } from './testing/upload-fixtures';

const EXAMPLES = join(import.meta.dirname, '../../../docs/examples/uploads');

async function parseExample(name: string) {
  const format = catalogUploadFormat(name);
  if (!format) throw new Error(`${name} is neither .csv nor .xml`);
  return parseCatalogUpload([readFileSync(join(EXAMPLES, name))], format, demoContext());
}

describe('docs/examples/uploads', () => {
  it.each([
    ['catalogo-it.csv', 4],
    ['catalog-uk.csv', 3],
    ['feed-rss.xml', 2],
    ['feed-atom.xml', 2],
    ['catalog.xml', 2],
  ])('%s uploads every row', async (name, rows) => {
    const parsed = await parseExample(name);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(rows);
  });

  it('gives the same item the same values in every format', async () => {
    const italian = await parseExample('catalogo-it.csv');
    const english = await parseExample('catalog-uk.csv');
    const rss = await parseExample('feed-rss.xml');
    const xml = await parseExample('catalog.xml');
    const iphone = (rows: typeof italian.rows) =>
      rows.find((row) => row.row.externalId === 'IP13-128-A')?.row;
    for (const parsed of [italian, english, rss, xml]) {
      expect(iphone(parsed.rows)).toMatchObject({
        price: 529,
        basePrice: 549,
        category: 'smartphone',
        grade: 'A',
        ean: '0194252707159',
      });
    }
    const macbook = (rows: typeof italian.rows) =>
      rows.find((row) => row.row.externalId === 'MBA-M2-256-B')?.row;
    for (const parsed of [italian, english, rss]) {
      expect(macbook(parsed.rows)).toMatchObject({ price: 1049, category: 'pc', grade: 'B' });
    }
  });
});
