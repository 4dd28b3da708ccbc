import { addPercentDown, formatAmount, fromCents, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './priceDecision';
import { roundDown } from './rounding';
import { type BuybackStrategyValues } from './strategyValues';

export interface BuybackInput {
  averageMarketPrice: number | null;
  values: BuybackStrategyValues;
}

/** DECISIONS 23: average market price × (1 + pricePositioning/100), rounded downwards. */
export function priceByBuyback(input: BuybackInput): PriceDecision {
  if (input.averageMarketPrice === null || input.averageMarketPrice <= 0) {
    return skipDecision('no average market price for the same model, storage and grade');
  }
  const average = toCents(input.averageMarketPrice);
  const positioned = addPercentDown(average, input.values.pricePositioning);
  const price = roundDown(positioned, input.values);
  if (price <= 0) {
    return skipDecision(`positioning ${input.values.pricePositioning}% gives no positive price`);
  }
  const sign = input.values.pricePositioning >= 0 ? '+' : '';
  return priceDecision(
    fromCents(price),
    `average market price ${formatAmount(average)} ${sign}${input.values.pricePositioning}%, rounded ${input.values.roundingType}`,
  );
}
