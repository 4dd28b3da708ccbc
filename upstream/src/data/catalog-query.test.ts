// The list query against a brute-force computation, before and after every kind of write, with
// the indexes already built and term results cached when the write happens.
import { describe, expect, it } from 'vitest';
import { catalogSummary } from '../http/views/catalog-list-view';
import { runRepricingBatch } from '../repricing/run-repricing-batch';
import {
  NOW,
  onlyRepricedItem,
  setOffers,
  smallDatabase,
  storeOf,
} from '../testing/repricing-test-market';
import { applyCatalogUpload } from './apply-catalog-upload';
import {
  PAGE_SIZE,
  queryCatalog,
  workQueueCounts,
  type CatalogFilter,
  type CatalogSort,
  type MarketPresence,
} from './catalog-query';
import { generateDatabase } from './generate-database';
import { createRandom } from './prng';
import { touchStore, touchStorePrices, touchStoreStats } from './store-changes';
import type { Grade, StoreRecord } from './types';
import type { CatalogUploadRow } from '../files';
import {
  bruteForceCatalogPage,
  bruteForceWorkQueueCounts,
  NO_FILTER,
} from '../testing/catalog-oracle';

/** Every seventh item (by id) without market prices, so the price-limit rule's first case runs. */
const SOME_WITHOUT_PRICES: MarketPresence = {
  key: 'test',
  hasMarketPrices: (item) => item.id % 7 !== 3,
};

function expectAgreement(
  store: StoreRecord,
  filter: CatalogFilter,
  sort: CatalogSort,
  page = 1,
): void {
  const result = queryCatalog(store, filter, sort, page, SOME_WITHOUT_PRICES);
  const expected = bruteForceCatalogPage(
    store.items,
    filter,
    sort,
    page,
    SOME_WITHOUT_PRICES.hasMarketPrices,
  );
  const label = JSON.stringify({ filter, sort, page });
  expect(result.total, label).toBe(expected.total);
  expect(
    result.items.map((item) => item.id),
    label,
  ).toEqual(expected.ids);
}

/** The last page of the matches, by the brute-force oracle (1 when there are none). */
function lastPageOf(store: StoreRecord, filter: CatalogFilter, sort: CatalogSort): number {
  const oracle = bruteForceCatalogPage(
    store.items,
    filter,
    sort,
    1,
    SOME_WITHOUT_PRICES.hasMarketPrices,
  );
  return Math.max(1, Math.ceil(oracle.total / PAGE_SIZE));
}

function demoStore(items: number): StoreRecord {
  const store = generateDatabase({ seed: 13, items, now: Date.UTC(2026, 0, 1) }).stores.get(1);
  if (!store) throw new Error('no demo store');
  return store;
}

function uploadRow(fields: Partial<CatalogUploadRow> & { externalId: string; name: string }) {
  const row: CatalogUploadRow = {
    ean: null,
    brand: null,
    model: null,
    category: null,
    storage: null,
    ram: null,
    grade: null,
    color: null,
    batteryType: null,
    price: null,
    basePrice: null,
    cost: null,
    stock: null,
    minPrice: null,
    maxPrice: null,
    url: null,
    ...fields,
  };
  return { line: 2, row };
}

describe('queryCatalog against a brute-force filter', () => {
  const store = demoStore(1500);
  const random = createRandom(17);
  const pick = <T>(values: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: random.int(0, max) }, () => random.pick(values))),
  ];

  it('agrees on 150 random combinations, early, deep, last and past-the-end pages', () => {
    const models = [...new Set(store.items.map((item) => item.model))];
    for (let round = 0; round < 150; round += 1) {
      const someItem = random.pick(store.items);
      const filter: CatalogFilter = {
        search: random.chance(0.5)
          ? random.pick([
              someItem.model.split(' ')[0] ?? '',
              someItem.model,
              someItem.externalId,
              someItem.ean ?? '4',
              `${someItem.brand} ${someItem.storage ?? ''}`,
              'e',
              'no-such-thing',
            ])
          : '',
        categoryIds: random.chance(0.2) ? pick([1, 2, 3, 4], 2) : [],
        brands: random.chance(0.3) ? pick(['Apple', 'Samsung', 'Google', 'Nope'], 2) : [],
        models: random.chance(0.2) ? pick(models, 3) : [],
        grades: random.chance(0.5) ? pick<Grade>(['A', 'B', 'C', 'N', 'R'], 3) : [],
        storage: random.chance(0.4) ? pick(['64GB', '128GB', '256GB', '512GB', '1TB'], 2) : [],
        hasNotifications: random.pick([null, null, true, false]),
        priceLimit: random.pick([null, null, 'min', 'max'] as const),
        dynamicPrice: random.pick([null, null, true, false]),
        belowBasePrice: random.pick([null, null, true, false]),
      };
      const sort: CatalogSort = {
        field: random.pick(['grade', 'price', 'stock', 'margin'] as const),
        direction: random.pick(['asc', 'desc'] as const),
      };
      const lastPage = lastPageOf(store, filter, sort);
      const page = random.pick([1, 2, lastPage, lastPage + 1, random.int(1, lastPage)]);
      expectAgreement(store, filter, sort, page);
    }
  });
});

describe('queryCatalog after writes', () => {
  it('re-sorts by price after a repricing batch changes a price', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    store.resellStrategies = store.resellStrategies.map((strategy) =>
      strategy.categoryId === 1
        ? {
            ...strategy,
            type: 'variation',
            values: {
              minPricePercentage: -90,
              maxPricePercentage: 10,
              roundingType: 'nine',
              roundingValue: null,
            },
          }
        : strategy,
    );
    const item = onlyRepricedItem(store, 1, { minPrice: 1 });
    for (const other of store.items) if (other !== item) other.price = 500;
    touchStore(store, NOW);
    const byPrice: CatalogSort = { field: 'price', direction: 'asc' };
    expect(queryCatalog(store, NO_FILTER, byPrice, 1).items.at(-1)?.id).toBe(item.id);

    setOffers(database, item, [{ price: 100.5 }]);
    const batch = await runRepricingBatch({ database, store, now: () => NOW });
    expect(batch.success).toBe(1);
    expect(item.price).toBeLessThan(500);
    expect(queryCatalog(store, NO_FILTER, byPrice, 1).items[0]?.id).toBe(item.id);
    expectAgreement(store, NO_FILTER, byPrice);
    expectAgreement(
      store,
      { ...NO_FILTER, grades: [item.grade] },
      { field: 'margin', direction: 'desc' },
    );
  });

  it('follows price-only changes in the price and margin orders, and keeps the others', () => {
    const store = demoStore(300);
    const sorts: CatalogSort[] = [
      { field: 'price', direction: 'asc' },
      { field: 'margin', direction: 'desc' },
      { field: 'stock', direction: 'desc' },
      { field: 'grade', direction: 'asc' },
    ];
    const filter = { ...NO_FILTER, grades: ['A', 'B'] as Grade[] };
    for (const sort of sorts) expectAgreement(store, filter, sort);
    const random = createRandom(2);
    for (const item of store.items) item.price = Math.round(random.next() * 100_000) / 100;
    touchStorePrices(store, NOW);
    for (const sort of sorts) expectAgreement(store, filter, sort);
    for (const sort of sorts) expectAgreement(store, NO_FILTER, sort, 3);
  });

  it('finds an uploaded item by a term searched before the upload, and its new values', () => {
    const database = generateDatabase({ seed: 13, items: 300, now: NOW });
    const store = storeOf(database, 1);
    const search = { ...NO_FILTER, search: 'zyxphone' };
    const byStock: CatalogSort = { field: 'stock', direction: 'desc' };
    expect(queryCatalog(store, search, byStock, 1).total).toBe(0);
    const changed = store.items[7];
    if (!changed) throw new Error('no item');
    expectAgreement(store, { ...NO_FILTER, grades: ['R'] }, byStock);

    const outcome = applyCatalogUpload(
      database,
      store,
      [
        uploadRow({
          externalId: 'NEW-1',
          name: 'ZyxPhone 9',
          brand: 'Zyx',
          model: 'ZyxPhone 9',
          category: 'smartphone',
          storage: '128GB',
          grade: 'A',
          price: 250,
          cost: 100,
          stock: 99_999,
          minPrice: 100,
          maxPrice: 400,
        }),
        uploadRow({ externalId: changed.externalId, name: 'Renamed ZyxPhone', grade: 'R' }),
      ],
      [],
      NOW,
    );
    expect(outcome).toMatchObject({ created: 1, updated: 1, failed: 0 });

    const found = queryCatalog(store, search, byStock, 1);
    expect(found.items.map((item) => item.externalId)).toEqual(['NEW-1', changed.externalId]);
    expectAgreement(store, search, byStock);
    expectAgreement(store, { ...NO_FILTER, grades: ['R'] }, byStock);
    expectAgreement(store, { ...NO_FILTER, brands: ['Zyx'], storage: ['128GB'] }, byStock);
    expect(queryCatalog(store, NO_FILTER, byStock, 1).items[0]?.externalId).toBe('NEW-1');
    expect(catalogSummary(store).filters.brands.map((option) => option.value)).toContain('Zyx');
    expect(catalogSummary(store).stats.total_items).toBe(301);
  });

  it('recounts the stats after a toggle without rebuilding the filter options', () => {
    const store = demoStore(200);
    const before = catalogSummary(store);
    const item = store.items[0];
    if (!item) throw new Error('no item');
    item.automaticPriceEnabled = !item.automaticPriceEnabled;
    touchStoreStats(store, NOW);
    const after = catalogSummary(store);
    expect(after.stats.automatic_price_enabled).toBe(
      before.stats.automatic_price_enabled + (item.automaticPriceEnabled ? 1 : -1),
    );
    expect(after.filters).toBe(before.filters);
  });
});

describe('work-queue filters and counts', () => {
  const store = demoStore(1200);
  const random = createRandom(23);
  const sorts: CatalogSort[] = [
    { field: 'grade', direction: 'desc' },
    { field: 'price', direction: 'asc' },
    { field: 'margin', direction: 'desc' },
  ];

  it('agree with the brute-force filter alone and with other filters, on any page', () => {
    for (let round = 0; round < 80; round += 1) {
      const filter: CatalogFilter = {
        ...NO_FILTER,
        grades: random.chance(0.3) ? [random.pick<Grade>(['A', 'B', 'C', 'N', 'R'])] : [],
        search: random.chance(0.2) ? random.pick(['iphone', 'galaxy', '128']) : '',
        hasNotifications: random.pick([null, true, false]),
        priceLimit: random.pick([null, 'min', 'max'] as const),
        dynamicPrice: random.pick([null, true, false]),
        belowBasePrice: random.pick([null, true, false]),
      };
      const sort = random.pick(sorts);
      const lastPage = lastPageOf(store, filter, sort);
      expectAgreement(store, filter, sort, random.pick([1, lastPage, lastPage + 1]));
    }
  });

  it('counts every answer over the whole store, each equal to its filter alone', () => {
    const counts = workQueueCounts(store, SOME_WITHOUT_PRICES);
    expect(counts).toEqual(
      bruteForceWorkQueueCounts(store.items, SOME_WITHOUT_PRICES.hasMarketPrices),
    );
    const totalOf = (filter: Partial<CatalogFilter>) =>
      queryCatalog(store, { ...NO_FILTER, ...filter }, sorts[0]!, 1, SOME_WITHOUT_PRICES).total;
    expect(totalOf({ priceLimit: 'min' })).toBe(counts.at_min);
    expect(totalOf({ priceLimit: 'max' })).toBe(counts.at_max);
    expect(totalOf({ hasNotifications: true })).toBe(counts.with_notifications);
    expect(totalOf({ dynamicPrice: false })).toBe(counts.dynamic_off);
    expect(totalOf({ belowBasePrice: true })).toBe(counts.below_base_price);
    // The demo data has some of each, so the agreement above is not about empty sets.
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
    expect(catalogSummary(store).stats.below_base_price).toBe(counts.below_base_price);
  });

  it('refuses a work-queue filter without the market presence rather than guess', () => {
    expect(() => queryCatalog(store, { ...NO_FILTER, priceLimit: 'min' }, sorts[0]!, 1)).toThrow(
      /market presence/,
    );
  });
});

describe('work-queue sets after writes', () => {
  const byGrade: CatalogSort = { field: 'grade', direction: 'desc' };
  const idsOf = (store: StoreRecord, filter: Partial<CatalogFilter>) => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const result = queryCatalog(
        store,
        { ...NO_FILTER, ...filter },
        byGrade,
        page,
        SOME_WITHOUT_PRICES,
      );
      ids.push(...result.items.map((item) => item.id));
      if (result.items.length < PAGE_SIZE) return ids;
    }
  };

  it('follow a dynamic pricing toggle and a base price sync (stats-only changes)', () => {
    const store = demoStore(400);
    const item = store.items.find(
      (candidate) => candidate.automaticPriceEnabled && candidate.price < candidate.basePrice,
    );
    if (!item) throw new Error('no item below base price with dynamic pricing on');
    const before = workQueueCounts(store, SOME_WITHOUT_PRICES);
    expect(idsOf(store, { dynamicPrice: false })).not.toContain(item.id);
    expect(idsOf(store, { belowBasePrice: true })).toContain(item.id);

    item.automaticPriceEnabled = false;
    touchStoreStats(store, NOW);
    expect(idsOf(store, { dynamicPrice: false })).toContain(item.id);
    expect(workQueueCounts(store, SOME_WITHOUT_PRICES).dynamic_off).toBe(before.dynamic_off + 1);

    item.basePrice = item.price;
    touchStoreStats(store, NOW);
    expect(idsOf(store, { belowBasePrice: true })).not.toContain(item.id);
    expect(idsOf(store, { belowBasePrice: false, dynamicPrice: false })).toContain(item.id);
    expect(workQueueCounts(store, SOME_WITHOUT_PRICES).below_base_price).toBe(
      before.below_base_price - 1,
    );
    expectAgreement(store, { ...NO_FILTER, dynamicPrice: false, belowBasePrice: false }, byGrade);
  });

  it('follow a repricing batch that clears a limit notification without changing the price', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    const item = onlyRepricedItem(store, 1, { minPrice: 1 });
    setOffers(database, item, [{ price: 640 }]);
    await runRepricingBatch({ database, store, now: () => NOW });
    const settledPrice = item.price;
    // An older limit notification the item no longer deserves, recorded like any change.
    item.notifications = [
      {
        type: 'min_allowed_price_reached',
        message: 'Minimum price threshold reached',
        createdAt: NOW,
      },
    ];
    touchStoreStats(store, NOW);
    const presence: MarketPresence = { key: 'all', hasMarketPrices: () => true };
    const atMin = () =>
      queryCatalog(store, { ...NO_FILTER, priceLimit: 'min' }, byGrade, 1, presence).items.map(
        (found) => found.id,
      );
    expect(atMin()).toContain(item.id);
    const statsVersion = store.statsVersion;

    await runRepricingBatch({ database, store, now: () => NOW + 60_000 });
    expect(item.price).toBe(settledPrice);
    expect(item.notifications).toEqual([]);
    expect(store.statsVersion).toBe(statsVersion);
    expect(atMin()).not.toContain(item.id);
    expect(workQueueCounts(store, presence).with_notifications).toBe(
      store.items.filter((candidate) => candidate.notifications.length > 0).length,
    );
    expect(catalogSummary(store).stats.price_limit_reached).toBe(
      store.items.filter((candidate) =>
        candidate.notifications.some((notification) =>
          notification.type.endsWith('_allowed_price_reached'),
        ),
      ).length,
    );
  });
});
