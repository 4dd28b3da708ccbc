// Upserting uploaded rows into a store by external_id (DECISIONS 18). Runs after the whole file
// parsed cleanly, in one synchronous pass, so a refused or oversize file changes nothing.
import type { CatalogUploadRow } from '../files';
import { roundMoney } from './money';
import { marketProductKey } from './productKey';
import { CATEGORIES } from './reference';
import { recordItemEvent, touchStore } from './storeChanges';
import type { CatalogItemRecord, Database, StoreRecord } from './types';

export interface UploadedRow {
  line: number;
  row: CatalogUploadRow;
}

export interface CatalogUploadOutcome {
  created: number;
  updated: number;
  failed: number;
  errors: Array<{ line: number; message: string }>;
}

export function applyCatalogUpload(
  database: Database,
  store: StoreRecord,
  rows: UploadedRow[],
  rejected: Array<{ line: number; message: string }>,
  now: number,
): CatalogUploadOutcome {
  const byExternalId = new Map(store.items.map((item) => [item.externalId, item]));
  const outcome: CatalogUploadOutcome = {
    created: 0,
    updated: 0,
    failed: rejected.length,
    errors: [...rejected],
  };
  for (const { line, row } of rows) {
    const existing = byExternalId.get(row.externalId);
    const problem = existing ? updateItem(existing, row, store, now) : null;
    if (existing && problem === null) {
      outcome.updated += 1;
      continue;
    }
    if (problem !== null) {
      outcome.failed += 1;
      outcome.errors.push({ line, message: problem });
      continue;
    }
    const created = createItem(database, store, row, now);
    if (typeof created === 'string') {
      outcome.failed += 1;
      outcome.errors.push({ line, message: created });
      continue;
    }
    store.items.push(created);
    store.itemsById.set(created.id, created);
    byExternalId.set(created.externalId, created);
    outcome.created += 1;
  }
  outcome.errors.sort((left, right) => left.line - right.line);
  if (outcome.created + outcome.updated > 0) touchStore(store, now);
  return outcome;
}

function categoryIdOf(store: StoreRecord, text: string | null): number | null {
  if (text === null) return store.categoryIds[0] ?? null;
  const wanted = text.trim().toLowerCase();
  const category = CATEGORIES.find(
    (candidate) =>
      candidate.slug === wanted ||
      candidate.name.toLowerCase() === wanted ||
      String(candidate.id) === wanted,
  );
  return category && store.categoryIds.includes(category.id) ? category.id : null;
}

/** Checks the limits an item must satisfy after the row is applied; null when they hold. */
function limitsProblem(price: number, minPrice: number, maxPrice: number): string | null {
  if (minPrice > maxPrice) return `min_price ${minPrice} is above max_price ${maxPrice}.`;
  if (price < minPrice || price > maxPrice)
    return `price ${price} is outside min_price ${minPrice} and max_price ${maxPrice}.`;
  return null;
}

function updateItem(
  item: CatalogItemRecord,
  row: CatalogUploadRow,
  store: StoreRecord,
  now: number,
): string | null {
  const categoryId = row.category === null ? item.categoryId : categoryIdOf(store, row.category);
  if (categoryId === null)
    return `category "${row.category}" is not one of the store's categories.`;
  const price = row.price ?? item.price;
  const minPrice = row.minPrice ?? item.minPrice;
  const maxPrice = row.maxPrice ?? item.maxPrice;
  const limits = limitsProblem(price, minPrice, maxPrice);
  if (limits) return limits;
  const previousPrice = item.price;
  item.name = row.name;
  item.categoryId = categoryId;
  item.ean = row.ean ?? item.ean;
  item.brand = row.brand ?? item.brand;
  item.model = row.model ?? item.model;
  item.storage = row.storage ?? item.storage;
  item.ram = row.ram ?? item.ram;
  item.grade = row.grade ?? item.grade;
  item.color = row.color ?? item.color;
  item.batteryType = row.batteryType ?? item.batteryType;
  item.price = price;
  item.basePrice = row.basePrice ?? item.basePrice;
  item.cost = row.cost ?? item.cost;
  item.stock = row.stock ?? item.stock;
  item.stockRfs = Math.min(item.stockRfs, item.stock);
  item.minPrice = minPrice;
  item.maxPrice = maxPrice;
  item.url = row.url ?? item.url;
  item.productKey = marketProductKey(
    item.categoryId,
    item.model,
    item.storage,
    item.grade,
    item.batteryType,
  );
  if (price !== previousPrice) item.lastPriceChangeAt = now;
  recordItemEvent(
    item,
    'catalog_upload',
    price !== previousPrice
      ? `Updated by upload; price ${previousPrice.toFixed(2)} → ${price.toFixed(2)}`
      : 'Updated by upload',
    now,
    price !== previousPrice ? { from: previousPrice, to: price } : undefined,
  );
  return null;
}

function createItem(
  database: Database,
  store: StoreRecord,
  row: CatalogUploadRow,
  now: number,
): CatalogItemRecord | string {
  if (row.price === null) return 'price is required for a new item.';
  const categoryId = categoryIdOf(store, row.category);
  if (categoryId === null)
    return `category "${row.category}" is not one of the store's categories.`;
  const brand = row.brand ?? row.name.split(/\s+/)[0] ?? row.name;
  const model =
    row.model ?? (row.name.startsWith(`${brand} `) ? row.name.slice(brand.length + 1) : row.name);
  const grade = row.grade ?? 'A';
  const batteryType = row.batteryType ?? 'std';
  const cost = row.cost ?? roundMoney(row.price * 0.7);
  const minPrice = row.minPrice ?? roundMoney(Math.min(row.price, cost * 1.05));
  const maxPrice = row.maxPrice ?? roundMoney(row.price * 1.3);
  const limits = limitsProblem(row.price, minPrice, maxPrice);
  if (limits) return limits;
  const productKey = marketProductKey(categoryId, model, row.storage, grade, batteryType);
  const product = database.market.products.get(productKey);
  const stock = row.stock ?? 0;
  return {
    id: database.nextItemId++,
    storeId: store.id,
    externalId: row.externalId,
    ean: row.ean,
    name: row.name,
    brand,
    model,
    categoryId,
    storage: row.storage,
    ram: row.ram,
    grade,
    color: row.color,
    batteryType,
    price: row.price,
    basePrice: row.basePrice ?? row.price,
    cost,
    minPrice,
    maxPrice,
    stock,
    stockRfs: stock,
    daysTillSoldOut: 90,
    lastPriceChangeAt: now,
    promotion: false,
    accelerated: false,
    automaticPriceEnabled: false,
    suggestedPrice: null,
    productKey,
    url: row.url,
    year: product?.year ?? new Date(now).getUTCFullYear(),
    screenInches: null,
    notifications: [],
    events: [{ createdAt: now, event: 'catalog_upload', note: 'Created by upload' }],
  };
}
