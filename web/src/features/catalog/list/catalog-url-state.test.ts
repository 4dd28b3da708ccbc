import { describe, expect, it } from 'vitest';
import { catalogListView } from './catalog-url-state';

const readCatalogViewState = (params: URLSearchParams) => catalogListView.read(params);

describe('catalog view state in the URL', () => {
  it('reads defaults from an empty query string', () => {
    const state = readCatalogViewState(new URLSearchParams(''));
    expect(state).toMatchObject({ search: '', sort: 'GRADE_DESC', page: 1 });
    expect(catalogListView.filterVariable(state)).toBeNull();
    expect(catalogListView.write(state).toString()).toBe('');
  });

  it('round-trips filters, sort and page', () => {
    const params = new URLSearchParams(
      'search=iphone&brands=Apple&brands=Samsung&grades=A&sort=PRICE_ASC&page=3',
    );
    const state = readCatalogViewState(params);
    expect(state.selected.brands).toEqual(['Apple', 'Samsung']);
    expect(state.page).toBe(3);
    expect(catalogListView.write(state).toString()).toBe(params.toString());
    expect(catalogListView.activeCount(state)).toBe(3);
  });

  it('sends only non-empty filters, in a stable order', () => {
    const state = readCatalogViewState(new URLSearchParams('models=b&models=a&search=%20%20'));
    expect(catalogListView.filterVariable(state)).toEqual({ models: ['a', 'b'] });
  });

  it('ignores an unknown sort and a bad page', () => {
    const state = readCatalogViewState(new URLSearchParams('sort=NAME&page=-2'));
    expect(state.sort).toBe('GRADE_DESC');
    expect(state.page).toBe(1);
  });
});
