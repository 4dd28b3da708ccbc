// A repricing decision as the store explains it ("Why this price?"), in a log entry and in an
// item's `last_decision`. What each step and skip means: docs/pricing-decisions.md.

/** The market figure a decision starts from. */
export type ReferenceKind =
  | 'lowest_competitor_offer'
  | 'median_market_price'
  | 'min_market_price'
  | 'max_market_price'
  | 'average_market_price';

/** The strategy that priced the item (`buyback`: a trade-in strategy). */
export type DecisionStrategy = 'variation' | 'market' | 'revendo' | 'buyback';

/** How a decision ended: applied, already that price, logged only, no price, not taken by the shop. */
export type DecisionOutcome = 'updated' | 'unchanged' | 'dry_run' | 'skipped' | 'failed';

/** How a rounding step rounds down. */
export type RoundingRule = 'fixed' | 'nine' | 'point_nine' | 'exact_amount' | 'percentage';

/** The market figure, where it came from, and its label and note in the reader's language. */
export interface MarketPriceReference {
  kind: ReferenceKind;
  /** Null when there were no offers. */
  amount: number | null;
  countries: string[];
  grade: string;
  offers: number;
  label: string;
  note: string;
}

/** What every step carries: the price after it, and its label and note in the reader's language. */
interface StepWording {
  amount: number;
  label: string;
  note: string;
}

/** One step from the reference towards the result; applying them in order gives `result`. */
export type DecisionStep = StepWording &
  (
    | { kind: 'undercut'; by: number }
    | { kind: 'variation'; percent: number }
    | { kind: 'variation'; value: number }
    | { kind: 'rounding'; rule: RoundingRule; value: number | null }
    | { kind: 'range'; min: number; max: number }
    | { kind: 'margin'; percent: number; cost: number; floor: number }
    | { kind: 'next_generation_cap'; cap: number }
    | { kind: 'clamp'; min: number; max: number; limit: 'min' | 'max' | null }
    | { kind: 'dry_run' }
  );

/** Why no price could be computed, with the figures its note names. */
export type SkipReason = { note: string } & (
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
  | { kind: 'no_revendo_row' }
);

/** Why the shop did not take a computed price. */
export interface DecisionFailure {
  kind: 'store_timeout' | 'store_rejected' | 'error';
  /** Only for `error`. */
  message?: string;
}

/** The decision block of a log entry (and, with more fields, of an item's last decision). */
export interface PriceDecision {
  strategy: DecisionStrategy | null;
  strategy_label: string;
  /** The strategy's values as the profile names them, and the item's figures the strategy read. */
  parameters: Record<string, string | number | boolean | null>;
  /** Null without a strategy. */
  reference: MarketPriceReference | null;
  steps: DecisionStep[];
  /** The price reached; null when skipped before one. */
  result: number | null;
  outcome: DecisionOutcome;
  skip_reason: SkipReason | null;
  failure: DecisionFailure | null;
  /** Of every amount in the decision. */
  currency_symbol: string;
}
