// PUT /api/strategies/{categoryId} and PUT /api/buyback-strategies/{categoryId}; the same shapes
// are the profile's `strategies` and `buyback_strategies` (upstream/README.md, docs/pricing-rules.md).
// The answers' types are their schemas' (schemas/strategies-schema.ts), checked at runtime by the BFF.
import { type Static } from 'typebox';
import type { RoundingType } from '@refurb/pricing';
import type {
  BuybackStrategyAnswerSchema,
  MarketValuesAnswerSchema,
  ResellStrategyAnswerSchema,
  StrategyPreviewAnswerSchema,
  StrategyPreviewBucketSchema,
  StrategyPreviewItemAnswerSchema,
  StrategyPreviewOutcomeSchema,
  StrategyPreviewSkipCountSchema,
  StrategyPreviewSummarySchema,
  VariationValuesAnswerSchema,
} from './schemas/strategies-schema.js';

/**
 * A variation strategy's values: a range around the base price and a rounding (`rounding_value`
 * required for `fixed` and `percentage`).
 */
export type VariationValuesAnswer = Static<typeof VariationValuesAnswerSchema>;

/**
 * A market strategy's values: a move from a market figure (`value`, signed, in percent or currency
 * units as `comparison` says), a margin floor over cost in percent (null: none), a next-generation cap.
 */
export type MarketValuesAnswer = Static<typeof MarketValuesAnswerSchema>;

/** A resell strategy as the store keeps it; `category` is null for a category it no longer has. */
export type ResellStrategyAnswer = Static<typeof ResellStrategyAnswerSchema>;

/** The body of PUT /api/strategies/{categoryId} (revendo has no values). */
export type ResellStrategyBody =
  | { type: 'variation'; values: VariationValuesAnswer }
  | { type: 'market'; values: MarketValuesAnswer }
  | { type: 'revendo'; values?: Record<string, never> };

/** The body of PUT /api/buyback-strategies/{categoryId}. */
export interface BuybackStrategyBody {
  /** Signed percent against the average market price. */
  price_positioning: number;
  rounding_type: RoundingType;
  rounding_value: number | null;
}

/** A trade-in strategy as the store keeps it: the body's values, its id and category. */
export type BuybackStrategyAnswer = Static<typeof BuybackStrategyAnswerSchema>;

// POST /api/strategies/resell/{categoryId}/preview and POST /api/strategies/buyback/{categoryId}/preview
// (an extension of the store's API, upstream/README.md; the rules: docs/strategy-preview.md).

/** How a previewed price compares with the item's current price (`skipped`: no price). */
export type StrategyPreviewOutcome = Static<typeof StrategyPreviewOutcomeSchema>;

/** The order of a preview's items; ties by item id, so an offset names the same item twice. */
export type StrategyPreviewSort = 'largest_change' | 'change_asc' | 'change_desc' | 'name';

/** The query of a preview: which items of the answer, in which order (summary always whole). */
export type StrategyPreviewQuery = {
  /** Items to skip, from 0 (default 0). */
  offset?: number;
  /** Items to answer, 0 to 100 (default 20). */
  limit?: number;
  /** Default `largest_change`. */
  sort?: StrategyPreviewSort;
  /** Only the items with this outcome; the summary and histogram still count every item. */
  outcome?: StrategyPreviewOutcome;
};

/**
 * How many priced items ended in one skip reason: `kind` the skip reason's kind
 * (docs/pricing-decisions.md), or `failed` when the rules threw; `reason` in the reader's language,
 * without one item's figures.
 */
export type StrategyPreviewSkipCount = Static<typeof StrategyPreviewSkipCountSchema>;

/** Priced items whose change in percent is in [from_percent, to_percent) (the last: closed). */
export type StrategyPreviewBucket = Static<typeof StrategyPreviewBucketSchema>;

/**
 * What the strategy would do to the whole category: `items_total` the items a batch would reprice
 * (automatic pricing on), `items_manual` those priced by hand (no batch moves them, not in
 * `items_total`); `at_minimum` / `at_maximum` the priced items held at a limit; `total_change` the
 * sum of new − current price over the priced items; `median_change_percent` null when nothing is
 * priced; the margins in percent, weighted by stock, over the priced items with a cost (null: none).
 */
export type StrategyPreviewSummary = Static<typeof StrategyPreviewSummarySchema>;

/**
 * One item of a preview: its price now, the price the strategy would set (null when skipped) and
 * why: `decision` is the same block as a log entry's, `readable_reason` the log's one-line reason;
 * `country` null when the store prices items for all countries; `change_percent` null when
 * skipped or without a current price, two decimals.
 */
export type StrategyPreviewItemAnswer = Static<typeof StrategyPreviewItemAnswerSchema>;

/**
 * The answer of a preview: `market_at` when the market figures it read were taken (ISO-8601),
 * `items` the page asked for, `items_count` the items matching `outcome` over all pages.
 */
export type StrategyPreviewAnswer = Static<typeof StrategyPreviewAnswerSchema>;
