import { priceChangeAge } from '@refurb/pricing';
import { LogEntryColumns, type StoreFailure } from '../data/log-entry-table';
import {
  MARKET_TICK_MS,
  lastMoveAt,
  lastMoveOf,
  movesAtTick,
  productMoveSeed,
  tickAt,
} from '../data/past-market';
import {
  type CatalogItemRecord,
  type Database,
  type LogStatus,
  type StoreRecord,
} from '../data/types';
import { type DecisionInputs, type DecisionOutcome } from './explain-decision';
import { updateLimitNotification } from './limit-notifications';
import { pastMarket } from './market-view';
import { DAY_MS, type OpenBatch, count, openBatch, repriceOne } from './run-repricing-batch';
import { STORE_FAILURE_RATE, simulatedStoreFailure } from './store-failures';

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
 * Revendo reads the days since the last price change only through the table's bands
 * (priceChangeAge): within one band the decision is the same.
 */
function sameRevendoBand(before: number | null, now: number | null): boolean {
  if (before === null || now === null) return before === now;
  return priceChangeAge(before) === priceChangeAge(now);
}
