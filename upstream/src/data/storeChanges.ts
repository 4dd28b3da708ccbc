// Every change to a store's items goes through here so list indexes know to rebuild.
import type { CatalogItemRecord, StoreRecord } from './types';

/** Marks the store changed: indexes keyed on `version` rebuild lazily on the next query. */
export function touchStore(store: StoreRecord, now: number): void {
  store.version += 1;
  store.lastUpdate = now;
}

export function recordItemEvent(
  item: CatalogItemRecord,
  event: string,
  note: string | null,
  now: number,
  priceChange?: { from: number; to: number },
): void {
  item.events.push(
    priceChange ? { createdAt: now, event, note, priceChange } : { createdAt: now, event, note },
  );
  // Detail pages show recent events; a long-lived item must not grow without bound.
  if (item.events.length > 100) item.events.splice(0, item.events.length - 100);
}
