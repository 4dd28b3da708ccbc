import { describe, expect, it } from 'vitest';
import {
  activePriceFilterCount,
  priceFilterVariable,
  readPricesViewState,
  writePricesViewState,
} from './prices-url-state';

describe('prices URL state', () => {
  it('reads defaults from an empty query string', () => {
    const state = readPricesViewState(new URLSearchParams());
    expect(state).toEqual({
      search: '',
      selected: { brands: [], models: [], grades: [] },
      sort: 'GRADE_DESC',
      page: 1,
    });
    expect(priceFilterVariable(state)).toBeNull();
    expect(writePricesViewState(state).toString()).toBe('');
  });

  it('round-trips search, filters, sort and page and ignores unknown sorts', () => {
    const params = new URLSearchParams(
      'search=iphone&brands=Apple&grades=B&grades=A&sort=GRADE_ASC&page=3',
    );
    const state = readPricesViewState(params);
    expect(state.sort).toBe('GRADE_ASC');
    expect(state.page).toBe(3);
    expect(writePricesViewState(state).toString()).toBe(params.toString());
    expect(priceFilterVariable(state)).toEqual({
      search: 'iphone',
      brands: ['Apple'],
      grades: ['A', 'B'],
    });
    expect(activePriceFilterCount(state)).toBe(3);
    expect(readPricesViewState(new URLSearchParams('sort=PRICE_ASC&page=-2'))).toMatchObject({
      sort: 'GRADE_DESC',
      page: 1,
    });
  });
});
