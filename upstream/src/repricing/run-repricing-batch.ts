import { type LogEntryColumns, LogEntryTable } from '../data/log-entry-table';
import { touchItem, touchStorePrices } from '../data/store-changes';
import {
  type CatalogItemRecord,
  type Database,
  type LogBatchRecord,
  type LogStatus,
  type StoreRecord,
} from '../data/types';
import { decideItemPrice } from './decide-item-price';
import { type DecisionInputs, type PriceExplanation, statusOf } from './explain-decision';
import { updateLimitNotification } from './limit-notifications';
import { type MarketScope, batchContext, scopeOfContext } from './market-scope';
import { type MarketView, liveMarket } from './market-view';
import { STORE_FAILURE_RATE, batchFailureSeed } from './store-failures';

/** How long batches are kept by default (LOG_RETENTION_DAYS). */
export const DEFAULT_LOG_RETENTION_DAYS = 90;
export const DAY_MS = 86_400_000;
/** Items priced between two yields to the event loop, so requests are served during a batch. */
const ITEMS_PER_SLICE = 500;

export interface RepricingBatchInput {
  database: Database;
  store: StoreRecord;
  /** The clock: the batch's start, end and entry times come from it. */
  now: () => number;
  /** Batches that started longer ago are dropped when this one starts (default 90). */
  retentionDays?: number;
  /** Share of price updates the simulated store does not take (store-failures.ts). */
  storeFailureRate?: number;
  /** The market the batch reads (default: today's offers). */
  market?: MarketView;
}

/** Drops the store's batches that started before the retention period. */
export function pruneExpiredBatches(store: StoreRecord, now: number, retentionDays: number): void {
  const cutoff = now - retentionDays * DAY_MS;
  const firstKept = store.logBatches.findIndex((batch) => batch.start >= cutoff);
  if (firstKept === -1) store.logBatches.length = 0;
  else if (firstKept > 0) store.logBatches.splice(0, firstKept);
}

/** The batches a reader sees now: those inside the retention period, oldest first. */
export function retainedBatches(
  store: StoreRecord,
  now: number,
  retentionDays: number,
): LogBatchRecord[] {
  const cutoff = now - retentionDays * DAY_MS;
  return store.logBatches.filter((batch) => batch.start >= cutoff);
}

/** Whether batches reprice the item: automatic pricing on (the others are priced by hand). */
export function repricedByBatches(item: CatalogItemRecord): boolean {
  return item.automaticPriceEnabled;
}

export interface OpenBatch {
  batch: LogBatchRecord;
  items: CatalogItemRecord[];
  scope: MarketScope;
  failureSeed: number;
}

/** Starts a batch over the store's automatically priced items; it shows in the log at once. */
export function openBatch(
  database: Database,
  store: StoreRecord,
  start: number,
  retentionDays: number,
  seeded?: { columns: LogEntryColumns; items: CatalogItemRecord[] },
): OpenBatch {
  pruneExpiredBatches(store, start, retentionDays);
  const items = seeded?.items ?? store.items.filter(repricedByBatches);
  const context = batchContext(store);
  store.lastBatchNumber += 1;
  const number = store.lastBatchNumber;
  const batch: LogBatchRecord = {
    batch: number,
    storeId: store.id,
    total: items.length,
    success: 0,
    skipped: 0,
    failures: 0,
    start,
    end: null,
    firstEntryId: store.nextEntryId,
    context,
    entries: new LogEntryTable(items.length, start, seeded?.columns),
  };
  store.nextEntryId += items.length;
  store.logBatches.push(batch);
  return {
    batch,
    items,
    scope: scopeOfContext(context),
    failureSeed: batchFailureSeed(database.seed, store.id, number),
  };
}

/** Prices one item, logs the entry and applies the outcome. */
export function repriceOne(
  database: Database,
  store: StoreRecord,
  open: OpenBatch,
  item: CatalogItemRecord,
  now: number,
  market: MarketView,
  failureRate: number,
): RepricedItem {
  const { batch } = open;
  let changed = false;
  const { inputs, explanation } = decideItemPrice({
    database,
    item,
    now,
    context: batch.context,
    scope: open.scope,
    market,
    failureSeed: open.failureSeed,
    failureRate,
  });
  const status = statusOf(explanation.outcome);
  const oldPrice = item.price;
  const notificationsBefore = notificationTypes(item);
  const result = explanation.result;
  switch (explanation.outcome) {
    case 'updated':
    case 'unchanged':
      if (result === null) break;
      item.suggestedPrice = result;
      updateLimitNotification(database, store, item, explanation.limit, result, now);
      if (explanation.outcome === 'updated') {
        item.price = result;
        item.lastPriceChangeAt = now;
        changed = true;
      }
      break;
    case 'failed':
      if (result !== null) item.suggestedPrice = result;
      break;
    case 'dry_run':
    case 'skipped':
      break;
  }
  batch.entries.pushRow(
    inputs.facts,
    now,
    status,
    oldPrice,
    status === 'failed' || explanation.outcome === 'skipped' ? null : result,
    inputs.reference,
    inputs.offers,
    inputs.nextGeneration,
    inputs.daysSinceChange,
    inputs.failure,
    inputs.error,
  );
  count(batch, status);
  if (changed || notificationTypes(item) !== notificationsBefore) touchItem(item, now);
  return { changed, inputs, explanation };
}

function notificationTypes(item: CatalogItemRecord): string {
  return item.notifications.map((notification) => notification.type).join(',');
}

export interface RepricedItem {
  changed: boolean;
  inputs: DecisionInputs;
  explanation: PriceExplanation;
}

/** Counts an entry's status in its batch's totals. */
export function count(batch: LogBatchRecord, status: LogStatus): void {
  if (status === 'success') batch.success += 1;
  else if (status === 'skipped') batch.skipped += 1;
  else batch.failures += 1;
}

/**
 * One repricing batch for one store: every item with automatic pricing gets its category's
 * strategy, the result is clamped to the item's limits and either applied (live) or only logged
 * (dry_run). The batch is visible in the store's log from its start, with end null until it
 * finishes. Each entry keeps the facts its decision was made from (log-entry-table.ts).
 */
export async function runRepricingBatch({
  database,
  store,
  now,
  retentionDays = DEFAULT_LOG_RETENTION_DAYS,
  storeFailureRate = STORE_FAILURE_RATE,
  market = liveMarket(database),
}: RepricingBatchInput): Promise<LogBatchRecord> {
  const open = openBatch(database, store, now(), retentionDays);
  let changed = false;
  for (const [index, item] of open.items.entries()) {
    if (index > 0 && index % ITEMS_PER_SLICE === 0) await yieldToEventLoop();
    changed =
      repriceOne(database, store, open, item, now(), market, storeFailureRate).changed || changed;
  }
  open.batch.end = now();
  if (changed) touchStorePrices(store, open.batch.end);
  return open.batch;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
