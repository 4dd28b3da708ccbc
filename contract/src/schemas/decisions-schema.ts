// A repricing decision as the store explains it (`../decisions.ts` names the types). The steps,
// skip reasons, reference kinds and rounding types are the pricing rules' own; `same-as.ts` keeps
// these schemas equal to them.
import { ROUNDING_TYPES, RESELL_STRATEGY_TYPES } from '@refurb/pricing';
import { type TProperties, Type } from 'typebox';
import { Nullable } from './common-schema.js';

export const RoundingTypeSchema = Type.Enum(ROUNDING_TYPES);

export const ReferenceKindSchema = Type.Enum([
  'lowest_competitor_offer',
  'median_market_price',
  'min_market_price',
  'max_market_price',
  'average_market_price',
]);

export const MarketPriceReferenceSchema = Type.Object({
  kind: ReferenceKindSchema,
  amount: Nullable(Type.Number()),
  countries: Type.Array(Type.String()),
  grade: Type.String(),
  offers: Type.Integer(),
  label: Type.String(),
  note: Type.String(),
});

const worded = { label: Type.String(), note: Type.String() };
const step = <Kind extends string, Fields extends TProperties>(kind: Kind, fields: Fields) =>
  Type.Object({ kind: Type.Literal(kind), ...fields, amount: Type.Number(), ...worded });
const num = Type.Number();

export const DecisionStepSchema = Type.Union([
  step('undercut', { by: num }),
  step('variation', { percent: num }),
  step('variation', { value: num }),
  step('rounding', { rule: RoundingTypeSchema, value: Nullable(num) }),
  step('range', { min: num, max: num }),
  step('margin', { percent: num, cost: num, floor: num }),
  step('next_generation_cap', { cap: num }),
  step('clamp', { min: num, max: num, limit: Nullable(Type.Enum(['min', 'max'])) }),
  step('dry_run', {}),
]);

const skip = <Kind extends string, Fields extends TProperties>(kind: Kind, fields: Fields) =>
  Type.Object({ kind: Type.Literal(kind), ...fields, note: Type.String() });

export const SkipReasonSchema = Type.Union([
  skip('no_strategy', { categoryId: Type.Integer() }),
  skip('no_base_price', {}),
  skip('no_offers', {}),
  skip('no_cost', { marginPercent: num }),
  skip('no_positive_price', {}),
  skip('next_generation_below_margin', { cap: num, floor: num }),
  skip('sells_out_too_fast', { days: Type.Integer() }),
  skip('changed_recently', { days: Type.Integer() }),
  skip('on_promotion', {}),
  skip('accelerated', {}),
  skip('no_revendo_row', {}),
]);

export const DecisionStrategySchema = Type.Enum([...RESELL_STRATEGY_TYPES, 'buyback']);

export const DecisionOutcomeSchema = Type.Enum([
  'updated',
  'unchanged',
  'dry_run',
  'skipped',
  'failed',
]);

export const DecisionFailureSchema = Type.Object({
  kind: Type.Enum(['store_timeout', 'store_rejected', 'error']),
  message: Type.Optional(Type.String()),
});

const decisionFields = {
  strategy: Nullable(DecisionStrategySchema),
  strategy_label: Type.String(),
  parameters: Type.Record(
    Type.String(),
    Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  ),
  reference: Nullable(MarketPriceReferenceSchema),
  steps: Type.Array(DecisionStepSchema),
  result: Nullable(Type.Number()),
  outcome: DecisionOutcomeSchema,
  skip_reason: Nullable(SkipReasonSchema),
  failure: Nullable(DecisionFailureSchema),
  currency_symbol: Type.String(),
};

export const PriceDecisionSchema = Type.Object(decisionFields);

export const LastDecisionSchema = Type.Object({
  ...decisionFields,
  batch: Type.Integer(),
  entry_id: Type.Integer(),
  created_at: Type.String(),
  status: Type.Enum(['success', 'skipped', 'failed']),
  reason: Type.String(),
});
