import { describe, expect, it } from 'vitest';
import { mapFilterGroups, mapListPage, productFilterParams } from './list-mapping.js';

describe('productFilterParams', () => {
  it('leaves out a blank search and blank values, and trims what it keeps', () => {
    expect(
      productFilterParams({
        search: '  iphone 13 ',
        brands: [' Apple', '  '],
        models: [],
        grades: null,
        storage: ['128GB'],
      }),
    ).toEqual({ search: 'iphone 13', brands: ['Apple'], storage: ['128GB'] });
  });

  it('is empty for no filter or a filter of blanks', () => {
    expect(productFilterParams(null)).toEqual({});
    expect(productFilterParams({ search: '   ', grades: [''] })).toEqual({});
  });
});

describe('mapListPage', () => {
  const asIs = (raw: unknown) => raw;

  it("reads the total from items_count, or an older store's count, and the page size from per_page", () => {
    expect(mapListPage({ items: [1, 2], items_count: 5, page: 2, per_page: 2 }, 2, asIs)).toEqual({
      items: [1, 2],
      totalCount: 5,
      page: 2,
      hasMore: true,
    });
    expect(mapListPage({ items: [1], count: 5, page: 3, per_page: 2 }, 3, asIs).hasMore).toBe(
      false,
    );
  });

  it('counts the items themselves when the answer has no total', () => {
    expect(mapListPage({ items: ['a'], page: 1 }, 1, asIs)).toMatchObject({
      totalCount: 1,
      hasMore: false,
    });
  });
});

describe('mapFilterGroups', () => {
  it('maps each named group and leaves the others out', () => {
    const apple = { value: 'Apple', label: 'Apple' };
    const filters = { brands: [apple], grades: [], extra: [{ value: 'x', label: 'X' }] };
    expect(mapFilterGroups(filters, ['brands', 'grades'])).toEqual({
      brands: [apple],
      grades: [],
    });
  });
});
