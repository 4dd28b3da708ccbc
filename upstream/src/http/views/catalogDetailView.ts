// GET /api/catalog/{id}: the detail response of SPEC §3.
import { itemPriceHistory } from '../../data/itemSnapshots';
import { countryStats, dailyHistory, productOffers, vendorById } from '../../data/marketStats';
import { marketProductKey } from '../../data/productKey';
import { COUNTRY_MONEY, CATEGORIES, vendorFor } from '../../data/reference';
import type {
  CatalogItemRecord,
  CompetitorOffer,
  Country,
  Database,
  StoreRecord,
} from '../../data/types';
import { GRADES } from '../../data/types';
import { countryPricesView } from './marketPricesView';
import { buybackCountries, currencySymbol, resellCountries } from './storeMarkets';
import { itemIdsByProduct } from './storeProductIndex';

export function catalogDetailView(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
  now: number,
) {
  const resell = resellCountries(store);
  const buyback = buybackCountries(store);
  const homeCountry = resell[0] ?? buyback[0];
  const marketMedian = homeCountry
    ? countryStats(database, item.productKey, homeCountry, 'resell').medianPrice
    : null;
  const hasPrices = [
    ...resell.map((country) => ['resell', country] as const),
    ...buyback.map((country) => ['buyback', country] as const),
  ].some(
    ([kind, country]) => countryStats(database, item.productKey, country, kind).avgPrice !== null,
  );
  const { snapshots, seeded } = itemPriceHistory(database.seed, item, now);
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
        message: notification.message,
        created_at: iso(notification.createdAt),
      })),
    },
    prices: {
      suggested: item.suggestedPrice,
      market_price: marketMedian,
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
    logs: itemLogs(item, seeded, currencySymbol(store)),
  };
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
) {
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

export function offerView(database: Database, offer: CompetitorOffer) {
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
  snapshots: Array<{ createdAt: number; price: number }>,
) {
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
      created_at: iso(snapshot.createdAt),
      price: snapshot.price,
    })),
    items: offers.map((offer) => offerView(database, offer)),
  };
}

function itemLogs(
  item: CatalogItemRecord,
  snapshots: Array<{ createdAt: number; price: number }>,
  symbol: string,
) {
  const seeded = snapshots.slice(1).map((snapshot, index) => ({
    createdAt: snapshot.createdAt,
    event: 'price_updated',
    note: `Price changed from ${symbol}${(snapshots[index]?.price ?? 0).toFixed(2)} to ${symbol}${snapshot.price.toFixed(2)}`,
  }));
  return [...seeded, ...item.events]
    .sort((left, right) => right.createdAt - left.createdAt)
    .map((entry) => ({ created_at: iso(entry.createdAt), event: entry.event, note: entry.note }));
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
