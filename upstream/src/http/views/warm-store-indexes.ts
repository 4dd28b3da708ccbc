// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import {
  adoptCatalogIndex,
  indexAppendedItems,
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
 * the list index builds on that store's and reads only the appended items.
 */
export function* warmStoreIndexSteps(
  store: StoreRecord,
  database?: Database,
  appendedTo?: StoreRecord | null,
): Generator<void> {
  if (appendedTo) indexAppendedItems(appendedTo, store);
  yield* warmCatalogIndexSteps(store);
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
