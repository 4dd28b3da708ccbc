// The catalog list query: filters, search, sort and paging over per-store indexes (the files
// named here are in catalog-index/).
//
// Per store (rebuilt when `version` or the item count moves): exact-value filters as cached
// bitsets per value (facet-index.ts), search terms as cached bitsets from a word index
// (search-index.ts), and per sort order the positions in order plus each position's rank
// (sort-orders.ts; the price and margin orders also follow `priceVersion`, which repricing moves).
// A query intersects the bitsets of its filters and terms, counts them (the total), and
// produces only the requested page (page-of-matches.ts): by walking the sorted positions until
// the page is full, or, when matches are rare or late in the order, by setting their ranks in a
// bitset and reading the page off it. Only the page's items are touched.
//
// The work-queue filters (notifications, price limit, dynamic pricing, below base price) read
// fields that change without a version bump (toggles, syncs, repricing), so their bitsets
// (work-queue-index.ts) follow `statsVersion` and the store's latest repricing batch instead.
//
// The indexes are kept per store in store-index.ts: built at once by the query that first needs
// one, or after a bulk change in steps that let other requests in between (steps.ts).
import { intersectUnions, type Bitset } from './catalog-index/bitset';
import { changedSince } from './catalog-index/changed-since';
import { pageOfMatches } from './catalog-index/page-of-matches';
import { type WorkQueueFilter } from './catalog-index/work-queue-index';
import { dependsOnPrice, type CatalogSort, type SortOrder } from './catalog-index/sort-orders';
import {
  searchIndex,
  sortOrder,
  storeIndex,
  workQueueIndex,
  type StoreIndex,
} from './catalog-index/store-index';
import type { CatalogItemRecord, Grade, StoreRecord } from './types';

export {
  CATALOG_SORT_FIELDS,
  DEFAULT_CATALOG_SORT,
  type CatalogSort,
  type CatalogSortField,
} from './catalog-index/sort-orders';
export {
  priceLimitState,
  type WorkQueueCounts,
  type WorkQueueFilter,
} from './catalog-index/work-queue-index';
export {
  adoptCatalogIndex,
  indexAppendedItems,
  releaseExtendedIndex,
  sortOrderFieldsSteps,
  warmCatalogIndex,
  warmCatalogIndexSteps,
  workQueueCounts,
  workQueueCountSteps,
} from './catalog-index/store-index';

export const PAGE_SIZE = 50;

/** The filters every list takes (catalog, prices, competitors): words to search, and values. */
export interface ProductFilter {
  search: string;
  brands: string[];
  models: string[];
  grades: Grade[];
}

export interface CatalogFilter extends WorkQueueFilter, ProductFilter {
  categoryIds: number[];
  storage: string[];
  /** Only items changed at or after this epoch ms (itemUpdatedAt); null or left out: any. */
  updatedSince?: number | null;
}

/**
 * Whether an item has market prices in the store's countries (the price-limit rule needs it);
 * `key` changes whenever the answer may change for an unchanged item (the store's countries).
 */
export interface MarketPresence {
  key: string;
  hasMarketPrices(item: CatalogItemRecord): boolean;
}

export interface CatalogPageResult {
  items: CatalogItemRecord[];
  total: number;
  /** Per item, its integer sort value in the order the page was read from. */
  keys: number[];
  /** That order and its name (catalog-keyset.ts keeps it for walks that go on by key). */
  order: SortOrder;
  orderToken: string;
}

/** The order a query reads, the filter's matches (null: every item) and how many there are. */
export interface CatalogMatches {
  order: SortOrder;
  /** Names the order: a later query may ask for it again while it is kept (catalog-keyset.ts). */
  orderToken: string;
  matches: Bitset | null;
  total: number;
}

/**
 * The items passing every filter and containing every search term, written into the index's
 * scratch set (valid until the next query), and their number; null when nothing is asked.
 */
function matchingItems(
  store: StoreRecord,
  index: StoreIndex,
  filter: CatalogFilter,
  market: MarketPresence | undefined,
): { matches: Bitset; total: number } | null {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const usesWorkQueue =
    filter.hasNotifications != null ||
    filter.priceLimit != null ||
    filter.dynamicPrice != null ||
    filter.belowBasePrice != null;
  if (usesWorkQueue && !market) throw new Error('work-queue filters need the market presence');
  const groups = [
    ...(usesWorkQueue && market ? workQueueIndex(store, index, market).matching(filter) : []),
    filter.updatedSince == null ? null : [changedSince(store.items, filter.updatedSince)],
    index.grade.matching(filter.grades),
    index.category.matching(filter.categoryIds.map(String)),
    index.brand.matching(filter.brands),
    index.model.matching(filter.models),
    index.storage.matching(filter.storage),
    ...terms.map((term) => [searchIndex(store, index).matching(term)]),
  ].filter((group): group is Bitset[] => group !== null);
  if (groups.length === 0) return null;
  const total = intersectUnions(index.scratch, groups, index.unionScratch);
  return { matches: index.scratch, total };
}

/** The order and the matches of a query, valid until the next query of the store. */
export function catalogMatches(
  store: StoreRecord,
  filter: CatalogFilter,
  sort: CatalogSort,
  market?: MarketPresence,
): CatalogMatches {
  const index = storeIndex(store);
  const order = sortOrder(store, index, sort);
  const priceVersion = dependsOnPrice(sort.field) ? store.priceVersion : 0;
  const orderToken = [sort.field, sort.direction, index.version, index.itemCount, priceVersion];
  const matched = matchingItems(store, index, filter, market);
  return {
    order,
    orderToken: orderToken.join('.'),
    matches: matched ? matched.matches : null,
    total: matched ? matched.total : index.itemCount,
  };
}

export function queryCatalog(
  store: StoreRecord,
  filter: CatalogFilter,
  sort: CatalogSort,
  page: number,
  market?: MarketPresence,
): CatalogPageResult {
  const index = storeIndex(store);
  const { order, orderToken, matches, total } = catalogMatches(store, filter, sort, market);
  const first = (page - 1) * PAGE_SIZE;
  const end = Math.min(total, first + PAGE_SIZE);
  if (first >= end) return { items: [], total, keys: [], order, orderToken };
  const positions = matches
    ? pageOfMatches(matches, total, order, first, end, index.rankScratch)
    : order.positions.subarray(first, end);
  const items: CatalogItemRecord[] = [];
  const keys: number[] = [];
  for (let slot = 0; slot < positions.length; slot += 1) {
    const position = positions[slot] ?? -1;
    const item = store.items[position];
    if (item) {
      items.push(item);
      keys.push(order.keys[position] ?? 0);
    }
  }
  return { items, total, keys, order, orderToken };
}
