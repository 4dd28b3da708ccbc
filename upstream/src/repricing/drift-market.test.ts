import { beforeAll, describe, expect, it } from 'vitest';
import { countryStats } from '../data/market-stats';
import { type GeneratedDatabase } from '../data/generate-database';
import { driftMarket } from './drift-market';
import { NOW, smallDatabase } from '../testing/repricing-test-market';

const prices = (database: GeneratedDatabase) =>
  [...database.market.offers.values()].map((offer) => offer.price);

describe('driftMarket', () => {
  let first: GeneratedDatabase;
  let twin: GeneratedDatabase;
  beforeAll(() => {
    first = smallDatabase();
    twin = smallDatabase();
  });

  it('moves a share of the offers, stamps them and bumps the market version', () => {
    const before = prices(first);
    const version = first.market.version;
    const moved = driftMarket(first, NOW + 60_000);
    const after = prices(first);
    const changed = after.filter((price, index) => price !== before[index]).length;
    expect(changed).toBe(moved);
    expect(moved).toBeGreaterThan(before.length * 0.2);
    expect(moved).toBeLessThan(before.length * 0.4);
    expect(first.market.version).toBe(version + 1);
    expect(first.market.lastUpdate).toBe(NOW + 60_000);
    expect(
      [...first.market.offers.values()].filter((offer) => offer.updatedAt === NOW + 60_000),
    ).toHaveLength(moved);
  });

  it('is seeded: the same database drifts the same way', () => {
    driftMarket(twin, NOW + 60_000);
    expect(prices(twin)).toEqual(prices(first));
  });

  it('moves the market statistics that the dashboard shows', () => {
    const product = [...first.market.products.values()].find(
      (candidate) => candidate.offerIds.length >= 6,
    );
    if (!product) throw new Error('no product with offers');
    const before = countryStats(first, product.key, 'it', 'resell');
    for (let step = 0; step < 20; step += 1) driftMarket(first, NOW + step * 60_000);
    const after = countryStats(first, product.key, 'it', 'resell');
    expect(after).not.toEqual(before);
    expect(after.change30Days).not.toBe(before.change30Days);
  });

  it('keeps every offer within half and one and a half times its first price', () => {
    const fresh = smallDatabase();
    const anchors = prices(fresh);
    for (let step = 0; step < 30; step += 1) {
      driftMarket(fresh, NOW + step * 60_000, { volatility: 0.5 });
    }
    const drifted = prices(fresh);
    expect(drifted.some((price, index) => price > (anchors[index] ?? 0) * 1.3)).toBe(true);
    drifted.forEach((price, index) => {
      const anchor = anchors[index] ?? 0;
      expect(price).toBeGreaterThanOrEqual(Math.round(anchor * 50) / 100 - 0.01);
      expect(price).toBeLessThanOrEqual(Math.round(anchor * 150) / 100 + 0.01);
    });
  });
});
