// One demo account's store: its strategies, a catalog drawn from the market's products in its
// categories, and three months of repricing batches over them.
import { trimUserNotifications } from './user-notifications';
import { seedRepricingHistory } from '../repricing/seed-history';
import type { DemoAccount } from './demo-accounts';
import type { GeneratedDatabase } from './generate-database';
import { buildItem } from './generate-item';
import type { Random } from './prng';
import { categoryBySlug, vendorFor } from './reference';
import { identifyItemEvents } from './store-changes';
import type { MarketProduct, ResellStrategy, StoreRecord, UserNotification } from './types';

const CATEGORY_WEIGHTS: Record<string, number> = {
  smartphone: 0.6,
  pc: 0.2,
  tablet: 0.12,
  smartwatch: 0.08,
};

export interface StoreSeed {
  account: DemoAccount;
  storeId: number;
  itemCount: number;
  /** A load-test account: a short repricing history, so that many of them start fast. */
  loadTestAccount: boolean;
}

export function buildStore(
  database: GeneratedDatabase,
  { account, storeId, itemCount, loadTestAccount }: StoreSeed,
  random: Random,
  now: number,
): StoreRecord {
  const store = emptyStore(account, storeId, now);
  addItems(database, store, account, itemCount, random, now);
  for (const item of store.items) {
    for (const notification of item.notifications) {
      store.notifications.push({
        id: 0,
        type: notification.type,
        message: notification.message,
        catalogItemId: item.id,
        data: { name: item.name, price: item.price },
        createdAt: notification.createdAt,
      } satisfies UserNotification);
    }
  }
  // Three months of batches over the seeded market; they move the automatically priced items.
  seedRepricingHistory(database, store, loadTestAccount ? { maxBatches: 8 } : {});
  // The list is chronological with increasing ids, the latest kept.
  store.notifications.sort((left, right) => left.createdAt - right.createdAt);
  trimUserNotifications(store);
  for (const notification of store.notifications) {
    notification.id = database.nextNotificationId++;
  }
  for (const item of store.items) identifyItemEvents(item);
  return store;
}

function emptyStore(account: DemoAccount, storeId: number, now: number): StoreRecord {
  const categoryIds = account.categories.map((slug) => categoryBySlug(slug).id);
  return {
    id: storeId,
    userId: storeId,
    configuration: structuredClone(account.configuration),
    extra: account.extra ? structuredClone(account.extra) : null,
    categoryIds,
    vendorIds: account.vendors.map(
      ([country, slug]) => vendorFor(country, categoryBySlug(slug).id).id,
    ),
    items: [],
    itemsById: new Map(),
    resellStrategies: defaultResellStrategies(storeId, categoryIds),
    buybackStrategies: categoryIds.map((categoryId, index) => ({
      id: storeId * 100 + index + 1,
      categoryId,
      pricePositioning: -10 - index * 2,
      roundingType: index % 2 === 0 ? 'nine' : 'point_nine',
      roundingValue: index % 2 === 0 ? 9 : 0.9,
    })),
    logBatches: [],
    lastBatchNumber: 0,
    nextEntryId: 1,
    notifications: [],
    lastUpdate: now - 12 * 60_000,
    version: 1,
    priceVersion: 1,
    statsVersion: 1,
  };
}

/** `itemCount` items, each a product of one of the store's categories picked by their weights. */
function addItems(
  database: GeneratedDatabase,
  store: StoreRecord,
  account: DemoAccount,
  itemCount: number,
  random: Random,
  now: number,
): void {
  const { categoryIds } = store;
  const productsByCategory = new Map<number, MarketProduct[]>();
  for (const product of database.market.products.values()) {
    if (!categoryIds.includes(product.categoryId)) continue;
    const list = productsByCategory.get(product.categoryId) ?? [];
    list.push(product);
    productsByCategory.set(product.categoryId, list);
  }
  const weights = account.categories.map((slug) => CATEGORY_WEIGHTS[slug] ?? 0.1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const prefix = (account.configuration.storeSlug.match(/\b[a-z]/g) ?? ['s'])
    .join('')
    .toUpperCase();
  for (let sequence = 1; sequence <= itemCount; sequence += 1) {
    let roll = random.next() * totalWeight;
    let categoryIndex = 0;
    while (categoryIndex < weights.length - 1 && roll >= (weights[categoryIndex] ?? 0)) {
      roll -= weights[categoryIndex] ?? 0;
      categoryIndex += 1;
    }
    const products = productsByCategory.get(categoryIds[categoryIndex] ?? 0) ?? [];
    const product = random.pick(products);
    const externalId = `${prefix}-${String(sequence).padStart(6, '0')}`;
    const item = buildItem(database, store, product, externalId, random, now);
    store.items.push(item);
    store.itemsById.set(item.id, item);
  }
}

function defaultResellStrategies(storeId: number, categoryIds: number[]): ResellStrategy[] {
  return categoryIds.map((categoryId, index): ResellStrategy => {
    const id = storeId * 100 + index + 1;
    if (categoryId === 2) {
      return {
        id,
        categoryId,
        type: 'market',
        values: {
          value: -2,
          comparison: 'percentage',
          marketPrice: 'median',
          margin: 15,
          validateAgainstNextGen: false,
        },
      };
    }
    if (categoryId === 3) return { id, categoryId, type: 'revendo', values: {} };
    return {
      id,
      categoryId,
      type: 'variation',
      values:
        categoryId === 1
          ? {
              minPricePercentage: -10,
              maxPricePercentage: 10,
              roundingType: 'nine',
              roundingValue: 9,
            }
          : {
              minPricePercentage: -5,
              maxPricePercentage: 15,
              roundingType: 'point_nine',
              roundingValue: 0.9,
            },
    };
  });
}
