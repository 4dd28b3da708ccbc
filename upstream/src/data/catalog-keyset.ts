// Keyset paging of the catalog list: `after=<sort key>,<id>` resumes right after that item, and
// `snapshot=<token>` in the order as it was when the token was given, kept for the latest
// KEPT_ORDERS orders of each store. Orders are immutable once built (a change builds new ones),
// so keeping one is keeping a reference; an item appended later has no place in an older order
// and is not listed by it. The filters are today's: an item that no longer matches is left out.
import { hasPosition } from './catalog-index/bitset';
import type { SortOrder } from './catalog-index/sort-orders';
import {
  catalogMatches,
  PAGE_SIZE,
  type CatalogFilter,
  type CatalogSort,
  type MarketPresence,
} from './catalog-query';
import type { CatalogItemRecord, StoreRecord } from './types';

/** Orders kept per store for walks that started on them (a few minutes of repricing). */
export const KEPT_ORDERS = 16;

/** Where a walk stands: the integer sort key and the id of the last item it listed. */
export interface CatalogKey {
  key: number;
  id: number;
}

export interface KeysetPage {
  items: CatalogItemRecord[];
  /** Per item, `<sort key>,<id>`: the `after` that resumes right after it. */
  afterKeys: string[];
  total: number;
  hasMore: boolean;
  /** The order the keys belong to: pass it back as `snapshot`. */
  snapshot: string;
}

const keptOrders = new WeakMap<StoreRecord, Map<string, SortOrder>>();

/** Keeps `order` under `token` (dropping the store's oldest beyond KEPT_ORDERS). */
export function keepOrder(store: StoreRecord, token: string, order: SortOrder): void {
  let kept = keptOrders.get(store);
  if (!kept) {
    kept = new Map();
    keptOrders.set(store, kept);
  }
  kept.delete(token);
  kept.set(token, order);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_ORDERS) break;
    kept.delete(oldest);
  }
}

/** `<integer>,<id>`; null when the text is not one. */
export function parseCatalogKey(text: string): CatalogKey | null {
  const match = /^(-?\d{1,10}),(\d{1,15})$/.exec(text);
  if (!match) return null;
  return { key: Number(match[1]), id: Number(match[2]) };
}

export function formatCatalogKey(key: number, id: number): string {
  return `${key},${id}`;
}

/**
 * The page after `after` (from the start without it) in the order `snapshot` names when it is
 * still kept, else in the current order; either way the answer names the order it used.
 */
export function queryCatalogAfter(
  store: StoreRecord,
  filter: CatalogFilter,
  sort: CatalogSort,
  after: CatalogKey | null,
  snapshot: string | null,
  market?: MarketPresence,
): KeysetPage {
  const current = catalogMatches(store, filter, sort, market);
  keepOrder(store, current.orderToken, current.order);
  const kept = snapshot === null ? undefined : keptOrders.get(store)?.get(snapshot);
  // A token names its field and direction first: one of another order is not used.
  const usable = kept && snapshot?.startsWith(`${sort.field}.${sort.direction}.`);
  const order = usable && kept ? kept : current.order;
  const token = usable && snapshot ? snapshot : current.orderToken;
  const { matches } = current;
  const positions = order.positions;
  const idAt = (rank: number) => store.items[positions[rank] ?? -1]?.id ?? 0;
  const keyAt = (rank: number) => order.keys[positions[rank] ?? -1] ?? 0;
  let rank = after === null ? 0 : firstRankAfter(order, sort.direction, after, keyAt, idAt);
  const items: CatalogItemRecord[] = [];
  const afterKeys: string[] = [];
  let hasMore = false;
  for (; rank < positions.length; rank += 1) {
    const position = positions[rank] ?? -1;
    const item = store.items[position];
    if (!item || (matches !== null && !hasPosition(matches, position))) continue;
    if (items.length === PAGE_SIZE) {
      hasMore = true;
      break;
    }
    items.push(item);
    afterKeys.push(formatCatalogKey(keyAt(rank), item.id));
  }
  return { items, afterKeys, total: current.total, hasMore, snapshot: token };
}

/**
 * The first rank sorting after `after`: by key in the order's direction, then by id ascending
 * (ties keep ascending positions, and ids grow with positions).
 */
function firstRankAfter(
  order: SortOrder,
  direction: 'asc' | 'desc',
  after: CatalogKey,
  keyAt: (rank: number) => number,
  idAt: (rank: number) => number,
): number {
  const sign = direction === 'asc' ? 1 : -1;
  let low = 0;
  let high = order.positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const byKey = sign * (keyAt(middle) - after.key);
    const sortsAfter = byKey > 0 || (byKey === 0 && idAt(middle) > after.id);
    if (sortsAfter) high = middle;
    else low = middle + 1;
  }
  return low;
}
