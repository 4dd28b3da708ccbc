// The store's list read through its indexes, page by page, beside the brute-force oracle: what
// tests of index builds (in steps, extended, built ahead) compare.
import {
  CATALOG_SORT_FIELDS,
  queryCatalog,
  type CatalogFilter,
  type CatalogSort,
  type MarketPresence,
} from '../data/catalog-query';
import type { StoreRecord } from '../data/types';
import { bruteForceCatalogPage } from './catalog-oracle';

/**
 * The pages of each filter, in every sort both ways, that `shownBy` (the store, or a view of it
 * holding its indexes) lists otherwise than a scan of `store`'s items: ids or total. Empty when
 * every page agrees.
 */
export function pagesUnlikeScan(
  store: StoreRecord,
  shownBy: StoreRecord,
  market: MarketPresence,
  filters: readonly CatalogFilter[],
  pages: readonly number[],
): string[] {
  const unlike: string[] = [];
  for (const filter of filters) {
    for (const field of CATALOG_SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort: CatalogSort = { field, direction };
        for (const page of pages) {
          const shown = queryCatalog(shownBy, filter, sort, page, market);
          const scanned = bruteForceCatalogPage(store.items, filter, sort, page);
          const ids = shown.items.map((item) => item.id);
          if (shown.total !== scanned.total || ids.join() !== scanned.ids.join())
            unlike.push(JSON.stringify({ filter, sort, page, shown: ids, scanned: scanned.ids }));
        }
      }
    }
  }
  return unlike;
}
