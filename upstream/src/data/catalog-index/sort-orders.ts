// The catalog's sort orders, precomputed: per order, the item positions in sorted order and the
// reverse map (each position's rank), so a query walks positions best-first or sorts the ranks of
// a small match set instead of comparing items.
import { marginPercentage } from '../margin-percentage';
import { GRADE_RANK } from '../reference';
import type { CatalogItemRecord } from '../types';
import { sortInSteps } from './sort-in-steps';
import { runSteps, stepEnds } from './steps';

export const CATALOG_SORT_FIELDS = ['grade', 'price', 'stock', 'margin'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];
export type CatalogSort = { field: CatalogSortField; direction: 'asc' | 'desc' };
/** The order the catalog lists items in when none is asked for. */
export const DEFAULT_CATALOG_SORT: CatalogSort = { field: 'grade', direction: 'desc' };

export interface SortOrder {
  /** positions[rank] = the item position at that rank. */
  positions: Int32Array;
  /** ranks[position] = where the item sorts. */
  ranks: Int32Array;
  /** keys[position] = the item's integer sort value (sortKey) when the order was built. */
  keys: Float64Array;
}

/** Orders whose keys read the price, so a repricing (prices only) rebuilds just these. */
export function dependsOnPrice(field: CatalogSortField): boolean {
  return field === 'price' || field === 'margin';
}

/** Positions fit in 21 bits (2M items); keys up to 2^31 keep key × 2^21 + position exact in a double. */
const POSITION_BITS = 2 ** 21;
const MAX_SORT_KEY = 2 ** 31 - 1;

/** The sort value as an integer (cents, tenths of a percent, units, grade rank). */
export function sortKey(item: CatalogItemRecord, field: CatalogSortField): number {
  switch (field) {
    case 'grade':
      return GRADE_RANK[item.grade] ?? 0;
    case 'price':
      return Math.round(item.price * 100);
    case 'stock':
      return item.stock;
    case 'margin': {
      const margin = marginPercentage(item);
      return margin === null ? -MAX_SORT_KEY : Math.round(margin * 10);
    }
  }
}

/**
 * Both orders of one field. Ties keep ascending position (= ascending id, as ids grow with every
 * appended item) in either direction, so pages never overlap. Each position is packed with its
 * integer sort key into one double so a numeric sort does the work (no comparator callbacks); the descending order is the ascending one read backwards, run of equal
 * keys by run, so one sort serves both.
 */
export function buildSortOrders(
  items: readonly CatalogItemRecord[],
  field: CatalogSortField,
): { asc: SortOrder; desc: SortOrder } {
  return runSteps(sortOrderSteps(items, field));
}

/**
 * buildSortOrders in steps (steps.ts): the keys a step at a time, then the sort, then each order.
 * With `appendedTo`, the ascending order of the list's first items (unchanged since, items only
 * appended), only the appended items are sorted and merged into it.
 */
export function* sortOrderSteps(
  items: readonly CatalogItemRecord[],
  field: CatalogSortField,
  appendedTo?: SortOrder,
): Generator<void, { asc: SortOrder; desc: SortOrder }> {
  if (items.length > POSITION_BITS) throw new Error('too many items for the packed sort');
  const keys = new Float64Array(items.length);
  const packed = new Float64Array(items.length);
  const kept = appendedTo && appendedTo.positions.length <= items.length ? appendedTo : null;
  const sortedPrefix = kept?.positions.length ?? 0;
  if (kept) {
    keys.set(kept.keys);
    kept.positions.forEach((position, rank) => {
      packed[rank] = (kept.keys[position] ?? 0) * POSITION_BITS + position;
    });
  }
  for (let position = sortedPrefix; position < items.length; position += 1) {
    if (stepEnds(position - sortedPrefix)) yield;
    const item = items[position];
    const key = item ? Math.max(-MAX_SORT_KEY, Math.min(MAX_SORT_KEY, sortKey(item, field))) : 0;
    keys[position] = key;
    packed[position] = key * POSITION_BITS + position;
  }
  yield;
  const sorted = yield* sortInSteps(packed, sortedPrefix);
  yield;
  const asc = new Int32Array(items.length);
  for (let rank = 0; rank < sorted.length; rank += 1) {
    const value = sorted[rank] ?? 0;
    asc[rank] = ((value % POSITION_BITS) + POSITION_BITS) % POSITION_BITS;
  }
  const desc = new Int32Array(items.length);
  let next = 0;
  for (let runEnd = asc.length - 1; runEnd >= 0;) {
    const key = keys[asc[runEnd] ?? 0];
    let runStart = runEnd;
    while (runStart > 0 && keys[asc[runStart - 1] ?? 0] === key) runStart -= 1;
    for (let rank = runStart; rank <= runEnd; rank += 1) desc[next++] = asc[rank] ?? 0;
    runEnd = runStart - 1;
  }
  yield;
  return { asc: withRanks(asc, keys), desc: withRanks(desc, keys) };
}

function withRanks(positions: Int32Array, keys: Float64Array): SortOrder {
  const ranks = new Int32Array(positions.length);
  positions.forEach((position, rank) => {
    ranks[position] = rank;
  });
  return { positions, ranks, keys };
}
