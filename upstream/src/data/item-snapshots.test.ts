import { describe, expect, it } from 'vitest';
import { driftMarket, runRepricingBatch } from '../repricing';
import { generateDatabase } from './generate-database';
import { itemPriceHistory, repricingChanges } from './item-snapshots';
import { recordItemEvent } from './store-changes';

const NOW = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;

function demoStore() {
  const database = generateDatabase({ seed: 3, items: 120, now: NOW });
  const store = database.stores.get(1);
  if (!store) throw new Error('no demo store');
  return { database, store };
}

describe('itemPriceHistory', () => {
  it('starts at the listing price and ends at the current price, each point with its id', () => {
    const { store } = demoStore();
    for (const item of store.items) {
      const snapshots = itemPriceHistory(item, store.logBatches);
      expect(snapshots[0]?.id).toBe(`event-${item.id}-1`);
      expect(snapshots.at(-1)?.price).toBe(item.price);
      const times = snapshots.map((snapshot) => snapshot.createdAt);
      expect(times).toEqual([...times].sort((left, right) => left - right));
      expect(new Set(snapshots.map((snapshot) => snapshot.id)).size).toBe(snapshots.length);
    }
    const repriced = store.items.find(
      (item) => repricingChanges(item, store.logBatches).length > 3,
    );
    expect(repriced).toBeDefined();
  });

  it("keeps the batches' updates and the uploads' changes, in order", () => {
    const { store } = demoStore();
    const item = store.items.find((candidate) => candidate.automaticPriceEnabled);
    if (!item) throw new Error('no automatically priced item');
    const before = itemPriceHistory(item, store.logBatches);
    recordItemEvent(item, 'catalog_upload', null, NOW + HOUR, { from: item.price, to: 111.5 });
    item.price = 111.5;
    const after = itemPriceHistory(item, store.logBatches);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toEqual({
      id: expect.stringMatching(/^event-/),
      createdAt: NOW + HOUR,
      price: 111.5,
    });
  });

  it('reads the same past before and after later batches', async () => {
    const { database, store } = demoStore();
    const item = store.items.find((candidate) => candidate.automaticPriceEnabled);
    if (!item) throw new Error('no automatically priced item');
    const before = itemPriceHistory(item, store.logBatches);
    for (let run = 1; run <= 3; run += 1) {
      driftMarket(database, NOW + run * HOUR);
      await runRepricingBatch({ database, store, now: () => NOW + run * HOUR });
    }
    const after = itemPriceHistory(item, store.logBatches);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).every((point) => point.createdAt > NOW)).toBe(true);
  });
});
