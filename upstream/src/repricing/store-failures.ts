import { type StoreFailure } from '../data/log-entry-table';
import { hashSeed, unitAt } from '../data/prng';

/**
 * The reference upstream simulates the store it prices for: the store takes almost every price
 * update, a few time out or are refused (seeded by store, batch and item, so a run repeats).
 * The price then stays as it was and the entry is logged as failed.
 */
export const STORE_FAILURE_RATE = 0.01;

export function batchFailureSeed(seed: number, storeId: number, batch: number): number {
  return hashSeed(seed, `store-api:${storeId}:${batch}`);
}

export function simulatedStoreFailure(
  batchSeed: number,
  itemId: number,
  rate: number,
): StoreFailure | null {
  const roll = unitAt(batchSeed, itemId);
  if (roll >= rate) return null;
  return roll < rate / 2 ? 'store_timeout' : 'store_rejected';
}
