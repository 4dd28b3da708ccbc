import { fromCents, minimumPriceForMargin, oneUnitBelow, toCents } from './money';
import { type PriceDecision, priceDecision, skipDecision } from './price-decision';
import { type RevendoConditions, type RevendoRow, findRevendoRow } from './revendo-table';

export interface RevendoInput extends RevendoConditions {
  /** Lowest competitor offer for the same model, storage and grade. */
  minMarketPrice: number | null;
  cost: number | null;
}

/** The revendo decision with the table row it used (null when none applies). */
export type RevendoDecision = PriceDecision & { row: RevendoRow | null };

/**
 * One unit below the minimum market price, but never under the margin of the table row that
 * applies. Revendo prices are not rounded: every price is exactly one unit below the market
 * minimum unless the margin lifts it.
 */
export function priceByRevendo(input: RevendoInput): RevendoDecision {
  const match = findRevendoRow(input);
  if (match.row === null) return { ...skipDecision(match.reason), row: null };
  const { row } = match;
  if (input.minMarketPrice === null) return { ...skipDecision({ kind: 'no_offers' }), row };
  if (input.cost === null) {
    return { ...skipDecision({ kind: 'no_cost', marginPercent: row.marginPercentage }), row };
  }
  const target = oneUnitBelow(toCents(input.minMarketPrice));
  const floor = minimumPriceForMargin(toCents(input.cost), row.marginPercentage);
  const price = Math.max(target, floor);
  return {
    ...priceDecision(fromCents(price), [
      { kind: 'undercut', by: 1, amount: fromCents(target) },
      {
        kind: 'margin',
        percent: row.marginPercentage,
        cost: input.cost,
        floor: fromCents(floor),
        amount: fromCents(price),
      },
    ]),
    row,
  };
}
