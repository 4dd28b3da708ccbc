// Which of a store's items sit on each market product, cached per store version.
import { runSteps, stepEnds } from '../../data/catalog-index/steps';
import type { StoreRecord } from '../../data/types';

const indexes = new WeakMap<
  StoreRecord,
  { version: number; itemCount: number; byProduct: Map<string, number[]> }
>();

export function itemIdsByProduct(store: StoreRecord): Map<string, number[]> {
  return runSteps(itemIdsByProductSteps(store));
}

/** itemIdsByProduct in steps (data/catalog-index/steps.ts). */
export function* itemIdsByProductSteps(store: StoreRecord): Generator<void, Map<string, number[]>> {
  const cached = indexes.get(store);
  if (cached && cached.version === store.version && cached.itemCount === store.items.length)
    return cached.byProduct;
  const { items, version } = store;
  const byProduct = new Map<string, number[]>();
  for (let position = 0; position < items.length; position += 1) {
    if (stepEnds(position)) yield;
    const item = items[position];
    if (item === undefined) continue;
    const list = byProduct.get(item.productKey);
    if (list) list.push(item.id);
    else byProduct.set(item.productKey, [item.id]);
  }
  indexes.set(store, { version, itemCount: items.length, byProduct });
  return byProduct;
}

/** Hands the index built for `from` (the store as a change leaves it) to `to` (see adoptCatalogIndex). */
export function adoptProductIndex(from: StoreRecord, to: StoreRecord): void {
  const index = indexes.get(from);
  if (index) indexes.set(to, index);
}
