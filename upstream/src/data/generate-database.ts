// The seeded demo data generator: the same seed, size and clock give the same database.
import { hashPassword } from '../auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, extraDemoAccounts } from './demo-accounts';
import { createRandom, hashSeed, type Random } from './prng';
import { DEVICE_MODELS, GRADE_VALUE, STORAGE_STEP, type DeviceModel } from './product-catalog';
import { marketProductKey } from './product-key';
import {
  CATEGORIES,
  COUNTRY_MONEY,
  SELLER_NAMES,
  VENDORS,
  categoryBySlug,
  marketplaceDomain,
  vendorFor,
} from './reference';
import { roundMoney } from './money';
import { snapshotMarket } from './past-market';
import { identifyItemEvents } from './store-changes';
import { SEEDED_HISTORY_DAYS, seedRepricingHistory } from '../repricing/seed-history';
import { MAX_USER_NOTIFICATIONS } from '../repricing/limit-notifications';
import type {
  BatteryType,
  CatalogItemRecord,
  CompetitorOffer,
  Database,
  ItemEvent,
  Market,
  MarketProduct,
  ResellStrategy,
  StoreRecord,
  UserNotification,
  UserRecord,
} from './types';
import { COUNTRIES, GRADES } from './types';

export interface GenerateOptions {
  seed: number;
  /** Catalog size of demo@example.com's store. */
  items: number;
  /** The clock the history is relative to; pass one to get byte-identical data. */
  now?: number;
  /** Load-test accounts user1…userN@example.com after the demo accounts (default 0). */
  extraUsers?: number;
}

const DAY_MS = 86_400_000;
const BATTERIES: readonly BatteryType[] = ['std', 'new'];
const MAIN_MARKETS = new Set(['it', 'de', 'fr']);

/** Device model of each market product, for fields the product record does not carry (colours, RAM). */
export interface GeneratedDatabase extends Database {
  deviceModels: Map<string, DeviceModel>;
}

export function generateDatabase(options: GenerateOptions): GeneratedDatabase {
  const now = options.now ?? Date.now();
  const seed = options.seed >>> 0;
  const deviceModels = new Map<string, DeviceModel>();
  const market = buildMarket(seed, now, deviceModels);
  const database: GeneratedDatabase = {
    seed,
    generatedAt: now,
    market,
    seededMarket: snapshotMarket(market, now),
    users: [],
    stores: new Map(),
    nextItemId: 1,
    nextOfferId: market.offers.size + 1,
    nextNotificationId: 1,
    deviceModels,
  };
  const extraAccounts = extraDemoAccounts(options.extraUsers ?? 0);
  [...DEMO_ACCOUNTS, ...extraAccounts].forEach((account, index) => {
    const userId = index + 1;
    const random = createRandom(hashSeed(seed, `store:${account.email}`));
    const loadTestAccount = index >= DEMO_ACCOUNTS.length;
    const user: UserRecord = {
      id: userId,
      name: account.name,
      email: account.email,
      language: account.language,
      // scrypt is slow on purpose: the seeded accounts, whose password is public (demo1234),
      // share one hash (same password, same salt), so they do not add a hash each to the start.
      passwordHash: demoPasswordHash(seed, 'seeded-accounts@example.com'),
      twoFactor: account.twoFactor,
      storeId: userId,
    };
    database.users.push(user);
    database.stores.set(
      userId,
      buildStore(
        database,
        account,
        userId,
        account.items ?? options.items,
        random,
        now,
        loadTestAccount,
      ),
    );
  });
  return database;
}

const passwordHashes = new Map<string, string>();

/** scrypt is deliberately slow: hash each seeded account once per process, not once per build. */
function demoPasswordHash(seed: number, email: string): string {
  const salt = hashSeed(seed, email).toString(16).padStart(8, '0').repeat(4);
  let hash = passwordHashes.get(salt);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, Buffer.from(salt, 'hex'));
    passwordHashes.set(salt, hash);
  }
  return hash;
}

function buildMarket(seed: number, now: number, deviceModels: Map<string, DeviceModel>): Market {
  const random = createRandom(hashSeed(seed, 'market'));
  const products = new Map<string, MarketProduct>();
  const offers = new Map<number, CompetitorOffer>();
  let offerId = 1;
  for (const category of CATEGORIES) {
    for (const model of DEVICE_MODELS[category.slug]) {
      model.storages.forEach((storage, storageIndex) => {
        for (const grade of GRADES) {
          for (const batteryType of BATTERIES) {
            const key = marketProductKey(category.id, model.model, storage, grade, batteryType);
            const ageFactor = 0.88 ** Math.max(0, 2024 - model.year);
            const referencePrice = roundMoney(
              model.price *
                (1 + STORAGE_STEP * storageIndex) *
                (GRADE_VALUE[grade] ?? 0.6) *
                ageFactor *
                (batteryType === 'new' ? 1.05 : 1),
            );
            const product: MarketProduct = {
              key,
              categoryId: category.id,
              brand: model.brand,
              model: model.model,
              name: model.model.startsWith(model.brand)
                ? model.model
                : `${model.brand} ${model.model}`,
              storage,
              grade,
              batteryType,
              year: model.year,
              family: model.family,
              generation: model.generation,
              referencePrice,
              offerIds: [],
            };
            deviceModels.set(key, model);
            // Recent models in good grades are what most sellers list.
            const popularity = Math.round(
              (grade === 'A' || grade === 'B' ? 1.6 : 0.9) *
                (model.year >= 2021 ? 1.6 : 1) *
                random.int(1, 5),
            );
            for (const country of COUNTRIES) {
              const vendor = vendorFor(country, category.id);
              const money = COUNTRY_MONEY[country];
              // The big three markets always list the product; smaller ones may not.
              const resellCount = random.int(MAIN_MARKETS.has(country) ? 1 : 0, popularity);
              const buybackCount = random.int(0, Math.max(1, Math.floor(popularity / 2)));
              for (let index = 0; index < resellCount + buybackCount; index += 1) {
                const kind = index < resellCount ? 'resell' : 'buyback';
                const sellerName = random.pick(SELLER_NAMES);
                const sellerSlug = sellerName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
                const rating = random.chance(0.8)
                  ? Math.round((3.2 + random.next() * 1.8) * 10) / 10
                  : null;
                const factor = kind === 'resell' ? 1 : 0.62;
                const offer: CompetitorOffer = {
                  id: offerId,
                  vendorId: vendor.id,
                  productKey: key,
                  kind,
                  sellerName,
                  price: roundMoney(
                    referencePrice * factor * money.perEuro * (1 + random.gaussian() * 0.05),
                  ),
                  color: random.chance(0.95) ? random.pick(model.colors) : null,
                  batteryType,
                  url: `https://${marketplaceDomain(country)}/${kind === 'resell' ? 'p' : 'trade-in'}/${slugify(product.name)}-${offerId}`,
                  rating,
                  reviewsUrl:
                    rating === null ? null : `${vendor.reviewsBaseUrl}/${sellerSlug}/reviews`,
                  updatedAt: now - random.int(0, 36) * 3_600_000,
                };
                offers.set(offerId, offer);
                product.offerIds.push(offerId);
                offerId += 1;
              }
            }
            products.set(key, product);
          }
        }
      });
    }
  }
  return {
    categories: [...CATEGORIES],
    vendors: [...VENDORS],
    products,
    offers,
    lastUpdate: now - 12 * 60_000,
    version: 1,
  };
}

const CATEGORY_WEIGHTS: Record<string, number> = {
  smartphone: 0.6,
  pc: 0.2,
  tablet: 0.12,
  smartwatch: 0.08,
};

function buildStore(
  database: GeneratedDatabase,
  account: DemoAccount,
  storeId: number,
  itemCount: number,
  random: Random,
  now: number,
  loadTestAccount: boolean,
): StoreRecord {
  const categoryIds = account.categories.map((slug) => categoryBySlug(slug).id);
  const store: StoreRecord = {
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
    const item = buildItem(
      database,
      store,
      product,
      `${prefix}-${String(sequence).padStart(6, '0')}`,
      random,
      now,
    );
    store.items.push(item);
    store.itemsById.set(item.id, item);
  }
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
  store.notifications.splice(0, Math.max(0, store.notifications.length - MAX_USER_NOTIFICATIONS));
  for (const notification of store.notifications) {
    notification.id = database.nextNotificationId++;
  }
  for (const item of store.items) identifyItemEvents(item);
  return store;
}

function buildItem(
  database: GeneratedDatabase,
  store: StoreRecord,
  product: MarketProduct,
  externalId: string,
  random: Random,
  now: number,
): CatalogItemRecord {
  const model = database.deviceModels.get(product.key);
  const reference = product.referencePrice;
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
  const stock = random.int(0, 40);
  const id = database.nextItemId++;
  const item: CatalogItemRecord = {
    id,
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
      Math.max(roundMoney(reference * (0.96 + random.next() * 0.06)), minPrice),
      maxPrice,
    ),
    productKey: product.key,
    url: `https://${store.configuration.storeSlug}.example.com/products/${slugify(product.name)}-${externalId.toLowerCase()}`,
    year: product.year,
    screenInches: model?.screenInches ?? null,
    notifications: [],
    events: [],
  };
  // Every item entered the catalog by a feed upload shortly before the seeded past begins.
  const listedAt = now - SEEDED_HISTORY_DAYS * DAY_MS - random.int(1, 72) * 3_600_000;
  if (item.automaticPriceEnabled) {
    // The repricer takes it from its listing price (seedRepricingHistory).
    item.lastPriceChangeAt = listedAt;
    item.events.push(listingEvent(listedAt, price));
    return item;
  }
  // A manually priced item: the seller changed its price by upload a few times since.
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
  return item;
}

function listingEvent(createdAt: number, price: number): ItemEvent {
  return {
    createdAt,
    event: 'catalog_upload',
    note: `Created by upload at ${price.toFixed(2)}`,
    listedAt: price,
  };
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

function ean13(random: Random): string {
  let digits = '';
  for (let index = 0; index < 12; index += 1) digits += String(random.int(0, 9));
  let sum = 0;
  for (let index = 0; index < 12; index += 1)
    sum += Number(digits[index]) * (index % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}
