// GET /api/catalog: list rows (upstream/README.md) and the store-wide filter options and stats.
import type { CatalogFilters, CatalogRow, CatalogStats, FilterOption } from '@refurb/contract';
import type { MarketPresence } from '../../data/catalog-query';
import { runSteps, stepEnds } from '../../data/catalog-index/steps';
import { marginPercentage } from '../../data/margin-percentage';
import { itemStateKey, itemUpdatedAt } from '../../data/store-changes';
import { vendorById } from '../../data/market-stats';
import { CATEGORIES, GRADE_RANK } from '../../data/reference';
import type { CatalogItemRecord, Database, StoreRecord } from '../../data/types';
import { buybackCountries, currencySymbol, resellCountries } from './store-markets';
import { iso } from './wording';

export function catalogListItemView(item: CatalogItemRecord, store: StoreRecord): CatalogRow {
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
    updated_at: iso(itemUpdatedAt(item)),
  };
}

export type { FilterOption };

interface CatalogSummary {
  filters: CatalogFilters;
  /** The counts; `work_queue` is added per request (it depends on the market). */
  stats: Omit<CatalogStats, 'work_queue'>;
}

/** The distinct values the filter options list. */
interface FilterValues {
  categoryIds: Set<number>;
  brands: Set<string>;
  models: Set<string>;
  grades: Set<string>;
  storage: Set<string>;
}

/**
 * The filter options read only indexed fields: they follow `version`. The values are kept with
 * them, so the options of the same list with items appended read only those.
 */
const filterCache = new WeakMap<
  StoreRecord,
  { version: number; itemCount: number; values: FilterValues; filters: CatalogFilters }
>();
/**
 * The stats read prices, flags and notifications too: they follow `statsVersion`, and the latest
 * repricing batch, which can set or clear a limit notification without bumping anything.
 */
const statsCache = new WeakMap<
  StoreRecord,
  { reads: string; itemCount: number; stats: CatalogSummary['stats'] }
>();

/**
 * Filter options and stats over the whole store (not the filtered page), each cached until a
 * change it reads: a toggle recounts the stats without re-sorting every model name.
 */
export function catalogSummary(store: StoreRecord): CatalogSummary {
  return { filters: catalogFilters(store), stats: catalogStats(store) };
}

/** Hands the summary built for `from` (the store as a change leaves it) to `to` (see adoptCatalogIndex). */
export function adoptCatalogSummary(from: StoreRecord, to: StoreRecord): void {
  const filters = filterCache.get(from);
  if (filters) filterCache.set(to, filters);
  const stats = statsCache.get(from);
  if (stats) statsCache.set(to, stats);
}

export function catalogFilters(store: StoreRecord): CatalogFilters {
  return runSteps(catalogFilterSteps(store));
}

/**
 * catalogFilters in steps (data/catalog-index/steps.ts). With `appendedTo`, the same list before
 * items were appended to it (same `version`), its values are kept and only the appended items read.
 */
export function* catalogFilterSteps(
  store: StoreRecord,
  appendedTo?: StoreRecord | null,
): Generator<void, CatalogFilters> {
  const cached = filterCache.get(store);
  if (cached && cached.version === store.version && cached.itemCount === store.items.length)
    return cached.filters;
  const { items, version } = store;
  const base = appendedTo ? filterCache.get(appendedTo) : undefined;
  const kept =
    base && base.version === version && base.itemCount <= items.length ? base : undefined;
  const values: FilterValues = {
    categoryIds: new Set(kept?.values.categoryIds),
    brands: new Set(kept?.values.brands),
    models: new Set(kept?.values.models),
    grades: new Set(kept?.values.grades),
    storage: new Set(kept?.values.storage),
  };
  const { categoryIds, brands, models, grades, storage } = values;
  const from = kept?.itemCount ?? 0;
  for (let position = from; position < items.length; position += 1) {
    if (stepEnds(position - from)) yield;
    const item = items[position];
    if (item === undefined) continue;
    categoryIds.add(item.categoryId);
    brands.add(item.brand);
    models.add(item.model);
    grades.add(item.grade);
    if (item.storage) storage.add(item.storage);
  }
  const filters: CatalogFilters = {
    categories: CATEGORIES.filter((category) => categoryIds.has(category.id)).map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
    brands: sortedOptions([...brands]),
    models: [...models].sort(naturalCompare).map((model) => ({ value: model, label: model })),
    grades: gradeOptions(grades),
    storage: [...storage]
      .sort((left, right) => storageBytes(left) - storageBytes(right))
      .map((value) => ({ value, label: value })),
  };
  filterCache.set(store, { version, itemCount: items.length, values, filters });
  return filters;
}

export function catalogStats(store: StoreRecord): CatalogSummary['stats'] {
  return runSteps(catalogStatSteps(store));
}

/**
 * catalogStats in steps (data/catalog-index/steps.ts). With `appendedTo`, the same list before
 * items were appended to it (nothing else changed since), its counts are kept and only the
 * appended items read.
 */
export function* catalogStatSteps(
  store: StoreRecord,
  appendedTo?: StoreRecord | null,
): Generator<void, CatalogSummary['stats']> {
  // Equal, the stats of fewer items of the same list (items only appended) hold for those.
  const reads = itemStateKey(store);
  const { items } = store;
  const cached = statsCache.get(store);
  if (cached?.reads === reads && cached.itemCount === items.length) return cached.stats;
  const base = appendedTo ? statsCache.get(appendedTo) : undefined;
  const kept = base?.reads === reads && base.itemCount <= items.length ? base : undefined;
  const stats: CatalogSummary['stats'] = {
    total_items: items.length,
    automatic_price_enabled: kept?.stats.automatic_price_enabled ?? 0,
    below_base_price: kept?.stats.below_base_price ?? 0,
    price_limit_reached: kept?.stats.price_limit_reached ?? 0,
    out_of_stock: kept?.stats.out_of_stock ?? 0,
  };
  const from = kept?.itemCount ?? 0;
  for (let position = from; position < items.length; position += 1) {
    if (stepEnds(position - from)) yield;
    const item = items[position];
    if (item === undefined) continue;
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
  statsCache.set(store, { reads, itemCount: items.length, stats });
  return stats;
}

/** Per market product, the sides with at least one live offer (`resell:it`, `buyback:de`, …). */
const offerSides = new WeakMap<
  Database,
  { marketVersion: number; byProduct: Map<string, ReadonlySet<string>> }
>();

function sidesWithOffers(database: Database, productKey: string): ReadonlySet<string> {
  let cache = offerSides.get(database);
  if (cache?.marketVersion !== database.market.version) {
    cache = { marketVersion: database.market.version, byProduct: new Map() };
    offerSides.set(database, cache);
  }
  let sides = cache.byProduct.get(productKey);
  if (!sides) {
    const found = new Set<string>();
    for (const offerId of database.market.products.get(productKey)?.offerIds ?? []) {
      const offer = database.market.offers.get(offerId);
      const country = offer ? vendorById(database, offer.vendorId)?.country : undefined;
      if (offer && country) found.add(`${offer.kind}:${country}`);
    }
    sides = found;
    cache.byProduct.set(productKey, sides);
  }
  return sides;
}

/**
 * An item has market prices when its product has a live offer on a side and in a country the
 * store sells on (the detail's `has_prices`). Recomputed when the market moves.
 */
export function marketPresence(database: Database, store: StoreRecord): MarketPresence {
  const wanted = [
    ...resellCountries(store).map((country) => `resell:${country}`),
    ...buybackCountries(store).map((country) => `buyback:${country}`),
  ];
  return {
    key: `${database.market.version}:${wanted.join(',')}`,
    hasMarketPrices: (item) => {
      const sides = sidesWithOffers(database, item.productKey);
      return wanted.some((side) => sides.has(side));
    },
  };
}

export function sortedOptions(values: string[]): FilterOption[] {
  return values.sort(naturalCompare).map((value) => ({ value, label: value }));
}

export function gradeOptions(grades: Set<string>): FilterOption[] {
  return [...grades]
    .sort((left, right) => (GRADE_RANK[right] ?? 0) - (GRADE_RANK[left] ?? 0))
    .map((value) => ({ value, label: value }));
}

/** Numbers in names by value ("iPhone 9" before "iPhone 11"), case and accents aside. */
const naturalCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Names in natural order. One collator for every call: `localeCompare` with options sets one up
 * per call, and sorting a large store's thousand model names took tens of milliseconds.
 */
export function naturalCompare(left: string, right: string): number {
  return naturalCollator.compare(left, right);
}

/** "64GB" → 64e9-ish, "1TB" → 1e12-ish: enough to order storage sizes. */
export function storageBytes(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(GB|TB|MB)$/i.exec(value);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const unit = (match[2] ?? 'GB').toUpperCase();
  return Number(match[1]) * (unit === 'TB' ? 1024 : unit === 'MB' ? 1 / 1024 : 1);
}
