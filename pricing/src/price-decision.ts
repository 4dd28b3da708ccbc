import { type RoundingType } from './strategy-values';

/**
 * One step from the reference price towards the new price. `amount` is the price after the step,
 * so applying the steps in order to the reference reproduces the result (docs/pricing-decisions.md).
 */
export type DecisionStep =
  /** `by` currency units below the previous amount (variation and revendo undercut the market). */
  | { kind: 'undercut'; by: number; amount: number }
  /** The previous amount moved by a signed `percent` (down to the cent) or a signed currency `value`. */
  | { kind: 'variation'; percent: number; amount: number }
  | { kind: 'variation'; value: number; amount: number }
  /** Rounded downwards the strategy's way (`value`: the fixed step or the percentage). */
  | { kind: 'rounding'; rule: RoundingType; value: number | null; amount: number }
  /** Kept inside the variation strategy's range (base price × its min and max percentages). */
  | { kind: 'range'; min: number; max: number; amount: number }
  /** Raised to `floor`, the lowest price with `percent` margin over `cost`, when under it. */
  | { kind: 'margin'; percent: number; cost: number; floor: number; amount: number }
  /** Lowered to the next generation's market price when above it (smartphones). */
  | { kind: 'next_generation_cap'; cap: number; amount: number }
  /** Kept within the item's own minimum and maximum price; `limit` names the one it sits on. */
  | { kind: 'clamp'; min: number; max: number; limit: 'min' | 'max' | null; amount: number }
  /** The store reprices in dry run: the amount is logged, not applied. */
  | { kind: 'dry_run'; amount: number };

/** Why no price could be computed; each kind has its sentence where the decision is worded. */
export type SkipReason =
  | { kind: 'no_strategy'; categoryId: number }
  | { kind: 'no_base_price' }
  | { kind: 'no_offers' }
  | { kind: 'no_cost'; marginPercent: number }
  | { kind: 'no_positive_price' }
  | { kind: 'next_generation_below_margin'; cap: number; floor: number }
  | { kind: 'sells_out_too_fast'; days: number }
  | { kind: 'changed_recently'; days: number }
  | { kind: 'on_promotion' }
  | { kind: 'accelerated' }
  | { kind: 'no_revendo_row' };

/**
 * What a pricing rule concludes for one item from its reference price: a new price with the steps
 * that led there, or a skip with its reason (and the steps taken before the rule gave up).
 */
export type PriceDecision =
  | { outcome: 'price'; price: number; steps: DecisionStep[] }
  | { outcome: 'skip'; reason: SkipReason; steps: DecisionStep[] };

export function priceDecision(price: number, steps: DecisionStep[]): PriceDecision {
  return { outcome: 'price', price, steps };
}

export function skipDecision(reason: SkipReason, steps: DecisionStep[] = []): PriceDecision {
  return { outcome: 'skip', reason, steps };
}
