// A file's rows staged while it is read, then committed: nothing shows before the commit, the
// indexes of the store as the upload leaves it are built before the new items show, and a file
// dropped after staging changes nothing.
import { describe, expect, it } from 'vitest';
import type { CatalogUploadRow } from '../files';
import { marketPresence } from '../http/views/catalog-list-view';
import { adoptStoreIndexes, warmStoreIndexSteps } from '../http/views/warm-store-indexes';
import { NO_FILTER, bruteForceCatalogPage } from '../testing/catalog-oracle';
import { StagedCatalogUpload, type UploadedRow } from './apply-catalog-upload';
import { queryCatalog, type CatalogSort } from './catalog-query';
import { generateDatabase } from './generate-database';

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
