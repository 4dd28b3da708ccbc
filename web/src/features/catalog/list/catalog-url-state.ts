import type { VariablesOf } from '../../../graphql';
import { listViewParams, readSort, type ListView } from '../../lists/list-view-params';
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
export interface CatalogViewState extends ListView<CatalogFilterKey> {
  sort: CatalogSort;
}

const catalogView = listViewParams(CATALOG_FILTERS);
const multiValueView = listViewParams(CATALOG_MULTI_FILTERS);

export const NO_CATALOG_FILTERS = catalogView.none;

export function readCatalogViewState(params: URLSearchParams): CatalogViewState {
  const read = catalogView.read(params);
  return {
    ...read,
    selected: { ...read.selected, ...normaliseWorkQueue(read.selected) },
    sort: readSort(params, CATALOG_SORTS, DEFAULT_CATALOG_SORT),
  };
}

/** The query string for a view; defaults are left out so a plain catalog URL stays plain. */
export function writeCatalogViewState(state: CatalogViewState): URLSearchParams {
  return catalogView.write(state, state.sort === DEFAULT_CATALOG_SORT ? null : state.sort);
}

/** Only non-empty filters travel; no filter at all is sent as null. */
export function catalogFilterVariable(state: CatalogViewState): CatalogVariables['filter'] {
  const filter = {
    ...multiValueView.filterVariable(state),
    ...workQueueVariable(state.selected),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

/** Filter values in use, for the count on the Filters button (the search text is not one). */
export function activeFilterCount(state: CatalogViewState): number {
  return catalogView.activeCount(state);
}
