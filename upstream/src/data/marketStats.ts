// Market statistics per product and country, derived from the live competitor offers, and the
// 90-day daily history, computed on demand from the seed (never stored per product).
import { hashSeed, mulberry32 } from './prng';
import { roundMoney } from './money';
import { COUNTRY_MONEY } from './reference';
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
    const past30 = seededDailyAverage(database, productKey, country, kind, 30, avg);
    const past60 = seededDailyAverage(database, productKey, country, kind, 60, avg);
    stats = {
      minPrice: prices[0] ?? null,
      maxPrice: prices[prices.length - 1] ?? null,
      avgPrice: roundMoney(avg),
      medianPrice: roundMoney(median),
      change30Days: percentChange(past30, avg),
      change60Days: percentChange(past60, avg),
    };
  }
  cache.stats.set(cacheKey, stats);
  return stats;
}

/** Daily min/median/avg/max for the last HISTORY_DAYS days, today last (today from the live offers). */
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
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const points: DailyMarketPoint[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
    const average = seededDailyAverage(
      database,
      productKey,
      country,
      kind,
      daysAgo,
      today.avgPrice,
    );
    const spread =
      0.06 + 0.04 * unitNoise(database.seed, `${productKey}#${country}#${kind}#spread#${daysAgo}`);
    points.push({
      date: midnight - daysAgo * DAY_MS,
      minPrice: roundMoney(average * (1 - spread)),
      medianPrice: roundMoney(average * (1 - spread / 5)),
      averagePrice: roundMoney(average),
      maxPrice: roundMoney(average * (1 + spread)),
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

/**
 * The average price `daysAgo` days back: a seeded drift (older refurbished devices were dearer)
 * plus a slow wave and daily noise. Anchored on the seed's reference so history never rewrites
 * itself when today's offers move.
 */
function seededDailyAverage(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
  daysAgo: number,
  todayAverage: number,
): number {
  const product = database.market.products.get(productKey);
  const anchor = product
    ? product.referencePrice * (kind === 'buyback' ? 0.62 : 1) * COUNTRY_MONEY[country].perEuro
    : todayAverage;
  const stream = mulberry32(hashSeed(database.seed, `${productKey}#${country}#${kind}`));
  const trend = 0.0008 + stream() * 0.0022;
  const phase = stream() * Math.PI * 2;
  const noise =
    (unitNoise(database.seed, `${productKey}#${country}#${kind}#${daysAgo}`) - 0.5) * 0.03;
  return anchor * (1 + trend * daysAgo + 0.025 * Math.sin(phase + daysAgo / 7) + noise);
}

function unitNoise(seed: number, key: string): number {
  return mulberry32(hashSeed(seed, key))();
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
