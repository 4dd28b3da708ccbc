import { clampToItemLimits, type PriceDecision } from '../pricing';
import { recordItemEvent, touchStorePrices } from '../data/storeChanges';
import {
  type CatalogItemRecord,
  type Database,
  type LogBatchRecord,
  type LogEntryRecord,
  type StoreRecord,
} from '../data/types';
import { decideItemPrice } from './decideItemPrice';
import { updateLimitNotification } from './limitNotifications';

/** Log batches kept per store: the Log screen shows recent runs, not a minute-by-minute archive. */
export const MAX_LOG_BATCHES = 50;
/** Items priced between two yields to the event loop, so requests are served during a batch. */
const ITEMS_PER_SLICE = 500;

export interface RepricingBatchInput {
  database: Database;
  store: StoreRecord;
  /** The clock: the batch's start, end and entry times come from it. */
  now: () => number;
}

/**
 * One repricing batch for one store (DECISIONS 20–24): every item with automatic pricing gets its
 * category's strategy, the result is clamped to the item's limits and either applied (live) or
 * only logged (dry_run). The batch is visible in the store's log from its start, with end null
 * until it finishes.
 */
export async function runRepricingBatch({
  database,
  store,
  now,
}: RepricingBatchInput): Promise<LogBatchRecord> {
  const start = now();
  const dryRun = store.configuration.repricingMode === 'dry_run';
  const items = store.items.filter((item) => item.automaticPriceEnabled);
  const batch: LogBatchRecord = {
    batch: Math.max(0, ...store.logBatches.map((existing) => existing.batch)) + 1,
    storeId: store.id,
    total: items.length,
    success: 0,
    skipped: 0,
    failures: 0,
    start,
    end: null,
    entries: [],
  };
  store.logBatches.push(batch);
  if (store.logBatches.length > MAX_LOG_BATCHES) {
    store.logBatches.splice(0, store.logBatches.length - MAX_LOG_BATCHES);
  }

  let changed = false;
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % ITEMS_PER_SLICE === 0) await yieldToEventLoop();
    const createdAt = now();
    const entry = repriceItem({
      database,
      store,
      item,
      now: createdAt,
      dryRun,
      batchNumber: batch.batch,
    });
    batch.entries.push(entry);
    if (entry.status === 'success') {
      batch.success += 1;
      changed = true;
    } else if (entry.status === 'skipped') batch.skipped += 1;
    else batch.failures += 1;
  }
  batch.end = now();
  if (changed) touchStorePrices(store, batch.end);
  return batch;
}

function repriceItem(input: {
  database: Database;
  store: StoreRecord;
  item: CatalogItemRecord;
  now: number;
  dryRun: boolean;
  batchNumber: number;
}): LogEntryRecord {
  const { database, store, item, now, dryRun } = input;
  const oldPrice = item.price;
  const entry = (
    status: LogEntryRecord['status'],
    newPrice: number | null,
    readableReason: string,
  ): LogEntryRecord => ({
    catalogItemId: item.id,
    brandName: item.brand,
    name: item.name,
    status,
    oldPrice,
    newPrice,
    percentageDifference: newPrice === null ? null : percentageDifference(oldPrice, newPrice),
    createdAt: now,
    readableReason,
  });

  let decision: PriceDecision;
  try {
    decision = decideItemPrice({ database, store, item, now });
  } catch (error) {
    return entry(
      'failed',
      null,
      `error: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (decision.outcome === 'skip') return entry('skipped', null, decision.reason);

  const clamped = clampToItemLimits(decision.price, {
    minPrice: item.minPrice,
    maxPrice: item.maxPrice,
  });
  const limitNote =
    clamped.notification === 'min_allowed_price_reached'
      ? `; kept at the minimum allowed price ${item.minPrice.toFixed(2)}`
      : clamped.notification === 'max_allowed_price_reached'
        ? `; kept at the maximum allowed price ${item.maxPrice.toFixed(2)}`
        : '';
  const reason = `${decision.reason}${clamped.price === decision.price ? '' : limitNote}`;

  if (dryRun) {
    return entry(
      'skipped',
      clamped.price,
      `dry run: would be ${clamped.price.toFixed(2)} (${reason})`,
    );
  }
  item.suggestedPrice = clamped.price;
  updateLimitNotification(database, store, item, clamped.notification, clamped.price, now);
  if (clamped.price === oldPrice) {
    return entry('skipped', clamped.price, `price already ${oldPrice.toFixed(2)} (${reason})`);
  }
  item.price = clamped.price;
  item.lastPriceChangeAt = now;
  recordItemEvent(
    item,
    'price_updated',
    `${oldPrice.toFixed(2)} → ${clamped.price.toFixed(2)} by repricing batch #${input.batchNumber}`,
    now,
    { from: oldPrice, to: clamped.price },
  );
  return entry('success', clamped.price, reason);
}

/** Signed percent from old to new, two decimals; null from a zero price. */
function percentageDifference(oldPrice: number, newPrice: number): number | null {
  if (oldPrice === 0) return null;
  return Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
