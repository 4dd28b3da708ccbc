import {
  type LogBatch,
  type LogBatchDetail,
  type LogEntry,
  LogStatus,
} from '../graphql/logs/log-types.js';
import { id, integer, list, number, record, text, textOr } from './raw-values.js';

/** GET /api/logs: a list of batch rows, or `{ items }`. */
export function mapLogBatches(raw: unknown): LogBatch[] {
  const rows = Array.isArray(raw) ? raw : list(record(raw).items);
  return rows.map(mapLogBatch);
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

/** GET /api/logs/{id}: `{ batch, logs }`; `batch` is the row, or only its number. */
export function mapLogBatchDetail(batchId: string, raw: unknown): LogBatchDetail {
  const answer = record(raw);
  const entries = list(answer.logs ?? answer.items).map(mapLogEntry);
  const batch =
    typeof answer.batch === 'object' && answer.batch !== null
      ? mapLogBatch(answer.batch)
      : summariseBatch(id(answer.batch) ?? batchId, entries);
  return { batch, entries };
}

export function mapLogEntry(raw: unknown): LogEntry {
  const row = record(raw);
  const readableStatus = text(row.readable_status);
  return {
    catalogItemId: id(row.catalog_item_id),
    brandName: text(row.brand_name),
    name: textOr(row.name, ''),
    status: logStatusOf(text(row.status) ?? readableStatus),
    readableStatus,
    oldPrice: number(row.old_price),
    newPrice: number(row.new_price),
    percentageDifference: number(row.percentage_difference),
    createdAt: text(row.created_at),
    reason: text(row.readable_reason),
  };
}

/** SPEC §2 names the same three outcomes in two vocabularies (Success/Updated, …). */
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
