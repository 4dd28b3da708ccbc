// Which of a store's items sit on each market product, cached per store version.
import type { StoreRecord } from '../../data/types';

const indexes = new WeakMap<
  StoreRecord,
  { version: number; itemCount: number; byProduct: Map<string, number[]> }
>();

export function itemIdsByProduct(store: StoreRecord): Map<string, number[]> {
  const cached = indexes.get(store);
  if (cached && cached.version === store.version && cached.itemCount === store.items.length)
    return cached.byProduct;
  const byProduct = new Map<string, number[]>();
  for (const item of store.items) {
    const list = byProduct.get(item.productKey);
    if (list) list.push(item.id);
    else byProduct.set(item.productKey, [item.id]);
  }
  indexes.set(store, { version: store.version, itemCount: store.items.length, byProduct });
  return byProduct;
}

/** Hands the index built for `from` (the store as a change leaves it) to `to` (see adoptCatalogIndex). */
export function adoptProductIndex(from: StoreRecord, to: StoreRecord): void {
  const index = indexes.get(from);
  if (index) indexes.set(to, index);
}
