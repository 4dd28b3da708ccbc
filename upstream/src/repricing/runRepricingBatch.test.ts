import { describe, expect, it } from 'vitest';
import { validateBuybackStrategy, validateResellStrategy } from '../pricing';
import { type ResellStrategy, type StoreRecord } from '../data/types';
import { runRepricingBatch } from './runRepricingBatch';
import {
  DAY_MS,
  NOW,
  onlyRepricedItem,
  setOffers,
  smallDatabase,
  storeOf,
} from './repricingTestMarket.testkit';

const clock = () => NOW;

/** Saves a strategy the way PUT /api/strategies does: validated, then stored for the category. */
function saveResellStrategy(store: StoreRecord, categoryId: number, body: unknown): void {
  const result = validateResellStrategy(body);
  if (!result.ok) throw new Error(result.message);
  const strategy = { id: 900 + categoryId, categoryId, ...result.value } as ResellStrategy;
  store.resellStrategies = [
    ...store.resellStrategies.filter((candidate) => candidate.categoryId !== categoryId),
    strategy,
  ];
}

const variationNine = {
  type: 'variation',
  values: { min_price_percentage: -10, max_price_percentage: 10, rounding_type: 'nine' },
};

describe('runRepricingBatch, end to end on a generated store', () => {
  it('applies a saved variation strategy: entry, price, change time and item event', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, [{ price: 1005.5 }, { price: 1100 }, { price: 900, country: 'uk' }]);
    const batchesBefore = store.logBatches.length;

    const batch = await runRepricingBatch({ database, store, now: clock });

    expect(batch).toMatchObject({
      total: 1,
      success: 1,
      skipped: 0,
      failures: 0,
      start: NOW,
      end: NOW,
    });
    expect(batch.entries).toEqual([
      {
        catalogItemId: item.id,
        brandName: item.brand,
        name: item.name,
        status: 'success',
        oldPrice: 1000,
        newPrice: 999,
        percentageDifference: -0.1,
        createdAt: NOW,
        readableReason: '1 below the lowest competitor offer 1005.50 (range 899.00–1099.00)',
      },
    ]);
    expect(store.logBatches).toHaveLength(batchesBefore + 1);
    expect(store.logBatches.at(-1)).toBe(batch);
    expect(item).toMatchObject({ price: 999, suggestedPrice: 999, lastPriceChangeAt: NOW });
    expect(item.events).toEqual([
      {
        createdAt: NOW,
        event: 'price_updated',
        note: expect.stringContaining('1000.00 → 999.00'),
        priceChange: { from: 1000, to: 999 },
      },
    ]);
  });

  it('a new strategy changes what the next batch does', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, [{ price: 1200 }]);
    saveResellStrategy(store, 1, variationNine);
    const first = await runRepricingBatch({ database, store, now: clock });
    expect(first.entries[0]?.newPrice).toBe(1099);
    saveResellStrategy(store, 1, {
      type: 'variation',
      values: { min_price_percentage: 0, max_price_percentage: 30, rounding_type: 'point_nine' },
    });
    const second = await runRepricingBatch({ database, store, now: clock });
    expect(second.batch).toBe(first.batch + 1);
    expect(second.entries[0]).toMatchObject({
      oldPrice: 1099,
      newPrice: 1198.9,
      status: 'success',
    });
  });

  it('clamps to the item limits and raises the limit notification once', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1, { maxPrice: 950 });
    setOffers(database, item, [{ price: 1050 }]);
    const notificationsBefore = store.notifications.length;

    const first = await runRepricingBatch({ database, store, now: clock });
    expect(first.entries[0]).toMatchObject({ status: 'success', newPrice: 950 });
    expect(first.entries[0]?.readableReason).toContain('kept at the maximum allowed price 950.00');
    expect(item.notifications).toEqual([
      {
        type: 'max_allowed_price_reached',
        message: 'Maximum price threshold reached (950.00)',
        createdAt: NOW,
      },
    ]);
    expect(store.notifications.slice(notificationsBefore)).toEqual([
      expect.objectContaining({ type: 'max_allowed_price_reached', catalogItemId: item.id }),
    ]);

    const second = await runRepricingBatch({ database, store, now: clock });
    expect(second.entries[0]).toMatchObject({ status: 'skipped', newPrice: 950 });
    expect(second.entries[0]?.readableReason).toMatch(/^price already 950.00/);
    expect(store.notifications.length).toBe(notificationsBefore + 1);

    item.maxPrice = 2000;
    await runRepricingBatch({ database, store, now: clock });
    expect(item.price).toBe(1049);
    expect(item.notifications).toEqual([]);
  });

  it('dry run logs what it would do and changes nothing', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    store.configuration.repricingMode = 'dry_run';
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1, { minPrice: 990, lastPriceChangeAt: NOW - 5 * DAY_MS });
    setOffers(database, item, [{ price: 950 }]);
    const itemBefore = structuredClone(item);
    const storeNotifications = store.notifications.length;
    const version = store.version;

    const batch = await runRepricingBatch({ database, store, now: clock });

    expect(batch).toMatchObject({ total: 1, success: 0, skipped: 1, failures: 0 });
    expect(batch.entries[0]).toMatchObject({ status: 'skipped', oldPrice: 1000, newPrice: 990 });
    expect(batch.entries[0]?.readableReason).toMatch(/^dry run: would be 990.00 \(/);
    expect(item).toEqual(itemBefore);
    expect(store.notifications).toHaveLength(storeNotifications);
    expect(store.version).toBe(version);
  });

  it('prices revendo and market items from their strategies', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, { type: 'revendo' });
    const item = onlyRepricedItem(store, 1, {
      stockRfs: 12,
      daysTillSoldOut: 100,
      lastPriceChangeAt: NOW - 40 * DAY_MS,
      promotion: false,
      accelerated: false,
      cost: 720,
    });
    setOffers(database, item, [{ price: 1000 }, { price: 1200 }]);
    const revendo = await runRepricingBatch({ database, store, now: clock });
    // 30% row (stock ≥ 10, 80–180 days, changed ≥ 30 days ago): 720 / 0.7 = 1028.58 > 999
    expect(revendo.entries[0]).toMatchObject({ status: 'success', newPrice: 1028.58 });

    saveResellStrategy(store, 1, {
      type: 'market',
      values: { value: -5, comparison: 'percentage', market_price: 'median', margin: null },
    });
    setOffers(database, item, [{ price: 1000 }, { price: 1100 }, { price: 1300 }]);
    const market = await runRepricingBatch({ database, store, now: clock });
    expect(market.entries[0]).toMatchObject({ status: 'success', newPrice: 1045 });

    item.lastPriceChangeAt = NOW - 3 * DAY_MS;
    saveResellStrategy(store, 1, { type: 'revendo' });
    const tooSoon = await runRepricingBatch({ database, store, now: clock });
    expect(tooSoon.entries[0]).toMatchObject({
      status: 'skipped',
      newPrice: null,
      readableReason: 'price changed 3 days ago: revendo waits at least 14 days',
    });
  });

  it('prices a buyback store from its buyback strategy and the trade-in offers', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 3);
    expect(store.configuration.catalogType).toBe('buyback');
    const item = onlyRepricedItem(store, store.categoryIds[0] ?? 1);
    const validated = validateBuybackStrategy({ price_positioning: -10, rounding_type: 'nine' });
    if (!validated.ok) throw new Error(validated.message);
    store.buybackStrategies = [{ id: 1, categoryId: item.categoryId, ...validated.value }];
    setOffers(database, item, [
      { price: 900, kind: 'buyback' },
      { price: 1100, kind: 'buyback', country: 'de' },
      { price: 100, kind: 'resell' },
    ]);
    const batch = await runRepricingBatch({ database, store, now: clock });
    expect(batch.entries[0]).toMatchObject({ status: 'success', oldPrice: 1000, newPrice: 899 });
  });

  it('skips items without market data or strategy, and leaves manual items out', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, []);
    const other = store.items.find((candidate) => candidate.categoryId === 2);
    if (!other) throw new Error('no PC item');
    other.automaticPriceEnabled = true;
    store.resellStrategies = store.resellStrategies.filter((strategy) => strategy.categoryId !== 2);

    const batch = await runRepricingBatch({ database, store, now: clock });
    expect(batch).toMatchObject({ total: 2, success: 0, skipped: 2 });
    expect(batch.entries.map((entry) => entry.readableReason)).toEqual([
      'no competitor offer for the same model, storage and grade',
      'no resell strategy for the PC category',
    ]);
    expect(item.price).toBe(1000);
  });
});
