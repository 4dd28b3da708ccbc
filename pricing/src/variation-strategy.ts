import { addPercentDown, fromCents, oneUnitBelow, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './price-decision';
import { roundDown } from './rounding';
import { type VariationValues } from './strategy-values';

export interface VariationRange {
  min: number;
  max: number;
}

/** base × (1 + min%) … base × (1 + max%), each end rounded downwards. */
export function variationRange(basePrice: number, values: VariationValues): VariationRange {
  const base = toCents(basePrice);
  return {
    min: fromCents(roundDown(addPercentDown(base, values.minPricePercentage), values)),
    max: fromCents(roundDown(addPercentDown(base, values.maxPricePercentage), values)),
  };
}

export interface VariationInput {
  basePrice: number | null;
  /** Lowest competitor offer for the same model, storage and grade; null when nobody sells it. */
  lowestCompetitorOffer: number | null;
  values: VariationValues;
}

/**
 * One currency unit below the lowest competitor offer, rounded the strategy's way, then kept
 * inside the range. The range ends are already rounded, so a clamped price keeps the rounding.
 */
export function priceByVariation(input: VariationInput): PriceDecision {
  if (input.lowestCompetitorOffer === null) return skipDecision({ kind: 'no_offers' });
  if (input.basePrice === null || input.basePrice <= 0) {
    return skipDecision({ kind: 'no_base_price' });
  }
  const range = variationRange(input.basePrice, input.values);
  const min = toCents(range.min);
  const max = toCents(range.max);
  const undercut = oneUnitBelow(toCents(input.lowestCompetitorOffer));
  const rounded = roundDown(undercut, input.values);
  const kept = Math.min(Math.max(rounded, min), max);
  return priceDecision(fromCents(kept), [
    { kind: 'undercut', by: 1, amount: fromCents(undercut) },
    {
      kind: 'rounding',
      rule: input.values.roundingType,
      value: input.values.roundingValue,
      amount: fromCents(rounded),
    },
    { kind: 'range', min: range.min, max: range.max, amount: fromCents(kept) },
  ]);
}
