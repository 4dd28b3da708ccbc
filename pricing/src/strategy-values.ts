/**
 * The strategy shapes the rules read. The upstream's store keeps its strategy records in these
 * shapes (upstream/src/data/types.ts re-exports them), so the validators produce exactly what the
 * rules read and nothing maps between the two.
 */
export const ROUNDING_TYPES = [
  'fixed',
  'nine',
  'point_nine',
  'exact_amount',
  'percentage',
] as const;
export type RoundingType = (typeof ROUNDING_TYPES)[number];

export interface VariationValues {
  minPricePercentage: number;
  maxPricePercentage: number;
  roundingType: RoundingType;
  /** Required for `fixed` and `percentage`; fixed by the type for `nine` (9) and `point_nine` (0.9). */
  roundingValue: number | null;
}

export const MARKET_COMPARISONS = ['percentage', 'currency'] as const;
export type MarketComparison = (typeof MARKET_COMPARISONS)[number];
export const MARKET_REFERENCES = ['median', 'min', 'max'] as const;
export type MarketReference = (typeof MARKET_REFERENCES)[number];

export interface MarketValues {
  /** Signed: higher is positive. Percent or currency units depending on `comparison`. */
  value: number;
  comparison: MarketComparison;
  marketPrice: MarketReference;
  /** Minimum margin over cost in percent; null means no minimum. */
  margin: number | null;
  validateAgainstNextGen: boolean;
}

export const RESELL_STRATEGY_TYPES = ['variation', 'market', 'revendo'] as const;
export type ResellStrategyType = (typeof RESELL_STRATEGY_TYPES)[number];

/** A resell strategy as the seller sets it, before it is stored under an id and a category. */
export type ResellStrategyInput =
  | { type: 'variation'; values: VariationValues }
  | { type: 'market'; values: MarketValues }
  | { type: 'revendo'; values: Record<string, never> };

export interface BuybackStrategyValues {
  /** Signed percent against the average market price: -10 is 10% lower. */
  pricePositioning: number;
  roundingType: RoundingType;
  roundingValue: number | null;
}
