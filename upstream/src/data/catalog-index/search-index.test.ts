import { describe, expect, it } from 'vitest';
import { generateDatabase } from '../generate-database';
import { createRandom } from '../prng';
import type { CatalogItemRecord } from '../types';
import { hasPosition } from './bitset';
import { catalogSearchText } from '../../testing/catalog-oracle';
import { buildSearchIndex, SearchIndex } from './search-index';
import { ITEMS_PER_STEP } from './steps';

function storeItems(): CatalogItemRecord[] {
  const items = generateDatabase({ seed: 21, items: 400, now: Date.UTC(2026, 0, 1) }).stores.get(
    1,
  )?.items;
  if (!items) throw new Error('no demo store');
  // Spellings an upload can bring: accents, a tab inside a name, a missing EAN and colour.
  Object.assign(items[0] ?? {}, { name: 'ÉCRAN Tablet\tPro Max', ean: null, color: null });
  Object.assign(items[1] ?? {}, { name: 'Ünique Gadget', ram: '12GB' });
  return items;
}

function bruteForce(items: CatalogItemRecord[], term: string): number[] {
  return items.flatMap((item, position) =>
    catalogSearchText(item).includes(term) ? [position] : [],
  );
}

function found(index: SearchIndex, items: CatalogItemRecord[], term: string): number[] {
  const bits = index.matching(term);
  return items.flatMap((_, position) => (hasPosition(bits, position) ? [position] : []));
}

describe('SearchIndex', () => {
  const items = storeItems();
  const index = new SearchIndex(items);

  it('finds exactly the items whose search text contains the term', () => {
    const random = createRandom(4);
    const terms = new Set([
      'iphone',
      'galaxy',
      '128gb',
      'e',
      '1',
      '0',
      '-',
      'écran',
      'pro',
      'max',
      'ünique',
      '12gb',
      'no-such-thing',
    ]);
    for (let round = 0; round < 150; round += 1) {
      const words = catalogSearchText(random.pick(items)).split(/\s+/).filter(Boolean);
      const word = random.pick(words);
      const start = random.int(0, word.length - 1);
      terms.add(word.slice(start, random.int(start + 1, word.length)));
    }
    for (const term of terms)
      expect(found(index, items, term), term).toEqual(bruteForce(items, term));
  });

  it('never matches across two fields (they are separated by a space in the text)', () => {
    const item = items[5];
    if (!item?.ean) throw new Error('item without EAN');
    const across = `${item.externalId.slice(-2)}${item.ean.slice(0, 2)}`.toLowerCase();
    expect(found(index, items, across)).toEqual(bruteForce(items, across));
    const nameThenStorage =
      `${item.name.split(' ').at(-1) ?? ''}${item.storage ?? ''}`.toLowerCase();
    expect(found(index, items, nameThenStorage)).toEqual(bruteForce(items, nameThenStorage));
  });

  it('finds an item by its external id or EAN, unique values', () => {
    const item = items[42];
    if (!item?.ean) throw new Error('item without EAN');
    expect(found(index, items, item.externalId.toLowerCase())).toEqual([42]);
    expect(found(index, items, item.ean)).toEqual(bruteForce(items, item.ean));
    expect(found(index, items, item.ean)).toContain(42);
  });

  it('answers a repeated term from its cache with the same result', () => {
    const first = index.matching('galaxy');
    expect(index.matching('galaxy')).toBe(first);
  });

  it('built in steps, with other work in between, finds what the one-go build finds', () => {
    const steps = buildSearchIndex(items);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThan(3);
    for (const term of ['iphone', '128gb', 'écran', 'ünique', items[5]?.externalId ?? ''])
      expect(found(step.value, items, term.toLowerCase()), term).toEqual(
        found(index, items, term.toLowerCase()),
      );
  });

  it('finds items on either side of where its item lines are cut into chunks', () => {
    const many = Array.from({ length: ITEMS_PER_STEP * 2 + 100 }, (_, position) => {
      const original = items[position % items.length] as CatalogItemRecord;
      return { ...original, externalId: `SKU-${position}` };
    });
    const large = new SearchIndex(many);
    for (const position of [
      0,
      ITEMS_PER_STEP - 1,
      ITEMS_PER_STEP,
      ITEMS_PER_STEP * 2,
      many.length - 1,
    ]) {
      const term = `sku-${position}`;
      expect(found(large, many, term), term).toEqual(bruteForce(many, term));
      expect(found(large, many, term), term).toContain(position);
    }
    for (const term of ['sku-40', 'iphone', '-1', items[7]?.ean ?? ''])
      expect(found(large, many, term), term).toEqual(bruteForce(many, term));
  });
});
