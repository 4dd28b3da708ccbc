// GET /api/catalog: list rows of SPEC §3 and the store-wide filter options and stats.
import { marginPercentage } from '../../data/catalogQuery';
import { CATEGORIES, GRADE_RANK } from '../../data/reference';
import type { CatalogItemRecord, StoreRecord } from '../../data/types';
import { currencySymbol } from './storeMarkets';

export function catalogListItemView(item: CatalogItemRecord, store: StoreRecord) {
  return {
    id: item.id,
    external_id: item.externalId,
    ean: item.ean,
    name: item.name,
    storage: item.storage,
    ram: item.ram,
    grade: item.grade,
    color: item.color,
    battery_type: item.batteryType,
    price: item.price,
    base_price: item.basePrice,
    currency_symbol: currencySymbol(store),
    stock: item.stock,
    margin_percentage: marginPercentage(item),
    automatic_price_enabled: item.automaticPriceEnabled,
    notifications_count: item.notifications.length,
  };
}

export interface FilterOption {
  value: string;
  label: string;
}

interface CatalogSummary {
  statsVersion: number;
  itemCount: number;
  filters: {
    categories: FilterOption[];
    brands: FilterOption[];
    models: FilterOption[];
    grades: FilterOption[];
    storage: FilterOption[];
  };
  stats: {
    total_items: number;
    automatic_price_enabled: number;
    below_base_price: number;
    price_limit_reached: number;
    out_of_stock: number;
  };
}

const summaries = new WeakMap<StoreRecord, CatalogSummary>();

/** Filter options and stats over the whole store (not the filtered page), cached per store version. */
export function catalogSummary(store: StoreRecord): CatalogSummary {
  const cached = summaries.get(store);
  if (
    cached &&
    cached.statsVersion === store.statsVersion &&
    cached.itemCount === store.items.length
  )
    return cached;
  const categoryIds = new Set<number>();
  const brands = new Set<string>();
  const models = new Map<string, string>();
  const grades = new Set<string>();
  const storage = new Set<string>();
  const stats = {
    total_items: store.items.length,
    automatic_price_enabled: 0,
    below_base_price: 0,
    price_limit_reached: 0,
    out_of_stock: 0,
  };
  for (const item of store.items) {
    categoryIds.add(item.categoryId);
    brands.add(item.brand);
    models.set(item.model, item.brand);
    grades.add(item.grade);
    if (item.storage) storage.add(item.storage);
    if (item.automaticPriceEnabled) stats.automatic_price_enabled += 1;
    if (item.price < item.basePrice) stats.below_base_price += 1;
    if (
      item.notifications.some((notification) =>
        notification.type.endsWith('_allowed_price_reached'),
      )
    )
      stats.price_limit_reached += 1;
    if (item.stock === 0) stats.out_of_stock += 1;
  }
  const summary: CatalogSummary = {
    statsVersion: store.statsVersion,
    itemCount: store.items.length,
    filters: {
      categories: CATEGORIES.filter((category) => categoryIds.has(category.id)).map((category) => ({
        value: String(category.id),
        label: category.name,
      })),
      brands: sortedOptions([...brands]),
      models: [...models.keys()]
        .sort(naturalCompare)
        .map((model) => ({ value: model, label: model })),
      grades: gradeOptions(grades),
      storage: [...storage]
        .sort((left, right) => storageBytes(left) - storageBytes(right))
        .map((value) => ({ value, label: value })),
    },
    stats,
  };
  summaries.set(store, summary);
  return summary;
}

export function sortedOptions(values: string[]): FilterOption[] {
  return values.sort(naturalCompare).map((value) => ({ value, label: value }));
}

export function gradeOptions(grades: Set<string>): FilterOption[] {
  return [...grades]
    .sort((left, right) => (GRADE_RANK[right] ?? 0) - (GRADE_RANK[left] ?? 0))
    .map((value) => ({ value, label: value }));
}

export function naturalCompare(left: string, right: string): number {
  return left.localeCompare(right, 'en', { numeric: true, sensitivity: 'base' });
}

/** "64GB" → 64e9-ish, "1TB" → 1e12-ish: enough to order storage sizes. */
export function storageBytes(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(GB|TB|MB)$/i.exec(value);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const unit = (match[2] ?? 'GB').toUpperCase();
  return Number(match[1]) * (unit === 'TB' ? 1024 : unit === 'MB' ? 1 / 1024 : 1);
}
