// GET /api/catalog/details: the detail of several items at once (upstream/README.md).
import type { CatalogDetailsAnswer } from '@refurb/contract';
import type { CatalogItemRecord, Database, StoreRecord } from '../../data/types';
import { catalogDetailView, type DetailReader } from './catalog-detail-view';

/**
 * Each item as GET /api/catalog/{id} answers it, in the order given: a page of the list with its
 * per-item details in one call instead of one call per item.
 */
export function catalogDetailsView(
  db: Database,
  store: StoreRecord,
  items: readonly CatalogItemRecord[],
  now: number,
  reader: DetailReader,
): CatalogDetailsAnswer {
  return { items: items.map((item) => catalogDetailView(db, store, item, now, reader)) };
}
