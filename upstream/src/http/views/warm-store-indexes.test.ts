import { describe, expect, it } from 'vitest';
import { ITEMS_PER_STEP } from '../../data/catalog-index/steps';
import { queryCatalog, type CatalogSort } from '../../data/catalog-query';
import { generateDatabase } from '../../data/generate-database';
import type { CatalogItemRecord, StoreRecord } from '../../data/types';
import { NO_FILTER, bruteForceCatalogPage } from '../../testing/catalog-oracle';
import { catalogSummary, marketPresence } from './catalog-list-view';
import { itemIdsByProduct } from './store-product-index';
import { warmStoreIndexSteps } from './warm-store-indexes';

/** A store of 3½ steps' worth of items: the demo store's items repeated under new ids. */
function largeStore() {
  const database = generateDatabase({ seed: 7, items: 300, now: Date.UTC(2026, 0, 1) });
  const store = database.stores.get(1);
  if (!store) throw new Error('demo store missing');
  const originals = store.items.slice();
  while (store.items.length < ITEMS_PER_STEP * 3.5) {
    const original = originals[store.items.length % originals.length] as CatalogItemRecord;
    const copy = {
      ...original,
      id: database.nextItemId++,
      externalId: `${original.externalId}-${store.items.length}`,
      stock: store.items.length % 17,
    };
    store.items.push(copy);
    store.itemsById.set(copy.id, copy);
  }
  store.version += 1;
  return { database, store };
}

/** The store with its item list counting the items read, for a test to read between steps. */
function countingReads(store: StoreRecord) {
  const reads = { count: 0 };
  const items = new Proxy(store.items, {
    get(target, property, receiver) {
      if (typeof property === 'string' && /^\d+$/.test(property)) reads.count += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { view: Object.create(store, { items: { value: items } }) as StoreRecord, reads };
}

describe('warmStoreIndexSteps', () => {
  it('never reads more than a step of items between two yields', () => {
    const { database, store } = largeStore();
    const { view, reads } = countingReads(store);
    const perStep: number[] = [];
    const steps = warmStoreIndexSteps(view, database);
    for (let step = steps.next(); ; step = steps.next()) {
      perStep.push(reads.count);
      reads.count = 0;
      if (step.done) break;
    }
    expect(Math.max(...perStep)).toBeLessThanOrEqual(ITEMS_PER_STEP);
    // Every pass read the whole list: facets, search, sorts, summary, products, work queue.
    expect(perStep.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(store.items.length * 15);
  });

  it('builds the indexes a query would build at once', () => {
    const { database, store } = largeStore();
    const steps = warmStoreIndexSteps(store, database);
    for (let step = steps.next(); !step.done; step = steps.next());
    const market = marketPresence(database, store);
    for (const field of ['grade', 'price', 'stock', 'margin'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort: CatalogSort = { field, direction };
        const page = queryCatalog(store, NO_FILTER, sort, 3, market);
        const brute = bruteForceCatalogPage(store.items, NO_FILTER, sort, 3);
        expect(page.items.map((item) => item.id)).toEqual(brute.ids);
      }
    }
    const searched = queryCatalog(
      store,
      { ...NO_FILTER, search: store.items.at(-1)?.externalId ?? '' },
      { field: 'stock', direction: 'asc' },
      1,
      market,
    );
    expect(searched.items.map((item) => item.id)).toEqual([store.items.at(-1)?.id]);
    expect(catalogSummary(store).stats.total_items).toBe(store.items.length);
    const product = store.items[0]?.productKey ?? '';
    expect(itemIdsByProduct(store).get(product)).toEqual(
      store.items.filter((item) => item.productKey === product).map((item) => item.id),
    );
  });
});
