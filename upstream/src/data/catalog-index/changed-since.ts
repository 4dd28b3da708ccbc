// The `updated_since` filter of the catalog list: the items changed at or after a moment.
import { itemUpdatedAt } from '../store-changes';
import type { CatalogItemRecord } from '../types';
import { addToBitset, emptyBitset, type Bitset } from './bitset';

/** The positions of the items whose last change (itemUpdatedAt) is at or after `since` (epoch ms). */
export function changedSince(items: readonly CatalogItemRecord[], since: number): Bitset {
  const bits = emptyBitset(items.length);
  items.forEach((item, position) => {
    if (itemUpdatedAt(item) >= since) addToBitset(bits, position);
  });
  return bits;
}
