import { generateDatabase, type GeneratedDatabase } from '../data/generate-database';
import { vendorFor } from '../data/reference';
import { type CatalogItemRecord, type Country, type StoreRecord } from '../data/types';

export const NOW = Date.UTC(2025, 5, 15, 12);
export const DAY_MS = 86_400_000;

/** A small seeded database; stores are the demo accounts (1 demo, 3 buyback, 4 dry run). */
export function smallDatabase(): GeneratedDatabase {
  return generateDatabase({ seed: 7, items: 30, now: NOW });
}

export function storeOf(database: GeneratedDatabase, storeId: number): StoreRecord {
  const store = database.stores.get(storeId);
  if (!store) throw new Error(`no store ${storeId}`);
  return store;
}

/**
 * Makes `item` the only automatically priced item of its store, with known price fields, so a
 * batch's entries and prices can be predicted exactly.
 */
export function onlyRepricedItem(
  store: StoreRecord,
  categoryId: number,
  fields: Partial<CatalogItemRecord> = {},
): CatalogItemRecord {
  const item = store.items.find((candidate) => candidate.categoryId === categoryId);
  if (!item) throw new Error(`store ${store.id} has no item in category ${categoryId}`);
  for (const other of store.items) other.automaticPriceEnabled = false;
  Object.assign(item, {
    automaticPriceEnabled: true,
    price: 1000,
    basePrice: 1000,
    cost: 500,
    minPrice: 500,
    maxPrice: 2000,
    notifications: [],
    events: [],
    ...fields,
  });
  return item;
}

/** Replaces every offer of the item's market product with the given ones. */
export function setOffers(
  database: GeneratedDatabase,
  item: CatalogItemRecord,
  offers: Array<{ price: number; country?: Country; kind?: 'resell' | 'buyback' }>,
): void {
  const product = database.market.products.get(item.productKey);
  if (!product) throw new Error(`no market product ${item.productKey}`);
  for (const offerId of product.offerIds) database.market.offers.delete(offerId);
  product.offerIds = offers.map(({ price, country = 'it', kind = 'resell' }) => {
    const id = database.nextOfferId;
    database.nextOfferId += 1;
    database.market.offers.set(id, {
      id,
      vendorId: vendorFor(country, item.categoryId).id,
      productKey: item.productKey,
      kind,
      sellerName: `seller ${id}`,
      price,
      color: null,
      batteryType: item.batteryType,
      url: `https://example.test/offer/${id}`,
      rating: null,
      reviewsUrl: null,
      updatedAt: NOW,
    });
    return id;
  });
  database.market.version += 1;
}
