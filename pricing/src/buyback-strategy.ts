import { addPercentDown, fromCents, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './price-decision';
import { roundDown } from './rounding';
import { type BuybackStrategyValues } from './strategy-values';

export interface BuybackInput {
  averageMarketPrice: number | null;
  values: BuybackStrategyValues;
}

/** Average market price × (1 + pricePositioning/100), rounded downwards. */
export function priceByBuyback(input: BuybackInput): PriceDecision {
  if (input.averageMarketPrice === null || input.averageMarketPrice <= 0) {
    return skipDecision({ kind: 'no_offers' });
  }
  const average = toCents(input.averageMarketPrice);
  const positioned = addPercentDown(average, input.values.pricePositioning);
  const price = roundDown(positioned, input.values);
  const steps = [
    {
      kind: 'variation' as const,
      percent: input.values.pricePositioning,
      amount: fromCents(positioned),
    },
    {
      kind: 'rounding' as const,
      rule: input.values.roundingType,
      value: input.values.roundingValue,
      amount: fromCents(price),
    },
  ];
  if (price <= 0) return skipDecision({ kind: 'no_positive_price' }, steps);
  return priceDecision(fromCents(price), steps);
}
