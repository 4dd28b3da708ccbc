// The demo's believable past: before the data is "now", every store with repricing on ran a batch
// every few hours against the seeded market as it stood then (data/past-market.ts). The batches
// are real decisions of the engine, made once at generation with fixed times; reading them later
// never recomputes them.
import { MARKET_TICK_MS } from '../data/past-market';
import { type Database, type StoreRecord } from '../data/types';
import { runSeededBatches } from './run-seeded-batches';

/** Days of seeded batches (the default retention period). */
export const SEEDED_HISTORY_DAYS = 90;
/** A store's seeded batches hold at most about this many entries (start-up time and memory). */
export const SEEDED_ENTRY_BUDGET = 600_000;
/** Time between two entries of a seeded batch: pricing an item and telling the store takes a while. */
const ENTRY_SPACING_MS = 40;

export interface SeedHistoryOptions {
  /** Seeded batches at most (the load-test accounts get a short past). */
  maxBatches?: number;
}

/** Runs the store's seeded batches, oldest first; the item prices end where the last one left them. */
export function seedRepricingHistory(
  database: Database,
  store: StoreRecord,
  options: SeedHistoryOptions = {},
): void {
  if (!store.configuration.repricingEnabled || store.items.length === 0) return;
  const repriced = store.items.filter((item) => item.automaticPriceEnabled).length;
  const ticks = Math.min(
    (SEEDED_HISTORY_DAYS * 86_400_000) / MARKET_TICK_MS - 1,
    Math.floor(SEEDED_ENTRY_BUDGET / Math.max(1, repriced)),
    options.maxBatches ?? Number.POSITIVE_INFINITY,
  );
  // Each store's batch starts a few minutes after the market moved, stores one after another.
  const offset = (5 + (store.id % 12) * 2) * 60_000;
  const starts: number[] = [];
  for (let tick = ticks; tick >= 1; tick -= 1) {
    starts.push(database.generatedAt - tick * MARKET_TICK_MS + offset);
  }
  runSeededBatches(database, store, starts, ENTRY_SPACING_MS);
}
