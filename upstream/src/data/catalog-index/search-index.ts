// Free-text search over the item fields the list searches.
//
// A search term never holds whitespace and the fields are joined with spaces, so a term matches
// an item exactly when it is a substring of one of the item's (lower-cased) fields. Fields that
// many items share (name, storage, colour, RAM: a few thousand distinct values at most) are
// searched once per distinct value, in one small joined text, and the items of each matching
// value are unioned. Fields unique to an item (external id, EAN) sit in item lines, one per item,
// joined a few thousand to a string, which are scanned only when every character pair of the term
// (its character, for a one-letter term) occurs in them (a model name like "iphone" never does).
// Each term's result is cached until the index is rebuilt.
import type { CatalogItemRecord } from '../types';
import { addToBitset, emptyBitset, hasPosition, type Bitset } from './bitset';
import { JoinedTexts } from './joined-texts';
import { runSteps, stepEnds } from './steps';

const SHARED_FIELDS = [
  (item: CatalogItemRecord) => item.name,
  (item: CatalogItemRecord) => item.storage,
  (item: CatalogItemRecord) => item.color,
  (item: CatalogItemRecord) => item.ram,
] as const;

const MAX_CACHED_TERMS = 64;

export class SearchIndex {
  /** What the index is made of; an index of the same list with items appended builds on them. */
  readonly parts: SearchIndexParts;
  private readonly termBits = new Map<string, Bitset>();

  /** Builds the index in one go (buildSearchIndex yields between its parts). */
  constructor(items: readonly CatalogItemRecord[]);
  constructor(items: readonly CatalogItemRecord[], parts: SearchIndexParts);
  constructor(items: readonly CatalogItemRecord[], parts?: SearchIndexParts) {
    this.parts = parts ?? runSteps(searchIndexParts(items, noParts()));
  }

  /** Items whose search text contains the term (lower-case, no whitespace). Shared: do not modify. */
  matching(term: string): Bitset {
    const cached = this.termBits.get(term);
    if (cached) {
      // Most recently used last, so the oldest term is the one evicted.
      this.termBits.delete(term);
      this.termBits.set(term, cached);
      return cached;
    }
    const { itemCount, sharedValues, valueStarts, valueItems, itemLines } = this.parts;
    const bits = emptyBitset(itemCount);
    sharedValues.forEachTextContaining(term, (value) => {
      const end = valueStarts[value + 1] ?? 0;
      for (let slot = valueStarts[value] ?? 0; slot < end; slot += 1)
        addToBitset(bits, valueItems[slot] ?? 0);
    });
    if (this.mayOccurInItemLines(term)) {
      itemLines.forEachTextContaining(term, (position) => addToBitset(bits, position));
    }
    if (this.termBits.size >= MAX_CACHED_TERMS) {
      const oldest = this.termBits.keys().next().value;
      if (oldest !== undefined) this.termBits.delete(oldest);
    }
    this.termBits.set(term, bits);
    return bits;
  }

  /** False when some character or character pair of the term occurs nowhere in the item lines. */
  private mayOccurInItemLines(term: string): boolean {
    const { lineChars, linePairs } = this.parts;
    if (term.length === 1) return hasPosition(lineChars, term.charCodeAt(0));
    for (let index = 1; index < term.length; index += 1) {
      if (!hasPosition(linePairs, pairKey(term.charCodeAt(index - 1), term.charCodeAt(index))))
        return false;
    }
    return true;
  }
}

/** Folds a pair of UTF-16 code units into 16 bits; collisions only cost a needless scan. */
function pairKey(left: number, right: number): number {
  return ((left & 0xff) << 8) | (right & 0xff);
}

/** What a SearchIndex is made of. */
interface SearchIndexParts {
  itemCount: number;
  /** Shared field values by their original spelling: their ids. */
  valueIds: ReadonlyMap<string, number>;
  /** The shared values, lower-cased, in id order. */
  sharedValues: JoinedTexts;
  /** Items of shared value v: valueItems[valueStarts[v] … valueStarts[v + 1]). */
  valueStarts: Int32Array;
  valueItems: Int32Array;
  /** One line per item position: its external id and EAN. */
  itemLines: JoinedTexts;
  /** Characters and character pairs (folded to 16 bits) that occur in the item lines: 8 KB each. */
  lineChars: Bitset;
  linePairs: Bitset;
}

function noParts(): SearchIndexParts {
  return {
    itemCount: 0,
    valueIds: new Map(),
    sharedValues: new JoinedTexts(),
    valueStarts: new Int32Array(1),
    valueItems: new Int32Array(0),
    itemLines: new JoinedTexts(),
    lineChars: emptyBitset(65_536),
    linePairs: emptyBitset(65_536),
  };
}

/**
 * The search index of `items`, built in parts with a yield between them (each a pass over the
 * items, tens of milliseconds at 100,000 items), for a caller that lets other work in between.
 * With `appendedTo`, the index of the list's first items (unchanged since, items only appended),
 * only the appended items are read. Items appended meanwhile are not in it (the store's index is
 * rebuilt for them anyway).
 */
export function* buildSearchIndex(
  items: readonly CatalogItemRecord[],
  appendedTo?: SearchIndex | null,
): Generator<void, SearchIndex> {
  const base =
    appendedTo && appendedTo.parts.itemCount <= items.length ? appendedTo.parts : noParts();
  const parts = yield* searchIndexParts(items, base);
  return new SearchIndex(items, parts);
}

/** `base` (the parts of the list's first items, kept as they are) with the other items added. */
function* searchIndexParts(
  items: readonly CatalogItemRecord[],
  base: SearchIndexParts,
): Generator<void, SearchIndexParts> {
  const itemCount = items.length;
  const shared = yield* sharedValueParts(items, base);
  yield;
  const itemLines = new JoinedTexts(base.itemLines);
  const lineChars = base.lineChars.slice();
  const linePairs = base.linePairs.slice();
  // A chunk of lines per step: made, then its characters and pairs noted.
  let lineTexts: string[] = [];
  for (let position = base.itemCount; position <= itemCount; position += 1) {
    if (position === itemCount || (stepEnds(position) && lineTexts.length > 0)) {
      if (lineTexts.length === 0) break;
      const chunk = itemLines.append(lineTexts);
      for (let index = 0; index < chunk.length; index += 1) {
        const code = chunk.charCodeAt(index);
        addToBitset(lineChars, code);
        if (index > 0) addToBitset(linePairs, pairKey(chunk.charCodeAt(index - 1), code));
      }
      lineTexts = [];
      if (position === itemCount) break;
      yield;
    }
    const item = items[position];
    lineTexts.push(item ? `${item.externalId} ${item.ean ?? ''}`.toLowerCase() : '');
  }
  return { itemCount, ...shared, itemLines, lineChars, linePairs };
}

type SharedValueParts = Pick<
  SearchIndexParts,
  'valueIds' | 'sharedValues' | 'valueStarts' | 'valueItems'
>;

/** `base`'s shared values and their items, with those of the items after base's added. */
function* sharedValueParts(
  items: readonly CatalogItemRecord[],
  base: SearchIndexParts,
): Generator<void, SharedValueParts> {
  const from = base.itemCount;
  // Distinct values by their original spelling (cheap lookups of strings the items already
  // hold), each added item's value ids per field, and the number of added items per value.
  const valueIds = new Map(base.valueIds);
  const firstNewId = valueIds.size;
  const fieldValues: Int32Array[] = [];
  const addedCounts: number[] = [];
  for (const field of SHARED_FIELDS) {
    const ids = new Int32Array(items.length - from).fill(-1);
    fieldValues.push(ids);
    for (let position = from; position < items.length; position += 1) {
      if (stepEnds(position - from)) yield;
      const item = items[position];
      const value = item && field(item);
      if (!value) continue;
      let id = valueIds.get(value);
      if (id === undefined) {
        id = valueIds.size;
        valueIds.set(value, id);
      }
      ids[position - from] = id;
      addedCounts[id] = (addedCounts[id] ?? 0) + 1;
    }
    yield;
  }
  const sharedValues = new JoinedTexts(base.sharedValues);
  const newValues = [...valueIds.keys()].slice(firstNewId);
  if (newValues.length > 0) sharedValues.append(newValues.map((value) => value.toLowerCase()));
  const { valueStarts, valueItems, next } = yield* keptValueItems(base, valueIds.size, addedCounts);
  // The added items after each value's kept ones, in ascending position per field.
  for (const ids of fieldValues) {
    yield;
    for (let offset = 0; offset < ids.length; offset += 1) {
      if (stepEnds(offset)) yield;
      const id = ids[offset] ?? -1;
      if (id < 0) continue;
      const slot = next[id] ?? 0;
      valueItems[slot] = from + offset;
      next[id] = slot + 1;
    }
  }
  return { valueIds, sharedValues, valueStarts, valueItems };
}

/**
 * The items of each value in one flat array, sized for base's items of each value and the added
 * ones (prefix sums of the counts), with base's copied in; `next`: each value's first free slot.
 */
function* keptValueItems(
  base: SearchIndexParts,
  valueCount: number,
  addedCounts: readonly number[],
): Generator<void, { valueStarts: Int32Array; valueItems: Int32Array; next: Int32Array }> {
  const kept = base.valueStarts;
  const keptCount = (id: number) =>
    id + 1 < kept.length ? (kept[id + 1] ?? 0) - (kept[id] ?? 0) : 0;
  const valueStarts = new Int32Array(valueCount + 1);
  for (let id = 0; id < valueCount; id += 1) {
    valueStarts[id + 1] = (valueStarts[id] ?? 0) + keptCount(id) + (addedCounts[id] ?? 0);
  }
  const valueItems = new Int32Array(valueStarts[valueCount] ?? 0);
  const next = new Int32Array(valueCount);
  for (let id = 0; id < valueCount; id += 1) {
    if (stepEnds(id)) yield;
    const start = valueStarts[id] ?? 0;
    const count = keptCount(id);
    if (count > 0)
      valueItems.set(base.valueItems.subarray(kept[id] ?? 0, (kept[id] ?? 0) + count), start);
    next[id] = start + count;
  }
  return { valueStarts, valueItems, next };
}
