// An item's own price history: the seeded past (100k items × 90 days would not be worth storing)
// followed by every price change this server really made (repricing batches, uploads), which the
// item's events record, so a chart shows the price before and after each batch.
import { createRandom, hashSeed } from './prng';
import { roundMoney } from './money';
import type { CatalogItemRecord } from './types';

export interface PriceSnapshot {
  createdAt: number;
  price: number;
}

export interface ItemPriceHistory {
  /** Every snapshot, oldest first. */
  snapshots: PriceSnapshot[];
  /** The seeded part only: its changes are not in the item's events and are logged from here. */
  seeded: PriceSnapshot[];
}

const DAY_MS = 86_400_000;

export function itemPriceHistory(
  seed: number,
  item: CatalogItemRecord,
  now: number,
): ItemPriceHistory {
  const recordedChanges = item.events
    .filter((event) => event.priceChange !== undefined && event.createdAt <= now)
    .sort((left, right) => left.createdAt - right.createdAt);
  const firstRecorded = recordedChanges[0];
  // Before the first recorded change the item sat at that change's old price.
  const seededEnd = Math.min(firstRecorded?.createdAt ?? item.lastPriceChangeAt, now);
  const seededFinalPrice = firstRecorded?.priceChange?.from ?? item.price;

  const random = createRandom(hashSeed(seed, `snapshots:${item.id}`));
  const changes = random.int(3, 8);
  const start = now - 90 * DAY_MS;
  const seeded: PriceSnapshot[] = [];
  let price = roundMoney(item.basePrice * (1 + random.next() * 0.08));
  for (let index = 0; index < changes; index += 1) {
    const createdAt = Math.round(
      start + ((seededEnd - start) * index) / changes + random.int(0, 12) * 3_600_000,
    );
    if (createdAt >= seededEnd) break;
    seeded.push({ createdAt, price: Math.min(Math.max(price, item.minPrice), item.maxPrice) });
    price = roundMoney(price * (1 + (random.next() - 0.6) * 0.06));
  }
  seeded.push({ createdAt: seededEnd, price: seededFinalPrice });

  const recorded = recordedChanges.map((event) => ({
    createdAt: event.createdAt,
    price: event.priceChange?.to ?? item.price,
  }));
  return { snapshots: [...seeded, ...recorded], seeded };
}
