import {
  fromCents,
  oneUnitBelow,
  priceByBuyback,
  priceByMarket,
  roundingRuleComplete,
  toCents,
  variationRange,
  type PriceDecision,
  type RoundingRule,
  type VariationRange,
} from '@refurb/pricing';
import type { Comparison, MarketReference, RoundingType } from './strategy-forms';

/**
 * The live examples of the strategy cards, computed with the repricer's own rules
 * (@refurb/pricing; docs/pricing-rules.md). This module only turns the form's GraphQL values
 * into the rules' inputs and their decisions into what a card shows.
 */

/** The amount every example starts from. */
export const EXAMPLE_AMOUNT = 1000;

export interface Rounding {
  roundingType: RoundingType;
  /** Read only for FIXED (a step in currency units) and PERCENTAGE (percent taken off). */
  roundingValue?: number | null;
}

/**
 * What an example shows: the price, 'incomplete' while a value the rule needs is missing, or
 * 'noPrice' when the price would be zero or less (the repricer skips such an item).
 */
export type ExamplePrice = number | 'incomplete' | 'noPrice';

/** The schema's enum values are the rules' choices in capitals ('POINT_NINE' → 'point_nine'). */
function lower<Value extends string>(value: Value): Lowercase<Value> {
  // toLowerCase is typed as returning string; the result is exactly Lowercase<Value>.
  return value.toLowerCase() as Lowercase<Value>;
}

/** The rules' rounding, or null while FIXED or PERCENTAGE has no usable value (still typing). */
function roundingRule(rounding: Rounding): RoundingRule | null {
  const rule = {
    roundingType: lower(rounding.roundingType),
    roundingValue: rounding.roundingValue ?? null,
  };
  return roundingRuleComplete(rule) ? rule : null;
}

function examplePrice(decision: PriceDecision): ExamplePrice {
  return decision.outcome === 'price' ? decision.price : 'noPrice';
}

/** Variation: the range base price × (1 + min%) … × (1 + max%), each end rounded. */
export function variationExample(
  basePrice: number,
  minPercentage: number,
  maxPercentage: number,
  rounding: Rounding,
): VariationRange | null {
  const rule = roundingRule(rounding);
  if (rule === null) return null;
  return variationRange(basePrice, {
    minPricePercentage: minPercentage,
    maxPricePercentage: maxPercentage,
    ...rule,
  });
}

/**
 * Market: the reference market price moved by a signed percent or amount, to the cent. The
 * example has no cost and no next generation, so the margin and the cap are described in words.
 */
export function marketExample(
  referencePrice: number,
  market: { value: number; comparison: Comparison; marketPrice: MarketReference },
): ExamplePrice {
  return examplePrice(
    priceByMarket({
      marketPrice: referencePrice,
      cost: null,
      isSmartphone: false,
      nextGenMarketPrice: null,
      values: {
        value: market.value,
        comparison: lower(market.comparison),
        marketPrice: lower(market.marketPrice),
        margin: null,
        validateAgainstNextGen: false,
      },
    }),
  );
}

/** Revendo prices one currency unit below the minimum market price (the table's margin aside). */
export function revendoExample(minimumMarketPrice: number): number {
  return fromCents(oneUnitBelow(toCents(minimumMarketPrice)));
}

/** Buyback: average market price × (1 + positioning/100), rounded down. */
export function buybackExample(
  averageMarketPrice: number,
  pricePositioning: number,
  rounding: Rounding,
): ExamplePrice {
  const rule = roundingRule(rounding);
  if (rule === null) return 'incomplete';
  return examplePrice(
    priceByBuyback({ averageMarketPrice, values: { pricePositioning, ...rule } }),
  );
}
