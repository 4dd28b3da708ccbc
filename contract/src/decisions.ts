// A repricing decision as the store explains it ("Why this price?"), in a log entry and in an
// item's `last_decision`. What each step and skip means: docs/pricing-decisions.md. The reference
// kinds, step kinds, skip reasons and rounding types on the wire are the pricing rules' own values.
import type {
  DecisionStep as RuleStep,
  ReferenceKind,
  ResellStrategyType,
  RoundingType,
  SkipReason as RuleSkipReason,
} from '@refurb/pricing';

export type { ReferenceKind, RoundingType };

/** The strategy that priced the item (`buyback`: a trade-in strategy). */
export type DecisionStrategy = ResellStrategyType | 'buyback';

/** How a decision ended: applied, already that price, logged only, no price, not taken by the shop. */
export type DecisionOutcome = 'updated' | 'unchanged' | 'dry_run' | 'skipped' | 'failed';

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

/**
 * One step from the reference towards the result, as the pricing rules take it (`amount` is the
 * price after it), with its label and note in the reader's language; applying them in order gives
 * `result`.
 */
export type DecisionStep = RuleStep & { label: string; note: string };

/** Why no price could be computed (the pricing rules' reason with its figures), and its note. */
export type SkipReason = RuleSkipReason & { note: string };

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
