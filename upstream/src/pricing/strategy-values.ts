import type { BuybackStrategy, MarketValues, VariationValues } from '../data/types';

// The strategy shapes are the store's own records (data/types.ts): the validators produce them
// and the pricing rules read them, so nothing maps between the two.
export type {
  Comparison as MarketComparison,
  MarketReference,
  MarketValues,
  VariationValues,
} from '../data/types';

export const RESELL_STRATEGY_TYPES = ['variation', 'market', 'revendo'] as const;
export type ResellStrategyType = (typeof RESELL_STRATEGY_TYPES)[number];

export const MARKET_COMPARISONS = ['percentage', 'currency'] as const;
export const MARKET_REFERENCES = ['median', 'min', 'max'] as const;

/** A resell strategy as the seller sets it, before it is stored under an id and a category. */
export type ResellStrategyInput =
  | { type: 'variation'; values: VariationValues }
  | { type: 'market'; values: MarketValues }
  | { type: 'revendo'; values: Record<string, never> };

export type BuybackStrategyValues = Omit<BuybackStrategy, 'id' | 'categoryId'>;
