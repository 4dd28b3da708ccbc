// GET /api/logs and /api/logs/{id}: batch rows and their entries.
import type { LogBatchRecord, LogEntryRecord } from '../../data/types';
import { iso } from './catalogDetailView';

const READABLE_STATUS: Record<LogEntryRecord['status'], string> = {
  success: 'Success',
  skipped: 'Skipped',
  failed: 'Failed',
};

export function logBatchView(batch: LogBatchRecord) {
  return {
    batch: batch.batch,
    total: batch.total,
    success: batch.success,
    skipped: batch.skipped,
    failures: batch.failures,
    start: iso(batch.start),
    end: batch.end === null ? null : iso(batch.end),
  };
}

export function logEntryView(entry: LogEntryRecord) {
  return {
    catalog_item_id: entry.catalogItemId,
    brand_name: entry.brandName,
    name: entry.name,
    status: entry.status,
    readable_status: READABLE_STATUS[entry.status],
    old_price: entry.oldPrice,
    new_price: entry.newPrice,
    percentage_difference: entry.percentageDifference,
    created_at: iso(entry.createdAt),
    readable_reason: entry.readableReason,
  };
}
