import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { generateDatabase, type GeneratedDatabase } from './generate-database';
import { countryStats, dailyHistory } from './market-stats';
import { GRADES } from './types';

const NOW = Date.UTC(2026, 0, 15, 12);

function snapshot(database: GeneratedDatabase): string {
  return JSON.stringify({
    users: database.users,
    stores: [...database.stores.values()].map((store) => ({
      ...store,
      itemsById: undefined,
      // Entries are compared row by row (typed arrays do not serialise as rows).
      logBatches: store.logBatches.map((batch) => ({
        ...batch,
        context: { ...batch.context, strategies: [...batch.context.strategies] },
        entries: Array.from({ length: batch.entries.length }, (_, index) => {
          const row = batch.entries.row(index);
          return `${row.facts.itemId} ${row.createdAt} ${row.status} ${row.oldPrice} ${row.newPrice} ${row.reference} ${row.offers} ${row.daysSinceChange} ${row.failure}`;
        }).join('|'),
      })),
    })),
    offers: [...database.market.offers.values()],
    products: [...database.market.products.values()],
  });
}

describe('generateDatabase', () => {
  it('is a pure function of seed, size and clock', () => {
    const first = generateDatabase({ seed: 99, items: 400, now: NOW });
    const second = generateDatabase({ seed: 99, items: 400, now: NOW });
    expect(snapshot(second)).toBe(snapshot(first));
    const key = first.stores.get(1)?.items[0]?.productKey ?? '';
    expect(dailyHistory(second, key, 'it', 'resell', NOW)).toEqual(
      dailyHistory(first, key, 'it', 'resell', NOW),
    );
  });

  it('gives other data for another seed', () => {
    const first = generateDatabase({ seed: 1, items: 100, now: NOW });
    const other = generateDatabase({ seed: 2, items: 100, now: NOW });
    expect(other.stores.get(1)?.items.map((item) => item.price)).not.toEqual(
      first.stores.get(1)?.items.map((item) => item.price),
    );
  });

  it('sizes demo@example.com by `items` and the others by their fixed catalogs', () => {
    const database = generateDatabase({ seed: 5, items: 321, now: NOW });
    DEMO_ACCOUNTS.forEach((account, index) => {
      expect(database.stores.get(index + 1)?.items.length, account.email).toBe(
        account.items ?? 321,
      );
    });
    const ids = [...database.stores.values()].flatMap((store) =>
      store.items.map((item) => item.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps every item inside its own limits with the fields the pricing engine reads', () => {
    const database = generateDatabase({ seed: 3, items: 2000, now: NOW });
    for (const item of database.stores.get(1)?.items ?? []) {
      expect(item.price).toBeGreaterThanOrEqual(item.minPrice);
      expect(item.price).toBeLessThanOrEqual(item.maxPrice);
      expect(item.stockRfs).toBeLessThanOrEqual(item.stock);
      expect(database.market.products.has(item.productKey)).toBe(true);
      if (item.ean) expect(item.ean).toMatch(/^\d{13}$/);
    }
    const items = database.stores.get(1)?.items ?? [];
    expect(new Set(items.map((item) => item.grade))).toEqual(new Set(GRADES));
    expect(new Set(items.map((item) => item.batteryType))).toEqual(new Set(['std', 'new']));
    expect(items.some((item) => item.ram !== null)).toBe(true);
    expect(items.some((item) => item.price < item.basePrice)).toBe(true);
    expect(
      items.some((item) =>
        item.notifications.some(
          (notification) => notification.type === 'min_allowed_price_reached',
        ),
      ),
    ).toBe(true);
  });

  it('has competitor offers with sellers and ratings, and 90 days of history', () => {
    const database = generateDatabase({ seed: 3, items: 50, now: NOW });
    const offers = [...database.market.offers.values()];
    expect(offers.some((offer) => offer.rating !== null && offer.reviewsUrl !== null)).toBe(true);
    const item = database.stores
      .get(1)
      ?.items.find(
        (candidate) =>
          countryStats(database, candidate.productKey, 'it', 'resell').avgPrice !== null,
      );
    const history = dailyHistory(database, item?.productKey ?? '', 'it', 'resell', NOW);
    expect(history).toHaveLength(90);
    for (const point of history) {
      expect(point.minPrice).toBeLessThanOrEqual(point.maxPrice);
    }
  });

  // Its time is measured by `npm run measure:catalog -w upstream`, not by a test on a shared
  // machine.
  it('builds 100,000 items within 1 GiB', () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const database = generateDatabase({ seed: 20240601, items: 100_000, now: NOW });
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(database.stores.get(1)?.items).toHaveLength(100_000);
    expect(heapGrowth).toBeLessThan(1024 ** 3);
  }, 30_000);
});
