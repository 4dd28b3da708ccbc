// The seeded market's past, fixed when the data is generated: every offer's price at generation,
// times a seeded level per product, country and side. The seeded repricing history, the daily
// market history and the 30/60-day changes all read the past from here, so a batch's market
// inputs and the charts agree, and nothing moves when the clock does.
import { hashSeed, mulberry32, unitAt as unit } from './prng';
import type { CompetitorOffer, Country, Database, Market } from './types';

const DAY_MS = 86_400_000;
/** In the seeded past, the market moves (for a share of the products) once per tick. */
export const MARKET_TICK_MS = 8 * 3_600_000;
/** Share of the products whose offers move at one tick. */
const MOVING_SHARE = 0.05;
/** A product that has not moved for this many ticks takes the oldest tick looked at. */
const MAX_TICKS_BACK = 160;

export type OfferKind = CompetitorOffer['kind'];

/** The market as generated: each offer's price by offer id (NaN for offers added later). */
export interface SeededMarket {
  generatedAt: number;
  offerPrices: Float64Array;
}

export function snapshotMarket(market: Market, generatedAt: number): SeededMarket {
  let maxId = 0;
  for (const id of market.offers.keys()) maxId = Math.max(maxId, id);
  const offerPrices = new Float64Array(maxId + 1).fill(Number.NaN);
  for (const offer of market.offers.values()) offerPrices[offer.id] = offer.price;
  return { generatedAt, offerPrices };
}

export interface Series {
  trend: number;
  phase: number;
  noiseSeed: number;
  /** When the product last moved before generation: its offers as generated are that state. */
  generatedMove: number;
  /** The level then: factors are relative to it, so from then on the market is as generated. */
  base: number;
}

const seriesCaches = new WeakMap<Database, Map<string, Series>>();
const productSeeds = new WeakMap<Database, Map<string, number>>();

function seriesOf(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
): Series {
  let cache = seriesCaches.get(database);
  if (!cache) {
    cache = new Map();
    seriesCaches.set(database, cache);
  }
  const key = `${productKey}#${country}#${kind}`;
  let series = cache.get(key);
  if (!series) {
    const stream = mulberry32(hashSeed(database.seed, key));
    const partial = {
      trend: 0.0008 + stream() * 0.0022,
      phase: stream() * Math.PI * 2,
      noiseSeed: hashSeed(database.seed, `${key}#noise`),
    };
    const generatedMove = lastMoveAt(database, productKey, database.seededMarket.generatedAt);
    const daysBefore = (database.seededMarket.generatedAt - generatedMove) / DAY_MS;
    series = { ...partial, generatedMove, base: level(partial, daysBefore) };
    cache.set(key, series);
  }
  return series;
}

/**
 * The price level `daysBefore` days before generation: older refurbished devices were dearer (a
 * seeded daily trend), plus a slow wave and daily noise (interpolated within a day).
 */
function level(series: Pick<Series, 'trend' | 'phase' | 'noiseSeed'>, daysBefore: number): number {
  const day = Math.floor(daysBefore);
  const within = daysBefore - day;
  const noise =
    ((unit(series.noiseSeed, day) - 0.5) * (1 - within) +
      (unit(series.noiseSeed, day + 1) - 0.5) * within) *
    0.03;
  return 1 + series.trend * daysBefore + 0.025 * Math.sin(series.phase + daysBefore / 7) + noise;
}

/** The seed of the product's market moves. */
export function productMoveSeed(database: Database, productKey: string): number {
  let seeds = productSeeds.get(database);
  if (!seeds) {
    seeds = new Map();
    productSeeds.set(database, seeds);
  }
  let seed = seeds.get(productKey);
  if (seed === undefined) {
    seed = hashSeed(database.seed, `${productKey}#moves`);
    seeds.set(productKey, seed);
  }
  return seed;
}

/**
 * When the product's offers last moved at or before `time`: the latest tick (every MARKET_TICK_MS
 * back from generation, generation itself being tick 0) at which the product moved. Any time
 * after generation reads the market as generated, which is the product's state since its last
 * move before generation: the seeded past runs into today's offers without a jump.
 */
export function lastMoveAt(database: Database, productKey: string, time: number): number {
  return lastMoveOf(database.seededMarket.generatedAt, productMoveSeed(database, productKey), time);
}

/** Whether the product with this move seed moved at the tick (`tick` ticks before generation). */
export function movesAtTick(seed: number, tick: number): boolean {
  return unit(seed, tick) < MOVING_SHARE;
}

/** The tick at or just before `time` (0: generation). */
export function tickAt(generatedAt: number, time: number): number {
  return time >= generatedAt ? 0 : Math.ceil((generatedAt - time) / MARKET_TICK_MS);
}

/** lastMoveAt with the product's seed (productMoveSeed) already at hand. */
export function lastMoveOf(generatedAt: number, seed: number, time: number): number {
  const first = tickAt(generatedAt, time);
  for (let tick = first; tick < first + MAX_TICKS_BACK; tick += 1) {
    if (movesAtTick(seed, tick)) return generatedAt - tick * MARKET_TICK_MS;
  }
  return generatedAt - (first + MAX_TICKS_BACK) * MARKET_TICK_MS;
}

/** Price factor of one product's offers in a country at `time`, against the generated market. */
export function pastFactor(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
  time: number,
): number {
  return groupFactor(
    database,
    seriesOf(database, productKey, country, kind),
    lastMoveAt(database, productKey, time),
  );
}

/** A product's offers of one side in one country, at their generated prices. */
export interface OfferGroup {
  kind: OfferKind;
  country: Country;
  series: Series;
  prices: number[];
}

/**
 * The product's offers of one side in the given countries, grouped by country, at their
 * generated prices (offers added since generation have no past and are left out).
 */
export function offerGroups(
  database: Database,
  productKey: string,
  kind: OfferKind,
  countries: ReadonlySet<Country>,
  offers: ReadonlyArray<{ offer: CompetitorOffer; country: Country }>,
): OfferGroup[] {
  const groups: OfferGroup[] = [];
  for (const { offer, country } of offers) {
    if (offer.kind !== kind || !countries.has(country)) continue;
    const generated = database.seededMarket.offerPrices[offer.id];
    if (generated === undefined || Number.isNaN(generated)) continue;
    let group = groups.find((entry) => entry.country === country);
    if (!group) {
      group = { kind, country, series: seriesOf(database, productKey, country, kind), prices: [] };
      groups.push(group);
    }
    group.prices.push(generated);
  }
  return groups;
}

/** The factor of one group of a product's offers once it moved at `movedAt` (see pastFactor). */
export function groupFactor(database: Database, series: Series, movedAt: number): number {
  if (movedAt === series.generatedMove) return 1;
  const { generatedAt } = database.seededMarket;
  return level(series, (generatedAt - movedAt) / DAY_MS) / series.base;
}

export interface PriceSpread {
  min: number;
  median: number;
  average: number;
  max: number;
}

const spreadCaches = new WeakMap<Database, Map<string, PriceSpread | null>>();

/** Min, median, average and max of the product's offers in a country as generated. */
export function generatedSpread(
  database: Database,
  productKey: string,
  country: Country,
  kind: OfferKind,
  offersOf: (productKey: string, country: Country, kind: OfferKind) => CompetitorOffer[],
): PriceSpread | null {
  let cache = spreadCaches.get(database);
  if (!cache) {
    cache = new Map();
    spreadCaches.set(database, cache);
  }
  const key = `${productKey}#${country}#${kind}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const prices = offersOf(productKey, country, kind)
    .map((offer) => database.seededMarket.offerPrices[offer.id] ?? Number.NaN)
    .filter((price) => !Number.isNaN(price))
    .sort((left, right) => left - right);
  let spread: PriceSpread | null = null;
  if (prices.length > 0) {
    const middle = Math.floor(prices.length / 2);
    spread = {
      min: prices[0] ?? 0,
      median:
        prices.length % 2 === 1
          ? (prices[middle] ?? 0)
          : ((prices[middle - 1] ?? 0) + (prices[middle] ?? 0)) / 2,
      average: prices.reduce((sum, price) => sum + price, 0) / prices.length,
      max: prices[prices.length - 1] ?? 0,
    };
  }
  cache.set(key, spread);
  return spread;
}
