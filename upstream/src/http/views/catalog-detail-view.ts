// GET /api/catalog/{id}: the detail response (upstream/README.md), worded in the reader's language.
import type {
  CatalogItemAnswer,
  GradeCompetitorsAnswer,
  ItemMarketData,
  LastDecision,
  MarketOffer,
  MarketPriceReference,
} from '@refurb/contract';
import { referenceAmount } from '@refurb/pricing';
import { itemPriceHistory, type PriceSnapshot } from '../../data/item-snapshots';
import { countryStats, dailyHistory, productOffers, vendorById } from '../../data/market-stats';
import { marketProductKey } from '../../data/product-key';
import { COUNTRY_MONEY, CATEGORIES, vendorFor } from '../../data/reference';
import type {
  CatalogItemRecord,
  CompetitorOffer,
  Country,
  Database,
  ItemNotification,
  LogBatchRecord,
  StoreRecord,
} from '../../data/types';
import { GRADES } from '../../data/types';
import { type Locale, formatMoney, translate } from '../../i18n';
import {
  batchContext,
  entryExplanation,
  liveMarket,
  referenceKind,
  retainedBatches,
  scopeOfContext,
} from '../../repricing';
import { type Wording, decisionView, referenceLabel, referenceNote } from './decision-view';
import { itemLogs } from './item-log-view';
import { iso } from './wording';
import { countryPricesView } from './market-prices-view';
import { buybackCountries, currencySymbol, resellCountries } from './store-markets';
import { itemIdsByProduct } from './store-product-index';

export interface DetailReader {
  locale: Locale;
  /** Batches older than this many days are gone (LOG_RETENTION_DAYS). */
  retentionDays: number;
}

export function catalogDetailView(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
  now: number,
  reader: DetailReader,
): CatalogItemAnswer {
  const resell = resellCountries(store);
  const buyback = buybackCountries(store);
  const wording: Wording = { locale: reader.locale, currencySymbol: currencySymbol(store) };
  const batches = retainedBatches(store, now, reader.retentionDays);
  const market = repricerMarketPrice(database, store, item, wording);
  const hasPrices = [
    ...resell.map((country) => ['resell', country] as const),
    ...buyback.map((country) => ['buyback', country] as const),
  ].some(
    ([kind, country]) => countryStats(database, item.productKey, country, kind).avgPrice !== null,
  );
  const snapshots = itemPriceHistory(item, batches);
  return {
    detail: {
      id: item.id,
      name: item.name,
      url: item.url,
      grade: item.grade,
      battery_type: item.batteryType,
      details: detailsMap(item),
      currency_symbol: currencySymbol(store),
      price: item.price,
      base_price: item.basePrice,
      has_prices: hasPrices,
      automatic_price_enabled: item.automaticPriceEnabled,
      notifications: item.notifications.map((notification) => ({
        type: notification.type,
        message: notificationMessage(notification, wording),
        created_at: iso(notification.createdAt),
      })),
    },
    prices: {
      suggested: item.suggestedPrice,
      market_price: market?.amount ?? null,
      market_price_reference: market,
      min: item.minPrice,
      max: item.maxPrice,
    },
    price_info: { prices: countryPricesView(database, store, item.productKey) },
    competitors: competitorsByGrade(database, store, item, resell),
    data: {
      resell:
        resell.length > 0 ? marketData(database, item, resell, 'resell', now, snapshots) : null,
      buyback: buyback.length > 0 ? marketData(database, item, buyback, 'buyback', now, []) : null,
    },
    logs: itemLogs(item, batches, wording),
    last_decision: lastDecision(item, batches, wording),
  };
}

/**
 * The market price the repricer uses for this item today: the reference its strategy names
 * (lowest competitor offer, median/min/max or average market price) over the store's countries
 * and the item's own grade, as the next batch will read it. Without a strategy: the median.
 */
function repricerMarketPrice(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
  wording: Wording,
): MarketPriceReference {
  const context = batchContext(store);
  const strategy = context.strategies.get(item.categoryId);
  const kind = strategy ? referenceKind(strategy, context) : 'median_market_price';
  const prices = liveMarket(database).offerPrices(item.productKey, scopeOfContext(context));
  const reference = {
    kind,
    amount: referenceAmount(prices, kind),
    countries: context.countries,
    grade: item.grade,
    offers: prices.length,
  };
  return {
    ...reference,
    label: referenceLabel(kind, wording),
    note: referenceNote(reference, wording),
  };
}

function notificationMessage(notification: ItemNotification, wording: Wording): string {
  if (notification.amount === undefined) return notification.message;
  const price = formatMoney(wording.locale, notification.amount, wording.currencySymbol);
  switch (notification.type) {
    case 'min_allowed_price_reached':
      return translate(wording.locale, 'repricing.notificationMinReached', { price });
    case 'max_allowed_price_reached':
      return translate(wording.locale, 'repricing.notificationMaxReached', { price });
    default:
      return notification.message;
  }
}

/** The item's latest repricing entry within the retention period, explained. */
function lastDecision(
  item: CatalogItemRecord,
  batches: readonly LogBatchRecord[],
  wording: Wording,
): LastDecision | null {
  for (let position = batches.length - 1; position >= 0; position -= 1) {
    const batch = batches[position];
    if (!batch) continue;
    const index = batch.entries.indexOfItem(item.id);
    if (index === -1) continue;
    const { inputs, explanation } = entryExplanation(batch, index);
    const { reason, decision } = decisionView(inputs, explanation, {
      ...wording,
      currencySymbol: batch.context.currencySymbol,
    });
    return {
      ...decision,
      batch: batch.batch,
      entry_id: batch.firstEntryId + index,
      created_at: iso(batch.entries.createdAt(index)),
      status: batch.entries.status(index),
      reason,
    };
  }
  return null;
}

function detailsMap(item: CatalogItemRecord): Record<string, string> {
  const details: Record<string, string> = {
    brand: item.brand,
    model: item.model,
    category: CATEGORIES.find((category) => category.id === item.categoryId)?.name ?? '',
    external_id: item.externalId,
    stock: String(item.stock),
    year: String(item.year),
  };
  if (item.ean) details.ean = item.ean;
  if (item.storage) details.storage = item.storage;
  if (item.ram) details.ram = item.ram;
  if (item.color) details.color = item.color;
  if (item.screenInches) details.screen = `${item.screenInches}"`;
  return details;
}

function competitorsByGrade(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
  countries: Country[],
): GradeCompetitorsAnswer[] {
  const byProduct = itemIdsByProduct(store);
  return GRADES.map((grade) => {
    const key = marketProductKey(
      item.categoryId,
      item.model,
      item.storage,
      grade,
      item.batteryType,
    );
    const counter = countries.reduce(
      (sum, country) => sum + productOffers(database, key, country, 'resell').length,
      0,
    );
    return { grade, counter, catalog_item_id: byProduct.get(key)?.[0] ?? null };
  }).filter((row) => row.counter > 0 || row.catalog_item_id !== null);
}

export function offerView(database: Database, offer: CompetitorOffer): MarketOffer {
  const vendor = vendorById(database, offer.vendorId);
  const country = vendor?.country ?? 'it';
  return {
    color: offer.color,
    battery: offer.batteryType,
    price: offer.price,
    currency_symbol: COUNTRY_MONEY[country].symbol,
    url: offer.url,
    seller_name: offer.sellerName,
    vendor: {
      name: vendor?.name ?? null,
      country,
      reviews_url: offer.reviewsUrl,
      rating: offer.rating,
    },
  };
}

function marketData(
  database: Database,
  item: CatalogItemRecord,
  countries: Country[],
  kind: 'resell' | 'buyback',
  now: number,
  snapshots: PriceSnapshot[],
): ItemMarketData {
  const historical = countries.flatMap((country) => {
    const vendor = vendorFor(country, item.categoryId);
    return dailyHistory(database, item.productKey, country, kind, now).map((point) => ({
      vendor_name: vendor.name,
      date: iso(point.date),
      median_price: point.medianPrice,
      currency_symbol: COUNTRY_MONEY[country].symbol,
    }));
  });
  const offers = countries
    .flatMap((country) => productOffers(database, item.productKey, country, kind))
    .sort((left, right) => left.price - right.price);
  return {
    historical,
    snapshots: snapshots.map((snapshot) => ({
      id: snapshot.id,
      created_at: iso(snapshot.createdAt),
      price: snapshot.price,
    })),
    items: offers.map((offer) => offerView(database, offer)),
  };
}
