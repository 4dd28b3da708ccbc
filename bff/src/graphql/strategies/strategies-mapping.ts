import {
  type BuybackStrategyAnswer,
  type BuybackStrategyBody,
  type CategoryRef,
  type MarketValuesAnswer,
  type ResellStrategyAnswer,
  type ResellStrategyBody,
  type VariationValuesAnswer,
} from '@refurb/contract';
import type {
  MarketComparison,
  MarketReference as StoreMarketReference,
  RoundingType as StoreRoundingType,
} from '@refurb/pricing';
import { Comparison, MarketReference, RoundingType } from '../common/enums.js';
import {
  type BuybackStrategy,
  type BuybackStrategyInput,
  type MarketValues,
  type ResellStrategy,
  type ResellStrategyInput,
  ResellStrategyType,
  type VariationValues,
} from './strategy-types.js';
import { type Category } from '../viewer/viewer-types.js';
import { mapCategory } from '../common/category-mapping.js';

// The store's words for a strategy's choices → the GraphQL enums, one entry per word the contract
// has (a word added to the contract fails tsc here until it is mapped).
export const roundingTypeByStore: Record<StoreRoundingType, RoundingType> = {
  fixed: RoundingType.FIXED,
  nine: RoundingType.NINE,
  point_nine: RoundingType.POINT_NINE,
  exact_amount: RoundingType.EXACT_AMOUNT,
  percentage: RoundingType.PERCENTAGE,
};

const comparisonByStore: Record<MarketComparison, Comparison> = {
  percentage: Comparison.PERCENTAGE,
  currency: Comparison.CURRENCY,
};

const marketReferenceByStore: Record<StoreMarketReference, MarketReference> = {
  median: MarketReference.MEDIAN,
  min: MarketReference.MIN,
  max: MarketReference.MAX,
};

/** A strategy's type and values, as saved (an answer) or as asked for (a body). */
type ResellValuesOf =
  | { type: 'variation'; values: VariationValuesAnswer }
  | { type: 'market'; values: MarketValuesAnswer }
  | { type: 'revendo' };

/** A resell strategy of the profile or of a save's answer → ResellStrategy. */
export function mapResellStrategy(strategy: ResellStrategyAnswer): ResellStrategy {
  return {
    id: String(strategy.id),
    category: strategyCategory(strategy.category),
    ...mapResellValues(strategy),
  };
}

/** What a save asks for, as the saved strategy would read (the read-back compares the values). */
export function intendedResellStrategy(
  body: ResellStrategyBody,
  categoryId: string,
): ResellStrategy {
  return { id: '', category: { id: categoryId, name: '', slug: '' }, ...mapResellValues(body) };
}

function mapResellValues(
  strategy: ResellValuesOf,
): Pick<ResellStrategy, 'type' | 'variation' | 'market'> {
  switch (strategy.type) {
    case 'variation':
      return {
        type: ResellStrategyType.VARIATION,
        variation: mapVariationValues(strategy.values),
        market: null,
      };
    case 'market':
      return {
        type: ResellStrategyType.MARKET,
        variation: null,
        market: mapMarketValues(strategy.values),
      };
    case 'revendo':
      return { type: ResellStrategyType.REVENDO, variation: null, market: null };
  }
}

function mapVariationValues(values: VariationValuesAnswer): VariationValues {
  return {
    minPricePercentage: values.min_price_percentage,
    maxPricePercentage: values.max_price_percentage,
    roundingType: roundingTypeByStore[values.rounding_type],
    roundingValue: values.rounding_value,
  };
}

function mapMarketValues(values: MarketValuesAnswer): MarketValues {
  return {
    value: values.value,
    comparison: comparisonByStore[values.comparison],
    marketPrice: marketReferenceByStore[values.market_price],
    margin: values.margin,
    validateAgainstNextGen: values.validate_against_next_gen,
  };
}

/** A trade-in strategy of the profile or of a save's answer → BuybackStrategy. */
export function mapBuybackStrategy(strategy: BuybackStrategyAnswer): BuybackStrategy {
  return {
    id: String(strategy.id),
    category: strategyCategory(strategy.category),
    ...mapBuybackValues(strategy),
  };
}

/** What a save asks for, as the saved strategy would read (the read-back compares the values). */
export function intendedBuybackStrategy(
  body: BuybackStrategyBody,
  categoryId: string,
): BuybackStrategy {
  return { id: '', category: { id: categoryId, name: '', slug: '' }, ...mapBuybackValues(body) };
}

function mapBuybackValues(values: BuybackStrategyBody) {
  return {
    pricePositioning: values.price_positioning,
    roundingType: roundingTypeByStore[values.rounding_type],
    roundingValue: values.rounding_value,
  };
}

/** A category the store no longer has (null) reads as one without id or name. */
function strategyCategory(category: CategoryRef | null): Category {
  return category === null ? { id: '', name: '', slug: '' } : mapCategory(category);
}

/** ResellStrategyInput → the PUT body (`{ type, values }`, snake_case; docs/pricing-rules.md). */
export function resellStrategyBody(input: ResellStrategyInput): ResellStrategyBody {
  switch (input.type) {
    case ResellStrategyType.VARIATION: {
      const values = input.variation;
      if (!values) throw new MissingStrategyValues('variation');
      return {
        type: input.type,
        values: {
          min_price_percentage: values.minPricePercentage,
          max_price_percentage: values.maxPricePercentage,
          rounding_type: values.roundingType,
          rounding_value: values.roundingValue ?? null,
        },
      };
    }
    case ResellStrategyType.MARKET: {
      const values = input.market;
      if (!values) throw new MissingStrategyValues('market');
      return {
        type: input.type,
        values: {
          value: values.value,
          comparison: values.comparison,
          market_price: values.marketPrice,
          margin: values.margin ?? null,
          validate_against_next_gen: values.validateAgainstNextGen ?? false,
        },
      };
    }
    case ResellStrategyType.REVENDO:
      return { type: input.type, values: {} };
  }
}

export function buybackStrategyBody(input: BuybackStrategyInput): BuybackStrategyBody {
  return {
    price_positioning: input.pricePositioning,
    rounding_type: input.roundingType,
    rounding_value: input.roundingValue ?? null,
  };
}

export class MissingStrategyValues extends Error {
  constructor(readonly field: 'variation' | 'market') {
    super(`input.${field} is required when input.type is ${field.toUpperCase()}`);
  }
}
