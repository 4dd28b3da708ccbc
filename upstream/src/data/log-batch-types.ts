// Record types of the repricing log: one batch per run, with what the repricer knew and used
// (see types.ts for the store's records).
import type { BuybackStrategy, Country, Grade, ResellStrategy } from './types';
import type { LogEntryTable } from './log-entry-table';

export type LogStatus = 'success' | 'skipped' | 'failed';

/**
 * What the repricer knew about an item when it decided: shared by every entry until one of these
 * fields changes, so 90 days of batches do not copy them per entry.
 */
export interface ItemFacts {
  itemId: number;
  name: string;
  brand: string;
  model: string;
  storage: string | null;
  grade: Grade;
  externalId: string;
  categoryId: number;
  productKey: string;
  basePrice: number;
  cost: number;
  minPrice: number;
  maxPrice: number;
  stockRfs: number;
  daysTillSoldOut: number;
  promotion: boolean;
  accelerated: boolean;
}

/** What a batch priced with, as it was when the batch started. */
export interface BatchContext {
  dryRun: boolean;
  catalogType: 'resell' | 'buyback';
  /** The countries whose offers made the market (the store's countries of its catalog type). */
  countries: Country[];
  /** Units of the catalog currency per euro (offers are converted with it). */
  catalogPerEuro: number;
  currencySymbol: string;
  /** The strategy in force per category id (strategy records are replaced, never edited). */
  strategies: ReadonlyMap<number, ResellStrategy | BuybackStrategy>;
}

export interface LogBatchRecord {
  /** Batch number, unique per store, increasing. */
  batch: number;
  storeId: number;
  total: number;
  success: number;
  skipped: number;
  failures: number;
  start: number;
  end: number | null;
  /** Id of the first entry; entry `i` has id `firstEntryId + i` (ids are unique per store). */
  firstEntryId: number;
  context: BatchContext;
  /** One row per item, in item id order; columns in log-entry-table.ts. */
  entries: LogEntryTable;
}
