// PUT /api/strategies/{categoryId} and PUT /api/buyback-strategies/{categoryId}; the same shapes
// are the profile's `strategies` and `buyback_strategies` (upstream/README.md, docs/pricing-rules.md).
import { type CategoryRef } from './common.js';
import type { MarketComparison, MarketReference, RoundingType } from '@refurb/pricing';

/** A variation strategy's values: a range around the base price and a rounding. */
export interface VariationValuesAnswer {
  min_price_percentage: number;
  max_price_percentage: number;
  rounding_type: RoundingType;
  /** Required for `fixed` and `percentage`. */
  rounding_value: number | null;
}

/** A market strategy's values: a move from a market figure, a margin floor, a next-generation cap. */
export interface MarketValuesAnswer {
  /** Signed, in percent or currency units as `comparison` says. */
  value: number;
  comparison: MarketComparison;
  market_price: MarketReference;
  /** Minimum margin over cost in percent; null: none. */
  margin: number | null;
  validate_against_next_gen: boolean;
}

/** A resell strategy as the store keeps it; `category` is null for a category it no longer has. */
export type ResellStrategyAnswer = { id: number; category: CategoryRef | null } & (
  | { type: 'variation'; values: VariationValuesAnswer }
  | { type: 'market'; values: MarketValuesAnswer }
  | { type: 'revendo'; values: Record<string, never> }
);

/** The body of PUT /api/strategies/{categoryId} (revendo has no values). */
export type ResellStrategyBody =
  | { type: 'variation'; values: VariationValuesAnswer }
  | { type: 'market'; values: MarketValuesAnswer }
  | { type: 'revendo'; values?: Record<string, never> };

/** The body of PUT /api/buyback-strategies/{categoryId}. */
export interface BuybackStrategyBody {
  /** Signed percent against the average market price. */
  price_positioning: number;
  rounding_type: RoundingType;
  rounding_value: number | null;
}

/** A trade-in strategy as the store keeps it. */
export interface BuybackStrategyAnswer extends BuybackStrategyBody {
  id: number;
  category: CategoryRef | null;
}
