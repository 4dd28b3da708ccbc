import { type Cents, addPercentDown, toCents } from './money';
import { type RoundingType } from './strategy-values';

export interface RoundingRule {
  roundingType: RoundingType;
  /** Only read for `fixed` (a step in currency units) and `percentage` (percent to take off). */
  roundingValue: number | null;
}

/**
 * Every rounding goes downwards, so a rounded price is never above what the rule
 * computed. When no amount of the wanted shape exists below p (a price under 9 with `nine`), the
 * price is kept to the cent rather than dropping to zero or below; the item's minimum price, applied
 * after rounding, is what keeps prices from going too low.
 */
export function roundDown(cents: Cents, rule: RoundingRule): Cents {
  const exact = Math.floor(cents);
  switch (rule.roundingType) {
    case 'exact_amount':
      return exact;
    case 'nine': {
      // Largest whole amount ending in 9 that is ≤ p: 900 → 899, 909.50 → 909.
      const wholeUnits = Math.floor(exact / 100);
      const endingInNine = Math.floor((wholeUnits - 9) / 10) * 10 + 9;
      return endingInNine >= 9 ? endingInNine * 100 : exact;
    }
    case 'point_nine': {
      // Largest amount ending in .90 that is ≤ p: 900 → 899.90, 899.95 → 899.90.
      const endingInPointNine = Math.floor((exact - 90) / 100) * 100 + 90;
      return endingInPointNine >= 90 ? endingInPointNine : exact;
    }
    case 'fixed': {
      const step = toCents(requireRoundingValue(rule));
      const multiple = Math.floor(exact / step) * step;
      return multiple > 0 ? multiple : exact;
    }
    case 'percentage':
      return addPercentDown(exact, -requireRoundingValue(rule));
  }
}

/**
 * Whether roundDown can apply the rule: `fixed` and `percentage` need a positive value (a form
 * still being filled in has none yet); the other types carry their own.
 */
export function roundingRuleComplete(rule: RoundingRule): boolean {
  switch (rule.roundingType) {
    case 'fixed':
    case 'percentage':
      return isPositive(rule.roundingValue);
    case 'exact_amount':
    case 'nine':
    case 'point_nine':
      return true;
  }
}

function isPositive(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

function requireRoundingValue(rule: RoundingRule): number {
  const value = rule.roundingValue;
  if (!isPositive(value)) {
    throw new RangeError(`rounding "${rule.roundingType}" needs a positive rounding value`);
  }
  return value;
}
