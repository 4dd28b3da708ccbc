import type { VariablesOf } from '../../../graphql';
import { listViewParams, plainFilterVariable, type ListView } from '../../lists/list-view-params';
import {
  normaliseWorkQueue,
  WORK_QUEUE_FILTERS,
  workQueueVariable,
} from '../work-queue/work-queue-filters';
import type { CatalogListQuery } from './catalog-list-query';

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

/** Every filter of the catalog: the multi-value ones and the work-queue ones. */
export const CATALOG_FILTERS = [...CATALOG_MULTI_FILTERS, ...WORK_QUEUE_FILTERS] as const;
export type CatalogFilterKey = (typeof CATALOG_FILTERS)[number];

/** The whole view (filters, search, sort, page) lives in the query string. */
export type CatalogViewState = ListView<CatalogFilterKey, CatalogSort>;

/**
 * The catalog's configuration of the list machinery: its filters (a work-queue filter keeps one
 * accepted value), its sorts, and its filter variable, where the work-queue filters are flags.
 */
export const catalogListView = listViewParams({
  filters: CATALOG_FILTERS,
  sort: { values: CATALOG_SORTS, default: DEFAULT_CATALOG_SORT },
  normalise: (selected) => ({ ...selected, ...normaliseWorkQueue(selected) }),
  filterVariable: (view): CatalogVariables['filter'] => {
    const filter = {
      ...plainFilterVariable(CATALOG_MULTI_FILTERS, view),
      ...workQueueVariable(view.selected),
    };
    return Object.keys(filter).length > 0 ? filter : null;
  },
});
