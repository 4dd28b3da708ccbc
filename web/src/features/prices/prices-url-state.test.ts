import { describe, expect, it } from 'vitest';
import { pricesListView } from './prices-url-state';

describe('prices URL state', () => {
  it('reads defaults from an empty query string', () => {
    const state = pricesListView.read(new URLSearchParams());
    expect(state).toEqual({
      search: '',
      selected: { brands: [], models: [], grades: [] },
      sort: 'GRADE_DESC',
      page: 1,
    });
    expect(pricesListView.filterVariable(state)).toBeNull();
    expect(pricesListView.write(state).toString()).toBe('');
  });

  it('round-trips search, filters, sort and page and ignores unknown sorts', () => {
    const params = new URLSearchParams(
      'search=iphone&brands=Apple&grades=B&grades=A&sort=GRADE_ASC&page=3',
    );
    const state = pricesListView.read(params);
    expect(state.sort).toBe('GRADE_ASC');
    expect(state.page).toBe(3);
    expect(pricesListView.write(state).toString()).toBe(params.toString());
    expect(pricesListView.filterVariable(state)).toEqual({
      search: 'iphone',
      brands: ['Apple'],
      gradeIn: ['A', 'B'],
    });
    expect(pricesListView.activeCount(state)).toBe(3);
    expect(pricesListView.read(new URLSearchParams('sort=PRICE_ASC&page=-2'))).toMatchObject({
      sort: 'GRADE_DESC',
      page: 1,
    });
  });
});
