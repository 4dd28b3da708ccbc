/**
 * The live examples of the strategy cards, computed with the repricer's rules
 * (docs/pricing-rules.md).
 * This mirrors upstream/src/pricing/rounding.ts, variation-strategy.ts, market-strategy.ts and
 * buyback-strategy.ts: the web app is built and shipped on its own, so it carries this small copy,
 * and its tests pin the same cases. Money is computed in integer cents so 1000 × 0.9 is exactly 900.
 */
export type RoundingType = 'EXACT_AMOUNT' | 'NINE' | 'POINT_NINE' | 'FIXED' | 'PERCENTAGE';

export interface Rounding {
  roundingType: RoundingType;
  /** Read only for FIXED (a step in currency units) and PERCENTAGE (percent taken off). */
  roundingValue: number | null;
}

/** The amount every example starts from. */
export const EXAMPLE_AMOUNT = 1000;

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** cents × (1 + percent/100), rounded down to the cent: computed prices never round up. */
function addPercentDown(cents: number, percent: number): number {
  return Math.floor((cents * (10_000 + Math.round(percent * 100))) / 10_000);
}

/**
 * Rounding always goes down. Returns null when FIXED or PERCENTAGE has no usable
 * value yet (the seller is still typing), so no example is shown rather than a wrong one.
 */
export function roundDown(amount: number, rounding: Rounding): number | null {
  const exact = Math.floor(toCents(amount));
  const value = rounding.roundingValue;
  switch (rounding.roundingType) {
    case 'EXACT_AMOUNT':
      return fromCents(exact);
    case 'NINE': {
      const wholeUnits = Math.floor(exact / 100);
      const endingInNine = Math.floor((wholeUnits - 9) / 10) * 10 + 9;
      return fromCents(endingInNine >= 9 ? endingInNine * 100 : exact);
    }
    case 'POINT_NINE': {
      const endingInPointNine = Math.floor((exact - 90) / 100) * 100 + 90;
      return fromCents(endingInPointNine >= 90 ? endingInPointNine : exact);
    }
    case 'FIXED': {
      if (value === null || !Number.isFinite(value) || value <= 0) return null;
      const step = toCents(value);
      const multiple = Math.floor(exact / step) * step;
      return fromCents(multiple > 0 ? multiple : exact);
    }
    case 'PERCENTAGE':
      if (value === null || !Number.isFinite(value) || value <= 0) return null;
      return fromCents(addPercentDown(exact, -value));
  }
}

/** Variation: the range base price × (1 + min%) … × (1 + max%), each end rounded. */
export function variationExample(
  basePrice: number,
  minPercentage: number,
  maxPercentage: number,
  rounding: Rounding,
): { min: number; max: number } | null {
  const cents = toCents(basePrice);
  const min = roundDown(fromCents(addPercentDown(cents, minPercentage)), rounding);
  const max = roundDown(fromCents(addPercentDown(cents, maxPercentage)), rounding);
  return min === null || max === null ? null : { min, max };
}

/** Market: the reference market price moved by a signed percent or amount, to the cent. */
export function marketExample(
  referencePrice: number,
  value: number,
  comparison: 'PERCENTAGE' | 'CURRENCY',
): number {
  const cents = toCents(referencePrice);
  return fromCents(
    comparison === 'PERCENTAGE' ? addPercentDown(cents, value) : cents + toCents(value),
  );
}

/** Revendo prices one currency unit below the minimum market price. */
export function revendoExample(minimumMarketPrice: number): number {
  return fromCents(toCents(minimumMarketPrice) - 100);
}

/** Buyback: average market price × (1 + positioning/100), rounded down. */
export function buybackExample(
  averageMarketPrice: number,
  pricePositioning: number,
  rounding: Rounding,
): number | null {
  return roundDown(
    fromCents(addPercentDown(toCents(averageMarketPrice), pricePositioning)),
    rounding,
  );
}
