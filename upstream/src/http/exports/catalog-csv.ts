// The catalog as CSV with the upload columns (docs/uploads.md): an export uploads back unchanged.
import type { CsvCell } from '../../files/csv-format';
import { CATEGORIES } from '../../data/reference';
import type { StoreRecord } from '../../data/types';

export const CATALOG_CSV_HEADER = [
  'external_id',
  'ean',
  'name',
  'brand',
  'model',
  'category',
  'storage',
  'ram',
  'grade',
  'color',
  'battery_type',
  'price',
  'base_price',
  'cost',
  'stock',
  'min_price',
  'max_price',
];

export function* catalogCsvRows(store: StoreRecord): Generator<CsvCell[]> {
  // A copy of the list, so an upload during a slow download cannot shift rows under the stream.
  for (const item of [...store.items]) {
    const category = CATEGORIES.find((candidate) => candidate.id === item.categoryId)?.slug;
    yield [
      item.externalId,
      item.ean,
      item.name,
      item.brand,
      item.model,
      category,
      item.storage,
      item.ram,
      item.grade,
      item.color,
      item.batteryType,
      item.price,
      item.basePrice,
      item.cost,
      item.stock,
      item.minPrice,
      item.maxPrice,
    ];
  }
}
