import { inject } from 'vitest';

export interface RepricedBatch {
  store_id: number;
  batch: number;
  total: number;
  success: number;
  skipped: number;
  failures: number;
}

/**
 * Runs one repricing batch for every store now, through the reference upstream's dev route
 * (POST /dev/reprice; the journeys' set-up turns the scheduler off, so batches only happen here).
 */
export async function triggerRepricing(): Promise<RepricedBatch[]> {
  const response = await fetch(`${inject('e2e').upstreamUrl}/dev/reprice`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /dev/reprice answered ${response.status}`);
  const body = (await response.json()) as { batches: RepricedBatch[] };
  return body.batches;
}
