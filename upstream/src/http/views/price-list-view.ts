// GET /api/prices/{categoryId}: one row per market product of the category the store's countries trade.
import type { PriceRowAnswer } from '@refurb/contract';
import { productOffers, vendorById } from '../../data/market-stats';
import { GRADE_RANK } from '../../data/reference';
import type { ProductFilter } from '../../data/catalog-query';
import type { Database, MarketProduct, StoreRecord } from '../../data/types';
import {
  gradeOptions,
  naturalCompare,
  sortedOptions,
  storageBytes,
  type FilterOption,
} from './catalog-list-view';
import { countryPricesView } from './market-prices-view';
import { marketCountries, resellCountries } from './store-markets';

/** The price list filters on the product alone. */
export type PriceFilter = ProductFilter;

export interface PriceRow {
  product: MarketProduct;
  onlineItems: number;
  topCompetitor: { reseller: string; vendor: string } | null;
  searchText: string;
}

interface CategoryRows {
  marketVersion: number;
  rows: PriceRow[];
  filters: { brands: FilterOption[]; models: FilterOption[]; grades: FilterOption[] };
  stats: { products: number; monitored_items: number };
}

const caches = new WeakMap<StoreRecord, Map<number, CategoryRows>>();

/** Rows of a category in grade:desc order (then name, storage, battery), cached per market version. */
export function categoryPriceRows(
  database: Database,
  store: StoreRecord,
  categoryId: number,
): CategoryRows {
  let perCategory = caches.get(store);
  if (!perCategory) {
    perCategory = new Map();
    caches.set(store, perCategory);
  }
  const cached = perCategory.get(categoryId);
  if (cached && cached.marketVersion === database.market.version) return cached;
  const countries = marketCountries(store);
  const onlineCountries = resellCountries(store).length > 0 ? resellCountries(store) : countries;
  const onlineKind = resellCountries(store).length > 0 ? 'resell' : 'buyback';
  const rows: PriceRow[] = [];
  for (const product of database.market.products.values()) {
    if (product.categoryId !== categoryId) continue;
    const offers = onlineCountries.flatMap((country) =>
      productOffers(database, product.key, country, onlineKind),
    );
    if (offers.length === 0) continue;
    const cheapest = offers.reduce((best, offer) => (offer.price < best.price ? offer : best));
    rows.push({
      product,
      onlineItems: offers.length,
      topCompetitor: {
        reseller: cheapest.sellerName,
        vendor: vendorById(database, cheapest.vendorId)?.name ?? '',
      },
      searchText: `${product.name} ${product.storage ?? ''}`.toLowerCase(),
    });
  }
  rows.sort(
    (left, right) =>
      (GRADE_RANK[right.product.grade] ?? 0) - (GRADE_RANK[left.product.grade] ?? 0) ||
      naturalCompare(left.product.name, right.product.name) ||
      storageBytes(left.product.storage ?? '') - storageBytes(right.product.storage ?? '') ||
      left.product.batteryType.localeCompare(right.product.batteryType),
  );
  const result: CategoryRows = {
    marketVersion: database.market.version,
    rows,
    filters: {
      brands: sortedOptions([...new Set(rows.map((row) => row.product.brand))]),
      models: sortedOptions([...new Set(rows.map((row) => row.product.model))]),
      grades: gradeOptions(new Set(rows.map((row) => row.product.grade))),
    },
    stats: {
      products: new Set(rows.map((row) => row.product.model)).size,
      monitored_items: rows.reduce((sum, row) => sum + row.onlineItems, 0),
    },
  };
  perCategory.set(categoryId, result);
  return result;
}

export function filterPriceRows(
  rows: PriceRow[],
  filter: PriceFilter,
  direction: 'asc' | 'desc',
): PriceRow[] {
  return orderPriceRows(rows.filter(matchesPriceFilter(filter)), direction);
}

/** Whether a row matches the filter. */
export function matchesPriceFilter(filter: PriceFilter): (row: PriceRow) => boolean {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return (row) =>
    (filter.brands.length === 0 || filter.brands.includes(row.product.brand)) &&
    (filter.models.length === 0 || filter.models.includes(row.product.model)) &&
    (filter.grades.length === 0 || filter.grades.includes(row.product.grade)) &&
    terms.every((term) => row.searchText.includes(term));
}

/** Rows in grade:desc order (the cache's) as they are, or by ascending grade (a new array). */
export function orderPriceRows(rows: PriceRow[], direction: 'asc' | 'desc'): PriceRow[] {
  if (direction === 'desc') return rows;
  // Ascending grade keeps the secondary order (name, storage, battery) of the cached rows.
  return [...rows].sort(
    (left, right) => (GRADE_RANK[left.product.grade] ?? 0) - (GRADE_RANK[right.product.grade] ?? 0),
  );
}

export function priceRowView(
  database: Database,
  store: StoreRecord,
  row: PriceRow,
): PriceRowAnswer {
  return {
    name: row.product.name,
    storage: row.product.storage,
    battery_type: row.product.batteryType,
    grade: row.product.grade,
    online_items: row.onlineItems,
    top_competitor: row.topCompetitor,
    prices: countryPricesView(database, store, row.product.key),
  };
}
