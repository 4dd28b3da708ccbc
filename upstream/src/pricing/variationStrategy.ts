import { formatAmount, addPercentDown, fromCents, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './priceDecision';
import { roundDown } from './rounding';
import { type VariationValues } from './strategyValues';

export interface VariationRange {
  min: number;
  max: number;
}

/** DECISIONS 20: base × (1 + min%) … base × (1 + max%), each end rounded downwards. */
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
  if (input.basePrice === null || input.basePrice <= 0) {
    return skipDecision('no base price to vary from');
  }
  if (input.lowestCompetitorOffer === null) {
    return skipDecision('no competitor offer for the same model, storage and grade');
  }
  const range = variationRange(input.basePrice, input.values);
  const min = toCents(range.min);
  const max = toCents(range.max);
  const offer = toCents(input.lowestCompetitorOffer);
  const target = roundDown(offer - 100, input.values);
  const rangeText = `range ${formatAmount(min)}–${formatAmount(max)}`;
  const offerText = `lowest competitor offer ${formatAmount(offer)}`;
  if (target < min) {
    return priceDecision(
      fromCents(min),
      `${offerText}: 1 below it is under the ${rangeText}, kept at the minimum`,
    );
  }
  if (target > max) {
    return priceDecision(
      fromCents(max),
      `${offerText}: 1 below it is over the ${rangeText}, kept at the maximum`,
    );
  }
  return priceDecision(fromCents(target), `1 below the ${offerText} (${rangeText})`);
}
