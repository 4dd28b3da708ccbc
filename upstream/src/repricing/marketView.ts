import { type ProductPast, groupFactor, lastMoveAt, productPast } from '../data/pastMarket';
import { productOffers, vendorById } from '../data/marketStats';
import { COUNTRY_MONEY } from '../data/reference';
import { type Database } from '../data/types';
import { type MarketScope, scopedOfferPrices } from './marketScope';

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
  products: Map<string, { groups: ProductPast['groups']; last: PastPrices | null }>;
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
 * The market as it stood at `time` before the data was generated (data/pastMarket.ts). A
 * product's prices are worked out once per move and shared by its items and later batches.
 */
export function pastMarket(database: Database, time: number): MarketView {
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
          groups: productPast(database, productKey, offersOf).groups.filter(
            (group) => group.kind === scope.kind && scope.countries.has(group.country),
          ),
          last: null,
        };
        past.products.set(productKey, product);
      }
      const movedAt = lastMoveAt(database, productKey, time);
      if (product.last && product.last.movedAt === movedAt) return product.last.prices;
      const prices: number[] = [];
      for (const group of product.groups) {
        const factor = groupFactor(database, group.series, movedAt);
        const perEuro = COUNTRY_MONEY[group.country].perEuro;
        for (const generated of group.prices) {
          // As scopedOfferPrices converts today's offers: to the cent locally, then to the catalog.
          const local = Math.round(generated * factor * 100) / 100;
          prices.push(Math.round((local / perEuro) * scope.catalogPerEuro * 100) / 100);
        }
      }
      product.last = { movedAt, prices };
      return prices;
    },
  };
}
