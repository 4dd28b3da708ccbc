// Exact-value filters (grade, category, brand, model, storage): one code per item and,
// built on first use, one bitset per value, so a filter is an OR of a few cached bitsets.
import type { CatalogItemRecord } from '../types';
import { addToBitset, emptyBitset, type Bitset } from './bitset';
import { runSteps, stepEnds } from './steps';

export class FacetIndex {
  private codes: Uint32Array | null = null;
  private readonly dictionary: Map<string, number>;
  private readonly valueBits = new Map<number, Bitset>();
  private readonly itemCount: number;

  /**
   * The codes are read on first use (or `build`), so a store's facets can be built one by one.
   * With `appendedTo`, the same facet of the list's first items (unchanged since, items only
   * appended), its codes are kept and only the appended items read.
   */
  constructor(
    private readonly items: readonly CatalogItemRecord[],
    private readonly valueOf: (item: CatalogItemRecord) => string,
    private appendedTo?: FacetIndex,
  ) {
    this.itemCount = items.length;
    this.dictionary = new Map(appendedTo?.codes ? appendedTo.dictionary : undefined);
  }

  /** Reads every item's value (once). */
  build(): Uint32Array {
    return runSteps(this.buildSteps());
  }

  /** build in steps (steps.ts); a dictionary left half-filled by an unfinished build is reused. */
  *buildSteps(): Generator<void, Uint32Array> {
    if (this.codes) return this.codes;
    const codes = new Uint32Array(this.itemCount);
    const kept = this.appendedTo?.codes;
    const from = kept && kept.length <= this.itemCount ? kept.length : 0;
    if (kept && from > 0) codes.set(kept);
    for (let position = from; position < this.itemCount; position += 1) {
      if (stepEnds(position - from)) yield;
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
    // Built: the facet it extended is no longer needed (nor held on to).
    this.appendedTo = undefined;
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
