import type { VariablesOf } from '../../../graphql';
import type { CatalogListQuery } from './CatalogListQuery';

type CatalogVariables = VariablesOf<typeof CatalogListQuery>;
export type CatalogSort = NonNullable<CatalogVariables['sort']>;

export const CATALOG_SORTS = [
  'GRADE_DESC',
  'GRADE_ASC',
  'PRICE_ASC',
  'PRICE_DESC',
  'STOCK_DESC',
  'STOCK_ASC',
  'MARGIN_DESC',
  'MARGIN_ASC',
] as const satisfies readonly CatalogSort[];

export const DEFAULT_CATALOG_SORT: CatalogSort = 'GRADE_DESC';

export const CATALOG_MULTI_FILTERS = [
  'categories',
  'brands',
  'models',
  'grades',
  'storage',
] as const;
export type CatalogMultiFilter = (typeof CATALOG_MULTI_FILTERS)[number];

export interface CatalogViewState {
  search: string;
  selected: Record<CatalogMultiFilter, string[]>;
  sort: CatalogSort;
  page: number;
}

/** DECISIONS 4: the whole view (filters, search, sort, page) is read from the query string. */
export function readCatalogViewState(params: URLSearchParams): CatalogViewState {
  const sortParam = params.get('sort');
  const sort = CATALOG_SORTS.find((candidate) => candidate === sortParam) ?? DEFAULT_CATALOG_SORT;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    selected: Object.fromEntries(
      CATALOG_MULTI_FILTERS.map((key) => [key, params.getAll(key).filter(Boolean)]),
    ) as Record<CatalogMultiFilter, string[]>,
    sort,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string for a view; defaults are left out so a plain catalog URL stays plain. */
export function writeCatalogViewState(state: CatalogViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  for (const key of CATALOG_MULTI_FILTERS) {
    for (const value of state.selected[key]) params.append(key, value);
  }
  if (state.sort !== DEFAULT_CATALOG_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** SPEC §5: only non-empty filters travel; no filter at all is sent as null. */
export function catalogFilterVariable(state: CatalogViewState): CatalogVariables['filter'] {
  const filter: NonNullable<CatalogVariables['filter']> = {};
  if (state.search.trim()) filter.search = state.search.trim();
  for (const key of CATALOG_MULTI_FILTERS) {
    if (state.selected[key].length > 0) filter[key] = [...state.selected[key]].sort();
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

/** Filters in use, for the count beside the filter button (search counts as one). */
export function activeFilterCount(state: CatalogViewState): number {
  return (
    (state.search.trim() ? 1 : 0) +
    CATALOG_MULTI_FILTERS.reduce((count, key) => count + state.selected[key].length, 0)
  );
}
