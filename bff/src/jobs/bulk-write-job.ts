import {
  type BulkItemAccess,
  setItemDynamicPricing,
  syncItemBasePrice,
} from '../graphql/catalog/bulk-item-actions.js';
import {
  BULK_CONCURRENCY,
  failureOf,
  type ItemOutcome,
  resultOf,
  withinCallBudget,
} from '../graphql/catalog/bulk-job.js';
import { resolveBulkTarget } from '../graphql/catalog/bulk-target.js';
import { type BulkTarget } from '../graphql/catalog/bulk-types.js';
import { createRequestLoaders } from '../graphql/request-loaders.js';
import { dynamicPricingWanted, type JobItemRecord } from './job-record.js';
import { JobCancelled, type JobEnd, type JobWork } from './job-work.js';

/**
 * A bulk write job (dynamic pricing on/off, base price sync): the target's ids are resolved once
 * and kept with the job; then 4 items at a time, each with the single-item rule (one write per
 * user and item, verified by a read after the last write, paid from the user's bulk share).
 *
 * Each item's outcome is recorded once in the job store: a replica taking the job over skips the
 * recorded ones, and reads the one it finds started but not recorded before writing it, so no
 * item is written twice. A cancel stops every item that has not yet written: it is checked before
 * each store call an item makes until its first write; an item already writing finishes.
 */
export async function runBulkWriteJob(work: JobWork): Promise<JobEnd> {
  const { record, store } = work;
  let itemIds = record.itemIds;
  if (itemIds === null) {
    const params = record.params as { target: BulkTarget };
    const resolved = await resolveBulkTarget(work.upstream, params.target, () => work.pay());
    itemIds = resolved.itemIds;
    await work.update({ itemIds, total: itemIds.length });
  }
  const done = await store.doneItemIds(record.id);
  const started = await store.startedItemIds(record.id);
  // A takeover's started items go last: the stopped replica's hold on each (its write lease)
  // lasts up to 30 s, and waiting for them first would hold every lane meanwhile.
  const pending = [
    ...itemIds.filter((itemId) => !done.has(itemId) && !started.has(itemId)),
    ...itemIds.filter((itemId) => !done.has(itemId) && started.has(itemId)),
  ];
  let cancelled = false;

  const runItem = async (itemId: string): Promise<void> => {
    let wrote = false;
    const bulk: BulkItemAccess = {
      userId: record.userId,
      userWork: work.userWork,
      open: () => {
        const renewed = work.upstream.renewed();
        renewed.onWrite(() => (wrote = true));
        return { upstream: renewed, loaders: createRequestLoaders(renewed) };
      },
      pay: async () => {
        // Until the item has written, a cancel stops it before its next call; asked again when
        // the wait for the budget was long enough for a cancel to come meanwhile.
        if (!wrote && (await work.cancelRequested())) throw new JobCancelled();
        const paying = performance.now();
        await work.pay();
        if (performance.now() - paying < 50 || wrote) return;
        if (await work.cancelRequested()) throw new JobCancelled();
      },
    };
    const resumed = started.has(itemId);
    await store.markStarted(record.id, itemId);
    let outcome: JobItemRecord;
    try {
      outcome = resultOf(itemId, await withinCallBudget(() => act(work, bulk, itemId, resumed)));
    } catch (error) {
      if (error instanceof JobCancelled) {
        cancelled = true;
        return;
      }
      outcome = failureOf(itemId, error, work.logger);
    }
    // Shutting down: an item cut short is left unrecorded, for the next run to read and finish.
    if (work.stopping()) return;
    if (await store.recordItem(record.id, outcome)) await work.changed();
  };

  let next = 0;
  const lane = async (): Promise<void> => {
    while (!cancelled && !work.stopping() && next < pending.length) {
      const itemId = pending[next];
      next += 1;
      if (itemId === undefined) return;
      if (await work.cancelRequested()) {
        cancelled = true;
        return;
      }
      await runItem(itemId);
    }
  };
  await Promise.all(Array.from({ length: BULK_CONCURRENCY }, lane));
  return { cancelled };
}

function act(
  work: JobWork,
  bulk: BulkItemAccess,
  itemId: string,
  resumed: boolean,
): Promise<ItemOutcome> {
  if (work.record.kind === 'BULK_SYNC_BASE_PRICE') return syncItemBasePrice(bulk, itemId, resumed);
  const enabled = dynamicPricingWanted(work.record);
  if (enabled === null) throw new Error(`job ${work.record.id}: no dynamic pricing state to set`);
  return setItemDynamicPricing(bulk, itemId, enabled, resumed);
}
