import {
  type Cents,
  addPercentDown,
  formatAmount,
  fromCents,
  minimumPriceForMargin,
  toCents,
} from './money';
import { marketReferencePrice } from './marketReference';
import { type PriceDecision, priceDecision, skipDecision } from './priceDecision';
import { type MarketValues } from './strategyValues';

export interface MarketInput {
  /** Competitor offers for the same model, storage and grade. */
  marketPrices: readonly number[];
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
 * DECISIONS 21. Market prices carry no rounding of their own: the strategy has no rounding fields,
 * so the price is kept to the cent (downwards). Order: target from the reference, then raised to
 * the minimum margin, then capped by the next generation. When the cap is under the minimum-margin
 * price both promises cannot hold, and the item is skipped rather than sold below margin or priced
 * above a newer phone.
 */
export function priceByMarket(input: MarketInput): PriceDecision {
  const { values } = input;
  const reference = marketReferencePrice(input.marketPrices.map(toCents), values.marketPrice);
  if (reference === null) {
    return skipDecision('no market price for the same model, storage and grade');
  }
  const target = applyMarketOffset(reference, values);
  const referenceText = `${values.marketPrice} market price ${formatAmount(reference)}`;
  if (target <= 0) {
    return skipDecision(`${referenceText} with ${offsetText(values)} gives no positive price`);
  }
  let price = target;
  let reason = `${referenceText} ${offsetText(values)}`;

  let marginFloor: Cents | null = null;
  if (values.margin !== null && values.margin > 0) {
    if (input.cost === null) {
      return skipDecision(`no cost price to keep the minimum margin of ${values.margin}%`);
    }
    marginFloor = minimumPriceForMargin(toCents(input.cost), values.margin);
    if (price < marginFloor) {
      price = marginFloor;
      reason += `, raised to ${formatAmount(marginFloor)} for the minimum margin of ${values.margin}%`;
    }
  }

  if (values.validateAgainstNextGen && input.isSmartphone && input.nextGenMarketPrice !== null) {
    const cap = Math.floor(toCents(input.nextGenMarketPrice));
    if (price > cap) {
      if (marginFloor !== null && cap < marginFloor) {
        return skipDecision(
          `the next generation sells at ${formatAmount(cap)}, under the minimum-margin price ${formatAmount(marginFloor)}`,
        );
      }
      price = cap;
      reason += `, capped at the next generation's market price ${formatAmount(cap)}`;
    }
  }
  return priceDecision(fromCents(price), reason);
}

function applyMarketOffset(reference: Cents, values: MarketValues): Cents {
  return values.comparison === 'percentage'
    ? addPercentDown(reference, values.value)
    : reference + toCents(values.value);
}

function offsetText(values: MarketValues): string {
  const sign = values.value >= 0 ? '+' : '−';
  const magnitude = Math.abs(values.value);
  return values.comparison === 'percentage'
    ? `${sign}${magnitude}%`
    : `${sign}${magnitude.toFixed(2)}`;
}
