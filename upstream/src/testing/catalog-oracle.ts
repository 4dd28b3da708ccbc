// The catalog list's contract computed the slow and obvious way: the one oracle that the
// index-backed query (data/catalog-query.ts), its search index and GET /api/catalog are tested
// against.
import type {
  CatalogFilter,
  CatalogSort,
  CatalogSortField,
  WorkQueueCounts,
} from '../data/catalog-query';
import { PAGE_SIZE } from '../data/catalog-query';
import { marginPercentage } from '../data/margin-percentage';
import { GRADE_RANK } from '../data/reference';
import type { CatalogItemRecord } from '../data/types';

/** Matches every item. */
export const NO_FILTER: CatalogFilter = {
  search: '',
  categoryIds: [],
  brands: [],
  models: [],
  grades: [],
  storage: [],
};

/** What a search term is looked for in: a substring of these fields joined by spaces. */
export function catalogSearchText(item: CatalogItemRecord): string {
  return [
    item.name,
    item.externalId,
    item.ean ?? '',
    item.storage ?? '',
    item.color ?? '',
    item.ram ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

function sortValue(item: CatalogItemRecord, field: CatalogSortField): number {
  if (field === 'grade') return GRADE_RANK[item.grade] ?? 0;
  if (field === 'price') return item.price;
  if (field === 'stock') return item.stock;
  return marginPercentage(item) ?? -Infinity;
}

/** Whether an item has market prices (the detail's `has_prices`); only price limits read it. */
export type HasMarketPrices = (item: CatalogItemRecord) => boolean;

/**
 * The price limit as the detail page shows it: nothing without market prices; else 'min' by a
 * min_allowed_price_reached notification or a price equal to the minimum to the cent, else
 * likewise 'max'.
 */
export function oraclePriceLimit(
  item: CatalogItemRecord,
  hasMarketPrices: HasMarketPrices,
): 'min' | 'max' | 'none' {
  if (!hasMarketPrices(item)) return 'none';
  const types = item.notifications.map((notification) => notification.type);
  const cents = (amount: number) => Math.round(amount * 100);
  if (types.includes('min_allowed_price_reached') || cents(item.price) === cents(item.minPrice))
    return 'min';
  if (types.includes('max_allowed_price_reached') || cents(item.price) === cents(item.maxPrice))
    return 'max';
  return 'none';
}

function passesWorkQueue(
  item: CatalogItemRecord,
  filter: CatalogFilter,
  hasMarketPrices: HasMarketPrices | undefined,
): boolean {
  if (filter.hasNotifications != null && filter.hasNotifications !== item.notifications.length > 0)
    return false;
  if (filter.dynamicPrice != null && filter.dynamicPrice !== item.automaticPriceEnabled)
    return false;
  if (filter.belowBasePrice != null && filter.belowBasePrice !== item.price < item.basePrice)
    return false;
  if (filter.priceLimit != null) {
    if (!hasMarketPrices) throw new Error('a price limit filter needs hasMarketPrices');
    if (oraclePriceLimit(item, hasMarketPrices) !== filter.priceLimit) return false;
  }
  return true;
}

/** The work-queue counts over every item, one filter at a time. */
export function bruteForceWorkQueueCounts(
  items: readonly CatalogItemRecord[],
  hasMarketPrices: HasMarketPrices,
): WorkQueueCounts {
  const count = (test: (item: CatalogItemRecord) => boolean) => items.filter(test).length;
  return {
    at_min: count((item) => oraclePriceLimit(item, hasMarketPrices) === 'min'),
    at_max: count((item) => oraclePriceLimit(item, hasMarketPrices) === 'max'),
    with_notifications: count((item) => item.notifications.length > 0),
    dynamic_off: count((item) => !item.automaticPriceEnabled),
    below_base_price: count((item) => item.price < item.basePrice),
  };
}

/** One page of the list: every term in the search text, every filter in use, ties by id. */
export function bruteForceCatalogPage(
  items: readonly CatalogItemRecord[],
  filter: CatalogFilter,
  sort: CatalogSort,
  page: number,
  hasMarketPrices?: HasMarketPrices,
): { ids: number[]; total: number } {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const matched = items.filter((item) => {
    const text = catalogSearchText(item);
    return (
      passesWorkQueue(item, filter, hasMarketPrices) &&
      (filter.categoryIds.length === 0 || filter.categoryIds.includes(item.categoryId)) &&
      (filter.brands.length === 0 || filter.brands.includes(item.brand)) &&
      (filter.models.length === 0 || filter.models.includes(item.model)) &&
      (filter.grades.length === 0 || filter.grades.includes(item.grade)) &&
      (filter.storage.length === 0 || filter.storage.includes(item.storage ?? '')) &&
      terms.every((term) => text.includes(term))
    );
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  matched.sort(
    (left, right) =>
      sign * (sortValue(left, sort.field) - sortValue(right, sort.field)) || left.id - right.id,
  );
  return {
    ids: matched.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => item.id),
    total: matched.length,
  };
}
