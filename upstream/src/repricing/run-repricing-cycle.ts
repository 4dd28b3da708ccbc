import { type Database, type LogBatchRecord } from '../data/types';
import { driftMarket } from './drift-market';
import { runRepricingBatch } from './run-repricing-batch';

/**
 * What the scheduler (REPRICE_INTERVAL_MS) and POST /dev/reprice run: the market moves one step,
 * then every store with repricing enabled gets one batch against the moved market.
 * `holdMarket`: the batches price against the market as it is (POST /dev/reprice?market=hold).
 */
export async function runRepricingCycle(
  database: Database,
  now: () => number,
  options: { retentionDays?: number; holdMarket?: boolean } = {},
): Promise<LogBatchRecord[]> {
  const { holdMarket = false, ...batchOptions } = options;
  if (!holdMarket) driftMarket(database, now());
  const batches: LogBatchRecord[] = [];
  for (const store of database.stores.values()) {
    if (!store.configuration.repricingEnabled || store.items.length === 0) continue;
    batches.push(await runRepricingBatch({ database, store, now, ...batchOptions }));
  }
  return batches;
}
