import { describe, expect, it } from 'vitest';
import { CatalogRowSchema, CatalogPageSchema } from './catalog-schema.js';
import { LogBatchesAnswerSchema } from './logs-schema.js';
import { answerReader } from './read-answer.js';

const readRow = answerReader(CatalogRowSchema);

const row = {
  id: 7,
  external_id: 'EXT-7',
  ean: null,
  name: 'iPhone 12',
  storage: '128GB',
  ram: null,
  grade: 'A',
  color: 'Black',
  battery_type: null,
  price: 399.9,
  base_price: 420,
  currency_symbol: '€',
  stock: 3,
  margin_percentage: 12.5,
  automatic_price_enabled: true,
  notifications_count: 1,
};

describe('answerReader', () => {
  it('returns a well-formed answer as it came', () => {
    const reading = readRow(row);
    expect(reading).toEqual({ ok: true, value: row });
    expect(reading.ok && reading.value).toBe(row);
  });

  it('reads what stores are known to vary in: numbers as digits, flags as 0/1, ids as numbers, fields left out', () => {
    const { ean: _ean, ram: _ram, ...withoutNullables } = row;
    const varied = {
      ...withoutNullables,
      price: '399.90',
      stock: ' 3 ',
      automatic_price_enabled: 1,
      external_id: 4711,
      notifications_count: '1',
    };
    expect(readRow(varied)).toEqual({
      ok: true,
      value: {
        ...row,
        price: 399.9,
        stock: 3,
        automatic_price_enabled: true,
        external_id: '4711',
        ean: null,
        ram: null,
      },
    });
    expect(varied.price).toBe('399.90');
  });

  it.each([
    ['an empty string for a price', { price: '' }, '/price', 'must be number'],
    ['words for a price', { price: 'cheap' }, '/price', 'must be number'],
    ['a fraction for a stock', { stock: '2.5' }, '/stock', 'must be integer'],
    ['null for a name', { name: null }, '/name', 'must be string'],
    ['a grade the contract lacks', { grade: 'Z' }, '/grade', expect.any(String)],
    [
      'a flag it cannot read',
      { automatic_price_enabled: 'yes' },
      '/automatic_price_enabled',
      'must be boolean',
    ],
  ])('refuses %s, naming the first failing path', (_label, change, path, problem) => {
    expect(readRow({ ...row, ...change })).toEqual({ ok: false, path, problem });
  });

  it('names the path inside lists and a whole answer that is no object', () => {
    const readPage = answerReader(CatalogPageSchema);
    const page = {
      items: [row, { ...row, price: 'n/a' }],
      page: 1,
      stats: {
        total_items: 2,
        automatic_price_enabled: 2,
        below_base_price: 1,
        price_limit_reached: 0,
        out_of_stock: 0,
      },
      last_update: null,
      filters: { categories: [], brands: [], models: [], grades: [], storage: [] },
    };
    expect(readPage(page)).toMatchObject({ ok: false, path: '/items/1/price' });
    expect(readPage(['not', 'a', 'page'])).toMatchObject({ ok: false, path: '/' });
  });

  it('reads an older form of an answer (a bare list) and tolerates inside it', () => {
    const readBatches = answerReader(LogBatchesAnswerSchema);
    const batch = {
      batch: '3',
      total: 2,
      success: 1,
      skipped: 1,
      failures: 0,
      start: null,
      end: null,
    };
    expect(readBatches([batch])).toEqual({ ok: true, value: [{ ...batch, batch: 3 }] });
  });
});
