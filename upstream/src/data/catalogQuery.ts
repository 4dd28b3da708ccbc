// The catalog list query: filters, search, sort and paging over pre-sorted per-store indexes.
//
// Each store keeps, per sort order, the item positions already sorted, and a lower-cased search
// text per item. A query walks one sorted array once, testing the filters, counting every match
// and keeping only the requested page: O(n) with tiny constants and no sorting per request.
// Indexes rebuild lazily when the store's `version` moves (repricing, upload, edits).
import { GRADE_RANK } from './reference';
import type { CatalogItemRecord, Grade, StoreRecord } from './types';

export const CATALOG_SORT_FIELDS = ['grade', 'price', 'stock', 'margin'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];
export type CatalogSort = { field: CatalogSortField; direction: 'asc' | 'desc' };

export const PAGE_SIZE = 50;

export interface CatalogFilter {
  search: string;
  categoryIds: number[];
  brands: string[];
  models: string[];
  grades: Grade[];
  storage: string[];
}

export interface CatalogPageResult {
  items: CatalogItemRecord[];
  total: number;
}

/** One column of a filterable text field: a small code per item and the code of each value. */
interface CodedColumn {
  codes: Uint16Array;
  dictionary: Map<string, number>;
}

interface StoreIndex {
  version: number;
  itemCount: number;
  /** Every item's lower-cased search text joined by newlines (terms never hold whitespace). */
  searchBlob: string;
  /** Where each position's text starts in searchBlob, plus a final end offset. */
  searchOffsets: Int32Array;
  /** Match masks of recent search terms (a typing user repeats them page after page). */
  termMasks: Map<string, Uint8Array>;
  /** Compact per-position columns: tests read a few cache-friendly bytes instead of item objects. */
  grade: CodedColumn;
  category: CodedColumn;
  brand: CodedColumn;
  model: CodedColumn;
  storage: CodedColumn;
  orders: Map<string, Int32Array>;
}

const indexes = new WeakMap<StoreRecord, StoreIndex>();

export function marginPercentage(item: CatalogItemRecord): number | null {
  if (item.price <= 0) return null;
  return Math.round(((item.price - item.cost) / item.price) * 1000) / 10;
}

function storeIndex(store: StoreRecord): StoreIndex {
  const existing = indexes.get(store);
  if (existing && existing.version === store.version && existing.itemCount === store.items.length)
    return existing;
  const index: StoreIndex = {
    version: store.version,
    itemCount: store.items.length,
    ...searchColumns(store.items),
    termMasks: new Map(),
    grade: codedColumn(store.items, (item) => item.grade),
    category: codedColumn(store.items, (item) => String(item.categoryId)),
    brand: codedColumn(store.items, (item) => item.brand),
    model: codedColumn(store.items, (item) => item.model),
    storage: codedColumn(store.items, (item) => item.storage ?? ''),
    orders: new Map(),
  };
  indexes.set(store, index);
  return index;
}

function codedColumn(
  items: CatalogItemRecord[],
  valueOf: (item: CatalogItemRecord) => string,
): CodedColumn {
  const dictionary = new Map<string, number>();
  const codes = new Uint16Array(items.length);
  items.forEach((item, position) => {
    const value = valueOf(item);
    let code = dictionary.get(value);
    if (code === undefined) {
      code = dictionary.size + 1;
      dictionary.set(value, code);
    }
    // More than 65,535 distinct values (impossible for these fields) would share code 0 and
    // fail every filter: safe, never a false match.
    codes[position] = code <= 0xffff ? code : 0;
  });
  return { codes, dictionary };
}

/** A lookup table by code, or null when the filter is not set (everything passes). */
function acceptedCodes(column: CodedColumn, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const accepted = new Uint8Array(column.dictionary.size + 1);
  for (const value of values) {
    const code = column.dictionary.get(value);
    if (code !== undefined) accepted[code] = 1;
  }
  return accepted;
}

function searchColumns(items: CatalogItemRecord[]): {
  searchBlob: string;
  searchOffsets: Int32Array;
} {
  const texts = items.map(searchTextOf);
  const searchOffsets = new Int32Array(texts.length + 1);
  let offset = 0;
  texts.forEach((text, position) => {
    searchOffsets[position] = offset;
    offset += text.length + 1;
  });
  searchOffsets[texts.length] = offset;
  return { searchBlob: texts.join('\n') + '\n', searchOffsets };
}

const MAX_CACHED_TERMS = 64;

/**
 * Positions whose text contains the term, found with indexOf over one big string (far faster
 * than one `includes` per item) and mapped back to positions through the offsets.
 */
function termMask(index: StoreIndex, term: string): Uint8Array {
  const cached = index.termMasks.get(term);
  if (cached) return cached;
  const mask = new Uint8Array(index.itemCount);
  const offsets = index.searchOffsets;
  let from = 0;
  for (;;) {
    const hit = index.searchBlob.indexOf(term, from);
    if (hit < 0) break;
    // The last position whose start is <= hit.
    let low = 0;
    let high = index.itemCount - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((offsets[middle] ?? 0) <= hit) low = middle;
      else high = middle - 1;
    }
    mask[low] = 1;
    from = offsets[low + 1] ?? index.searchBlob.length;
  }
  if (index.termMasks.size >= MAX_CACHED_TERMS) {
    const oldest = index.termMasks.keys().next().value;
    if (oldest !== undefined) index.termMasks.delete(oldest);
  }
  index.termMasks.set(term, mask);
  return mask;
}

function searchTextOf(item: CatalogItemRecord): string {
  return [
    item.name,
    item.externalId,
    item.ean ?? '',
    item.storage ?? '',
    item.color ?? '',
    item.ram ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/** The sort value as an integer (cents, tenths of a percent, units, grade rank). */
function sortKey(item: CatalogItemRecord, field: CatalogSortField): number {
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

/** Positions fit in 21 bits (2M items); keys up to 2^31 keep key × 2^21 + position exact in a double. */
const POSITION_BITS = 2 ** 21;
const MAX_SORT_KEY = 2 ** 31 - 1;

/**
 * Item positions in sort order; ties keep ascending position (= ascending id, as ids grow with
 * every appended item) so pages never overlap. Each position is packed with its integer sort key
 * into one double so the engine's native numeric sort does the work (no comparator callbacks).
 */
function sortedPositions(store: StoreRecord, index: StoreIndex, sort: CatalogSort): Int32Array {
  const key = `${sort.field}:${sort.direction}`;
  const cached = index.orders.get(key);
  if (cached) return cached;
  const items = store.items;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const packed = new Float64Array(items.length);
  items.forEach((item, position) => {
    const value = Math.max(-MAX_SORT_KEY, Math.min(MAX_SORT_KEY, sortKey(item, sort.field)));
    packed[position] = sign * value * POSITION_BITS + position;
  });
  packed.sort();
  const positions = new Int32Array(items.length);
  for (let cursor = 0; cursor < packed.length; cursor += 1) {
    const value = packed[cursor] ?? 0;
    positions[cursor] = ((value % POSITION_BITS) + POSITION_BITS) % POSITION_BITS;
  }
  index.orders.set(key, positions);
  return positions;
}

/** Builds the indexes (and every sort order) now, so no request pays for a rebuild after a change. */
export function warmCatalogIndex(store: StoreRecord): void {
  const index = storeIndex(store);
  for (const field of CATALOG_SORT_FIELDS) {
    sortedPositions(store, index, { field, direction: 'asc' });
    sortedPositions(store, index, { field, direction: 'desc' });
  }
}

export function queryCatalog(
  store: StoreRecord,
  filter: CatalogFilter,
  sort: CatalogSort,
  page: number,
): CatalogPageResult {
  const index = storeIndex(store);
  const positions = sortedPositions(store, index, sort);
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const masks = terms.map((term) => termMask(index, term));
  const grades = acceptedCodes(index.grade, filter.grades);
  const categories = acceptedCodes(index.category, filter.categoryIds.map(String));
  const brands = acceptedCodes(index.brand, filter.brands);
  const models = acceptedCodes(index.model, filter.models);
  const storage = acceptedCodes(index.storage, filter.storage);
  const first = (page - 1) * PAGE_SIZE;
  if (terms.length === 0 && !categories && !brands && !models && !grades && !storage) {
    // Nothing to test: the page is a slice of the sorted positions.
    const pageItems = Array.from(
      positions.subarray(first, first + PAGE_SIZE),
      (position) => store.items[position],
    );
    return {
      items: pageItems.filter((item): item is CatalogItemRecord => item !== undefined),
      total: positions.length,
    };
  }
  const items: CatalogItemRecord[] = [];
  let total = 0;
  for (let cursor = 0; cursor < positions.length; cursor += 1) {
    const position = positions[cursor] ?? 0;
    if (grades && grades[index.grade.codes[position] ?? 0] !== 1) continue;
    if (categories && categories[index.category.codes[position] ?? 0] !== 1) continue;
    if (brands && brands[index.brand.codes[position] ?? 0] !== 1) continue;
    if (models && models[index.model.codes[position] ?? 0] !== 1) continue;
    if (storage && storage[index.storage.codes[position] ?? 0] !== 1) continue;
    if (masks.length > 0 && !masks.every((mask) => mask[position] === 1)) continue;
    if (total >= first && items.length < PAGE_SIZE) {
      const item = store.items[position];
      if (item) items.push(item);
    }
    total += 1;
  }
  return { items, total };
}
