// GET /api/logs and /api/logs/{id}: batch rows and their entries, worded in the reader's language.
import type { LogBatchRow, LogEntryAnswer } from '@refurb/contract';
import type { LogBatchRecord, LogStatus } from '../../data/types';
import { type MessageKey, translate } from '../../i18n';
import { entryExplanation, entryName } from '../../repricing';
import { iso } from './wording';
import { type Wording, decisionView } from './decision-view';

const READABLE_STATUS: Record<LogStatus, MessageKey> = {
  success: 'repricing.statusSuccess',
  skipped: 'repricing.statusSkipped',
  failed: 'repricing.statusFailed',
};

export function logBatchView(batch: LogBatchRecord): LogBatchRow {
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

export function logEntryView(
  batch: LogBatchRecord,
  index: number,
  locale: Wording['locale'],
): LogEntryAnswer {
  const { entries } = batch;
  const row = entries.row(index);
  const { inputs, explanation } = entryExplanation(batch, index);
  const { reason, decision } = decisionView(inputs, explanation, {
    locale,
    currencySymbol: batch.context.currencySymbol,
  });
  const newPrice = row.newPrice;
  return {
    id: batch.firstEntryId + index,
    catalog_item_id: row.facts.itemId,
    external_id: row.facts.externalId,
    brand_name: row.facts.brand,
    name: entryName(row.facts),
    status: row.status,
    readable_status: translate(locale, READABLE_STATUS[row.status]),
    old_price: row.oldPrice,
    new_price: newPrice,
    percentage_difference:
      newPrice === null || row.oldPrice === 0
        ? null
        : Math.round(((newPrice - row.oldPrice) / row.oldPrice) * 10_000) / 100,
    created_at: iso(row.createdAt),
    readable_reason: reason,
    decision,
  };
}
