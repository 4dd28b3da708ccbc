// A file's rows staged while it is read, then committed: nothing shows before the commit, the
// indexes of the store as the upload leaves it are built before the new items show, and a file
// dropped after staging changes nothing.
import { describe, expect, it } from 'vitest';
import type { CatalogUploadRow } from '../files';
import { catalogSummary, marketPresence } from '../http/views/catalog-list-view';
import {
  adoptStoreIndexes,
  aheadOfChangeSteps,
  firstShownSteps,
  otherSortOrderSteps,
  warmStoreIndexSteps,
} from '../http/views/warm-store-indexes';
import {
  NO_FILTER,
  bruteForceCatalogPage,
  bruteForceWorkQueueCounts,
} from '../testing/catalog-oracle';
import { pagesUnlikeScan } from '../testing/catalog-pages';
import { StagedCatalogUpload, type UploadedRow } from './apply-catalog-upload';
import {
  queryCatalog,
  workQueueCounts,
  type CatalogFilter,
  type CatalogSort,
} from './catalog-query';
import { generateDatabase } from './generate-database';
import { touchStore } from './store-changes';
import type { Database, StoreRecord } from './types';

const NOW = Date.UTC(2026, 0, 15);
const BY_STOCK: CatalogSort = { field: 'stock', direction: 'desc' };

function row(
  line: number,
  fields: Partial<CatalogUploadRow> & { externalId: string },
): UploadedRow {
  return {
    line,
    row: {
      name: `Phone ${fields.externalId}`,
      ean: null,
      brand: null,
      model: null,
      category: 'smartphone',
      storage: null,
      ram: null,
      grade: 'A',
      color: null,
      batteryType: null,
      price: 300,
      basePrice: null,
      cost: null,
      stock: 5,
      minPrice: null,
      maxPrice: null,
      url: null,
      ...fields,
    },
  };
}

function setUp() {
  const database = generateDatabase({ seed: 5, items: 200, now: NOW });
  const store = database.stores.get(1);
  if (!store) throw new Error('demo store missing');
  return { database, store };
}

describe('StagedCatalogUpload', () => {
  it('shows nothing until the commit, then every row, new items numbered in file order', () => {
    const { database, store } = setUp();
    const existing = store.items[3];
    if (!existing) throw new Error('no item');
    const before = { count: store.items.length, nextId: database.nextItemId };
    const seenDuringIndexes: number[] = [];
    const upload = new StagedCatalogUpload(database, store, NOW, {
      indexes: {
        steps: function* (view, appendedTo) {
          // The store still reads as before while the indexes of the next one are built.
          seenDuringIndexes.push(queryCatalog(store, NO_FILTER, BY_STOCK, 1).total);
          yield* warmStoreIndexSteps(view, database, appendedTo);
        },
        adopt: adoptStoreIndexes,
      },
    });
    for (const _step of upload.stage([
      row(2, { externalId: 'NEW-A', stock: 99_998 }),
      row(3, {
        externalId: existing.externalId,
        name: 'Renamed by upload',
        category: null,
        price: existing.price,
      }),
      row(4, { externalId: 'NEW-B', stock: 99_999 }),
      row(5, { externalId: 'NEW-A', stock: 99_997 }),
      row(6, { externalId: 'NO-PRICE', price: null }),
    ]));
    expect(store.items.length).toBe(before.count);
    expect(existing.name).not.toBe('Renamed by upload');
    expect(database.nextItemId).toBe(before.nextId);

    const steps = upload.commit([], [{ line: 7, message: 'refused by the parser' }]);
    let step = steps.next();
    while (!step.done) step = steps.next();
    const outcome = step.value;

    expect(outcome).toMatchObject({ created: 2, updated: 2, unchanged: 0, failed: 2 });
    expect(outcome.errors.map((error) => error.line)).toEqual([6, 7]);
    expect(seenDuringIndexes).toEqual([before.count]);
    expect(existing.name).toBe('Renamed by upload');
    const added = store.items.slice(before.count);
    expect(added.map((item) => [item.externalId, item.id, item.stock])).toEqual([
      ['NEW-A', before.nextId, 99_997],
      ['NEW-B', before.nextId + 1, 99_999],
    ]);
    expect(store.itemsById.get(before.nextId)?.externalId).toBe('NEW-A');
    // The list reads the new items, through the indexes handed over, as a scan of the store does.
    const page = queryCatalog(store, NO_FILTER, BY_STOCK, 1, marketPresence(database, store));
    expect(page.total).toBe(before.count + 2);
    expect(page.items.slice(0, 2).map((item) => item.externalId)).toEqual(['NEW-B', 'NEW-A']);
    const brute = bruteForceCatalogPage(store.items, NO_FILTER, BY_STOCK, 1);
    expect(page.items.map((item) => item.id)).toEqual(brute.ids);
  });

  it('changes nothing when the file is dropped after rows were staged', () => {
    const { database, store } = setUp();
    const existing = store.items[0];
    if (!existing) throw new Error('no item');
    const before = { count: store.items.length, nextId: database.nextItemId, name: existing.name };
    const upload = new StagedCatalogUpload(database, store, NOW);
    for (const _step of upload.stage([
      row(2, { externalId: 'NEW-A' }),
      row(3, { externalId: existing.externalId, name: 'Renamed by upload' }),
    ]));
    expect(store.items.length).toBe(before.count);
    expect(database.nextItemId).toBe(before.nextId);
    expect(existing.name).toBe(before.name);
    expect(queryCatalog(store, NO_FILTER, BY_STOCK, 1).total).toBe(before.count);
  });

  it("builds on the store's indexes when the file only adds items, and not when it changes one", () => {
    for (const changesAnItem of [false, true]) {
      const { database, store } = setUp();
      for (const _step of warmStoreIndexSteps(store, database));
      const existing = store.items[7];
      if (!existing) throw new Error('no item');
      const extendedFrom: Array<unknown> = [];
      const upload = new StagedCatalogUpload(database, store, NOW, {
        indexes: {
          steps: function* (view, appendedTo) {
            extendedFrom.push(appendedTo);
            yield* warmStoreIndexSteps(view, database, appendedTo);
          },
          adopt: adoptStoreIndexes,
        },
      });
      const rows = [
        row(2, { externalId: 'NEW-A', stock: 99_997 }),
        row(3, {
          externalId: existing.externalId,
          name: existing.name,
          category: null,
          grade: existing.grade,
          price: existing.price,
          stock: changesAnItem ? 99_999 : existing.stock,
        }),
      ];
      const committing = upload.commit(rows, []);
      for (let step = committing.next(); !step.done; step = committing.next());
      expect(extendedFrom).toEqual([changesAnItem ? null : store]);
      const page = queryCatalog(store, NO_FILTER, BY_STOCK, 1, marketPresence(database, store));
      const brute = bruteForceCatalogPage(store.items, NO_FILTER, BY_STOCK, 1);
      expect(page.items.map((item) => item.id)).toEqual(brute.ids);
      expect(page.items[0]?.externalId).toBe(changesAnItem ? existing.externalId : 'NEW-A');
    }
  });
});

/** Rows of `count` new items from `first`, their values spread over the orders and filters. */
function newRows(first: number, count: number): UploadedRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    return row(index + 2, {
      externalId: `AHEAD-${index}`,
      name: `${index % 3 === 0 ? 'Newbrand' : 'Oldbrand'} Model ${index % 7} 128GB`,
      grade: (['A', 'B', 'C'] as const)[index % 3] ?? 'A',
      price: 150 + ((index * 37) % 400),
      stock: (index * 11) % 13,
    });
  });
}

/** Every list page the store shows reads as a scan of its items, and so do its counts. */
function expectListAsScanned(database: Database, store: StoreRecord): void {
  for (const _step of otherSortOrderSteps(store));
  const market = marketPresence(database, store);
  const filters: CatalogFilter[] = [
    NO_FILTER,
    { ...NO_FILTER, brands: ['Newbrand'] },
    { ...NO_FILTER, grades: ['C'] },
    { ...NO_FILTER, search: 'ahead-1' },
    { ...NO_FILTER, search: 'model 3' },
    { ...NO_FILTER, dynamicPrice: false, belowBasePrice: false },
  ];
  expect(pagesUnlikeScan(store, store, market, filters, [1, 3])).toEqual([]);
  // The same store read by nothing built before (no index of any view is reused).
  const fresh = Object.create(store, { items: { value: store.items.slice() } }) as StoreRecord;
  expect(catalogSummary(store)).toEqual(catalogSummary(fresh));
  expect(workQueueCounts(store, market)).toEqual(
    bruteForceWorkQueueCounts(store.items, market.hasMarketPrices),
  );
}

describe('StagedCatalogUpload building the indexes ahead', () => {
  /** An upload into the warmed demo store, building ahead every 50 new items. */
  function uploadBuildingAhead() {
    const { database, store } = setUp();
    for (const _step of warmStoreIndexSteps(store, database));
    const built = { ahead: [] as Array<{ items: number; on: StoreRecord }>, last: [] as unknown[] };
    const upload = new StagedCatalogUpload(database, store, NOW, {
      aheadEveryItems: 50,
      indexes: {
        steps: function* (view, appendedTo) {
          built.last.push(appendedTo);
          yield* firstShownSteps(view, database, appendedTo);
        },
        adopt: adoptStoreIndexes,
        ahead: function* (view, appendedTo) {
          built.ahead.push({ items: view.items.length, on: appendedTo });
          yield* aheadOfChangeSteps(view, database, appendedTo);
        },
      },
    });
    const stage = (rows: UploadedRow[]) => {
      for (const _step of upload.stage(rows));
    };
    const commit = (lastRows: UploadedRow[] = []) => {
      const steps = upload.commit(lastRows, []);
      for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
    };
    return { database, store, built, stage, commit };
  }

  /** uploadBuildingAhead with 120 new items staged: built ahead at 60 and 120. */
  function afterTwoBuildsAhead() {
    const upload = uploadBuildingAhead();
    upload.stage(newRows(0, 60));
    upload.stage(newRows(60, 60));
    expect(upload.built.ahead).toHaveLength(2);
    return upload;
  }

  it('builds them while the file is read, each on the last, and the end on the last one', () => {
    const { database, store, built, stage, commit } = uploadBuildingAhead();
    const before = store.items.length;
    for (let batch = 0; batch < 4; batch += 1) stage(newRows(batch * 60, 60));
    // At 60, 120 and 180 new items (at least 50 since the last, and half as many as it had).
    expect(built.ahead.map((ahead) => ahead.items - before)).toEqual([60, 120, 180]);
    expect(built.ahead[0]?.on).toBe(store);
    expect(built.ahead[1]?.on.items.length).toBe(before + 60);
    expect(built.ahead[2]?.on.items.length).toBe(before + 120);
    expect(store.items.length).toBe(before);

    expect(commit()).toMatchObject({ created: 240, updated: 0, failed: 0 });
    expect((built.last[0] as StoreRecord).items.length).toBe(before + 180);
    expect(store.items.length).toBe(before + 240);
    expectListAsScanned(database, store);
  });

  it('builds nothing ahead for rows that come with the end (they are built once, by it)', () => {
    const { database, store, built, commit } = uploadBuildingAhead();
    expect(commit(newRows(0, 120))).toMatchObject({ created: 120 });
    expect(built.ahead).toEqual([]);
    expect(built.last).toEqual([store]);
    expectListAsScanned(database, store);
  });

  it('builds the end whole when a later row changed an item already built ahead', () => {
    const { database, store, built, stage, commit } = afterTwoBuildsAhead();
    // AHEAD-5 is in both views built ahead: now first in the list by stock, and renamed.
    stage([row(500, { externalId: 'AHEAD-5', name: 'Newbrand Renamed 1TB', stock: 99_999 })]);
    stage(newRows(120, 60));
    expect(built.ahead).toHaveLength(2);

    expect(commit()).toMatchObject({ created: 180, updated: 1 });
    expect(built.last).toEqual([null]);
    expect(queryCatalog(store, NO_FILTER, BY_STOCK, 1).items[0]?.externalId).toBe('AHEAD-5');
    expectListAsScanned(database, store);
  });

  it('ends on the store when the store changed after the last build ahead', () => {
    const { database, store, built, commit } = afterTwoBuildsAhead();
    // Meanwhile the seller edits an item the store had: its stock moves it to the top.
    const edited = store.items[4];
    if (!edited) throw new Error('no item');
    edited.stock = 99_999;
    touchStore(store, NOW);

    commit();
    expect(built.last).toEqual([store]);
    expect(queryCatalog(store, NO_FILTER, BY_STOCK, 1).items[0]?.id).toBe(edited.id);
    expectListAsScanned(database, store);
  });
});
