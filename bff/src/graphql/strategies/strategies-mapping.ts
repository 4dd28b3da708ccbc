import {
  Comparison,
  comparisonValues,
  MarketReference,
  marketReferenceValues,
  RoundingType,
  roundingTypeValues,
} from '../common/enums.js';
import {
  type BuybackStrategy,
  type BuybackStrategyInput,
  type ResellStrategy,
  type ResellStrategyInput,
  ResellStrategyType,
} from './strategy-types.js';
import { type Category } from '../viewer/viewer-types.js';
import { flag, id, number, oneOf, record, textOr } from '../../upstream/raw-values.js';
import { mapCategory } from '../common/category-mapping.js';
import { type BuybackStrategyBody, type ResellStrategyBody } from '@refurb/contract';

const resellTypes = Object.values(ResellStrategyType);

/** Upstream strategy → ResellStrategy; `categories` resolves a bare category id. */
export function mapResellStrategy(raw: unknown, categories: readonly Category[]): ResellStrategy {
  const strategy = record(raw);
  const values = record(strategy.values);
  const type = oneOf(strategy.type, resellTypes) ?? ResellStrategyType.REVENDO;
  return {
    id: id(strategy.id) ?? '',
    category: resolveCategory(strategy.category ?? strategy.category_id, categories),
    type,
    variation:
      type === ResellStrategyType.VARIATION
        ? {
            minPricePercentage: number(values.min_price_percentage) ?? 0,
            maxPricePercentage: number(values.max_price_percentage) ?? 0,
            roundingType:
              oneOf(values.rounding_type, roundingTypeValues) ?? RoundingType.EXACT_AMOUNT,
            roundingValue: number(values.rounding_value),
          }
        : null,
    market:
      type === ResellStrategyType.MARKET
        ? {
            value: number(values.value) ?? 0,
            comparison: oneOf(values.comparison, comparisonValues) ?? Comparison.PERCENTAGE,
            marketPrice:
              oneOf(values.market_price, marketReferenceValues) ?? MarketReference.MEDIAN,
            margin: number(values.margin),
            validateAgainstNextGen: flag(values.validate_against_next_gen),
          }
        : null,
  };
}

export function mapBuybackStrategy(raw: unknown, categories: readonly Category[]): BuybackStrategy {
  const strategy = record(raw);
  return {
    id: id(strategy.id) ?? '',
    category: resolveCategory(strategy.category ?? strategy.category_id, categories),
    pricePositioning: number(strategy.price_positioning) ?? 0,
    roundingType: oneOf(strategy.rounding_type, roundingTypeValues) ?? RoundingType.EXACT_AMOUNT,
    roundingValue: number(strategy.rounding_value),
  };
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

function resolveCategory(raw: unknown, categories: readonly Category[]): Category {
  if (typeof raw === 'object' && raw !== null) return mapCategory(raw);
  const categoryId = id(raw);
  return (
    categories.find((category) => category.id === categoryId) ?? {
      id: categoryId ?? '',
      name: textOr(null, ''),
      slug: '',
    }
  );
}
