import {
  type StrategyPreviewAnswer,
  type StrategyPreviewBucket as BucketAnswer,
  type StrategyPreviewItemAnswer,
  type StrategyPreviewOutcome as OutcomeAnswer,
  type StrategyPreviewQuery,
  type StrategyPreviewSort as SortAnswer,
  type StrategyPreviewSummary as SummaryAnswer,
} from '@refurb/contract';
import { codedError } from '../../errors.js';
import { offsetCursors } from '../common/offset-cursors.js';
import { mapPriceDecision } from '../logs/logs-mapping.js';
import {
  type StrategyPreview,
  type StrategyPreviewBucket,
  type StrategyPreviewItem,
  type StrategyPreviewItemConnection,
  StrategyPreviewOutcome,
  StrategyPreviewSort,
  type StrategyPreviewSummary,
} from './strategy-preview-types.js';

/** The most items one page of a preview holds. */
export const maxPreviewPageSize = 100;

/** What `items(first, after, sort, outcome)` asks for. */
export interface PreviewItemsArgs {
  /** Null: the default page size. */
  first: number | null;
  after: string | null;
  /** Null: the default order. */
  sort: StrategyPreviewSort | null;
  outcome: StrategyPreviewOutcome | null;
}

/** Items on a page when `first` is left out or null. */
export const defaultPreviewPageSize = 20;

/**
 * A cursor is the item's place in the preview's order (an offset): it names the same item only
 * in a preview of the same strategy, market and catalog (docs/strategy-preview.md).
 */
const previewCursors = offsetCursors('preview:', 'after is not a cursor of this preview.');

export function previewCursor(offset: number): string {
  return previewCursors.cursor(offset);
}

/** `items` arguments → the preview's query; a bad page size or cursor is BAD_USER_INPUT. */
export function previewQuery(args: PreviewItemsArgs): StrategyPreviewQuery {
  const first = args.first ?? defaultPreviewPageSize;
  if (!Number.isInteger(first) || first < 0 || first > maxPreviewPageSize) {
    throw codedError('BAD_USER_INPUT', `first must be between 0 and ${maxPreviewPageSize}.`);
  }
  return {
    offset: previewCursors.after(args.after),
    limit: first,
    sort: (args.sort ?? StrategyPreviewSort.LARGEST_CHANGE) satisfies SortAnswer,
    ...(args.outcome === null ? {} : { outcome: args.outcome }),
  };
}

/** The query of a preview asked for without its items: the summary only. */
export const summaryOnlyQuery: StrategyPreviewQuery = { offset: 0, limit: 0 };

const outcomeByStore: Record<OutcomeAnswer, StrategyPreviewOutcome> = {
  up: StrategyPreviewOutcome.UP,
  down: StrategyPreviewOutcome.DOWN,
  unchanged: StrategyPreviewOutcome.UNCHANGED,
  skipped: StrategyPreviewOutcome.SKIPPED,
};

/** The preview's own fields (items come from mapPreviewItems). */
export function mapStrategyPreview(answer: StrategyPreviewAnswer): StrategyPreview {
  return {
    marketAt: answer.market_at,
    currencySymbol: answer.currency_symbol,
    summary: mapSummary(answer.summary),
    changeHistogram: answer.change_histogram.map(mapBucket),
  };
}

function mapSummary(summary: SummaryAnswer): StrategyPreviewSummary {
  return {
    itemsTotal: summary.items_total,
    itemsManual: summary.items_manual,
    itemsPriced: summary.items_priced,
    up: summary.up,
    down: summary.down,
    unchanged: summary.unchanged,
    skipped: summary.skipped,
    skippedByReason: summary.skipped_by_reason.map(({ reason, count }) => ({ reason, count })),
    atMinimum: summary.at_minimum,
    atMaximum: summary.at_maximum,
    totalChange: summary.total_change,
    medianChangePercent: summary.median_change_percent,
    marginBefore: summary.margin_before,
    marginAfter: summary.margin_after,
  };
}

function mapBucket(bucket: BucketAnswer): StrategyPreviewBucket {
  return { fromPercent: bucket.from_percent, toPercent: bucket.to_percent, count: bucket.count };
}

/** The page of items the answer holds, as a connection from its offset. */
export function mapPreviewItems(answer: StrategyPreviewAnswer): StrategyPreviewItemConnection {
  const items = answer.items.map(mapPreviewItem);
  const { offset, items_count: total } = answer;
  return {
    edges: items.map((node, index) => ({ cursor: previewCursor(offset + index), node })),
    pageInfo: {
      hasNextPage: offset + items.length < total,
      endCursor: items.length === 0 ? null : previewCursor(offset + items.length - 1),
    },
    totalCount: total,
  };
}

function mapPreviewItem(item: StrategyPreviewItemAnswer): StrategyPreviewItem {
  return {
    itemId: String(item.item_id),
    name: item.name,
    grade: item.grade,
    country: item.country,
    currentPrice: item.current_price,
    newPrice: item.new_price,
    changePercent: item.change_percent,
    outcome: outcomeByStore[item.outcome],
    decision: mapPriceDecision(item.decision, { reason: item.readable_reason }),
  };
}
