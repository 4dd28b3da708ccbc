// Exact-value filters (grade, category, brand, model, storage): one code per item and,
// built on first use, one bitset per value, so a filter is an OR of a few cached bitsets.
import type { CatalogItemRecord } from '../types';
import { addToBitset, emptyBitset, type Bitset } from './bitset';

export class FacetIndex {
  private readonly codes: Uint32Array;
  private readonly dictionary = new Map<string, number>();
  private readonly valueBits = new Map<number, Bitset>();

  constructor(items: readonly CatalogItemRecord[], valueOf: (item: CatalogItemRecord) => string) {
    this.codes = new Uint32Array(items.length);
    items.forEach((item, position) => {
      const value = valueOf(item);
      let code = this.dictionary.get(value);
      if (code === undefined) {
        code = this.dictionary.size + 1;
        this.dictionary.set(value, code);
      }
      this.codes[position] = code;
    });
  }

  /**
   * The sets of items holding each of `values` (their union passes the filter; no set at all:
   * nothing does); null when the filter is not set (everything passes). Cached: do not modify.
   */
  matching(values: readonly string[]): Bitset[] | null {
    if (values.length === 0) return null;
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
    bits = emptyBitset(this.codes.length);
    const codes = this.codes;
    for (let position = 0; position < codes.length; position += 1) {
      if (codes[position] === code) addToBitset(bits, position);
    }
    this.valueBits.set(code, bits);
    return bits;
  }
}
