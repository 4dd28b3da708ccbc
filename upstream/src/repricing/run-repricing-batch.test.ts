import { describe, expect, it } from 'vitest';
import { validateBuybackStrategy, validateResellStrategy } from '@refurb/pricing';
import { type ResellStrategy, type StoreRecord } from '../data/types';
import { type LogBatchRecord } from '../data/types';
import { entryExplanation } from './entry-decision';
import { runRepricingBatch } from './run-repricing-batch';
import {
  DAY_MS,
  NOW,
  onlyRepricedItem,
  setOffers,
  smallDatabase,
  storeOf,
} from '../testing/repricing-test-market';

const clock = () => NOW;

/** A batch's entry as stored, with the explanation worked out from it. */
function entry(batch: LogBatchRecord, index = 0) {
  return { ...batch.entries.row(index), ...entryExplanation(batch, index).explanation };
}

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
  it('applies a saved variation strategy: entry, explanation, price and change time', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, [{ price: 1005.5 }, { price: 1100 }, { price: 900, country: 'uk' }]);
    const batchesBefore = store.logBatches.length;

    const batch = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });

    expect(batch).toMatchObject({
      total: 1,
      success: 1,
      skipped: 0,
      failures: 0,
      start: NOW,
      end: NOW,
    });
    expect(entry(batch)).toMatchObject({
      facts: { itemId: item.id, brand: item.brand },
      status: 'success',
      oldPrice: 1000,
      newPrice: 999,
      createdAt: NOW,
      reference: 1005.5,
      offers: 2,
      strategy: 'variation',
      outcome: 'updated',
      result: 999,
      steps: [
        { kind: 'undercut', by: 1, amount: 1004.5 },
        { kind: 'rounding', rule: 'nine', value: 9, amount: 999 },
        { kind: 'range', min: 899, max: 1099, amount: 999 },
        { kind: 'clamp', min: 500, max: 2000, limit: null, amount: 999 },
      ],
    });
    expect(store.logBatches).toHaveLength(batchesBefore + 1);
    expect(store.logBatches.at(-1)).toBe(batch);
    expect(batch.firstEntryId).toBe(store.nextEntryId - 1);
    expect(item).toMatchObject({ price: 999, suggestedPrice: 999, lastPriceChangeAt: NOW });
    // The change is kept by the batch, not copied into the item's events.
    expect(item.events).toEqual([]);
  });

  it('a new strategy changes what the next batch does', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, [{ price: 1200 }]);
    saveResellStrategy(store, 1, variationNine);
    const first = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(entry(first).newPrice).toBe(1099);
    saveResellStrategy(store, 1, {
      type: 'variation',
      values: { min_price_percentage: 0, max_price_percentage: 30, rounding_type: 'point_nine' },
    });
    const second = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(second.batch).toBe(first.batch + 1);
    expect(entry(second)).toMatchObject({ oldPrice: 1099, newPrice: 1198.9, status: 'success' });
    // The first batch still explains itself with the strategy it ran with.
    expect(entry(first).steps[1]).toMatchObject({ kind: 'rounding', rule: 'nine' });
  });

  it('clamps to the item limits and raises the limit notification once', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1, { maxPrice: 950 });
    setOffers(database, item, [{ price: 1050 }]);
    const notificationsBefore = store.notifications.length;

    const first = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(entry(first)).toMatchObject({ status: 'success', newPrice: 950, limit: 'max' });
    expect(entry(first).steps.at(-1)).toEqual({
      kind: 'clamp',
      min: 500,
      max: 950,
      limit: 'max',
      amount: 950,
    });
    expect(item.notifications).toEqual([
      {
        type: 'max_allowed_price_reached',
        message: 'Maximum price threshold reached (950.00)',
        createdAt: NOW,
        amount: 950,
      },
    ]);
    expect(store.notifications.slice(notificationsBefore)).toEqual([
      expect.objectContaining({ type: 'max_allowed_price_reached', catalogItemId: item.id }),
    ]);

    const second = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(entry(second)).toMatchObject({ status: 'skipped', newPrice: 950, outcome: 'unchanged' });
    expect(store.notifications.length).toBe(notificationsBefore + 1);

    item.maxPrice = 2000;
    await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
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
    expect(entry(batch)).toMatchObject({
      status: 'skipped',
      oldPrice: 1000,
      newPrice: 990,
      outcome: 'dry_run',
    });
    expect(entry(batch).steps.slice(-2)).toEqual([
      { kind: 'clamp', min: 990, max: 2000, limit: 'min', amount: 990 },
      { kind: 'dry_run', amount: 990 },
    ]);
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
    const revendo = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    // 30% row (stock ≥ 10, 80–180 days, changed ≥ 30 days ago): 720 / 0.7 = 1028.58 > 999
    expect(entry(revendo)).toMatchObject({
      status: 'success',
      newPrice: 1028.58,
      daysSinceChange: 40,
    });
    expect(entry(revendo).row?.marginPercentage).toBe(30);

    saveResellStrategy(store, 1, {
      type: 'market',
      values: { value: -5, comparison: 'percentage', market_price: 'median', margin: null },
    });
    setOffers(database, item, [{ price: 1000 }, { price: 1100 }, { price: 1300 }]);
    const market = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(entry(market)).toMatchObject({ status: 'success', newPrice: 1045, reference: 1100 });

    item.lastPriceChangeAt = NOW - 3 * DAY_MS;
    saveResellStrategy(store, 1, { type: 'revendo' });
    const tooSoon = await runRepricingBatch({ database, store, now: clock });
    expect(entry(tooSoon)).toMatchObject({
      status: 'skipped',
      newPrice: null,
      skip: { kind: 'changed_recently', days: 3 },
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
    const batch = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 0 });
    expect(entry(batch)).toMatchObject({
      status: 'success',
      oldPrice: 1000,
      newPrice: 899,
      strategy: 'buyback',
      reference: 1000,
    });
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
    expect([entry(batch, 0).skip, entry(batch, 1).skip]).toEqual([
      { kind: 'no_offers' },
      { kind: 'no_strategy', categoryId: 2 },
    ]);
    expect(item.price).toBe(1000);
  });

  it('logs an update the store does not take as failed and keeps the price', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    saveResellStrategy(store, 1, variationNine);
    const item = onlyRepricedItem(store, 1);
    setOffers(database, item, [{ price: 1005.5 }]);
    const batch = await runRepricingBatch({ database, store, now: clock, storeFailureRate: 1 });
    expect(batch).toMatchObject({ success: 0, failures: 1 });
    expect(entry(batch)).toMatchObject({
      status: 'failed',
      newPrice: null,
      outcome: 'failed',
      result: 999,
      failure: { kind: expect.stringMatching(/^store_(timeout|rejected)$/) },
    });
    expect(item.price).toBe(1000);
  });

  it('keeps batches for the retention period and never reuses a batch number', async () => {
    const database = smallDatabase();
    const store = storeOf(database, 1);
    const oldest = store.logBatches[0];
    if (!oldest) throw new Error('no seeded batches');
    const lastNumber = store.logBatches.at(-1)?.batch ?? 0;
    const later = oldest.start + 30 * DAY_MS + 1;
    const batch = await runRepricingBatch({ database, store, now: () => later, retentionDays: 30 });
    expect(store.logBatches[0]?.start).toBeGreaterThanOrEqual(later - 30 * DAY_MS);
    expect(store.logBatches).not.toContain(oldest);
    expect(batch.batch).toBe(lastNumber + 1);
  });
});
