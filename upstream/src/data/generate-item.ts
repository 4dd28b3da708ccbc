// One seeded catalog item of the demo data: its prices within its limits, and the uploads that
// listed it and, for a manually priced item, changed its price since.
import { roundMoney } from './money';
import type { Random } from './prng';
import { SEEDED_HISTORY_DAYS } from '../repricing/seed-history';
import type { GeneratedDatabase } from './generate-database';
import { slugify } from './generate-market';
import type { CatalogItemRecord, ItemEvent, MarketProduct, StoreRecord } from './types';

const DAY_MS = 86_400_000;

interface SeededPrices {
  price: number;
  basePrice: number;
  cost: number;
  minPrice: number;
  maxPrice: number;
}

export function buildItem(
  database: GeneratedDatabase,
  store: StoreRecord,
  product: MarketProduct,
  externalId: string,
  random: Random,
  now: number,
): CatalogItemRecord {
  const prices = seededPrices(product.referencePrice, random);
  const item = itemRecord(database, store, product, externalId, prices, random, now);
  // Every item entered the catalog by a feed upload shortly before the seeded past begins.
  const listedAt = now - SEEDED_HISTORY_DAYS * DAY_MS - random.int(1, 72) * 3_600_000;
  if (item.automaticPriceEnabled) {
    // The repricer takes it from its listing price (seedRepricingHistory).
    item.lastPriceChangeAt = listedAt;
    item.events.push(listingEvent(listedAt, item.price));
    return item;
  }
  seedManualPriceChanges(item, listedAt, random, now);
  return item;
}

/** Cost, base price and limits around the market's reference; most items sit at their base price. */
function seededPrices(reference: number, random: Random): SeededPrices {
  const cost = roundMoney(reference * (0.55 + random.next() * 0.15));
  const basePrice = Math.round(reference * (0.97 + random.next() * 0.12));
  const minPrice = roundMoney(cost * 1.05);
  const maxPrice = roundMoney(basePrice * 1.25);
  const roll = random.next();
  let price =
    roll < 0.3
      ? roundMoney(basePrice * (0.88 + random.next() * 0.11))
      : roll < 0.38
        ? roundMoney(basePrice * (1 + random.next() * 0.1))
        : basePrice;
  const limitRoll = random.next();
  if (limitRoll < 0.03) price = minPrice;
  else if (limitRoll < 0.05) price = maxPrice;
  price = Math.min(Math.max(price, minPrice), maxPrice);
  return { price, basePrice, cost, minPrice, maxPrice };
}

function itemRecord(
  database: GeneratedDatabase,
  store: StoreRecord,
  product: MarketProduct,
  externalId: string,
  { price, basePrice, cost, minPrice, maxPrice }: SeededPrices,
  random: Random,
  now: number,
): CatalogItemRecord {
  const model = database.deviceModels.get(product.key);
  const stock = random.int(0, 40);
  return {
    id: database.nextItemId++,
    storeId: store.id,
    externalId,
    ean: random.chance(0.95) ? ean13(random) : null,
    name: product.name,
    brand: product.brand,
    model: product.model,
    categoryId: product.categoryId,
    storage: product.storage,
    ram: model?.rams ? random.pick(model.rams) : null,
    grade: product.grade,
    color: model && random.chance(0.97) ? random.pick(model.colors) : null,
    batteryType: product.batteryType,
    price,
    basePrice,
    cost,
    minPrice,
    maxPrice,
    stock,
    stockRfs: random.int(0, stock),
    daysTillSoldOut: random.int(5, 320),
    lastPriceChangeAt: now,
    promotion: random.chance(0.1),
    accelerated: random.chance(0.1),
    automaticPriceEnabled: random.chance(0.75),
    suggestedPrice: Math.min(
      Math.max(roundMoney(product.referencePrice * (0.96 + random.next() * 0.06)), minPrice),
      maxPrice,
    ),
    productKey: product.key,
    url: `https://${store.configuration.storeSlug}.example.com/products/${slugify(product.name)}-${externalId.toLowerCase()}`,
    year: product.year,
    screenInches: model?.screenInches ?? null,
    notifications: [],
    events: [],
  };
}

/** A manually priced item: the seller changed its price by upload a few times since listing it. */
function seedManualPriceChanges(
  item: CatalogItemRecord,
  listedAt: number,
  random: Random,
  now: number,
): void {
  const { price, minPrice, maxPrice } = item;
  const changes = random.int(0, 3);
  const times = Array.from({ length: changes }, () =>
    random.int(listedAt + 3_600_000, now - 3_600_000),
  ).sort((left, right) => left - right);
  const prices = [price];
  for (let index = 0; index < changes; index += 1) {
    const later = prices[0] ?? price;
    const earlier = roundMoney(later * (1 + (random.next() - 0.5) * 0.1));
    prices.unshift(Math.min(Math.max(earlier, minPrice), maxPrice));
  }
  item.events.push(listingEvent(listedAt, prices[0] ?? price));
  let lastChange = listedAt;
  times.forEach((time, index) => {
    const from = prices[index] ?? price;
    const to = prices[index + 1] ?? price;
    // A change the limits flattened to the same price is no change.
    if (from === to) return;
    lastChange = time;
    item.events.push({
      createdAt: time,
      event: 'catalog_upload',
      note: `Updated by upload; price ${from.toFixed(2)} → ${to.toFixed(2)}`,
      priceChange: { from, to },
    });
  });
  item.lastPriceChangeAt = lastChange;
  if (price === minPrice || price === maxPrice) {
    const type = price === minPrice ? 'min_allowed_price_reached' : 'max_allowed_price_reached';
    item.notifications.push({
      type,
      message: `${price === minPrice ? 'Minimum' : 'Maximum'} price threshold reached (${price.toFixed(2)})`,
      createdAt: item.lastPriceChangeAt,
      amount: price,
    });
  }
}

function listingEvent(createdAt: number, price: number): ItemEvent {
  return {
    createdAt,
    event: 'catalog_upload',
    note: `Created by upload at ${price.toFixed(2)}`,
    listedAt: price,
  };
}

function ean13(random: Random): string {
  let digits = '';
  for (let index = 0; index < 12; index += 1) digits += String(random.int(0, 9));
  let sum = 0;
  for (let index = 0; index < 12; index += 1)
    sum += Number(digits[index]) * (index % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}
