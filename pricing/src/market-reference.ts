import { type Cents, fromCents, toCents } from './money';
import { type MarketReference } from './strategy-values';

/** Median, min or max of the market's offers; null for an empty market. */
export function marketReferencePrice(
  offers: readonly Cents[],
  reference: MarketReference,
): Cents | null {
  if (offers.length === 0) return null;
  const sorted = [...offers].sort((a, b) => a - b);
  switch (reference) {
    case 'min':
      return sorted[0] ?? null;
    case 'max':
      return sorted[sorted.length - 1] ?? null;
    case 'median': {
      const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
      if (sorted.length % 2 === 1) return upper;
      const lower = sorted[sorted.length / 2 - 1] ?? 0;
      // Half a cent between the two middle offers goes down, like every other rounding here.
      return Math.floor((lower + upper) / 2);
    }
  }
}

/** The market figure a strategy starts from. */
export type ReferenceKind =
  | 'lowest_competitor_offer'
  | 'median_market_price'
  | 'min_market_price'
  | 'max_market_price'
  | 'average_market_price';

/**
 * The reference of that kind from the offers' prices (currency units), to the cent: the lowest
 * offer (variation, revendo), the average rounded down (buyback) or the market strategy's
 * median, minimum or maximum; null without offers.
 */
export function referenceAmount(prices: readonly number[], kind: ReferenceKind): number | null {
  if (prices.length === 0) return null;
  const cents = prices.map(toCents);
  switch (kind) {
    case 'lowest_competitor_offer':
      return fromCents(cents.reduce((lowest, price) => Math.min(lowest, price)));
    case 'average_market_price':
      return fromCents(Math.floor(cents.reduce((total, price) => total + price, 0) / cents.length));
    case 'median_market_price':
    case 'min_market_price':
    case 'max_market_price': {
      const reference = marketReferencePrice(cents, MARKET_REFERENCE_OF[kind]);
      return reference === null ? null : fromCents(reference);
    }
  }
}

const MARKET_REFERENCE_OF = {
  median_market_price: 'median',
  min_market_price: 'min',
  max_market_price: 'max',
} as const satisfies Record<string, MarketReference>;
