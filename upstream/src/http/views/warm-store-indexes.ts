// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import {
  adoptCatalogIndex,
  type CatalogSortField,
  DEFAULT_CATALOG_SORT,
  indexAppendedItems,
  sortOrderFieldsSteps,
  warmCatalogIndexSteps,
  workQueueCountSteps,
} from '../../data/catalog-query';
import type { Database, StoreRecord } from '../../data/types';
import {
  adoptCatalogSummary,
  catalogFilterSteps,
  catalogStatSteps,
  marketPresence,
} from './catalog-list-view';
import { adoptProductIndex, itemIdsByProductSteps } from './store-product-index';

/**
 * The rebuilds in steps, for a caller that lets other requests in between them (uploads): the
 * catalog's list index (each facet, the search index's passes, each sort order), then the summary
 * and the product index, and with the database the work-queue counts the list shows (they depend
 * on the market too); each pass yields every few thousand items (data/catalog-index/steps.ts).
 * With `appendedTo`, the store before items were appended to it (its items otherwise unchanged),
 * the list index builds on that store's and reads only the appended items. With `sortFields`, only
 * those sort orders (firstShownSteps).
 */
export function* warmStoreIndexSteps(
  store: StoreRecord,
  database?: Database,
  appendedTo?: StoreRecord | null,
  sortFields?: readonly CatalogSortField[],
): Generator<void> {
  if (appendedTo) indexAppendedItems(appendedTo, store);
  yield* warmCatalogIndexSteps(store, sortFields);
  yield;
  // The summary's two parts (catalogSummary).
  yield* catalogFilterSteps(store);
  yield;
  yield* catalogStatSteps(store);
  yield;
  yield* itemIdsByProductSteps(store);
  if (database === undefined) return;
  yield;
  yield* workQueueCountSteps(store, marketPresence(database, store));
}

/**
 * What the catalog shows first after a bulk change, in steps: warmStoreIndexSteps with only the
 * order the catalog opens in; the other orders follow with otherSortOrderSteps, once the change
 * shows (a query that asks for one before builds it itself, on the kept index, at once).
 */
export function firstShownSteps(
  store: StoreRecord,
  database?: Database,
  appendedTo?: StoreRecord | null,
): Generator<void> {
  return warmStoreIndexSteps(store, database, appendedTo, [DEFAULT_CATALOG_SORT.field]);
}

/** The sort orders firstShownSteps left out (every one not built yet), in steps. */
export function otherSortOrderSteps(store: StoreRecord): Generator<void> {
  return sortOrderFieldsSteps(store);
}

export function warmStoreIndexes(store: StoreRecord): void {
  for (const _step of warmStoreIndexSteps(store));
}

/**
 * Hands what warmStoreIndexSteps built for `view` (the store as a change will leave it, built
 * before the change shows) to the store once changed; each part is checked against the store's
 * versions and item count when read, so a part made stale meanwhile is rebuilt.
 */
export function adoptStoreIndexes(view: StoreRecord, store: StoreRecord): void {
  adoptCatalogIndex(view, store);
  adoptCatalogSummary(view, store);
  adoptProductIndex(view, store);
}
