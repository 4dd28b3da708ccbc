// Every change to a store's items goes through here so list indexes know to rebuild.
import type { CatalogItemRecord, StoreRecord } from './types';

/**
 * After a change to fields the list indexes use (stock, grade, names, new items …): every index
 * keyed on `version` rebuilds lazily on the next query (or eagerly, see warmStoreIndexes).
 */
export function touchStore(store: StoreRecord, now: number): void {
  store.version += 1;
  touchStoreStats(store, now);
}

/**
 * After a change to prices only (repricing): the filters and search index stay, only the orders
 * that read prices (price, margin) rebuild.
 */
export function touchStorePrices(store: StoreRecord, now: number): void {
  store.priceVersion += 1;
  touchStoreStats(store, now);
}

/**
 * After a change no index reads (dynamic price flag, base price): the stats recount, but the
 * sorted indexes stay, which at 100k items saves a rebuild of several hundred milliseconds.
 */
export function touchStoreStats(store: StoreRecord, now: number): void {
  store.statsVersion += 1;
  store.lastUpdate = now;
}

/**
 * Where the items' prices, flags and notifications stand: `statsVersion` (every write bumps it)
 * and the latest repricing batch, which can set or clear a limit notification without bumping
 * anything. What counts over them (stats, work-queue sets) holds while this is unchanged.
 */
export function itemStateKey(store: StoreRecord): string {
  const latestBatch = store.logBatches.at(-1);
  const batch = latestBatch ? `${latestBatch.batch}:${latestBatch.end ?? 'running'}` : '';
  return `${store.statsVersion}|${batch}`;
}

/** After any change to one item: its `updatedAt` (the list's updated_at, updated_since). */
export function touchItem(item: CatalogItemRecord, now: number): void {
  item.updatedAt = Math.max(now, item.updatedAt ?? 0);
}

/** When the item last changed: its `updatedAt`, or its last price change before any other. */
export function itemUpdatedAt(item: CatalogItemRecord): number {
  return item.updatedAt ?? item.lastPriceChangeAt;
}

/** Events an item keeps besides the repricing batches' changes (uploads, toggles, syncs). */
export const MAX_ITEM_EVENTS = 100;

export function recordItemEvent(
  item: CatalogItemRecord,
  event: string,
  note: string | null,
  now: number,
  priceChange?: { from: number; to: number },
): void {
  identifyItemEvents(item);
  touchItem(item, now);
  const id = nextEventId(item);
  item.events.push(
    priceChange
      ? { id, createdAt: now, event, note, priceChange }
      : { id, createdAt: now, event, note },
  );
  // Detail pages show recent events; a long-lived item must not grow without bound.
  if (item.events.length > MAX_ITEM_EVENTS) {
    item.events.splice(0, item.events.length - MAX_ITEM_EVENTS);
  }
}

/**
 * Gives every event of the item that has none its fixed id (events written directly into
 * `events`, such as an uploaded item's creation, get theirs the first time they are seen).
 */
export function identifyItemEvents(item: CatalogItemRecord): void {
  for (const event of item.events) event.id ??= nextEventId(item);
}

function nextEventId(item: CatalogItemRecord): string {
  item.eventSequence = (item.eventSequence ?? 0) + 1;
  return `event-${item.id}-${item.eventSequence}`;
}
