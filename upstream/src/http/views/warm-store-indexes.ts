// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import {
  adoptCatalogIndex,
  type CatalogSortField,
  DEFAULT_CATALOG_SORT,
  indexAppendedItems,
  releaseExtendedIndex,
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

/** What warmStoreIndexSteps builds besides the catalog's list index. */
interface WarmOptions {
  /** Only these sort orders (firstShownSteps); by default every one. */
  sortFields?: readonly CatalogSortField[];
  /** Not the product index (it reads item ids, which items built ahead have not got yet). */
  withoutProducts?: boolean;
}

/**
 * The rebuilds in steps, for a caller that lets other requests in between them (uploads): the
 * catalog's list index (each facet, the search index's passes, each sort order), then the summary
 * and the product index, and with the database the work-queue counts the list shows (they depend
 * on the market too); each pass yields every few thousand items (data/catalog-index/steps.ts).
 * With `appendedTo`, the store before items were appended to it (its items otherwise unchanged),
 * or such a view of it built earlier with fewer of the items, the parts build on that one's and
 * read only the items appended since; the product index is built whole.
 */
export function* warmStoreIndexSteps(
  store: StoreRecord,
  database?: Database,
  appendedTo?: StoreRecord | null,
  options: WarmOptions = {},
): Generator<void> {
  if (appendedTo) indexAppendedItems(appendedTo, store);
  yield* warmCatalogIndexSteps(store, options.sortFields);
  yield;
  // The summary's two parts (catalogSummary).
  yield* catalogFilterSteps(store, appendedTo);
  yield;
  yield* catalogStatSteps(store, appendedTo);
  if (!options.withoutProducts) {
    yield;
    yield* itemIdsByProductSteps(store);
  }
  if (database === undefined) return;
  yield;
  yield* workQueueCountSteps(store, marketPresence(database, store));
  releaseExtendedIndex(store);
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
  return warmStoreIndexSteps(store, database, appendedTo, {
    sortFields: [DEFAULT_CATALOG_SORT.field],
  });
}

/**
 * firstShownSteps for a view built ahead of the change (an upload's items so far, while the file
 * is still read): all but the product index. The next view builds on it (`appendedTo`), and so
 * does the change's own view when nothing else changed in the store meanwhile.
 */
export function aheadOfChangeSteps(
  view: StoreRecord,
  database: Database,
  appendedTo: StoreRecord,
): Generator<void> {
  return warmStoreIndexSteps(view, database, appendedTo, {
    sortFields: [DEFAULT_CATALOG_SORT.field],
    withoutProducts: true,
  });
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
