// A repricing decision as the store explains it ("Why this price?"), in a log entry and in an
// item's `last_decision`. What each step and skip means: docs/pricing-decisions.md. The reference
// kinds, step kinds, skip reasons and rounding types on the wire are the pricing rules' own values.
// The types are their schemas' (schemas/decisions-schema.ts); the checks at the end of this file
// keep those equal to the pricing rules' own types.
import type {
  DecisionStep as RuleStep,
  ReferenceKind,
  ResellStrategyType,
  RoundingType,
  SkipReason as RuleSkipReason,
} from '@refurb/pricing';
import { type Static } from 'typebox';
import type {
  DecisionFailureSchema,
  DecisionOutcomeSchema,
  DecisionStepSchema,
  DecisionStrategySchema,
  MarketPriceReferenceSchema,
  PriceDecisionSchema,
  ReferenceKindSchema,
  RoundingTypeSchema,
  SkipReasonSchema,
} from './schemas/decisions-schema.js';

export type { ReferenceKind, RoundingType };

/** The strategy that priced the item (`buyback`: a trade-in strategy). */
export type DecisionStrategy = Static<typeof DecisionStrategySchema>;

/** How a decision ended: applied, already that price, logged only, no price, not taken by the shop. */
export type DecisionOutcome = Static<typeof DecisionOutcomeSchema>;

/** The market figure, where it came from, and its label and note in the reader's language. */
export type MarketPriceReference = Static<typeof MarketPriceReferenceSchema>;

/**
 * One step from the reference towards the result, as the pricing rules take it (`amount` is the
 * price after it), with its label and note in the reader's language; applying them in order gives
 * `result`.
 */
export type DecisionStep = Static<typeof DecisionStepSchema>;

/** Why no price could be computed (the pricing rules' reason with its figures), and its note. */
export type SkipReason = Static<typeof SkipReasonSchema>;

/** Why the shop did not take a computed price. */
export type DecisionFailure = Static<typeof DecisionFailureSchema>;

/** The decision block of a log entry (and, with more fields, of an item's last decision). */
export type PriceDecision = Static<typeof PriceDecisionSchema>;

/** True when A and B are the same type; the checks below fail `tsc` when the schemas drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type PricingRulesMatched = [
  Same<Static<typeof ReferenceKindSchema>, ReferenceKind>,
  Same<Static<typeof RoundingTypeSchema>, RoundingType>,
  Same<DecisionStrategy, ResellStrategyType | 'buyback'>,
  Same<DecisionStep, RuleStep & { label: string; note: string }>,
  Same<SkipReason, RuleSkipReason & { note: string }>,
] extends true[]
  ? true
  : never;
const pricingRulesMatched: PricingRulesMatched = true;
void pricingRulesMatched;
