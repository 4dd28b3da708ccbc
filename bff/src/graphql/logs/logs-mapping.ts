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
import { type LogBatchesAnswer, type LogBatchReceived } from '@refurb/contract';
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

/** GET /api/logs: a list of batch rows, or `{ items }`. */
export function mapLogBatches(answer: LogBatchesAnswer): LogBatch[] {
  const rows: unknown[] = Array.isArray(answer) ? answer : list(answer.items);
  return rows.map(mapLogBatch);
}

/** GET /api/logs?page=: one page with the total and the upstream's page size. */
export function mapLogBatchPage(received: LogBatchesAnswer, page: number): LogBatchPage {
  const answer = record(received);
  const items = mapLogBatches(received);
  return {
    items,
    total: integer(answer.items_count ?? answer.count) ?? items.length,
    page: integer(answer.page) ?? page,
    pageSize: integer(answer.per_page) ?? items.length,
  };
}

export function mapLogBatch(raw: unknown): LogBatch {
  const row = record(raw);
  return {
    id: id(row.batch ?? row.id) ?? '',
    total: integer(row.total) ?? 0,
    success: integer(row.success) ?? 0,
    skipped: integer(row.skipped) ?? 0,
    failures: integer(row.failures) ?? 0,
    start: text(row.start),
    end: text(row.end),
  };
}

/**
 * GET /api/logs/{id}: `{ batch, logs, logs_count, counts, page, per_page }`; `batch` is the row,
 * or only its number. An upstream without paging fields answers one page of everything.
 */
export function mapLogBatchDetail(
  batchId: string,
  received: LogBatchReceived,
  page = 1,
): LogBatchDetail {
  const answer = record(received);
  const entries = list(answer.logs ?? answer.items).map(mapLogEntry);
  const batch =
    typeof answer.batch === 'object' && answer.batch !== null
      ? mapLogBatch(answer.batch)
      : summariseBatch(id(answer.batch) ?? batchId, entries);
  for (const entry of entries) {
    if (entry.decision) entry.decision.batchId ??= batch.id;
  }
  return {
    batch,
    entries,
    entriesTotal: integer(answer.logs_count) ?? entries.length,
    page: integer(answer.page) ?? page,
    pageSize: integer(answer.per_page) ?? entries.length,
    statusCounts: mapStatusCounts(answer.counts, batch),
  };
}

function mapStatusCounts(raw: unknown, batch: LogBatch): LogStatusCounts {
  const counts = record(raw);
  return {
    success: integer(counts.success) ?? batch.success,
    skipped: integer(counts.skipped) ?? batch.skipped,
    failed: integer(counts.failed ?? counts.failures) ?? batch.failures,
  };
}

export function mapLogEntry(raw: unknown): LogEntry {
  const row = record(raw);
  const readableStatus = text(row.readable_status);
  return {
    id: id(row.id),
    catalogItemId: id(row.catalog_item_id),
    externalId: text(row.external_id),
    brandName: text(row.brand_name),
    name: textOr(row.name, ''),
    status: logStatusOf(text(row.status) ?? readableStatus),
    readableStatus,
    oldPrice: number(row.old_price),
    newPrice: number(row.new_price),
    percentageDifference: number(row.percentage_difference),
    createdAt: text(row.created_at),
    reason: text(row.readable_reason),
    decision: mapPriceDecision(row.decision, {
      reason: text(row.readable_reason),
      decidedAt: text(row.created_at),
    }),
  };
}

/** The same three outcomes come in two vocabularies (Success/Updated, …). */
export function logStatusOf(raw: string | null): LogStatus {
  switch ((raw ?? '').trim().toLowerCase()) {
    case 'success':
    case 'updated':
      return LogStatus.SUCCESS;
    case 'skipped':
    case 'not updated':
      return LogStatus.SKIPPED;
    default:
      return LogStatus.FAILED;
  }
}

const strategyKinds = Object.values(PriceStrategyKind);
const outcomes = Object.values(PriceDecisionOutcome);
const stepKinds = Object.values(PriceDecisionStepKind);

/**
 * A log entry's or item's `decision` (upstream/README.md); null when the upstream sends none or
 * one without an outcome, so the entry still shows with its reason.
 */
export function mapPriceDecision(
  raw: unknown,
  context: { reason?: string | null; batchId?: string | null; decidedAt?: string | null } = {},
): PriceDecision | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const decision = record(raw);
  const outcome = oneOf(decision.outcome, outcomes);
  if (outcome === null) return null;
  const reference = mapMarketPriceReference(decision.reference);
  const skip = record(decision.skip_reason);
  return {
    strategy: textOr(decision.strategy_label, text(decision.strategy) ?? ''),
    strategyKind: oneOf(decision.strategy, strategyKinds),
    parameters: Object.entries(record(decision.parameters)).map(([name, value]) => ({
      name,
      value: value === null || value === undefined ? null : String(value),
    })),
    reference: reference?.label ?? '',
    referenceKind: reference?.kind ?? null,
    referenceAmount: number(record(decision.reference).amount),
    referenceNote: reference?.note ?? null,
    referenceCountries: reference?.countries ?? [],
    referenceOffers: reference?.offers ?? null,
    steps: list(decision.steps).map(mapStep),
    result: number(decision.result),
    outcome,
    skipReason: text(skip.note),
    currencySymbol: textOr(decision.currency_symbol, ''),
    reason: text(decision.reason) ?? context.reason ?? null,
    batchId: id(decision.batch) ?? context.batchId ?? null,
    decidedAt: text(decision.created_at) ?? context.decidedAt ?? null,
  };
}

function mapStep(raw: unknown): PriceDecisionStep {
  const step = record(raw);
  return {
    kind: oneOf(step.kind, stepKinds) ?? PriceDecisionStepKind.OTHER,
    label: textOr(step.label, text(step.kind) ?? ''),
    value: number(step.amount),
    note: text(step.note),
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
