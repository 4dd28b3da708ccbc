import {
  marketReferencePrice,
  priceByBuyback,
  priceByMarket,
  priceByRevendo,
  priceByVariation,
  toCents,
  fromCents,
  skipDecision,
  type PriceDecision,
} from '../pricing';
import { type CatalogItemRecord, type Database, type StoreRecord } from '../data/types';
import { marketScope, nextGenerationProductKeys, scopedOfferPrices } from './marketScope';

const DAY_MS = 86_400_000;

export interface ItemPricingContext {
  database: Database;
  store: StoreRecord;
  item: CatalogItemRecord;
  now: number;
}

/**
 * The strategy of the item's category applied to the item's market: resell strategies for a
 * resell catalog, the buyback strategy for a buyback one. Competitors are the offers for the
 * item's own market product (same model, storage, grade and battery type).
 */
export function decideItemPrice({ database, store, item, now }: ItemPricingContext): PriceDecision {
  const category = database.market.categories.find((candidate) => candidate.id === item.categoryId);
  const categoryName = category?.name ?? `#${item.categoryId}`;
  if (store.configuration.catalogType === 'buyback') {
    const strategy = store.buybackStrategies.find(
      (candidate) => candidate.categoryId === item.categoryId,
    );
    if (!strategy) return skipDecision(`no buyback strategy for the ${categoryName} category`);
    const prices = scopedOfferPrices(database, item.productKey, marketScope(store, 'buyback'));
    return priceByBuyback({ averageMarketPrice: averageOf(prices), values: strategy });
  }

  const strategy = store.resellStrategies.find(
    (candidate) => candidate.categoryId === item.categoryId,
  );
  if (!strategy) return skipDecision(`no resell strategy for the ${categoryName} category`);
  const scope = marketScope(store, 'resell');
  const prices = scopedOfferPrices(database, item.productKey, scope);
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  switch (strategy.type) {
    case 'variation':
      return priceByVariation({
        basePrice: item.basePrice,
        lowestCompetitorOffer: lowest,
        values: strategy.values,
      });
    case 'market': {
      const nextGenPrices = nextGenerationProductKeys(database, item.productKey).flatMap((key) =>
        scopedOfferPrices(database, key, scope),
      );
      const nextGenReference = marketReferencePrice(
        nextGenPrices.map(toCents),
        strategy.values.marketPrice,
      );
      return priceByMarket({
        marketPrices: prices,
        cost: item.cost,
        isSmartphone: category?.slug === 'smartphone',
        nextGenMarketPrice: nextGenReference === null ? null : fromCents(nextGenReference),
        values: strategy.values,
      });
    }
    case 'revendo':
      return priceByRevendo({
        minMarketPrice: lowest,
        cost: item.cost,
        stockRfs: item.stockRfs,
        daysTillSoldOut: item.daysTillSoldOut,
        daysSinceLastPriceChange: Math.max(0, Math.floor((now - item.lastPriceChangeAt) / DAY_MS)),
        promotion: item.promotion,
        accelerated: item.accelerated,
      });
  }
}

function averageOf(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const totalCents = prices.reduce((sum, price) => sum + toCents(price), 0);
  return Math.floor(totalCents / prices.length) / 100;
}
