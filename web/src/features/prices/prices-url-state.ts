import type { VariablesOf } from '../../graphql';
import { listViewParams, readSort, type ListView } from '../lists/list-view-params';
import type { PricesCategoryQuery } from './prices-category-query';

type PricesVariables = VariablesOf<typeof PricesCategoryQuery>;
export type PriceSort = NonNullable<PricesVariables['sort']>;
export type PriceFilterVariable = PricesVariables['filter'];

/** 'Highest grade' (the default) and 'Lowest grade'. */
export const PRICE_SORTS = ['GRADE_DESC', 'GRADE_ASC'] as const satisfies readonly PriceSort[];
export const DEFAULT_PRICE_SORT: PriceSort = 'GRADE_DESC';

export const PRICE_MULTI_FILTERS = ['brands', 'models', 'grades'] as const;
export type PriceMultiFilter = (typeof PRICE_MULTI_FILTERS)[number];

/** The whole view (filters, search, sort, page) lives in the query string. */
export interface PricesViewState extends ListView<PriceMultiFilter> {
  sort: PriceSort;
}

const pricesView = listViewParams(PRICE_MULTI_FILTERS);

export const NO_PRICE_FILTERS = pricesView.none;

export function readPricesViewState(params: URLSearchParams): PricesViewState {
  return {
    ...pricesView.read(params),
    sort: readSort(params, PRICE_SORTS, DEFAULT_PRICE_SORT),
  };
}

/** The query string of a view; defaults are left out so a plain prices URL stays plain. */
export function writePricesViewState(state: PricesViewState): URLSearchParams {
  return pricesView.write(state, state.sort === DEFAULT_PRICE_SORT ? null : state.sort);
}

export function priceFilterVariable(state: PricesViewState): PriceFilterVariable {
  return pricesView.filterVariable(state);
}

export function activePriceFilterCount(state: PricesViewState): number {
  return pricesView.activeCount(state);
}
