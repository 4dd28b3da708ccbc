import {
  type CatalogFilter,
  type CatalogItem,
  type CatalogPage,
  type CatalogSort,
  type CatalogWorkQueue,
} from './catalog-types.js';
import {
  type BuyboxRow,
  type GradeCompetitors,
  type ItemLog,
  type ItemNotification,
  ItemNotificationKind,
  type ItemPrices,
  type MarketData,
} from './catalog-item-detail-types.js';
import { type DetailPair } from '../common/detail-pair.js';
import { gradeValues } from '../common/enums.js';
import { type CountryPrices } from '../common/market-prices.js';
import { mapCountryPrices, mapDetailPairs, mapMarketOffer } from '../common/market-mapping.js';
import {
  flag,
  id,
  integer,
  list,
  number,
  oneOf,
  record,
  text,
  textOr,
} from '../../upstream/raw-values.js';
import {
  keptValues,
  mapFilterGroups,
  mapListPage,
  productFilterParams,
} from '../common/list-mapping.js';
import { mapPriceDecision } from '../logs/logs-mapping.js';
import { type PriceDecision } from '../logs/decision-types.js';
import { mapMarketPriceReference } from '../logs/reference-mapping.js';
import {
  type BuyboxAnswer,
  type CatalogItemAnswer,
  type CatalogListQuery,
  type CatalogPage as CatalogPageAnswer,
} from '@refurb/contract';

/** Everything GET /api/catalog/{id} tells about an item, mapped once per request. */
export interface CatalogItemDetail {
  item: CatalogItem;
  url: string | null;
  details: DetailPair[];
  hasPrices: boolean;
  notifications: ItemNotification[];
  prices: ItemPrices | null;
  countryPrices: CountryPrices[];
  competitorsByGrade: GradeCompetitors[];
  resell: MarketData | null;
  buyback: MarketData | null;
  logs: ItemLog[];
  /** The item's latest repricing decision; null without one or from an upstream without it. */
  lastDecision: PriceDecision | null;
}

export function catalogQuery(
  filter: CatalogFilter | null | undefined,
  sort: CatalogSort,
  page: number,
): CatalogListQuery {
  const { search, ...values } = productFilterParams(filter);
  return {
    page,
    sort,
    search,
    categories: keptValues(filter?.categories),
    ...values,
    has_notifications: flagParam(filter?.hasNotifications),
    price_limit: filter?.priceLimit ?? undefined,
    dynamic_price:
      filter?.dynamicPricing == null ? undefined : filter.dynamicPricing ? 'on' : 'off',
    below_base_price: flagParam(filter?.belowBasePrice),
  };
}

/** The work-queue booleans as the upstream reads them: 1 or 0, left out when not set. */
function flagParam(value: boolean | null | undefined): '1' | '0' | undefined {
  return value == null ? undefined : value ? '1' : '0';
}

/** The filters a catalog page offers choices for (the competitor lists offer the same). */
export const catalogFilterGroups = ['categories', 'brands', 'models', 'grades', 'storage'] as const;

export function mapCatalogPage(answer: CatalogPageAnswer, page: number): CatalogPage {
  // The page fields named, not spread: V8 copies a spread object on a slow path (~4 µs a page).
  const { items, totalCount, hasMore } = mapListPage(answer, page, mapCatalogRow);
  return {
    items,
    totalCount,
    page,
    hasMore,
    lastUpdate: text(answer.last_update),
    filters: mapFilterGroups(answer.filters, catalogFilterGroups),
    workQueue: mapWorkQueue(record(record(answer.stats).work_queue)),
  };
}

/** `stats.work_queue`; null when an upstream without it answered. */
function mapWorkQueue(raw: Record<string, unknown>): CatalogWorkQueue | null {
  const atMinimum = integer(raw.at_min);
  const atMaximum = integer(raw.at_max);
  const withNotifications = integer(raw.with_notifications);
  const dynamicPricingOff = integer(raw.dynamic_off);
  const belowBasePrice = integer(raw.below_base_price);
  if (
    atMinimum === null ||
    atMaximum === null ||
    withNotifications === null ||
    dynamicPricingOff === null ||
    belowBasePrice === null
  )
    return null;
  return { atMinimum, atMaximum, withNotifications, dynamicPricingOff, belowBasePrice };
}

/** A row of the catalog list (also the answer of sync-base-price). */
export function mapCatalogRow(raw: unknown): CatalogItem {
  const row = record(raw);
  const price = number(row.price);
  const basePrice = number(row.base_price);
  return {
    id: id(row.id) ?? '',
    externalId: text(row.external_id),
    ean: text(row.ean),
    name: textOr(row.name, ''),
    storage: text(row.storage),
    ram: text(row.ram),
    grade: oneOf(row.grade, gradeValues),
    color: text(row.color),
    batteryType: text(row.battery_type),
    price,
    basePrice,
    currencySymbol: textOr(row.currency_symbol, ''),
    stock: integer(row.stock),
    marginPercentage: number(row.margin_percentage),
    automaticPriceEnabled: flag(row.automatic_price_enabled),
    notificationsCount: integer(row.notifications_count) ?? list(row.notifications).length,
    belowBasePrice: price !== null && basePrice !== null && price < basePrice,
    updatedAt: text(row.updated_at),
  };
}

/** Which item a detail answer is about (its `detail.id`), for a batch read; null when unreadable. */
export function detailItemId(answer: unknown): string | null {
  return id(record(record(answer).detail).id);
}

/** An entry of GET /api/catalog/buyboxes: its item (null when unreadable) and buybox rows. */
export function mapBatchBuybox(entry: unknown): { itemId: string | null; rows: BuyboxRow[] } {
  const fields = record(entry);
  return { itemId: id(fields.catalog_item_id), rows: mapBuybox(list(fields.buybox)) };
}

export function mapCatalogDetail(itemId: string, answer: CatalogItemAnswer): CatalogItemDetail {
  const detail = record(answer.detail);
  const notifications = list(detail.notifications).map(mapItemNotification);
  const hasPrices = flag(detail.has_prices);
  const prices = answer.prices == null ? null : mapItemPrices(answer.prices);
  // The detail answer carries fewer list fields than a list row; the reference upstream repeats
  // some of them (external_id, ean, storage, …) in the details map, which fills the gaps.
  const listFieldsInDetails = pick(record(detail.details), listFieldNames);
  const item = mapCatalogRow({ id: itemId, ...listFieldsInDetails, ...detail });
  const data = record(answer.data);
  return {
    item,
    url: text(detail.url),
    details: mapDetailPairs(detail.details),
    hasPrices,
    notifications,
    prices,
    countryPrices: list(record(answer.price_info).prices).map(mapCountryPrices),
    competitorsByGrade: list(answer.competitors).flatMap(mapGradeCompetitors),
    resell: data.resell == null ? null : mapMarketData(data.resell),
    buyback: data.buyback == null ? null : mapMarketData(data.buyback),
    logs: list(answer.logs).map(mapItemLog),
    lastDecision: mapPriceDecision(answer.last_decision),
  };
}

/** GET /api/catalog/{id}/buybox: a list, or `{ items }`. */
export function mapBuybox(answer: BuyboxAnswer): BuyboxRow[] {
  const rows: unknown[] = Array.isArray(answer) ? answer : list(answer.items);
  return rows.map((entry) => {
    const row = record(entry);
    return {
      vendorName: textOr(row.vendor_name, ''),
      vendorCountry: text(row.vendor_country),
      price: number(row.price),
      suggestedPrice: number(row.suggested_price),
      sellerName: text(row.seller_name),
      isMine: flag(row.is_mine),
      url: text(row.url),
      currencySymbol: textOr(row.currency_symbol, ''),
      createdAt: text(row.created_at),
      color: text(row.color),
    };
  });
}

function mapItemNotification(raw: unknown): ItemNotification {
  const notification = record(raw);
  return {
    type: textOr(notification.type, ''),
    kind: oneOf(notification.type, notificationKinds) ?? ItemNotificationKind.OTHER,
    message: text(notification.message),
    createdAt: text(notification.created_at),
  };
}

const notificationKinds = Object.values(ItemNotificationKind);

function mapItemPrices(raw: unknown): ItemPrices {
  const prices = record(raw);
  return {
    suggested: number(prices.suggested),
    marketPrice: number(prices.market_price),
    marketPriceReference: mapMarketPriceReference(prices.market_price_reference),
    min: number(prices.min),
    max: number(prices.max),
  };
}

function mapGradeCompetitors(raw: unknown): GradeCompetitors[] {
  const row = record(raw);
  const grade = oneOf(row.grade, gradeValues);
  if (grade === null) return [];
  return [{ grade, counter: integer(row.counter) ?? 0, catalogItemId: id(row.catalog_item_id) }];
}

function mapMarketData(raw: unknown): MarketData {
  const data = record(raw);
  return {
    historical: list(data.historical).flatMap((entry) => {
      const point = record(entry);
      const date = text(point.date);
      if (date === null) return [];
      return [
        {
          vendorName: text(point.vendor_name),
          date,
          medianPrice: number(point.median_price),
          currencySymbol: text(point.currency_symbol),
        },
      ];
    }),
    snapshots: list(data.snapshots).flatMap((entry) => {
      const snapshot = record(entry);
      const createdAt = text(snapshot.created_at);
      const price = number(snapshot.price);
      return createdAt === null || price === null
        ? []
        : [{ id: id(snapshot.id), createdAt, price }];
    }),
    items: list(data.items).map(mapMarketOffer),
  };
}

function mapItemLog(raw: unknown): ItemLog {
  const log = record(raw);
  return {
    id: id(log.id),
    createdAt: textOr(log.created_at, ''),
    event: textOr(log.event, ''),
    note: text(log.note),
  };
}

const listFieldNames = ['external_id', 'ean', 'storage', 'ram', 'color', 'stock'] as const;

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}
