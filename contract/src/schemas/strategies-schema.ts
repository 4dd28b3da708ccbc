// The strategies as the store keeps them (the profile's `strategies` and `buyback_strategies`,
// the answers of their saves) and a strategy's preview (`../strategies.ts` names the types and
// documents the routes). The comparisons, market figures, rounding types and strategy types are
// the pricing rules' own.
import { MARKET_COMPARISONS, MARKET_REFERENCES } from '@refurb/pricing';
import { Type } from 'typebox';
import { CategoryRefSchema, Nullable } from './common-schema.js';
import { PriceDecisionSchema, RoundingTypeSchema } from './decisions-schema.js';

/** The category a strategy or vendor is for; null for one the store no longer has. */
const categoryOf = Nullable(CategoryRefSchema);

export const VariationValuesAnswerSchema = Type.Object({
  min_price_percentage: Type.Number(),
  max_price_percentage: Type.Number(),
  rounding_type: RoundingTypeSchema,
  rounding_value: Nullable(Type.Number()),
});

export const MarketValuesAnswerSchema = Type.Object({
  value: Type.Number(),
  comparison: Type.Enum(MARKET_COMPARISONS),
  market_price: Type.Enum(MARKET_REFERENCES),
  margin: Nullable(Type.Number()),
  validate_against_next_gen: Type.Boolean(),
});

const resellStrategy = { id: Type.Integer(), category: categoryOf };

export const ResellStrategyAnswerSchema = Type.Union([
  Type.Object({
    ...resellStrategy,
    type: Type.Literal('variation'),
    values: VariationValuesAnswerSchema,
  }),
  Type.Object({
    ...resellStrategy,
    type: Type.Literal('market'),
    values: MarketValuesAnswerSchema,
  }),
  /** Revendo has no values (the store sends `{}`). */
  Type.Object({ ...resellStrategy, type: Type.Literal('revendo'), values: Type.Object({}) }),
]);

export const BuybackStrategyAnswerSchema = Type.Object({
  id: Type.Integer(),
  category: categoryOf,
  price_positioning: Type.Number(),
  rounding_type: RoundingTypeSchema,
  rounding_value: Nullable(Type.Number()),
});

export const StrategyPreviewOutcomeSchema = Type.Enum(['up', 'down', 'unchanged', 'skipped']);

export const StrategyPreviewSkipCountSchema = Type.Object({
  kind: Type.String(),
  reason: Type.String(),
  count: Type.Integer(),
});

export const StrategyPreviewBucketSchema = Type.Object({
  from_percent: Type.Number(),
  to_percent: Type.Number(),
  count: Type.Integer(),
});

export const StrategyPreviewSummarySchema = Type.Object({
  items_total: Type.Integer(),
  items_manual: Type.Integer(),
  items_priced: Type.Integer(),
  up: Type.Integer(),
  down: Type.Integer(),
  unchanged: Type.Integer(),
  skipped: Type.Integer(),
  skipped_by_reason: Type.Array(StrategyPreviewSkipCountSchema),
  at_minimum: Type.Integer(),
  at_maximum: Type.Integer(),
  total_change: Type.Number(),
  median_change_percent: Nullable(Type.Number()),
  margin_before: Nullable(Type.Number()),
  margin_after: Nullable(Type.Number()),
});

export const StrategyPreviewItemAnswerSchema = Type.Object({
  item_id: Type.Integer(),
  name: Type.String(),
  grade: Nullable(Type.String()),
  country: Nullable(Type.String()),
  current_price: Nullable(Type.Number()),
  new_price: Nullable(Type.Number()),
  change_percent: Nullable(Type.Number()),
  outcome: StrategyPreviewOutcomeSchema,
  decision: PriceDecisionSchema,
  readable_reason: Type.String(),
});

export const StrategyPreviewAnswerSchema = Type.Object({
  market_at: Type.String(),
  currency_symbol: Type.String(),
  summary: StrategyPreviewSummarySchema,
  change_histogram: Type.Array(StrategyPreviewBucketSchema),
  items: Type.Array(StrategyPreviewItemAnswerSchema),
  items_count: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
