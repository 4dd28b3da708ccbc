import type { VariablesOf } from '../../graphql';
import type { PricesCategoryQuery } from './PricesCategoryQuery';

type PricesVariables = VariablesOf<typeof PricesCategoryQuery>;
export type PriceSort = NonNullable<PricesVariables['sort']>;
export type PriceFilterVariable = PricesVariables['filter'];

/** SPEC §2: 'Highest grade' (the default) and 'Lowest grade'. */
export const PRICE_SORTS = ['GRADE_DESC', 'GRADE_ASC'] as const satisfies readonly PriceSort[];
export const DEFAULT_PRICE_SORT: PriceSort = 'GRADE_DESC';

export const PRICE_MULTI_FILTERS = ['brands', 'models', 'grades'] as const;
export type PriceMultiFilter = (typeof PRICE_MULTI_FILTERS)[number];

export interface PricesViewState {
  search: string;
  selected: Record<PriceMultiFilter, string[]>;
  sort: PriceSort;
  page: number;
}

export const NO_PRICE_FILTERS: Record<PriceMultiFilter, string[]> = {
  brands: [],
  models: [],
  grades: [],
};

/** DECISIONS 4: the whole view (filters, search, sort, page) lives in the query string. */
export function readPricesViewState(params: URLSearchParams): PricesViewState {
  const sortParam = params.get('sort');
  const sort = PRICE_SORTS.find((candidate) => candidate === sortParam) ?? DEFAULT_PRICE_SORT;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    selected: {
      brands: params.getAll('brands').filter(Boolean),
      models: params.getAll('models').filter(Boolean),
      grades: params.getAll('grades').filter(Boolean),
    },
    sort,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view; defaults are left out so a plain prices URL stays plain. */
export function writePricesViewState(state: PricesViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  for (const key of PRICE_MULTI_FILTERS) {
    for (const value of state.selected[key]) params.append(key, value);
  }
  if (state.sort !== DEFAULT_PRICE_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** SPEC §5: only non-empty filters travel; no filter at all is sent as null. */
export function priceFilterVariable(state: PricesViewState): PriceFilterVariable {
  const filter: NonNullable<PriceFilterVariable> = {};
  if (state.search.trim()) filter.search = state.search.trim();
  for (const key of PRICE_MULTI_FILTERS) {
    if (state.selected[key].length > 0) filter[key] = [...state.selected[key]].sort();
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

/** Filters in use, for the count beside the filter button (search counts as one). */
export function activePriceFilterCount(state: PricesViewState): number {
  return (
    (state.search.trim() ? 1 : 0) +
    PRICE_MULTI_FILTERS.reduce((count, key) => count + state.selected[key].length, 0)
  );
}
