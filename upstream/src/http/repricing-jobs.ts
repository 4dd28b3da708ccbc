// Runs repricing cycles (market drift + one batch per store) one at a time, for the scheduler
// (REPRICE_INTERVAL_MS) and POST /dev/reprice alike.
import type { AppServices } from '../app-services';
import { runRepricingCycle } from '../repricing';
import { logBatchView } from './views/logs-view';
import { warmStoreIndexes } from './views/warm-store-indexes';

const running = new WeakMap<AppServices, Promise<unknown>>();

/** Starts a cycle after any running one (cycles never overlap) and answers the new batch rows. */
export function repriceAllStores(
  services: AppServices,
  options: { holdMarket?: boolean } = {},
): Promise<Array<ReturnType<typeof logBatchView> & { store_id: number }>> {
  const previous = running.get(services) ?? Promise.resolve();
  const cycle = previous
    .catch(() => undefined)
    .then(async () => {
      const started = performance.now();
      const batches = await runRepricingCycle(services.db, services.now, {
        retentionDays: services.config.logRetentionDays,
        ...options,
      });
      for (const store of services.db.stores.values()) warmStoreIndexes(store);
      services.logger.info(
        { batches: batches.length, ms: Math.round(performance.now() - started) },
        'repricing cycle finished',
      );
      return batches.map((batch) => ({ store_id: batch.storeId, ...logBatchView(batch) }));
    });
  running.set(services, cycle);
  return cycle;
}

export function createRepricingScheduler(
  services: AppServices,
  intervalMs: number,
): { stop(): void } {
  const timer = setInterval(() => {
    repriceAllStores(services).catch((error: unknown) =>
      services.logger.error({ err: error }, 'repricing cycle failed'),
    );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
