// Keyset paging of the market lists (the price list of a category, a vendor's competitor
// listings): `after=<key>` resumes right after that row, and `snapshot=<market version>` in the
// list's order as it was at that version, kept for the latest KEPT_VERSIONS versions of each
// list. The rows shown are today's (fields and filter); a row no longer listed is left out.

/** Orders kept per list for walks that started on them (a few repricing cycles). */
export const KEPT_VERSIONS = 16;

/** A list's orders by market version; the oldest beyond KEPT_VERSIONS is dropped. */
export class KeptOrders<Order> {
  private readonly orders = new Map<number, Order>();

  keep(version: number, order: Order): void {
    this.orders.delete(version);
    this.orders.set(version, order);
    for (const oldest of this.orders.keys()) {
      if (this.orders.size <= KEPT_VERSIONS) break;
      this.orders.delete(oldest);
    }
  }

  get(version: number): Order | undefined {
    return this.orders.get(version);
  }
}

/** Where a walk stands: the last row's key, and the version its order was read at. */
export interface ListAfter {
  key: string;
  snapshot: number | null;
}

export interface KeysetRows<Row> {
  rows: Row[];
  hasMore: boolean;
  /** false: no row of the order has the key (the caller answers 422). */
  found: boolean;
}

/**
 * The `pageSize` rows after the one keyed `after` in `order` (the whole list in its order, not
 * filtered) that `current` still lists (a row is mapped to its current state, or null when it
 * is no longer listed or no longer matches).
 */
export function rowsAfter<Entry, Row>(
  order: readonly Entry[],
  keyOf: (entry: Entry) => string,
  current: (entry: Entry) => Row | null,
  after: string,
  pageSize: number,
): KeysetRows<Row> {
  const start = order.findIndex((entry) => keyOf(entry) === after);
  if (start < 0) return { rows: [], hasMore: false, found: false };
  const rows: Row[] = [];
  for (let index = start + 1; index < order.length; index += 1) {
    const entry = order[index] as Entry;
    const row = current(entry);
    if (row === null) continue;
    if (rows.length === pageSize) return { rows, hasMore: true, found: true };
    rows.push(row);
  }
  return { rows, hasMore: false, found: true };
}
