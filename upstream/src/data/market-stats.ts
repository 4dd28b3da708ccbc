// Market statistics per product and country, derived from the live competitor offers, and the
// 90-day daily history, read from the seeded market's fixed past (past-market.ts; never stored per
// product).
import { roundMoney } from './money';
import { generatedSpread, pastFactor } from './past-market';
import type { CompetitorOffer, Country, Database, MarketStats, Vendor } from './types';

export type OfferKind = CompetitorOffer['kind'];

export interface DailyMarketPoint {
  /** Epoch ms at midnight UTC of the day. */
  date: number;
  minPrice: number;
  medianPrice: number;
  averagePrice: number;
  maxPrice: number;
}

const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 90;

const vendorIndexes = new WeakMap<Database, Map<number, Vendor>>();

export function vendorById(database: Database, vendorId: number): Vendor | undefined {
  let index = vendorIndexes.get(database);
  if (!index) {
    index = new Map(database.market.vendors.map((vendor) => [vendor.id, vendor]));
    vendorIndexes.set(database, index);
  }
  return index.get(vendorId);
}

/** The live offers of one product, optionally narrowed to a country and a kind. */
export function productOffers(
  database: Database,
  productKey: string,
  country?: Country,
  kind?: OfferKind,
): CompetitorOffer[] {
  const product = database.market.products.get(productKey);
  if (!product) return [];
  const result: CompetitorOffer[] = [];
  for (const offerId of product.offerIds) {
    const offer = database.market.offers.get(offerId);
    if (!offer) continue;
    if (kind && offer.kind !== kind) continue;
    if (country && vendorById(database, offer.vendorId)?.country !== country) continue;
    result.push(offer);
  }
  return result;
}

interface StatsCache {
  version: number;
  stats: Map<string, MarketStats>;
}
const statsCaches = new WeakMap<Database, StatsCache>();

const EMPTY_STATS: MarketStats = {
  minPrice: null,
  maxPrice: null,
  avgPrice: null,
  medianPrice: null,
  change30Days: null,
  change60Days: null,
};

/** Current min/max/avg/median of the product's offers in a country, with the 30/60-day changes. */
export function countryStats(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
): MarketStats {
  let cache = statsCaches.get(database);
  if (!cache || cache.version !== database.market.version) {
    cache = { version: database.market.version, stats: new Map() };
    statsCaches.set(database, cache);
  }
  const cacheKey = `${productKey}#${country}#${kind}`;
  const cached = cache.stats.get(cacheKey);
  if (cached) return cached;
  const prices = productOffers(database, productKey, country, kind)
    .map((offer) => offer.price)
    .sort((left, right) => left - right);
  let stats = EMPTY_STATS;
  if (prices.length > 0) {
    const avg = prices.reduce((sum, price) => sum + price, 0) / prices.length;
    const median = medianOf(prices);
    // Changes are measured against the market as it was 30 and 60 days before its last movement.
    const today = database.market.lastUpdate;
    const past30 = pastAverage(database, productKey, country, kind, today - 30 * DAY_MS);
    const past60 = pastAverage(database, productKey, country, kind, today - 60 * DAY_MS);
    stats = {
      minPrice: prices[0] ?? null,
      maxPrice: prices[prices.length - 1] ?? null,
      avgPrice: roundMoney(avg),
      medianPrice: roundMoney(median),
      change30Days: past30 === null ? null : percentChange(past30, avg),
      change60Days: past60 === null ? null : percentChange(past60, avg),
    };
  }
  cache.stats.set(cacheKey, stats);
  return stats;
}

/**
 * Daily min/median/avg/max for the last HISTORY_DAYS days, today last (today from the live offers).
 * A past day shows the market as it stood at that day's midnight UTC (the seeded past; days since
 * generation show the market as generated), so a day's values never change once shown.
 */
export function dailyHistory(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
  now: number,
): DailyMarketPoint[] {
  const today = countryStats(database, productKey, country, kind);
  if (
    today.avgPrice === null ||
    today.minPrice === null ||
    today.maxPrice === null ||
    today.medianPrice === null
  )
    return [];
  const generated = spreadOf(database, productKey, country, kind);
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const points: DailyMarketPoint[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
    const date = midnight - daysAgo * DAY_MS;
    if (generated === null) continue;
    const factor = pastFactor(database, productKey, country, kind, date);
    points.push({
      date,
      minPrice: roundMoney(generated.min * factor),
      medianPrice: roundMoney(generated.median * factor),
      averagePrice: roundMoney(generated.average * factor),
      maxPrice: roundMoney(generated.max * factor),
    });
  }
  points.push({
    date: midnight,
    minPrice: today.minPrice,
    medianPrice: today.medianPrice,
    averagePrice: today.avgPrice,
    maxPrice: today.maxPrice,
  });
  return points;
}

function spreadOf(database: Database, productKey: string, country: Country, kind: OfferKind) {
  return generatedSpread(database, productKey, country, kind, (key, where, side) =>
    productOffers(database, key, where, side),
  );
}

/** The average offer price at a past time; null when the product had no offers there. */
function pastAverage(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
  time: number,
): number | null {
  const generated = spreadOf(database, productKey, country, kind);
  if (generated === null) return null;
  return generated.average * pastFactor(database, productKey, country, kind, time);
}

export function medianOf(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function percentChange(past: number, current: number): number | null {
  if (past <= 0) return null;
  return Math.round(((current - past) / past) * 1000) / 10;
}
