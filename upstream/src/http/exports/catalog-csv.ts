// The catalog as CSV with the upload columns (docs/uploads.md): an export uploads back unchanged.
import { CATALOG_UPLOAD_COLUMNS, type CatalogUploadColumn } from '../../files/catalog-upload-row';
import type { CsvCell } from '../../files/csv-format';
import { CATEGORIES } from '../../data/reference';
import type { CatalogItemRecord, StoreRecord } from '../../data/types';

/** The header is the upload's own column list, so the two cannot drift apart. */
export const CATALOG_CSV_HEADER: readonly CatalogUploadColumn[] = CATALOG_UPLOAD_COLUMNS;

/** Each upload column's cell for an item, in the form an upload reads it back. */
const CELL_OF: Record<CatalogUploadColumn, (item: CatalogItemRecord) => CsvCell> = {
  external_id: (item) => item.externalId,
  ean: (item) => item.ean,
  name: (item) => item.name,
  brand: (item) => item.brand,
  model: (item) => item.model,
  category: (item) => CATEGORIES.find((candidate) => candidate.id === item.categoryId)?.slug,
  storage: (item) => item.storage,
  ram: (item) => item.ram,
  grade: (item) => item.grade,
  color: (item) => item.color,
  battery_type: (item) => item.batteryType,
  price: (item) => item.price,
  base_price: (item) => item.basePrice,
  cost: (item) => item.cost,
  stock: (item) => item.stock,
  min_price: (item) => item.minPrice,
  max_price: (item) => item.maxPrice,
};

export function* catalogCsvRows(store: StoreRecord): Generator<CsvCell[]> {
  // A copy of the list, so an upload during a slow download cannot shift rows under the stream.
  for (const item of [...store.items]) {
    yield CATALOG_CSV_HEADER.map((column) => CELL_OF[column](item));
  }
}
