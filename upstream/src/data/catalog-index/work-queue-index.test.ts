import { describe, expect, it } from 'vitest';
import { generateDatabase } from '../generate-database';
import type { CatalogItemRecord } from '../types';
import { countPositions, intersectUnions, emptyBitset } from './bitset';
import { priceLimitState, WorkQueueIndex, type WorkQueueFilter } from './work-queue-index';

function someItems(count: number): CatalogItemRecord[] {
  const store = generateDatabase({ seed: 3, items: count, now: Date.UTC(2026, 0, 1) }).stores.get(
    1,
  );
  if (!store) throw new Error('no demo store');
  return store.items.slice(0, count).map((item) => ({
    ...item,
    price: 500,
    basePrice: 500,
    minPrice: 400,
    maxPrice: 600,
    automaticPriceEnabled: true,
    notifications: [],
  }));
}

function limitNotification(type: 'min_allowed_price_reached' | 'max_allowed_price_reached') {
  return { type, message: 'limit', createdAt: 0 };
}

describe('priceLimitState', () => {
  const [item] = someItems(1);
  if (!item) throw new Error('no item');

  it('is no limit without market prices, whatever the price or the notifications', () => {
    expect(
      priceLimitState(
        { ...item, price: 400, notifications: [limitNotification('min_allowed_price_reached')] },
        false,
      ),
    ).toBeNull();
  });

  it('is min at the minimum price to the cent, or with a minimum notification', () => {
    expect(priceLimitState({ ...item, price: 400.001 }, true)).toBe('min');
    expect(priceLimitState({ ...item, price: 400.01 }, true)).toBeNull();
    expect(
      priceLimitState(
        { ...item, notifications: [limitNotification('min_allowed_price_reached')] },
        true,
      ),
    ).toBe('min');
  });

  it('is max at the maximum price or with a maximum notification, and min wins over max', () => {
    expect(priceLimitState({ ...item, price: 600 }, true)).toBe('max');
    expect(
      priceLimitState(
        { ...item, notifications: [limitNotification('max_allowed_price_reached')] },
        true,
      ),
    ).toBe('max');
    expect(priceLimitState({ ...item, price: 400, maxPrice: 400 }, true)).toBe('min');
    expect(priceLimitState(item, true)).toBeNull();
  });
});

describe('WorkQueueIndex', () => {
  const items = someItems(70);
  const [a, b, c, d, e] = items as [
    CatalogItemRecord,
    CatalogItemRecord,
    CatalogItemRecord,
    CatalogItemRecord,
    CatalogItemRecord,
  ];
  a.notifications = [limitNotification('min_allowed_price_reached')];
  b.price = 600;
  c.automaticPriceEnabled = false;
  c.price = 450;
  d.price = 400;
  e.price = 400;
  e.automaticPriceEnabled = false;
  const hasMarketPrices = new Uint8Array(items.length).fill(1);
  hasMarketPrices[4] = 0;
  const index = WorkQueueIndex.of(items, hasMarketPrices);

  function idsOf(filter: WorkQueueFilter): number[] {
    const groups = index.matching(filter);
    const target = emptyBitset(items.length);
    intersectUnions(target, groups, emptyBitset(items.length));
    return items
      .filter((_, position) => ((target[position >>> 5] ?? 0) >>> (position & 31)) & 1)
      .map((item) => item.id);
  }

  it('counts each answer over every item', () => {
    expect(index.counts).toEqual({
      at_min: 2,
      at_max: 1,
      with_notifications: 1,
      dynamic_off: 2,
      below_base_price: 3,
    });
  });

  it('matches each filter and its opposite, and combines them', () => {
    expect(idsOf({ priceLimit: 'min' })).toEqual([a.id, d.id]);
    expect(idsOf({ priceLimit: 'max' })).toEqual([b.id]);
    expect(idsOf({ hasNotifications: true })).toEqual([a.id]);
    expect(idsOf({ hasNotifications: false })).toHaveLength(items.length - 1);
    expect(idsOf({ dynamicPrice: false })).toEqual([c.id, e.id]);
    expect(idsOf({ dynamicPrice: true })).toHaveLength(items.length - 2);
    expect(idsOf({ belowBasePrice: true })).toEqual([c.id, d.id, e.id]);
    expect(idsOf({ belowBasePrice: false })).toHaveLength(items.length - 3);
    expect(idsOf({ belowBasePrice: true, dynamicPrice: false })).toEqual([c.id, e.id]);
    expect(idsOf({ belowBasePrice: true, priceLimit: 'min' })).toEqual([d.id]);
  });

  it('asks for nothing when no work-queue filter is set', () => {
    expect(index.matching({})).toEqual([]);
    expect(index.matching({ priceLimit: null, dynamicPrice: null })).toEqual([]);
  });

  it('never sets a position past the last item in an opposite set', () => {
    const [notBelow] = index.matching({ belowBasePrice: false })[0] ?? [];
    expect(notBelow && countPositions(notBelow)).toBe(items.length - 3);
  });
});
