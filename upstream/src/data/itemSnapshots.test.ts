import { describe, expect, it } from 'vitest';
import { generateDatabase } from './generateDatabase';
import { itemPriceHistory } from './itemSnapshots';
import { recordItemEvent } from './storeChanges';

const NOW = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;

function firstItem() {
  const database = generateDatabase({ seed: 3, items: 5, now: NOW });
  const store = [...database.stores.values()][0];
  const item = store?.items[0];
  if (!item) throw new Error('the demo data has no item');
  return { database, item };
}

describe('itemPriceHistory', () => {
  it('ends at the current price when the server changed nothing', () => {
    const { database, item } = firstItem();
    const { snapshots } = itemPriceHistory(database.seed, item, NOW);
    expect(snapshots.at(-1)).toEqual({ createdAt: item.lastPriceChangeAt, price: item.price });
    const times = snapshots.map((snapshot) => snapshot.createdAt);
    expect(times).toEqual([...times].sort((left, right) => left - right));
  });

  it('keeps the price before and after every recorded change, in order', () => {
    const { database, item } = firstItem();
    const original = item.price;
    recordItemEvent(item, 'price_updated', null, NOW - 2 * HOUR, { from: original, to: 111.5 });
    recordItemEvent(item, 'price_updated', null, NOW - HOUR, { from: 111.5, to: 99.9 });
    item.price = 99.9;
    const { snapshots, seeded } = itemPriceHistory(database.seed, item, NOW);
    expect(snapshots.slice(-3)).toEqual([
      { createdAt: NOW - 2 * HOUR, price: original },
      { createdAt: NOW - 2 * HOUR, price: 111.5 },
      { createdAt: NOW - HOUR, price: 99.9 },
    ]);
    // The recorded changes are logged from the item's events, not again from the seeded part.
    expect(seeded.every((snapshot) => snapshot.createdAt <= NOW - 2 * HOUR)).toBe(true);
  });
});
