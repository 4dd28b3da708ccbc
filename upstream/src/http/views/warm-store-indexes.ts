// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import { warmCatalogIndexParts } from '../../data/catalog-query';
import type { StoreRecord } from '../../data/types';
import { catalogSummary } from './catalog-list-view';
import { itemIdsByProduct } from './store-product-index';

/**
 * The rebuilds one by one, for a caller that lets other requests in between (uploads); the
 * catalog's list index comes in several parts (facets, search, each sort order).
 */
export const warmStoreIndexParts: ReadonlyArray<(store: StoreRecord) => unknown> = [
  ...warmCatalogIndexParts,
  catalogSummary,
  itemIdsByProduct,
];

export function warmStoreIndexes(store: StoreRecord): void {
  for (const warm of warmStoreIndexParts) warm(store);
}
