// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import { warmCatalogIndexSteps } from '../../data/catalog-query';
import type { StoreRecord } from '../../data/types';
import { catalogSummary } from './catalog-list-view';
import { itemIdsByProduct } from './store-product-index';

/**
 * The rebuilds in steps, for a caller that lets other requests in between them (uploads): the
 * catalog's list index in its parts (each facet, the search index's passes, each sort order),
 * then the summary and the product index.
 */
export function* warmStoreIndexSteps(store: StoreRecord): Generator<void> {
  yield* warmCatalogIndexSteps(store);
  yield;
  catalogSummary(store);
  yield;
  itemIdsByProduct(store);
}

export function warmStoreIndexes(store: StoreRecord): void {
  for (const _step of warmStoreIndexSteps(store));
}
