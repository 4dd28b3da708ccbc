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
import { type CountryPrices } from '../common/market-prices.js';
import { mapCountryPrices, mapDetailPairs, mapMarketOffer } from '../common/market-mapping.js';
import { enumMember, mapGrade, numberInText } from '../common/value-mapping.js';
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
  type BuyboxRowAnswer,
  type CatalogBuyboxesAnswer,
  type CatalogItemAnswer,
  type CatalogItemHead,
  type CatalogItemPrices,
  type CatalogListQuery,
  type CatalogPage as CatalogPageAnswer,
  type CatalogRow,
  type CatalogWorkQueueCounts,
  type GradeCompetitorsAnswer,
  type ItemLogAnswer,
  type ItemMarketData,
  type ItemNotificationAnswer,
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
    lastUpdate: answer.last_update,
    filters: mapFilterGroups(answer.filters, catalogFilterGroups),
    workQueue: answer.stats.work_queue ? mapWorkQueue(answer.stats.work_queue) : null,
  };
}

/** `stats.work_queue` (an upstream without it answers none: null). */
function mapWorkQueue(counts: CatalogWorkQueueCounts): CatalogWorkQueue {
  return {
    atMinimum: counts.at_min,
    atMaximum: counts.at_max,
    withNotifications: counts.with_notifications,
    dynamicPricingOff: counts.dynamic_off,
    belowBasePrice: counts.below_base_price,
  };
}

/** A row of the catalog list (also the answer of sync-base-price). */
export function mapCatalogRow(row: CatalogRow): CatalogItem {
  return {
    id: String(row.id),
    externalId: row.external_id,
    ean: row.ean,
    name: row.name,
    storage: row.storage,
    ram: row.ram,
    grade: mapGrade(row.grade),
    color: row.color,
    batteryType: row.battery_type,
    price: row.price,
    basePrice: row.base_price,
    currencySymbol: row.currency_symbol,
    stock: row.stock,
    marginPercentage: row.margin_percentage,
    automaticPriceEnabled: row.automatic_price_enabled,
    notificationsCount: row.notifications_count ?? row.notifications?.length ?? 0,
    belowBasePrice: row.price < row.base_price,
    updatedAt: row.updated_at ?? null,
  };
}

/** Which item a detail answer is about (its `detail.id`), for a batch read. */
export function detailItemId(answer: CatalogItemAnswer): string {
  return String(answer.detail.id);
}

/** An entry of GET /api/catalog/buyboxes: its item and buybox rows. */
export function mapBatchBuybox(entry: CatalogBuyboxesAnswer['items'][number]): {
  itemId: string;
  rows: BuyboxRow[];
} {
  return { itemId: String(entry.catalog_item_id), rows: entry.buybox.map(mapBuyboxRow) };
}

export function mapCatalogDetail(itemId: string, answer: CatalogItemAnswer): CatalogItemDetail {
  const { detail, data } = answer;
  return {
    item: mapDetailItem(itemId, detail),
    url: detail.url,
    details: mapDetailPairs(detail.details),
    hasPrices: detail.has_prices,
    notifications: detail.notifications.map(mapItemNotification),
    prices: answer.prices === null ? null : mapItemPrices(answer.prices),
    countryPrices: answer.price_info.prices.map(mapCountryPrices),
    competitorsByGrade: answer.competitors.map(mapGradeCompetitors),
    resell: data.resell === null ? null : mapMarketData(data.resell),
    buyback: data.buyback === null ? null : mapMarketData(data.buyback),
    logs: answer.logs.map(mapItemLog),
    lastDecision: answer.last_decision ? mapPriceDecision(answer.last_decision) : null,
  };
}

/**
 * The detail answer carries fewer list fields than a list row; the store repeats some of them
 * (external_id, ean, storage, ram, color, stock) in the details map, which fills the gaps.
 */
function mapDetailItem(itemId: string, detail: CatalogItemHead): CatalogItem {
  const facts = detail.details;
  const stock = numberInText(facts.stock);
  return {
    id: itemId,
    externalId: facts.external_id ?? null,
    ean: facts.ean ?? null,
    name: detail.name,
    storage: facts.storage ?? null,
    ram: facts.ram ?? null,
    grade: mapGrade(detail.grade),
    color: facts.color ?? null,
    batteryType: detail.battery_type,
    price: detail.price,
    basePrice: detail.base_price,
    currencySymbol: detail.currency_symbol,
    stock: stock === null ? null : Math.trunc(stock),
    marginPercentage: null,
    automaticPriceEnabled: detail.automatic_price_enabled,
    notificationsCount: detail.notifications.length,
    belowBasePrice: detail.price < detail.base_price,
    updatedAt: null,
  };
}

/** GET /api/catalog/{id}/buybox: a list, or `{ items }`. */
export function mapBuybox(answer: BuyboxAnswer): BuyboxRow[] {
  return (Array.isArray(answer) ? answer : answer.items).map(mapBuyboxRow);
}

function mapBuyboxRow(row: BuyboxRowAnswer): BuyboxRow {
  return {
    vendorName: row.vendor_name,
    vendorCountry: row.vendor_country,
    price: row.price,
    suggestedPrice: row.suggested_price,
    sellerName: row.seller_name,
    isMine: row.is_mine,
    url: row.url,
    currencySymbol: row.currency_symbol,
    createdAt: row.created_at,
    color: row.color,
  };
}

function mapItemNotification(notification: ItemNotificationAnswer): ItemNotification {
  return {
    type: notification.type,
    kind: enumMember(notificationKinds, notification.type) ?? ItemNotificationKind.OTHER,
    message: notification.message,
    createdAt: notification.created_at,
  };
}

const notificationKinds = Object.values(ItemNotificationKind);

function mapItemPrices(prices: CatalogItemPrices): ItemPrices {
  return {
    suggested: prices.suggested,
    marketPrice: prices.market_price,
    marketPriceReference: mapMarketPriceReference(prices.market_price_reference ?? null),
    min: prices.min,
    max: prices.max,
  };
}

function mapGradeCompetitors(row: GradeCompetitorsAnswer): GradeCompetitors {
  return {
    grade: mapGrade(row.grade),
    counter: row.counter,
    catalogItemId: row.catalog_item_id === null ? null : String(row.catalog_item_id),
  };
}

function mapMarketData(data: ItemMarketData): MarketData {
  return {
    historical: data.historical.map((point) => ({
      vendorName: point.vendor_name,
      date: point.date,
      medianPrice: point.median_price,
      currencySymbol: point.currency_symbol,
    })),
    snapshots: data.snapshots.map((snapshot) => ({
      id: snapshot.id,
      createdAt: snapshot.created_at,
      price: snapshot.price,
    })),
    items: data.items.map(mapMarketOffer),
  };
}

function mapItemLog(log: ItemLogAnswer): ItemLog {
  return { id: log.id, createdAt: log.created_at, event: log.event, note: log.note };
}
