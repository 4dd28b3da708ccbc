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
import { emptyBitset, intersectUnions, type Bitset } from './catalog-index/bitset';
import { changedSince } from './catalog-index/changed-since';
import { pageOfMatches } from './catalog-index/page-of-matches';
import { FacetIndex } from './catalog-index/facet-index';
import { buildSearchIndex, SearchIndex } from './catalog-index/search-index';
import {
  WorkQueueIndex,
  type WorkQueueCounts,
  type WorkQueueFilter,
} from './catalog-index/work-queue-index';
import {
  CATALOG_SORT_FIELDS,
  buildSortOrders,
  dependsOnPrice,
  type CatalogSort,
  type CatalogSortField,
  type SortOrder,
} from './catalog-index/sort-orders';
import type { CatalogItemRecord, Grade, StoreRecord } from './types';

export {
  CATALOG_SORT_FIELDS,
  type CatalogSort,
  type CatalogSortField,
} from './catalog-index/sort-orders';
export {
  priceLimitState,
  type WorkQueueCounts,
  type WorkQueueFilter,
} from './catalog-index/work-queue-index';

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

interface StoreIndex {
  version: number;
  itemCount: number;
  /** Built on the first search (or by warmCatalogIndex): the costliest part to build. */
  search: SearchIndex | null;
  grade: FacetIndex;
  category: FacetIndex;
  brand: FacetIndex;
  model: FacetIndex;
  storage: FacetIndex;
  orders: Map<CatalogSortField, { priceVersion: number; asc: SortOrder; desc: SortOrder }>;
  /** Per position, 1 when the item has market prices (product keys only change with `version`). */
  marketPrices: { key: string; flags: Uint8Array } | null;
  workQueue: { key: string; index: WorkQueueIndex } | null;
  /** The current query's matches, its unions and its ranks: queries run one at a time. */
  scratch: Bitset;
  unionScratch: Bitset;
  rankScratch: Bitset;
}

const indexes = new WeakMap<StoreRecord, StoreIndex>();
const FACETS = ['grade', 'category', 'brand', 'model', 'storage'] as const;

function storeIndex(store: StoreRecord): StoreIndex {
  const existing = indexes.get(store);
  if (existing && existing.version === store.version && existing.itemCount === store.items.length)
    return existing;
  const items = store.items;
  const index: StoreIndex = {
    version: store.version,
    itemCount: items.length,
    search: null,
    grade: new FacetIndex(items, (item) => item.grade),
    category: new FacetIndex(items, (item) => String(item.categoryId)),
    brand: new FacetIndex(items, (item) => item.brand),
    model: new FacetIndex(items, (item) => item.model),
    storage: new FacetIndex(items, (item) => item.storage ?? ''),
    orders: new Map(),
    marketPrices: null,
    workQueue: null,
    scratch: emptyBitset(items.length),
    unionScratch: emptyBitset(items.length),
    rankScratch: emptyBitset(items.length),
  };
  indexes.set(store, index);
  return index;
}

function searchIndex(store: StoreRecord, index: StoreIndex): SearchIndex {
  index.search ??= new SearchIndex(store.items);
  return index.search;
}

function sortOrder(store: StoreRecord, index: StoreIndex, sort: CatalogSort): SortOrder {
  let orders = index.orders.get(sort.field);
  if (!orders || (dependsOnPrice(sort.field) && orders.priceVersion !== store.priceVersion)) {
    orders = { priceVersion: store.priceVersion, ...buildSortOrders(store.items, sort.field) };
    index.orders.set(sort.field, orders);
  }
  return sort.direction === 'asc' ? orders.asc : orders.desc;
}

/**
 * The work-queue sets, rebuilt when anything they read may have moved: `statsVersion` (every write
 * bumps it), the item count, the market presence, and the latest repricing batch (a batch can
 * set or clear limit notifications without changing a price, and then bumps nothing).
 */
function workQueueIndex(
  store: StoreRecord,
  index: StoreIndex,
  market: MarketPresence,
): WorkQueueIndex {
  const latestBatch = store.logBatches.at(-1);
  const key = [
    store.statsVersion,
    store.items.length,
    market.key,
    latestBatch ? `${latestBatch.batch}:${latestBatch.end ?? 'running'}` : '',
  ].join('|');
  if (index.workQueue?.key === key) return index.workQueue.index;
  if (index.marketPrices?.key !== market.key) {
    const flags = new Uint8Array(store.items.length);
    store.items.forEach((item, position) => {
      flags[position] = market.hasMarketPrices(item) ? 1 : 0;
    });
    index.marketPrices = { key: market.key, flags };
  }
  const built = new WorkQueueIndex(store.items, index.marketPrices.flags);
  index.workQueue = { key, index: built };
  return built;
}

/** How many items of the whole store each work-queue filter would show. */
export function workQueueCounts(store: StoreRecord, market: MarketPresence): WorkQueueCounts {
  return workQueueIndex(store, storeIndex(store), market).counts;
}

/**
 * warmCatalogIndex in steps (each facet, the search index's passes, each sort order) with other
 * requests in between; each step starts from the store's current index, rebuilt if stale.
 */
export function* warmCatalogIndexSteps(store: StoreRecord): Generator<void> {
  for (const facet of FACETS) {
    storeIndex(store)[facet].build();
    yield;
  }
  const index = storeIndex(store);
  const search = index.search ?? (yield* buildSearchIndex(store.items));
  if (storeIndex(store) === index) index.search = search;
  for (const field of CATALOG_SORT_FIELDS) {
    yield;
    sortOrder(store, storeIndex(store), { field, direction: 'asc' });
  }
}

/**
 * Hands the indexes built for `from` (a view of the store as a change will leave it) to `to`, the
 * store once changed; each is still checked against the store's version and item count when used.
 */
export function adoptCatalogIndex(from: StoreRecord, to: StoreRecord): void {
  const index = indexes.get(from);
  if (index) indexes.set(to, index);
}

/** Builds the indexes (and every sort order) now, so no request pays for a rebuild after a change. */
export function warmCatalogIndex(store: StoreRecord): void {
  for (const _step of warmCatalogIndexSteps(store));
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
