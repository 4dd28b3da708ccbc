// Exact-value filters (grade, category, brand, model, storage): one code per item and,
// built on first use, one bitset per value, so a filter is an OR of a few cached bitsets.
import type { CatalogItemRecord } from '../types';
import { addToBitset, emptyBitset, type Bitset } from './bitset';
import { runSteps, stepEnds } from './steps';

export class FacetIndex {
  private codes: Uint32Array | null = null;
  private readonly dictionary = new Map<string, number>();
  private readonly valueBits = new Map<number, Bitset>();
  private readonly itemCount: number;

  /** The codes are read on first use (or `build`), so a store's facets can be built one by one. */
  constructor(
    private readonly items: readonly CatalogItemRecord[],
    private readonly valueOf: (item: CatalogItemRecord) => string,
  ) {
    this.itemCount = items.length;
  }

  /** Reads every item's value (once). */
  build(): Uint32Array {
    return runSteps(this.buildSteps());
  }

  /** build in steps (steps.ts); a dictionary left half-filled by an unfinished build is reused. */
  *buildSteps(): Generator<void, Uint32Array> {
    if (this.codes) return this.codes;
    const codes = new Uint32Array(this.itemCount);
    for (let position = 0; position < this.itemCount; position += 1) {
      if (stepEnds(position)) yield;
      const item = this.items[position];
      if (item === undefined) continue;
      const value = this.valueOf(item);
      let code = this.dictionary.get(value);
      if (code === undefined) {
        code = this.dictionary.size + 1;
        this.dictionary.set(value, code);
      }
      codes[position] = code;
    }
    this.codes = codes;
    return codes;
  }

  /**
   * The sets of items holding each of `values` (their union passes the filter; no set at all:
   * nothing does); null when the filter is not set (everything passes). Cached: do not modify.
   */
  matching(values: readonly string[]): Bitset[] | null {
    if (values.length === 0) return null;
    this.build();
    const sets: Bitset[] = [];
    for (const value of new Set(values)) {
      const code = this.dictionary.get(value);
      if (code !== undefined) sets.push(this.bitsOf(code));
    }
    return sets;
  }

  /** Cached per value: the result may be shared, callers must not modify it. */
  private bitsOf(code: number): Bitset {
    let bits = this.valueBits.get(code);
    if (bits) return bits;
    const codes = this.build();
    bits = emptyBitset(codes.length);
    for (let position = 0; position < codes.length; position += 1) {
      if (codes[position] === code) addToBitset(bits, position);
    }
    this.valueBits.set(code, bits);
    return bits;
  }
}
