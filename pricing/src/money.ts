/**
 * Money is computed in integer cents so that percentages and roundings never drift
 * (1000 × 0.9 must be exactly 900, not 899.9999999). Amounts enter and leave the pricing
 * rules as currency units with at most two decimals, the way the store keeps them.
 */
export type Cents = number;

export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * One currency unit below an amount: variation and revendo price one unit under the lowest
 * competitor offer.
 */
export function oneUnitBelow(cents: Cents): Cents {
  return cents - 100;
}

/** Percent as an integer number of hundredths of a percent, so 12.5% stays exact. */
function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** cents × (1 + percent/100), rounded down to the cent: computed prices never round up. */
export function addPercentDown(cents: Cents, percent: number): Cents {
  return Math.floor((cents * (10_000 + toBasisPoints(percent))) / 10_000);
}

/** The smallest price (to the cent) whose margin over cost is at least marginPercent. */
export function minimumPriceForMargin(costCents: Cents, marginPercent: number): Cents {
  const marginBasisPoints = toBasisPoints(marginPercent);
  if (marginBasisPoints >= 10_000) {
    throw new RangeError(`a margin of ${marginPercent}% cannot be reached`);
  }
  return Math.ceil((costCents * 10_000) / (10_000 - marginBasisPoints));
}
