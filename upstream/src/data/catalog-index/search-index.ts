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
import { runSteps, stepEnds } from './steps';

const SHARED_FIELDS = [
  (item: CatalogItemRecord) => item.name,
  (item: CatalogItemRecord) => item.storage,
  (item: CatalogItemRecord) => item.color,
  (item: CatalogItemRecord) => item.ram,
] as const;

/**
 * Texts joined by newlines, a chunk of texts per string, with where each starts; a term (no
 * whitespace) never spans two texts, so never two chunks either. Chunks keep each part of a build
 * short (no join or copy of one string over every item).
 */
class JoinedTexts {
  private readonly chunks: string[] = [];
  /** Per chunk, where each of its texts starts in it, and its length last. */
  private readonly starts: Int32Array[] = [];
  /** Per chunk, the index of its first text. */
  private readonly firstTexts: number[] = [];
  private textCount = 0;

  /** Appends `texts` as one chunk and returns the chunk (each text followed by a newline). */
  append(texts: readonly string[]): string {
    const chunk = texts.join('\n') + '\n';
    const starts = new Int32Array(texts.length + 1);
    let offset = 0;
    texts.forEach((text, index) => {
      starts[index] = offset;
      offset += text.length + 1;
    });
    starts[texts.length] = offset;
    this.chunks.push(chunk);
    this.starts.push(starts);
    this.firstTexts.push(this.textCount);
    this.textCount += texts.length;
    return chunk;
  }

  /** Calls back with the index of every text containing the term, once each, in order. */
  forEachTextContaining(term: string, visit: (textIndex: number) => void): void {
    this.chunks.forEach((chunk, chunkIndex) => {
      const starts = this.starts[chunkIndex] ?? new Int32Array(1);
      const firstText = this.firstTexts[chunkIndex] ?? 0;
      let index = 0;
      let from = 0;
      for (;;) {
        const hit = chunk.indexOf(term, from);
        if (hit < 0) return;
        // Hits only move forward, so the text holding one is found by moving forward too.
        while ((starts[index + 1] ?? Infinity) <= hit) index += 1;
        visit(firstText + index);
        from = starts[index + 1] ?? chunk.length;
      }
    });
  }
}

const MAX_CACHED_TERMS = 64;

export class SearchIndex {
  private readonly itemCount: number;
  private readonly sharedValues: JoinedTexts;
  /** Items of shared value v: valueItems[valueStarts[v] … valueStarts[v + 1]). */
  private readonly valueStarts: Int32Array;
  private readonly valueItems: Int32Array;
  /** One line per item position: its external id and EAN. */
  private readonly itemLines: JoinedTexts;
  /** Characters and character pairs (folded to 16 bits) that occur in the item lines: 8 KB each. */
  private readonly lineChars: Bitset;
  private readonly linePairs: Bitset;
  private readonly termBits = new Map<string, Bitset>();

  /** Builds the index in one go (buildSearchIndex yields between its parts). */
  constructor(items: readonly CatalogItemRecord[]);
  constructor(items: readonly CatalogItemRecord[], parts: SearchIndexParts);
  constructor(items: readonly CatalogItemRecord[], parts?: SearchIndexParts) {
    const built = parts ?? runSteps(searchIndexParts(items));
    this.itemCount = built.itemCount;
    this.sharedValues = built.sharedValues;
    this.valueStarts = built.valueStarts;
    this.valueItems = built.valueItems;
    this.itemLines = built.itemLines;
    this.lineChars = built.lineChars;
    this.linePairs = built.linePairs;
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
    const bits = emptyBitset(this.itemCount);
    this.sharedValues.forEachTextContaining(term, (value) => {
      const end = this.valueStarts[value + 1] ?? 0;
      for (let slot = this.valueStarts[value] ?? 0; slot < end; slot += 1)
        addToBitset(bits, this.valueItems[slot] ?? 0);
    });
    if (this.mayOccurInItemLines(term)) {
      this.itemLines.forEachTextContaining(term, (position) => addToBitset(bits, position));
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
    if (term.length === 1) return hasPosition(this.lineChars, term.charCodeAt(0));
    for (let index = 1; index < term.length; index += 1) {
      if (!hasPosition(this.linePairs, pairKey(term.charCodeAt(index - 1), term.charCodeAt(index))))
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
  sharedValues: JoinedTexts;
  valueStarts: Int32Array;
  valueItems: Int32Array;
  itemLines: JoinedTexts;
  lineChars: Bitset;
  linePairs: Bitset;
}

/**
 * The search index of `items`, built in parts with a yield between them (each a pass over the
 * items, tens of milliseconds at 100,000 items), for a caller that lets other work in between.
 * Items appended meanwhile are not in it (the store's index is rebuilt for them anyway).
 */
export function* buildSearchIndex(
  items: readonly CatalogItemRecord[],
): Generator<void, SearchIndex> {
  const parts = yield* searchIndexParts(items);
  return new SearchIndex(items, parts);
}

function* searchIndexParts(items: readonly CatalogItemRecord[]): Generator<void, SearchIndexParts> {
  const itemCount = items.length;
  const shared = yield* sharedValueParts(items);
  yield;
  const itemLines = new JoinedTexts();
  const lineChars = emptyBitset(65_536);
  const linePairs = emptyBitset(65_536);
  // A chunk of lines per step: made, then its characters and pairs noted.
  let lineTexts: string[] = [];
  for (let position = 0; position <= itemCount; position += 1) {
    if (position === itemCount || (stepEnds(position) && lineTexts.length > 0)) {
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

/** The distinct values of the shared fields and the items of each, a step at a time. */
function* sharedValueParts(
  items: readonly CatalogItemRecord[],
): Generator<void, Pick<SearchIndexParts, 'sharedValues' | 'valueStarts' | 'valueItems'>> {
  const itemCount = items.length;
  // Distinct values by their original spelling (cheap lookups of strings the items already
  // hold), each item's value ids per field, and the number of items per value.
  const valueIds = new Map<string, number>();
  const fieldValues: Int32Array[] = [];
  const itemCounts: number[] = [];
  for (const field of SHARED_FIELDS) {
    const ids = new Int32Array(itemCount).fill(-1);
    fieldValues.push(ids);
    for (let position = 0; position < itemCount; position += 1) {
      if (stepEnds(position)) yield;
      const item = items[position];
      const value = item && field(item);
      if (!value) continue;
      let id = valueIds.get(value);
      if (id === undefined) {
        id = itemCounts.length;
        valueIds.set(value, id);
        itemCounts.push(0);
      }
      ids[position] = id;
      itemCounts[id] = (itemCounts[id] ?? 0) + 1;
    }
    yield;
  }
  const sharedValues = new JoinedTexts();
  sharedValues.append([...valueIds.keys()].map((value) => value.toLowerCase()));
  // The items of each value in one flat array: prefix sums of the counts, then fill in
  // ascending position per field.
  const valueStarts = new Int32Array(itemCounts.length + 1);
  itemCounts.forEach((count, id) => {
    valueStarts[id + 1] = (valueStarts[id] ?? 0) + count;
  });
  const valueItems = new Int32Array(valueStarts[itemCounts.length] ?? 0);
  const next = valueStarts.slice(0, itemCounts.length);
  for (const ids of fieldValues) {
    yield;
    for (let position = 0; position < itemCount; position += 1) {
      if (stepEnds(position)) yield;
      const id = ids[position] ?? -1;
      if (id < 0) continue;
      const slot = next[id] ?? 0;
      valueItems[slot] = position;
      next[id] = slot + 1;
    }
  }
  return { sharedValues, valueStarts, valueItems };
}
