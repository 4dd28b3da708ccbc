// An item's own price history: the price it entered the catalog at, then every change this server
// made or recorded: the repricing batches' updates (kept by the batches themselves) and the
// item's events (uploads). Every point has the fixed id and time of the change it shows, so a
// chart read before and after later batches shows the same past.
import { identifyItemEvents } from './store-changes';
import type { CatalogItemRecord, ItemEvent, LogBatchRecord } from './types';

export interface PriceSnapshot {
  id: string;
  createdAt: number;
  price: number;
}

/** A price update of a repricing batch, as the item's log shows it. */
export interface RepricingChange {
  id: string;
  createdAt: number;
  from: number;
  to: number;
  batch: number;
}

/** The item's updates in the given batches (oldest first), with the entry's id. */
export function repricingChanges(
  item: CatalogItemRecord,
  batches: readonly LogBatchRecord[],
): RepricingChange[] {
  const changes: RepricingChange[] = [];
  for (const batch of batches) {
    const index = batch.entries.indexOfItem(item.id);
    if (index === -1 || batch.entries.status(index) !== 'success') continue;
    const to = batch.entries.newPrice(index);
    if (to === null) continue;
    changes.push({
      id: `entry-${batch.firstEntryId + index}`,
      createdAt: batch.entries.createdAt(index),
      from: batch.entries.oldPrice(index),
      to,
      batch: batch.batch,
    });
  }
  return changes;
}

/** The item's events, each with its fixed id. */
export function itemEvents(item: CatalogItemRecord): ItemEvent[] {
  identifyItemEvents(item);
  return item.events;
}

/**
 * The history's points, oldest first: the listing price (or, without a listing event, the price
 * before the first change), then the price after each change.
 */
export function itemPriceHistory(
  item: CatalogItemRecord,
  batches: readonly LogBatchRecord[],
): PriceSnapshot[] {
  const changes: Array<{ id: string; createdAt: number; from: number | null; to: number }> = [];
  for (const event of itemEvents(item)) {
    if (event.listedAt !== undefined) {
      changes.push({
        id: event.id ?? '',
        createdAt: event.createdAt,
        from: null,
        to: event.listedAt,
      });
    } else if (event.priceChange) {
      changes.push({
        id: event.id ?? '',
        createdAt: event.createdAt,
        from: event.priceChange.from,
        to: event.priceChange.to,
      });
    }
  }
  changes.push(...repricingChanges(item, batches));
  changes.sort((left, right) => left.createdAt - right.createdAt);
  const first = changes[0];
  if (first === undefined) {
    return [{ id: `price-${item.id}`, createdAt: item.lastPriceChangeAt, price: item.price }];
  }
  const snapshots: PriceSnapshot[] =
    first.from === null
      ? []
      : [{ id: `${first.id}-before`, createdAt: first.createdAt, price: first.from }];
  for (const change of changes) {
    snapshots.push({ id: change.id, createdAt: change.createdAt, price: change.to });
  }
  return snapshots;
}
