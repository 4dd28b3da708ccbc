import {
  type PriceDecision,
  PriceDecisionOutcome,
  type PriceDecisionStep,
  PriceDecisionStepKind,
  PriceStrategyKind,
} from './decision-types.js';
import {
  type LogBatch,
  type LogBatchDetail,
  type LogBatchPage,
  type LogEntry,
  type LogStatusCounts,
  LogStatus,
} from './log-types.js';
import { mapMarketPriceReference } from './reference-mapping.js';
import {
  type DecisionOutcome,
  type DecisionStep,
  type LogBatchesAnswer,
  type LogBatchReceived,
  type LogBatchRow,
  type LogEntryAnswer,
  type LogEntryStatus,
  type PriceDecision as StorePriceDecision,
} from '@refurb/contract';
import { enumMember } from '../common/value-mapping.js';

/** GET /api/logs: a list of batch rows, or `{ items }`. */
export function mapLogBatches(answer: LogBatchesAnswer): LogBatch[] {
  return (Array.isArray(answer) ? answer : answer.items).map(mapLogBatch);
}

/** GET /api/logs?page=: one page with the total and the upstream's page size. */
export function mapLogBatchPage(answer: LogBatchesAnswer, page: number): LogBatchPage {
  const items = mapLogBatches(answer);
  if (Array.isArray(answer)) return { items, total: items.length, page, pageSize: items.length };
  return {
    items,
    total: answer.items_count ?? answer.count ?? items.length,
    page: answer.page,
    pageSize: answer.per_page ?? items.length,
  };
}

export function mapLogBatch(row: LogBatchRow): LogBatch {
  return {
    id: String(row.batch),
    total: row.total,
    success: row.success,
    skipped: row.skipped,
    failures: row.failures,
    start: row.start,
    end: row.end,
  };
}

/**
 * GET /api/logs/{id}: `{ batch, logs, logs_count, counts, page, per_page }`; an older store sends
 * the batch as its number and the entries as `items`, one page of everything without counts.
 */
export function mapLogBatchDetail(
  batchId: string,
  answer: LogBatchReceived,
  page = 1,
): LogBatchDetail {
  const entries = ('logs' in answer ? answer.logs : answer.items).map(mapLogEntry);
  const batch =
    typeof answer.batch === 'object'
      ? mapLogBatch(answer.batch)
      : summariseBatch(String(answer.batch), entries);
  for (const entry of entries) {
    if (entry.decision) entry.decision.batchId ??= batch.id;
  }
  const counts = answer.counts;
  return {
    batch,
    entries,
    entriesTotal: answer.logs_count ?? entries.length,
    page: ('page' in answer ? answer.page : undefined) ?? page,
    pageSize: ('per_page' in answer ? answer.per_page : undefined) ?? entries.length,
    statusCounts: counts
      ? { success: counts.success, skipped: counts.skipped, failed: counts.failed }
      : countsOf(batch),
  };
}

function countsOf(batch: LogBatch): LogStatusCounts {
  return { success: batch.success, skipped: batch.skipped, failed: batch.failures };
}

export function mapLogEntry(row: LogEntryAnswer): LogEntry {
  return {
    id: row.id === undefined ? null : String(row.id),
    catalogItemId: String(row.catalog_item_id),
    externalId: row.external_id,
    brandName: row.brand_name,
    name: row.name,
    status: logStatusByStatus[row.status],
    readableStatus: row.readable_status,
    oldPrice: row.old_price,
    newPrice: row.new_price,
    percentageDifference: row.percentage_difference,
    createdAt: row.created_at,
    reason: row.readable_reason,
    decision: row.decision
      ? mapPriceDecision(row.decision, { reason: row.readable_reason, decidedAt: row.created_at })
      : null,
  };
}

const logStatusByStatus: Record<LogEntryStatus, LogStatus> = {
  success: LogStatus.SUCCESS,
  skipped: LogStatus.SKIPPED,
  failed: LogStatus.FAILED,
};

const outcomeByOutcome: Record<DecisionOutcome, PriceDecisionOutcome> = {
  updated: PriceDecisionOutcome.UPDATED,
  unchanged: PriceDecisionOutcome.UNCHANGED,
  dry_run: PriceDecisionOutcome.DRY_RUN,
  skipped: PriceDecisionOutcome.SKIPPED,
  failed: PriceDecisionOutcome.FAILED,
};

const strategyKinds = Object.values(PriceStrategyKind);
const stepKinds = Object.values(PriceDecisionStepKind);

/** A decision as a log entry, an item's last decision or a preview item sends it. */
type StoreDecision = StorePriceDecision & { reason?: string; batch?: number; created_at?: string };

/** A log entry's, an item's or a preview item's `decision` (upstream/README.md). */
export function mapPriceDecision(
  decision: StoreDecision,
  context: { reason?: string | null; batchId?: string | null; decidedAt?: string | null } = {},
): PriceDecision {
  const reference = mapMarketPriceReference(decision.reference);
  return {
    strategy: decision.strategy_label,
    strategyKind: enumMember(strategyKinds, decision.strategy),
    parameters: Object.entries(decision.parameters).map(([name, value]) => ({
      name,
      value: value === null ? null : String(value),
    })),
    reference: reference?.label ?? '',
    referenceKind: reference?.kind ?? null,
    referenceAmount: decision.reference?.amount ?? null,
    referenceNote: reference?.note ?? null,
    referenceCountries: reference?.countries ?? [],
    referenceOffers: reference?.offers ?? null,
    steps: decision.steps.map(mapStep),
    result: decision.result,
    outcome: outcomeByOutcome[decision.outcome],
    skipReason: decision.skip_reason?.note ?? null,
    currencySymbol: decision.currency_symbol,
    reason: decision.reason ?? context.reason ?? null,
    batchId: decision.batch === undefined ? (context.batchId ?? null) : String(decision.batch),
    decidedAt: decision.created_at ?? context.decidedAt ?? null,
  };
}

function mapStep(step: DecisionStep): PriceDecisionStep {
  return {
    kind: enumMember(stepKinds, step.kind) ?? PriceDecisionStepKind.OTHER,
    label: step.label,
    value: step.amount,
    note: step.note,
  };
}

function summariseBatch(batchId: string, entries: readonly LogEntry[]): LogBatch {
  const count = (status: LogStatus) => entries.filter((entry) => entry.status === status).length;
  const dates = entries.flatMap((entry) => (entry.createdAt ? [entry.createdAt] : [])).sort();
  return {
    id: batchId,
    total: entries.length,
    success: count(LogStatus.SUCCESS),
    skipped: count(LogStatus.SKIPPED),
    failures: count(LogStatus.FAILED),
    start: dates[0] ?? null,
    end: dates[dates.length - 1] ?? null,
  };
}
