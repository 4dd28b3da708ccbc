import { describe, expect, it } from 'vitest';
import { type CatalogUploadField, type CatalogUploadRow } from './catalog-upload-row';
import { LimitSources, type ParsedUploadRow } from './parsed-catalog';
import { rowBatch, WireRowBatches } from './upload-worker-protocol';

const SOURCE_FIELDS: CatalogUploadField[] = ['price', 'min_price', 'max_price', 'name'];

/** A row with every field set, each value its own, so a field read from another's place shows. */
function fullRow(index: number): ParsedUploadRow {
  const row: CatalogUploadRow = {
    externalId: `SKU-${index}`,
    name: `Phone ${index}`,
    ean: `80000000000${index}`,
    brand: 'Acme',
    model: `Model ${index}`,
    category: 'smartphone',
    storage: '128 GB',
    ram: '8 GB',
    grade: 'B',
    color: 'blue',
    batteryType: 'new',
    price: 100 + index,
    basePrice: 120 + index,
    cost: 70 + index,
    stock: index,
    minPrice: 90 + index,
    maxPrice: 150 + index,
    url: `https://shop.example/p/${index}`,
  };
  const given: Partial<Record<CatalogUploadField, string>> = {
    price: `${100 + index},00`,
    min_price: `${90 + index},00`,
    max_price: `${150 + index},00`,
  };
  const columns: Partial<Record<CatalogUploadField, string>> = {
    price: 'g:price',
    min_price: 'g:min_price',
    max_price: 'max_price',
  };
  return {
    line: 10 + index,
    item: { position: index + 1, id: `item-${index}` },
    row,
    categorySource: { column: 'g:google_product_category', value: '267', googleTaxonomy: true },
    sources: new LimitSources({
      value: (field) => given[field],
      column: (field) => columns[field],
    }),
  };
}

/** What applying a row reads of it (its sources through their accessors). */
function seen(rows: Iterable<ParsedUploadRow>) {
  return [...rows].map(({ sources, ...rest }) => ({
    ...rest,
    sources: SOURCE_FIELDS.map((field) => [sources.value(field), sources.column(field)]),
  }));
}

describe('row batches between the upload worker and the store', () => {
  it('give back every field of every row, in order', () => {
    const rows = [0, 1, 2].map(fullRow);
    const wire = WireRowBatches.of(rowBatch(rows, 0, rows.length).batch);
    expect(wire.length).toBe(3);
    expect(seen(wire)).toEqual(seen(rows));
  });

  it('give back what a row leaves out as left out', () => {
    const sparse: ParsedUploadRow = {
      line: 2,
      item: null,
      row: {
        ...fullRow(0).row,
        ean: null,
        brand: null,
        url: null,
        price: null,
        stock: null,
        minPrice: null,
      },
      categorySource: { column: 'category', value: 'Smartphones' },
      sources: new LimitSources({ value: () => undefined, column: () => undefined }),
    };
    const wire = WireRowBatches.of(rowBatch([sparse, fullRow(1)], 0, 2).batch);
    expect(seen(wire)).toEqual(seen([sparse, fullRow(1)]));
  });

  it('send a value rows repeat once, and a row its own id once when its item is named by it', () => {
    const rows = [0, 1, 2, 3].map((index) => {
      const row = fullRow(index);
      return { ...row, item: { position: index + 1, id: row.row.externalId } };
    });
    const { batch } = rowBatch(rows, 0, rows.length);
    expect(batch.strings.filter((text) => text === 'Acme')).toHaveLength(1);
    expect(batch.strings.filter((text) => text === 'SKU-2')).toHaveLength(1);
    expect(seen(WireRowBatches.of(batch))).toEqual(seen(rows));
  });

  it('pack only the rows asked for', () => {
    const rows = [0, 1, 2, 3, 4].map(fullRow);
    const wire = WireRowBatches.of(rowBatch(rows, 1, 3).batch);
    expect(seen(wire)).toEqual(seen(rows.slice(1, 3)));
  });
});
