import type { VariablesOf } from '../../graphql';
import { listViewParams, type ListView } from '../lists/list-view-params';
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
export type PricesViewState = ListView<PriceMultiFilter, PriceSort>;

/** The prices list's configuration of the list machinery. */
export const pricesListView = listViewParams({
  filters: PRICE_MULTI_FILTERS,
  sort: { values: PRICE_SORTS, default: DEFAULT_PRICE_SORT },
});
