import { type OfferGroup, groupFactor, lastMoveAt, offerGroups } from '../data/past-market';
import { productOffers, vendorById } from '../data/market-stats';
import { COUNTRY_MONEY } from '../data/reference';
import { type Database } from '../data/types';
import { type MarketScope, scopedOfferPrices } from './market-scope';

/** The competitor prices a decision reads: today's offers, or the seeded market at a past moment. */
export interface MarketView {
  /** Prices of one market product inside the scope, in the catalog currency, to the cent. */
  offerPrices(productKey: string, scope: MarketScope): number[];
}

export function liveMarket(database: Database): MarketView {
  return { offerPrices: (productKey, scope) => scopedOfferPrices(database, productKey, scope) };
}

interface PastPrices {
  movedAt: number;
  prices: number[];
}

interface ScopedPast {
  /** Per product: its offer groups inside the scope, and its prices at its last move. */
  products: Map<string, { groups: OfferGroup[]; last: PastPrices | null }>;
}

/** Per database and scope: unchanged until a product moves again. */
const pastCaches = new WeakMap<Database, Map<string, ScopedPast>>();
const scopeKeys = new WeakMap<MarketScope, string>();

function scopeKey(scope: MarketScope): string {
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    key = `${scope.kind}|${[...scope.countries].sort().join(',')}|${scope.catalogPerEuro}`;
    scopeKeys.set(scope, key);
  }
  return key;
}

function scopedPast(database: Database, scope: MarketScope): ScopedPast {
  let byScope = pastCaches.get(database);
  if (!byScope) {
    byScope = new Map();
    pastCaches.set(database, byScope);
  }
  const key = scopeKey(scope);
  let past = byScope.get(key);
  if (!past) {
    past = { products: new Map() };
    byScope.set(key, past);
  }
  return past;
}

/**
 * The market as it stood at `time` before the data was generated (data/past-market.ts). A
 * product's prices are worked out once per move and shared by its items and later batches.
 */
export function pastMarket(
  database: Database,
  time: number,
  /** When each product last moved at `time`, if the caller knows already (data/past-market.ts). */
  movedAt: (productKey: string) => number = (productKey) => lastMoveAt(database, productKey, time),
): MarketView {
  const offersOf = (productKey: string) =>
    productOffers(database, productKey).flatMap((offer) => {
      const country = vendorById(database, offer.vendorId)?.country;
      return country === undefined ? [] : [{ offer, country }];
    });
  return {
    offerPrices(productKey, scope) {
      const past = scopedPast(database, scope);
      let product = past.products.get(productKey);
      if (!product) {
        product = {
          groups: offerGroups(
            database,
            productKey,
            scope.kind,
            scope.countries,
            offersOf(productKey),
          ),
          last: null,
        };
        past.products.set(productKey, product);
      }
      const moved = movedAt(productKey);
      if (product.last && product.last.movedAt === moved) return product.last.prices;
      const prices: number[] = [];
      for (const group of product.groups) {
        const factor = groupFactor(database, group.series, moved);
        const perEuro = COUNTRY_MONEY[group.country].perEuro;
        for (const generated of group.prices) {
          // As scopedOfferPrices converts today's offers: to the cent locally, then to the catalog.
          const local = Math.round(generated * factor * 100) / 100;
          prices.push(Math.round((local / perEuro) * scope.catalogPerEuro * 100) / 100);
        }
      }
      product.last = { movedAt: moved, prices };
      return prices;
    },
  };
}
