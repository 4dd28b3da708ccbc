import { formatAmount, fromCents, minimumPriceForMargin, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './priceDecision';
import { type RevendoConditions, describeRevendoRow, findRevendoRow } from './revendoTable';

export interface RevendoInput extends RevendoConditions {
  /** Lowest competitor offer for the same model, storage and grade. */
  minMarketPrice: number | null;
  cost: number | null;
}

/**
 * DECISIONS 22: one unit below the minimum market price, but never under the margin of the row
 * that applies. Revendo prices are not rounded: the SPEC states every price is exactly one unit
 * below the market minimum.
 */
export function priceByRevendo(input: RevendoInput): PriceDecision {
  const match = findRevendoRow(input);
  if (match.row === null) return skipDecision(match.reason);
  if (input.minMarketPrice === null) {
    return skipDecision('no market price for the same model, storage and grade');
  }
  if (input.cost === null) {
    return skipDecision(
      `no cost price to keep the revendo margin of ${match.row.marginPercentage}%`,
    );
  }
  const target = toCents(input.minMarketPrice) - 100;
  const floor = minimumPriceForMargin(toCents(input.cost), match.row.marginPercentage);
  const rowText = describeRevendoRow(match.row);
  const base = `1 below the minimum market price ${formatAmount(toCents(input.minMarketPrice))} (${rowText})`;
  if (target < floor) {
    return priceDecision(
      fromCents(floor),
      `${base}, raised to ${formatAmount(floor)} for the margin`,
    );
  }
  return priceDecision(fromCents(target), base);
}
