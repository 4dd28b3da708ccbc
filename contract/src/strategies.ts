// PUT /api/strategies/{categoryId} and PUT /api/buyback-strategies/{categoryId}; the same shapes
// are the profile's `strategies` and `buyback_strategies` (upstream/README.md, docs/pricing-rules.md).
import { type CategoryRef } from './common.js';
import { type PriceDecision } from './decisions.js';
import type { MarketComparison, MarketReference, RoundingType } from '@refurb/pricing';

/** A variation strategy's values: a range around the base price and a rounding. */
export interface VariationValuesAnswer {
  min_price_percentage: number;
  max_price_percentage: number;
  rounding_type: RoundingType;
  /** Required for `fixed` and `percentage`. */
  rounding_value: number | null;
}

/** A market strategy's values: a move from a market figure, a margin floor, a next-generation cap. */
export interface MarketValuesAnswer {
  /** Signed, in percent or currency units as `comparison` says. */
  value: number;
  comparison: MarketComparison;
  market_price: MarketReference;
  /** Minimum margin over cost in percent; null: none. */
  margin: number | null;
  validate_against_next_gen: boolean;
}

/** A resell strategy as the store keeps it; `category` is null for a category it no longer has. */
export type ResellStrategyAnswer = { id: number; category: CategoryRef | null } & (
  | { type: 'variation'; values: VariationValuesAnswer }
  | { type: 'market'; values: MarketValuesAnswer }
  | { type: 'revendo'; values: Record<string, never> }
);

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

/** A trade-in strategy as the store keeps it. */
export interface BuybackStrategyAnswer extends BuybackStrategyBody {
  id: number;
  category: CategoryRef | null;
}

// POST /api/strategies/resell/{categoryId}/preview and POST /api/strategies/buyback/{categoryId}/preview
// (an extension of the store's API, upstream/README.md; the rules: docs/strategy-preview.md).

/** How a previewed price compares with the item's current price (`skipped`: no price). */
export type StrategyPreviewOutcome = 'up' | 'down' | 'unchanged' | 'skipped';

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

/** How many priced items ended in one skip reason. */
export interface StrategyPreviewSkipCount {
  /** The skip reason's kind (docs/pricing-decisions.md), or `failed` when the rules threw. */
  kind: string;
  /** The reason in the reader's language, without one item's figures. */
  reason: string;
  count: number;
}

/** Priced items whose change in percent is in [from_percent, to_percent) (the last: closed). */
export interface StrategyPreviewBucket {
  from_percent: number;
  to_percent: number;
  count: number;
}

/** What the strategy would do to the whole category. */
export interface StrategyPreviewSummary {
  /** Items a batch would reprice (automatic pricing on). */
  items_total: number;
  /** Items of the category priced by hand: no batch moves them, not in items_total. */
  items_manual: number;
  items_priced: number;
  up: number;
  down: number;
  unchanged: number;
  skipped: number;
  skipped_by_reason: StrategyPreviewSkipCount[];
  /** Priced items held at their minimum (maximum) price. */
  at_minimum: number;
  at_maximum: number;
  /** Sum of new − current price over the priced items. */
  total_change: number;
  /** Null when nothing is priced. */
  median_change_percent: number | null;
  /** Percent, weighted by stock, over the priced items with a cost; null when none. */
  margin_before: number | null;
  margin_after: number | null;
}

/** One item of a preview: its price now, the price the strategy would set and why. */
export interface StrategyPreviewItemAnswer {
  item_id: number;
  /** The product's name as the catalog lists it. */
  name: string;
  grade: string | null;
  /** The country the item is priced for; null when the store prices items for all countries. */
  country: string | null;
  current_price: number | null;
  /** Null when the item would be skipped. */
  new_price: number | null;
  /** Null when skipped or without a current price; two decimals. */
  change_percent: number | null;
  outcome: StrategyPreviewOutcome;
  /** The same block as a log entry's decision. */
  decision: PriceDecision;
  /** The log's one-line reason. */
  readable_reason: string;
}

/** The answer of a preview. */
export interface StrategyPreviewAnswer {
  /** When the market figures the preview read were taken (ISO-8601). */
  market_at: string;
  currency_symbol: string;
  summary: StrategyPreviewSummary;
  change_histogram: StrategyPreviewBucket[];
  /** The page of items asked for. */
  items: StrategyPreviewItemAnswer[];
  /** Items matching `outcome`, over all pages. */
  items_count: number;
  offset: number;
  limit: number;
}
