import { vendorById, productOffers } from '../data/market-stats';
import { COUNTRY_MONEY } from '../data/reference';
import {
  COUNTRIES,
  type BatchContext,
  type BuybackStrategy,
  type CompetitorOffer,
  type Country,
  type Database,
  type MarketProduct,
  type ResellStrategy,
  type StoreRecord,
} from '../data/types';

export type OfferKind = CompetitorOffer['kind'];

/**
 * The part of the market one store prices against: the countries of its catalog type (all of
 * them when the account has no extra block), with every offer converted to the catalog currency.
 */
export interface MarketScope {
  kind: OfferKind;
  countries: ReadonlySet<Country>;
  catalogPerEuro: number;
}

export function marketScope(store: StoreRecord, kind: OfferKind): MarketScope {
  const countries = scopeCountries(store, kind);
  const currency = store.extra?.catalogCurrency ?? 'EUR';
  const catalogPerEuro =
    Object.values(COUNTRY_MONEY).find((money) => money.currency === currency)?.perEuro ?? 1;
  return { kind, countries: new Set(countries), catalogPerEuro };
}

/** The store's countries of one side, in the store's order (every country without an extra block). */
export function scopeCountries(store: StoreRecord, kind: OfferKind): Country[] {
  const listed = kind === 'resell' ? store.extra?.resellCountries : store.extra?.buybackCountries;
  return listed && listed.length > 0 ? [...listed] : [...COUNTRIES];
}

/** Competitor prices of one market product inside the scope, in the catalog currency, to the cent. */
export function scopedOfferPrices(
  database: Database,
  productKey: string,
  scope: MarketScope,
): number[] {
  const prices: number[] = [];
  for (const offer of productOffers(database, productKey, undefined, scope.kind)) {
    const country = vendorById(database, offer.vendorId)?.country;
    if (country === undefined || !scope.countries.has(country)) continue;
    const inEuro = offer.price / COUNTRY_MONEY[country].perEuro;
    prices.push(Math.round(inEuro * scope.catalogPerEuro * 100) / 100);
  }
  return prices;
}

const generationIndexes = new WeakMap<
  Database['market'],
  { size: number; index: Map<string, string[]> }
>();

function generationKey(product: MarketProduct, generation: number): string {
  return [
    product.categoryId,
    product.family,
    generation,
    product.storage ?? '',
    product.grade,
    product.batteryType,
  ].join('|');
}

/**
 * Products of the next generation in the same family with the same storage, grade and battery
 * (iPhone 13 128GB A → iPhone 14 128GB A and any other generation-14 model of the family).
 */
export function nextGenerationProductKeys(database: Database, productKey: string): string[] {
  const product = database.market.products.get(productKey);
  if (!product) return [];
  let cached = generationIndexes.get(database.market);
  if (!cached || cached.size !== database.market.products.size) {
    const index = new Map<string, string[]>();
    for (const candidate of database.market.products.values()) {
      const key = generationKey(candidate, candidate.generation);
      index.set(key, [...(index.get(key) ?? []), candidate.key]);
    }
    cached = { size: database.market.products.size, index };
    generationIndexes.set(database.market, cached);
  }
  return cached.index.get(generationKey(product, product.generation + 1)) ?? [];
}

/** The scope of a batch: its countries and currency as they were when it started. */
export function scopeOfContext(context: BatchContext): MarketScope {
  return {
    kind: context.catalogType === 'buyback' ? 'buyback' : 'resell',
    countries: new Set(context.countries),
    catalogPerEuro: context.catalogPerEuro,
  };
}

/**
 * What a batch of this store prices with right now: mode, market scope and strategies.
 * `candidate`: a strategy not saved yet in place of its category's (a preview).
 */
export function batchContext(
  store: StoreRecord,
  candidate?: ResellStrategy | BuybackStrategy,
): BatchContext {
  const catalogType = store.configuration.catalogType;
  const kind = catalogType === 'buyback' ? 'buyback' : 'resell';
  const scope = marketScope(store, kind);
  const strategies = new Map<number, ResellStrategy | BuybackStrategy>();
  for (const strategy of catalogType === 'buyback'
    ? store.buybackStrategies
    : store.resellStrategies) {
    strategies.set(strategy.categoryId, strategy);
  }
  if (candidate) strategies.set(candidate.categoryId, candidate);
  return {
    dryRun: store.configuration.repricingMode === 'dry_run',
    catalogType,
    countries: scopeCountries(store, kind),
    catalogPerEuro: scope.catalogPerEuro,
    currencySymbol: store.extra?.catalogCurrencySymbol ?? '€',
    strategies,
  };
}
