import {
  type StrategyPreviewAnswer,
  type StrategyPreviewQuery,
  type StrategyPreviewSort as SortAnswer,
} from '@refurb/contract';
import { answerReader, PriceDecisionSchema } from '@refurb/contract/schemas';
import { codedError } from '../../errors.js';
import {
  id,
  integer,
  list,
  number,
  oneOf,
  record,
  text,
  textOr,
} from '../../upstream/raw-values.js';
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

const cursorPrefix = 'preview:';

/**
 * A cursor is the item's place in the preview's order (an offset): it names the same item only
 * in a preview of the same strategy, market and catalog (docs/strategy-preview.md).
 */
export function previewCursor(offset: number): string {
  return Buffer.from(`${cursorPrefix}${offset}`).toString('base64url');
}

function offsetAfter(cursor: string | null): number {
  if (cursor === null) return 0;
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const offset = decoded.startsWith(cursorPrefix)
    ? Number(decoded.slice(cursorPrefix.length))
    : NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw codedError('BAD_USER_INPUT', 'after is not a cursor of this preview.');
  }
  return offset + 1;
}

/** `items` arguments → the preview's query; a bad page size or cursor is BAD_USER_INPUT. */
export function previewQuery(args: PreviewItemsArgs): StrategyPreviewQuery {
  const first = args.first ?? defaultPreviewPageSize;
  if (!Number.isInteger(first) || first < 0 || first > maxPreviewPageSize) {
    throw codedError('BAD_USER_INPUT', `first must be between 0 and ${maxPreviewPageSize}.`);
  }
  return {
    offset: offsetAfter(args.after),
    limit: first,
    sort: (args.sort ?? StrategyPreviewSort.LARGEST_CHANGE) satisfies SortAnswer,
    ...(args.outcome === null ? {} : { outcome: args.outcome }),
  };
}

/** The query of a preview asked for without its items: the summary only. */
export const summaryOnlyQuery: StrategyPreviewQuery = { offset: 0, limit: 0 };

const outcomes = Object.values(StrategyPreviewOutcome);

/** The preview's own fields (items come from mapPreviewItems). */
export function mapStrategyPreview(answer: StrategyPreviewAnswer): StrategyPreview {
  return {
    marketAt: textOr(answer.market_at, ''),
    currencySymbol: textOr(answer.currency_symbol, ''),
    summary: mapSummary(answer.summary),
    changeHistogram: list(answer.change_histogram).map(mapBucket),
  };
}

function mapSummary(raw: unknown): StrategyPreviewSummary {
  const summary = record(raw);
  const count = (value: unknown) => integer(value) ?? 0;
  return {
    itemsTotal: count(summary.items_total),
    itemsManual: count(summary.items_manual),
    itemsPriced: count(summary.items_priced),
    up: count(summary.up),
    down: count(summary.down),
    unchanged: count(summary.unchanged),
    skipped: count(summary.skipped),
    skippedByReason: list(summary.skipped_by_reason).map((raw) => {
      const reason = record(raw);
      return { reason: textOr(reason.reason, text(reason.kind) ?? ''), count: count(reason.count) };
    }),
    atMinimum: count(summary.at_minimum),
    atMaximum: count(summary.at_maximum),
    totalChange: number(summary.total_change) ?? 0,
    medianChangePercent: number(summary.median_change_percent),
    marginBefore: number(summary.margin_before),
    marginAfter: number(summary.margin_after),
  };
}

function mapBucket(raw: unknown): StrategyPreviewBucket {
  const bucket = record(raw);
  return {
    fromPercent: number(bucket.from_percent) ?? 0,
    toPercent: number(bucket.to_percent) ?? 0,
    count: integer(bucket.count) ?? 0,
  };
}

/** The page of items the answer holds, as a connection from its offset. */
export function mapPreviewItems(answer: StrategyPreviewAnswer): StrategyPreviewItemConnection {
  const items = list(answer.items).map(mapPreviewItem);
  const offset = integer(answer.offset) ?? 0;
  const total = integer(answer.items_count) ?? offset + items.length;
  return {
    edges: items.map((node, index) => ({ cursor: previewCursor(offset + index), node })),
    pageInfo: {
      hasNextPage: offset + items.length < total,
      endCursor: items.length === 0 ? null : previewCursor(offset + items.length - 1),
    },
    totalCount: total,
  };
}

const readDecision = answerReader(PriceDecisionSchema);

function mapPreviewItem(raw: unknown): StrategyPreviewItem {
  const item = record(raw);
  // Every item of a preview is a decision: without one the answer is not the contract's.
  const reading = readDecision(item.decision);
  if (!reading.ok) throw codedError('UPSTREAM_UNAVAILABLE');
  const decision = mapPriceDecision(reading.value, { reason: text(item.readable_reason) });
  return {
    itemId: id(item.item_id) ?? '',
    name: textOr(item.name, ''),
    grade: text(item.grade),
    country: text(item.country),
    currentPrice: number(item.current_price),
    newPrice: number(item.new_price),
    changePercent: number(item.change_percent),
    outcome: oneOf(item.outcome, outcomes) ?? StrategyPreviewOutcome.SKIPPED,
    decision,
  };
}
