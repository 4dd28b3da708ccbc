import { describe, expect, it } from 'vitest';
import { ITEMS_PER_STEP } from '../../data/catalog-index/steps';
import { queryCatalog, type CatalogFilter, type CatalogSort } from '../../data/catalog-query';
import { generateDatabase } from '../../data/generate-database';
import type { CatalogItemRecord, Database, StoreRecord } from '../../data/types';
import { NO_FILTER, bruteForceCatalogPage } from '../../testing/catalog-oracle';
import { pagesUnlikeScan } from '../../testing/catalog-pages';
import { catalogSummary, marketPresence } from './catalog-list-view';
import { itemIdsByProduct } from './store-product-index';
import {
  adoptStoreIndexes,
  aheadOfChangeSteps,
  firstShownSteps,
  otherSortOrderSteps,
  warmStoreIndexSteps,
} from './warm-store-indexes';

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

/** The store as appending `appended` will leave it, before they join (what an upload builds for). */
function viewAfterAppending(store: StoreRecord, appended: CatalogItemRecord[]): StoreRecord {
  return Object.create(store, {
    items: { value: store.items.concat(appended) },
    version: { value: store.version + 1 },
    statsVersion: { value: store.statsVersion + 1 },
  }) as StoreRecord;
}

/** The appended items join the store. */
function appendToStore(store: StoreRecord, appended: CatalogItemRecord[]): void {
  for (const item of appended) {
    store.items.push(item);
    store.itemsById.set(item.id, item);
  }
  store.version += 1;
  store.statsVersion += 1;
}

/** Each filter's pages in every sort, both ways, read from `shownBy`, as a brute-force scan. */
function expectPagesAsScanned(
  store: StoreRecord,
  shownBy: StoreRecord,
  database: Database,
  filters: CatalogFilter[],
  pages: number[],
): void {
  const market = marketPresence(database, store);
  expect(pagesUnlikeScan(store, shownBy, market, filters, pages)).toEqual([]);
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

  it('builds on the index of the items a store had when an upload only appends items', () => {
    const { database, store } = largeStore();
    for (const _step of warmStoreIndexSteps(store, database));
    const originals = store.items.slice(0, 300);
    const appended = Array.from({ length: ITEMS_PER_STEP + 700 }, (_, index) => {
      const original = originals[index % originals.length] as CatalogItemRecord;
      return {
        ...original,
        id: database.nextItemId++,
        externalId: `APPENDED-${index}`,
        // New values of a shared field beside known ones, and keys between the kept items'.
        name: index % 3 === 0 ? `Appended model ${index % 50}` : original.name,
        brand: index % 5 === 0 ? 'Newbrand' : original.brand,
        stock: (index * 7) % 23,
        price: original.price + (index % 11) - 5,
      };
    });
    const built = (appendedTo: StoreRecord | null) => {
      const counting = countingReads(viewAfterAppending(store, appended));
      for (const _step of warmStoreIndexSteps(counting.view, database, appendedTo));
      return { view: counting.view, reads: counting.reads.count };
    };
    const full = built(null);
    const extended = built(store);
    // Facets, search and sort orders read only the appended items (14 passes fewer over the rest).
    expect(extended.reads).toBeLessThan(full.reads - 10 * store.items.length);

    appendToStore(store, appended);
    adoptStoreIndexes(extended.view, store);
    const filters: CatalogFilter[] = [
      NO_FILTER,
      { ...NO_FILTER, brands: ['Newbrand', store.items[0]?.brand ?? ''] },
      { ...NO_FILTER, search: 'appended' },
      { ...NO_FILTER, search: (store.items[0]?.name ?? '').split(' ')[0]?.toLowerCase() ?? '' },
      { ...NO_FILTER, search: 'appended-4' },
    ];
    expectPagesAsScanned(store, store, database, filters, [1, 90]);
  });
});

describe('firstShownSteps and otherSortOrderSteps', () => {
  it('builds the opening order first and the others after, on the kept index, page for page right', () => {
    const { database, store } = largeStore();
    for (const _step of warmStoreIndexSteps(store, database));
    const originals = store.items.slice(0, 300);
    const appended = Array.from({ length: ITEMS_PER_STEP + 300 }, (_, index) => ({
      ...(originals[index % originals.length] as CatalogItemRecord),
      id: database.nextItemId++,
      externalId: `LATER-${index}`,
      stock: (index * 5) % 19,
    }));
    const first = countingReads(viewAfterAppending(store, appended));
    for (const _step of firstShownSteps(first.view, database, store));
    appendToStore(store, appended);
    adoptStoreIndexes(first.view, store);

    const later = countingReads(store);
    adoptStoreIndexes(store, later.view);
    for (const _step of otherSortOrderSteps(later.view));
    // Three orders (price, stock, margin) built on the kept ones: the appended items read once
    // each, the kept ones not at all.
    expect(later.reads.count).toBe(3 * appended.length);
    later.reads.count = 0;
    for (const _step of otherSortOrderSteps(later.view));
    expect(later.reads.count).toBe(0);

    expectPagesAsScanned(store, later.view, database, [NO_FILTER], [1, 60]);
  });
});

describe('aheadOfChangeSteps', () => {
  it('lets the next view build on it, reading only the items appended since (but for ids)', () => {
    const { database, store } = largeStore();
    for (const _step of warmStoreIndexSteps(store, database));
    const originals = store.items.slice(0, 300);
    const appended = Array.from({ length: 2 * ITEMS_PER_STEP }, (_, index) => ({
      ...(originals[index % originals.length] as CatalogItemRecord),
      id: database.nextItemId++,
      externalId: `AHEAD-${index}`,
      brand: index % 4 === 0 ? 'Laterbrand' : (originals[0]?.brand ?? ''),
      stock: (index * 3) % 29,
    }));
    const half = ITEMS_PER_STEP;
    const ahead = viewAfterAppending(store, appended.slice(0, half));
    for (const _step of aheadOfChangeSteps(ahead, database, store));

    const last = countingReads(viewAfterAppending(store, appended));
    for (const _step of firstShownSteps(last.view, database, ahead));
    // Per item appended since: five facets, the search index's five passes, the opening order, the
    // filters, the stats and the work queue's two passes; the product index reads every item.
    expect(last.reads.count).toBe(15 * (appended.length - half) + last.view.items.length);

    appendToStore(store, appended);
    adoptStoreIndexes(last.view, store);
    expectPagesAsScanned(
      store,
      store,
      database,
      [NO_FILTER, { ...NO_FILTER, brands: ['Laterbrand'] }, { ...NO_FILTER, search: 'ahead-7' }],
      [1, 120],
    );
    const fresh = Object.create(store, { items: { value: store.items.slice() } }) as StoreRecord;
    expect(catalogSummary(store)).toEqual(catalogSummary(fresh));
  });
});
