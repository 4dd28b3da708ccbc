import { type Cents, addPercentDown, fromCents, minimumPriceForMargin, toCents } from './money';
import {
  type DecisionStep,
  type PriceDecision,
  priceDecision,
  skipDecision,
} from './price-decision';
import { type MarketValues } from './strategy-values';

export interface MarketInput {
  /**
   * The market reference the strategy names (median, min or max of the competitor offers for the
   * same model, storage and grade; see marketReferencePrice); null when nobody sells it.
   */
  marketPrice: number | null;
  cost: number | null;
  /** Whether the item is a smartphone: the next-generation check applies to smartphones only. */
  isSmartphone: boolean;
  /**
   * The next generation's market price (same reference, storage and grade); null when there is
   * no next generation or nobody sells it.
   */
  nextGenMarketPrice: number | null;
  values: MarketValues;
}

/**
 * Market prices carry no rounding of their own: the strategy has no rounding fields, so the price
 * is kept to the cent (downwards). Order: target from the reference, then raised to the minimum
 * margin, then capped by the next generation. When the cap is under the minimum-margin price both
 * promises cannot hold, and the item is skipped rather than sold below margin or priced above a
 * newer phone.
 */
export function priceByMarket(input: MarketInput): PriceDecision {
  const { values } = input;
  if (input.marketPrice === null) return skipDecision({ kind: 'no_offers' });
  const reference = toCents(input.marketPrice);
  const target = applyMarketOffset(reference, values);
  const steps: DecisionStep[] = [
    values.comparison === 'percentage'
      ? { kind: 'variation', percent: values.value, amount: fromCents(target) }
      : { kind: 'variation', value: values.value, amount: fromCents(target) },
  ];
  if (target <= 0) return skipDecision({ kind: 'no_positive_price' }, steps);
  let price = target;

  let marginFloor: Cents | null = null;
  if (values.margin !== null && values.margin > 0) {
    if (input.cost === null) {
      return skipDecision({ kind: 'no_cost', marginPercent: values.margin }, steps);
    }
    marginFloor = minimumPriceForMargin(toCents(input.cost), values.margin);
    price = Math.max(price, marginFloor);
    steps.push({
      kind: 'margin',
      percent: values.margin,
      cost: input.cost,
      floor: fromCents(marginFloor),
      amount: fromCents(price),
    });
  }

  if (values.validateAgainstNextGen && input.isSmartphone && input.nextGenMarketPrice !== null) {
    const cap = Math.floor(toCents(input.nextGenMarketPrice));
    if (price > cap && marginFloor !== null && cap < marginFloor) {
      return skipDecision(
        {
          kind: 'next_generation_below_margin',
          cap: fromCents(cap),
          floor: fromCents(marginFloor),
        },
        steps,
      );
    }
    price = Math.min(price, cap);
    steps.push({ kind: 'next_generation_cap', cap: fromCents(cap), amount: fromCents(price) });
  }
  return priceDecision(fromCents(price), steps);
}

function applyMarketOffset(reference: Cents, values: MarketValues): Cents {
  return values.comparison === 'percentage'
    ? addPercentDown(reference, values.value)
    : reference + toCents(values.value);
}
