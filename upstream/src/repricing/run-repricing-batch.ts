import { LogEntryColumns, LogEntryTable, type StoreFailure } from '../data/log-entry-table';
import { touchStorePrices } from '../data/store-changes';
import {
  type CatalogItemRecord,
  type Database,
  type LogBatchRecord,
  type LogStatus,
  type StoreRecord,
} from '../data/types';
import {
  MARKET_TICK_MS,
  lastMoveAt,
  lastMoveOf,
  movesAtTick,
  productMoveSeed,
  tickAt,
} from '../data/past-market';
import { decideItemPrice } from './decide-item-price';
import {
  type DecisionInputs,
  type DecisionOutcome,
  type PriceExplanation,
  statusOf,
} from './explain-decision';
import { updateLimitNotification } from './limit-notifications';
import { type MarketScope, batchContext, scopeOfContext } from './market-scope';
import { type MarketView, liveMarket, pastMarket } from './market-view';
import { STORE_FAILURE_RATE, batchFailureSeed, simulatedStoreFailure } from './store-failures';

/** How long batches are kept by default (LOG_RETENTION_DAYS). */
export const DEFAULT_LOG_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
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

interface OpenBatch {
  batch: LogBatchRecord;
  items: CatalogItemRecord[];
  scope: MarketScope;
  failureSeed: number;
}

/** Starts a batch over the store's automatically priced items; it shows in the log at once. */
function openBatch(
  database: Database,
  store: StoreRecord,
  start: number,
  retentionDays: number,
  seeded?: { columns: LogEntryColumns; items: CatalogItemRecord[] },
): OpenBatch {
  pruneExpiredBatches(store, start, retentionDays);
  const items = seeded?.items ?? store.items.filter((item) => item.automaticPriceEnabled);
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
function repriceOne(
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
  return { changed, inputs, explanation };
}

interface RepricedItem {
  changed: boolean;
  inputs: DecisionInputs;
  explanation: PriceExplanation;
}

function count(batch: LogBatchRecord, status: LogStatus): void {
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

/** An item's last decision in the seeded past, while its product's market stays where it was. */
interface SeededDecision {
  inputs: DecisionInputs;
  outcome: DecisionOutcome;
  result: number | null;
  limit: 'min' | 'max' | null;
}

/**
 * The batches of the seeded past, run synchronously at generation against the market as it stood
 * at each start; entries are `spacingMs` apart, as a real batch takes a while. The decision is a
 * pure function of the item's facts and its market reference: while the product's market has not
 * moved, an item's steps and result are those of its last entry, and only whether they change the
 * current price (and the store's answer) is worked out again. That is most of a quiet market's
 * entries, and keeps three months of batches quick to generate.
 */
export function runSeededBatches(
  database: Database,
  store: StoreRecord,
  starts: readonly number[],
  spacingMs: number,
): void {
  const items = store.items.filter((item) => item.automaticPriceEnabled);
  const productSlots = new Map<string, number>();
  const slots = new Int32Array(items.length);
  items.forEach((item, index) => {
    let slot = productSlots.get(item.productKey);
    if (slot === undefined) {
      slot = productSlots.size;
      productSlots.set(item.productKey, slot);
    }
    slots[index] = slot;
  });
  const productKeys = [...productSlots.keys()];
  const moveSeeds = productKeys.map((key) => productMoveSeed(database, key));
  const { generatedAt } = database.seededMarket;
  const moves = new Float64Array(productKeys.length);
  const decidedAt = new Float64Array(items.length).fill(Number.NaN);
  const decisions: Array<SeededDecision | undefined> = new Array<SeededDecision | undefined>(
    items.length,
  );
  const columns = new LogEntryColumns(items.length * starts.length);
  for (const start of starts) {
    const open = openBatch(database, store, start, Number.POSITIVE_INFINITY, { columns, items });
    // Batches are one market tick apart: each brings one new tick to look at per product.
    const tick = tickAt(generatedAt, start);
    moveSeeds.forEach((seed, slot) => {
      if (start === starts[0]) moves[slot] = lastMoveOf(generatedAt, seed, start);
      else if (movesAtTick(seed, tick)) moves[slot] = generatedAt - tick * MARKET_TICK_MS;
    });
    const market = pastMarket(
      database,
      start,
      (key) => moves[productSlots.get(key) ?? -1] ?? lastMoveAt(database, key, start),
    );
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index] as CatalogItemRecord;
      const now = start + index * spacingMs;
      const moved = moves[slots[index] ?? 0] ?? 0;
      const previous = decisions[index];
      if (previous !== undefined && decidedAt[index] === moved) {
        const days =
          previous.inputs.daysSinceChange === null
            ? null
            : Math.max(0, Math.floor((now - item.lastPriceChangeAt) / DAY_MS));
        if (sameRevendoBand(previous.inputs.daysSinceChange, days)) {
          repeatDecision(database, store, open, item, now, previous, days);
          continue;
        }
      }
      const { inputs, explanation } = repriceOne(
        database,
        store,
        open,
        item,
        now,
        market,
        STORE_FAILURE_RATE,
      );
      // The next-generation check reads another product's market: its next decision may differ
      // while this product's market does not.
      if (inputs.nextGeneration === null && inputs.failure !== 'error') {
        decisions[index] = {
          inputs: inputs.failure === null ? inputs : { ...inputs, failure: null },
          outcome: explanation.outcome,
          result: explanation.result,
          limit: explanation.limit,
        };
        decidedAt[index] = moved;
      } else {
        decisions[index] = undefined;
      }
    }
    open.batch.end = start + items.length * spacingMs + 1_000;
  }
}

/** Logs and applies a seeded decision whose steps and result are those of the item's last one. */
function repeatDecision(
  database: Database,
  store: StoreRecord,
  open: OpenBatch,
  item: CatalogItemRecord,
  now: number,
  previous: SeededDecision,
  daysSinceChange: number | null,
): void {
  const { inputs, result, outcome } = previous;
  let status: LogStatus = 'skipped';
  let newPrice = outcome === 'dry_run' ? result : null;
  let failure: StoreFailure | null = null;
  const oldPrice = item.price;
  if (
    result !== null &&
    (outcome === 'updated' || outcome === 'unchanged' || outcome === 'failed')
  ) {
    newPrice = result;
    if (result !== oldPrice) {
      failure = simulatedStoreFailure(open.failureSeed, item.id, STORE_FAILURE_RATE);
      item.suggestedPrice = result;
      if (failure !== null) {
        status = 'failed';
        newPrice = null;
      } else {
        status = 'success';
        updateLimitNotification(database, store, item, previous.limit, result, now);
        item.price = result;
        item.lastPriceChangeAt = now;
      }
    }
  }
  open.batch.entries.pushRow(
    inputs.facts,
    now,
    status,
    oldPrice,
    newPrice,
    inputs.reference,
    inputs.offers,
    null,
    daysSinceChange,
    failure,
  );
  count(open.batch, status);
}

/**
 * Revendo reads the days since the last price change only through its bands (under 14, 14 to 29,
 * 30 and more): within one band the decision is the same.
 */
function sameRevendoBand(before: number | null, now: number | null): boolean {
  if (before === null || now === null) return before === now;
  return revendoBand(before) === revendoBand(now);
}

function revendoBand(days: number): number {
  return days < 14 ? 0 : days < 30 ? 1 : 2;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
