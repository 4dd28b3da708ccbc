import { describe, expect, it } from 'vitest';
import { CategoryResolver } from '../files/row-category';
import { generateDatabase } from './generate-database';
import type { StoreRecord } from './types';
import { categoryIdOf, categoryProblem, storeCategories } from './upload-row-checks';

function storeSelling(categoryIds: number[]): StoreRecord {
  const store = generateDatabase({ seed: 5, items: 20, now: Date.UTC(2026, 0, 1) }).stores.get(1);
  if (!store) throw new Error('the demo database has no store 1');
  store.categoryIds = categoryIds;
  return store;
}

const TEXTS = [
  'smartphone',
  '  SmartPhone ',
  'Mobile  phone',
  'Tablet',
  '4',
  'pc',
  'Mobile Phones',
  'cellulari',
  'Smartphones > Apple',
  'Electronics > Computers',
  'Electronics > Computers > Tablet Computers',
  'Smartwatch',
  'toaster',
];

describe('upload category matching', () => {
  it('reads every category text as the file reader does, for stores selling different sets', () => {
    for (const categoryIds of [[1, 2, 3, 4], [1, 4], [2]]) {
      const store = storeSelling(categoryIds);
      const reader = new CategoryResolver({
        locale: 'en-GB',
        categories: storeCategories(store),
      });
      for (const text of TEXTS) {
        const read = reader.resolve([{ column: 'category', value: text }]);
        const readId =
          read !== null && 'slug' in read
            ? storeCategories(store).find((category) => category.slug === read.slug)?.id
            : null;
        expect({ text, categoryIds, id: categoryIdOf(store, text) }).toEqual({
          text,
          categoryIds,
          id: readId ?? null,
        });
      }
    }
  });

  it('accepts names in any case and spacing, sellers words and Google paths', () => {
    const store = storeSelling([1, 2, 3, 4]);
    expect(categoryIdOf(store, ' Mobile  PHONE ')).toBe(1);
    expect(categoryIdOf(store, 'cellulari')).toBe(1);
    expect(categoryIdOf(store, 'Electronics > Computers > Laptops')).toBe(2);
    expect(categoryIdOf(store, '4')).toBe(4);
    expect(categoryIdOf(store, null)).toBeNull();
  });

  it('refuses a category the store does not sell, and names the ones it does', () => {
    const store = storeSelling([1, 4]);
    expect(categoryIdOf(store, 'pc')).toBeNull();
    expect(categoryProblem(store, 'category', 'pc', 'en-GB').message).toBe(
      'category "pc": not one of this store\'s categories; use one of smartphone, tablet.',
    );
  });

  it('says which categories an ambiguous text could be', () => {
    const store = storeSelling([2, 4]);
    expect(categoryIdOf(store, 'Electronics > Computers')).toBeNull();
    expect(categoryProblem(store, 'g:product_type', 'Electronics > Computers', 'en-GB')).toEqual({
      column: 'g:product_type',
      value: 'Electronics > Computers',
      message:
        'g:product_type "Electronics > Computers": could be pc, tablet; use one of pc, tablet.',
    });
  });
});
