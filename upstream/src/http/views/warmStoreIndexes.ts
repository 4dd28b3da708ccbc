// Rebuilds a store's list indexes right after a bulk change (start-up, repricing, upload), so the
// cost lands on the job and not on the next person opening the catalog.
import { warmCatalogIndex } from '../../data/catalogQuery';
import type { StoreRecord } from '../../data/types';
import { catalogSummary } from './catalogListView';
import { itemIdsByProduct } from './storeProductIndex';

export function warmStoreIndexes(store: StoreRecord): void {
  warmCatalogIndex(store);
  catalogSummary(store);
  itemIdsByProduct(store);
}
