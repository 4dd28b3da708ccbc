// An item's own price history, derived from the seed on demand (100k items × 90 days would not
// be worth storing) and ending with the current price at its last change.
import { createRandom, hashSeed } from './prng';
import { roundMoney } from './money';
import type { CatalogItemRecord } from './types';

export interface PriceSnapshot {
  createdAt: number;
  price: number;
}

const DAY_MS = 86_400_000;

export function itemPriceSnapshots(
  seed: number,
  item: CatalogItemRecord,
  now: number,
): PriceSnapshot[] {
  const random = createRandom(hashSeed(seed, `snapshots:${item.id}`));
  const changes = random.int(3, 8);
  const start = now - 90 * DAY_MS;
  const end = Math.min(item.lastPriceChangeAt, now);
  const snapshots: PriceSnapshot[] = [];
  let price = roundMoney(item.basePrice * (1 + random.next() * 0.08));
  for (let index = 0; index < changes; index += 1) {
    const createdAt = Math.round(
      start + ((end - start) * index) / changes + random.int(0, 12) * 3_600_000,
    );
    if (createdAt >= end) break;
    snapshots.push({ createdAt, price: Math.min(Math.max(price, item.minPrice), item.maxPrice) });
    price = roundMoney(price * (1 + (random.next() - 0.6) * 0.06));
  }
  snapshots.push({ createdAt: end, price: item.price });
  return snapshots;
}
