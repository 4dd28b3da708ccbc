// A store's list indexes (catalog-query.ts says what each is for), kept per store and rebuilt
// when the store's version or item count moves; built at once by a query that needs one, or in
// steps (steps.ts) after a bulk change.
import type { MarketPresence } from '../catalog-query';
import type { StoreRecord } from '../types';
import { itemStateKey } from '../store-changes';
import { emptyBitset, type Bitset } from './bitset';
import { FacetIndex } from './facet-index';
import { buildSearchIndex, SearchIndex } from './search-index';
import {
  CATALOG_SORT_FIELDS,
  dependsOnPrice,
  sortOrderSteps,
  type CatalogSort,
  type CatalogSortField,
  type SortOrder,
} from './sort-orders';
import { runSteps, stepEnds } from './steps';
import { WorkQueueIndex, type WorkQueueCounts } from './work-queue-index';

export interface StoreIndex {
  version: number;
  itemCount: number;
  /** Built on the first search (or by warmCatalogIndex): the costliest part to build. */
  search: SearchIndex | null;
  grade: FacetIndex;
  category: FacetIndex;
  brand: FacetIndex;
  model: FacetIndex;
  storage: FacetIndex;
  orders: Map<CatalogSortField, StoredOrders>;
  /** Per position, 1 when the item has market prices (product keys only change with `version`). */
  marketPrices: { key: string; flags: Uint8Array } | null;
  workQueue: { key: WorkQueueKey; index: WorkQueueIndex } | null;
  /** The index of the list's first items this one extends (items only appended), until built. */
  appendedTo: StoreIndex | null;
  /**
   * Sort orders of the list's first items, from the index this one extends or one before it, for
   * the fields this one has not built yet: each is built on its kept order (the first items are
   * merged, not sorted again), however many extensions ago that order was built.
   */
  keptOrders: Map<CatalogSortField, StoredOrders>;
  /** The current query's matches, its unions and its ranks: queries run one at a time. */
  scratch: Bitset;
  unionScratch: Bitset;
  rankScratch: Bitset;
}

const indexes = new WeakMap<StoreRecord, StoreIndex>();
const FACETS = ['grade', 'category', 'brand', 'model', 'storage'] as const;

export function storeIndex(store: StoreRecord): StoreIndex {
  const existing = indexes.get(store);
  if (existing && isCurrent(existing, store)) return existing;
  const index = newStoreIndex(store, null);
  indexes.set(store, index);
  return index;
}

function isCurrent(index: StoreIndex, store: StoreRecord): boolean {
  return index.version === store.version && index.itemCount === store.items.length;
}

/** An index of `store` to build; with `appendedTo`, the parts of its first items it builds on. */
function newStoreIndex(store: StoreRecord, appendedTo: StoreIndex | null): StoreIndex {
  const items = store.items;
  return {
    version: store.version,
    itemCount: items.length,
    search: null,
    grade: new FacetIndex(items, (item) => item.grade, appendedTo?.grade),
    category: new FacetIndex(items, (item) => String(item.categoryId), appendedTo?.category),
    brand: new FacetIndex(items, (item) => item.brand, appendedTo?.brand),
    model: new FacetIndex(items, (item) => item.model, appendedTo?.model),
    storage: new FacetIndex(items, (item) => item.storage ?? '', appendedTo?.storage),
    orders: new Map(),
    marketPrices: null,
    workQueue: null,
    appendedTo,
    keptOrders: appendedTo ? new Map([...appendedTo.keptOrders, ...appendedTo.orders]) : new Map(),
    scratch: emptyBitset(items.length),
    unionScratch: emptyBitset(items.length),
    rankScratch: emptyBitset(items.length),
  };
}

/**
 * Starts `view`'s index (the store as a change will leave it: `before`'s items unchanged, others
 * appended after them) from `before`'s current one, so that building it reads only the appended
 * items; without a current index of `before`, nothing is started (the build reads every item).
 * `before` may itself be such a view, built earlier for fewer of the appended items.
 */
export function indexAppendedItems(before: StoreRecord, view: StoreRecord): void {
  const base = indexes.get(before);
  if (!base || !isCurrent(base, before) || view.items.length < base.itemCount) return;
  indexes.set(view, newStoreIndex(view, base));
}

export function searchIndex(store: StoreRecord, index: StoreIndex): SearchIndex {
  index.search ??= new SearchIndex(store.items);
  return index.search;
}

export function sortOrder(store: StoreRecord, index: StoreIndex, sort: CatalogSort): SortOrder {
  const orders = runSteps(storedSortOrdersSteps(store, index, sort.field));
  return sort.direction === 'asc' ? orders.asc : orders.desc;
}

type StoredOrders = { priceVersion: number; asc: SortOrder; desc: SortOrder };

/** `orders` when they still hold: the field reads no price, or no price moved since they were built. */
function stillHolding(
  orders: StoredOrders | undefined,
  field: CatalogSortField,
  priceVersion: number,
): StoredOrders | undefined {
  return orders && (!dependsOnPrice(field) || orders.priceVersion === priceVersion)
    ? orders
    : undefined;
}

/**
 * Both orders of `field` as the store index keeps them, built in steps when missing or stale (the
 * price moved since).
 */
function* storedSortOrdersSteps(
  store: StoreRecord,
  index: StoreIndex,
  field: CatalogSortField,
): Generator<void, StoredOrders> {
  const { priceVersion } = store;
  const cached = stillHolding(index.orders.get(field), field, priceVersion);
  if (cached) return cached;
  // A kept order still holds for the first items when no price moved since.
  const base = stillHolding(index.keptOrders.get(field), field, priceVersion)?.asc;
  const orders = { priceVersion, ...(yield* sortOrderSteps(store.items, field, base)) };
  index.orders.set(field, orders);
  index.keptOrders.delete(field);
  return orders;
}

/**
 * The work-queue sets, rebuilt when anything they read may have moved: `statsVersion` (every write
 * bumps it), the item count, the market presence, and the latest repricing batch (a batch can
 * set or clear limit notifications without changing a price, and then bumps nothing).
 */
export function workQueueIndex(
  store: StoreRecord,
  index: StoreIndex,
  market: MarketPresence,
): WorkQueueIndex {
  return runSteps(workQueueIndexSteps(store, index, market));
}

/**
 * What the work-queue sets of a store read besides its items' count: `reads` equal, a set built
 * for fewer items of the same list (items only appended) holds for those.
 */
type WorkQueueKey = { reads: string; itemCount: number };

function* workQueueIndexSteps(
  store: StoreRecord,
  index: StoreIndex,
  market: MarketPresence,
): Generator<void, WorkQueueIndex> {
  const key: WorkQueueKey = {
    reads: `${itemStateKey(store)}|${market.key}`,
    itemCount: store.items.length,
  };
  const cached = index.workQueue;
  if (cached?.key.reads === key.reads && cached.key.itemCount === key.itemCount)
    return cached.index;
  const extended = index.appendedTo;
  if (index.marketPrices?.key !== market.key) {
    const { items } = store;
    const flags = new Uint8Array(items.length);
    const kept = extended?.marketPrices;
    const from =
      kept?.key === market.key && kept.flags.length <= items.length ? kept.flags.length : 0;
    if (kept && from > 0) flags.set(kept.flags);
    for (let position = from; position < flags.length; position += 1) {
      if (stepEnds(position - from)) yield;
      const item = items[position];
      flags[position] = item && market.hasMarketPrices(item) ? 1 : 0;
    }
    index.marketPrices = { key: market.key, flags };
    yield;
  }
  const kept = extended?.workQueue?.key.reads === key.reads ? extended.workQueue.index : null;
  const built = yield* WorkQueueIndex.build(store.items, index.marketPrices.flags, kept);
  index.workQueue = { key, index: built };
  return built;
}

/** How many items of the whole store each work-queue filter would show. */
export function workQueueCounts(store: StoreRecord, market: MarketPresence): WorkQueueCounts {
  return workQueueIndex(store, storeIndex(store), market).counts;
}

/** workQueueCounts in steps (catalog-index/steps.ts). */
export function* workQueueCountSteps(
  store: StoreRecord,
  market: MarketPresence,
): Generator<void, WorkQueueCounts> {
  return (yield* workQueueIndexSteps(store, storeIndex(store), market)).counts;
}

/**
 * warmCatalogIndex in steps (each facet, the search index's passes, each sort order of
 * `sortFields`) with other requests in between; each step starts from the store's current index,
 * rebuilt if stale.
 */
export function* warmCatalogIndexSteps(
  store: StoreRecord,
  sortFields: readonly CatalogSortField[] = CATALOG_SORT_FIELDS,
): Generator<void> {
  for (const facet of FACETS) {
    yield* storeIndex(store)[facet].buildSteps();
    yield;
  }
  const index = storeIndex(store);
  const search = index.search ?? (yield* buildSearchIndex(store.items, index.appendedTo?.search));
  if (storeIndex(store) === index) index.search = search;
  yield* sortOrderFieldsSteps(store, sortFields);
}

/** The sort orders of `fields` (by default every one not built yet), in steps. */
export function* sortOrderFieldsSteps(
  store: StoreRecord,
  fields: readonly CatalogSortField[] = CATALOG_SORT_FIELDS,
): Generator<void> {
  const index = storeIndex(store);
  for (const field of fields) {
    yield;
    yield* storedSortOrdersSteps(store, storeIndex(store), field);
  }
  // All built: the index no longer needs (nor holds on to) the one it extended.
  if (storeIndex(store) === index && CATALOG_SORT_FIELDS.every((field) => index.orders.has(field)))
    index.appendedTo = null;
}

/**
 * Once `store`'s index has built the parts that read the index it extends (facets, search and
 * work queue; the sort orders it has not built keep theirs in `keptOrders`), it lets go of it:
 * an upload that builds ahead extends index after index, and only the last is held.
 */
export function releaseExtendedIndex(store: StoreRecord): void {
  const index = indexes.get(store);
  if (index && isCurrent(index, store) && index.search && index.workQueue) index.appendedTo = null;
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
