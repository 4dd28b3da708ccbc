// One uploaded row applied to a store: an existing item updated, or a new item created.
import type { CatalogUploadRow } from '../files';
import { uploadText } from '../files';
import type { Locale } from '../i18n';
import type { UploadedRow } from './apply-catalog-upload';
import { roundMoney } from './money';
import { marketProductKey } from './product-key';
import { recordItemEvent } from './store-changes';
import type { CatalogItemRecord, Database, StoreRecord } from './types';
import { categoryIdOf, categoryProblem, limitsProblem, type Problem } from './upload-row-checks';

/** The item's values an upload row sets. */
const UPLOADED_FIELDS = [
  'name',
  'categoryId',
  'ean',
  'brand',
  'model',
  'storage',
  'ram',
  'grade',
  'color',
  'batteryType',
  'price',
  'basePrice',
  'cost',
  'stock',
  'stockRfs',
  'minPrice',
  'maxPrice',
  'url',
] as const satisfies readonly (keyof CatalogItemRecord)[];
type UploadedFields = Pick<CatalogItemRecord, (typeof UPLOADED_FIELDS)[number]>;

/** Applies a row to an existing item: 'changed', 'unchanged', or why it cannot be applied. */
export function updateItem(
  item: CatalogItemRecord,
  uploaded: UploadedRow,
  store: StoreRecord,
  now: number,
  locale: Locale,
): 'changed' | 'unchanged' | Problem {
  const { row } = uploaded;
  const categoryId = row.category === null ? item.categoryId : categoryIdOf(store, row.category);
  if (categoryId === null) {
    const column = uploaded.categorySource?.column ?? 'category';
    return categoryProblem(store, column, row.category, locale);
  }
  const next = fieldsAfter(item, row, categoryId);
  const limits = limitsProblem(uploaded, next.price, next.minPrice, next.maxPrice, locale);
  if (limits) return limits;
  if (UPLOADED_FIELDS.every((field) => item[field] === next[field])) return 'unchanged';
  const previousPrice = item.price;
  Object.assign(item, next);
  item.productKey = marketProductKey(
    item.categoryId,
    item.model,
    item.storage,
    item.grade,
    item.batteryType,
  );
  const { price } = next;
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
  return 'changed';
}

/** The item's values once the row is applied: what the row leaves empty stays as it was. */
function fieldsAfter(
  item: CatalogItemRecord,
  row: CatalogUploadRow,
  categoryId: number,
): UploadedFields {
  const stock = row.stock ?? item.stock;
  return {
    name: row.name,
    categoryId,
    ean: row.ean ?? item.ean,
    brand: row.brand ?? item.brand,
    model: row.model ?? item.model,
    storage: row.storage ?? item.storage,
    ram: row.ram ?? item.ram,
    grade: row.grade ?? item.grade,
    color: row.color ?? item.color,
    batteryType: row.batteryType ?? item.batteryType,
    price: row.price ?? item.price,
    basePrice: row.basePrice ?? item.basePrice,
    cost: row.cost ?? item.cost,
    stock,
    stockRfs: Math.min(item.stockRfs, stock),
    minPrice: row.minPrice ?? item.minPrice,
    maxPrice: row.maxPrice ?? item.maxPrice,
    url: row.url ?? item.url,
  };
}

/**
 * A new item from a row with a price and a category of the store, or why it cannot be one. Its id
 * is 0 until it joins the store (apply-catalog-upload.ts numbers the new items of a file then).
 */
export function createItem(
  database: Database,
  store: StoreRecord,
  uploaded: UploadedRow,
  now: number,
  locale: Locale,
  columns: { price: string; category: string },
): { item: CatalogItemRecord } | { problem: Problem } {
  const { row } = uploaded;
  if (row.price === null) {
    const column = columns.price;
    return {
      problem: { column, value: null, message: uploadText(locale, 'priceRequired', { column }) },
    };
  }
  const categoryId = categoryIdOf(store, row.category);
  if (categoryId === null) {
    // An item in no category, or in a default one, would be priced against the wrong market.
    const column = uploaded.categorySource?.column ?? columns.category;
    return { problem: categoryProblem(store, column, row.category, locale) };
  }
  const fields = newItemFields(row, row.price, categoryId);
  const limits = limitsProblem(uploaded, row.price, fields.minPrice, fields.maxPrice, locale);
  if (limits) return { problem: limits };
  const { model, storage, grade, batteryType } = fields;
  const productKey = marketProductKey(categoryId, model, storage, grade, batteryType);
  const product = database.market.products.get(productKey);
  // Written out, not spread: a spread then more properties makes a slow dictionary object, and
  // an upload creates tens of thousands of them.
  return {
    item: {
      id: 0,
      storeId: store.id,
      externalId: row.externalId,
      ean: fields.ean,
      name: fields.name,
      brand: fields.brand,
      model,
      categoryId,
      storage,
      ram: fields.ram,
      grade,
      color: fields.color,
      batteryType,
      price: fields.price,
      basePrice: fields.basePrice,
      cost: fields.cost,
      minPrice: fields.minPrice,
      maxPrice: fields.maxPrice,
      stock: fields.stock,
      stockRfs: fields.stockRfs,
      daysTillSoldOut: 90,
      lastPriceChangeAt: now,
      promotion: false,
      accelerated: false,
      automaticPriceEnabled: false,
      suggestedPrice: null,
      productKey,
      url: fields.url,
      year: product?.year ?? new Date(now).getUTCFullYear(),
      screenInches: null,
      notifications: [],
      events: [{ createdAt: now, event: 'catalog_upload', note: 'Created by upload' }],
    },
  };
}

/** A new item's values: what the row leaves empty is derived from its name and price. */
function newItemFields(row: CatalogUploadRow, price: number, categoryId: number): UploadedFields {
  const brand = row.brand ?? firstWord(row.name);
  const model =
    row.model ?? (row.name.startsWith(`${brand} `) ? row.name.slice(brand.length + 1) : row.name);
  const cost = row.cost ?? roundMoney(price * 0.7);
  const stock = row.stock ?? 0;
  return {
    name: row.name,
    categoryId,
    ean: row.ean,
    brand,
    model,
    storage: row.storage,
    ram: row.ram,
    grade: row.grade ?? 'A',
    color: row.color,
    batteryType: row.batteryType ?? 'std',
    price,
    basePrice: row.basePrice ?? price,
    cost,
    stock,
    stockRfs: stock,
    minPrice: row.minPrice ?? roundMoney(Math.min(price, cost * 1.05)),
    maxPrice: row.maxPrice ?? roundMoney(price * 1.3),
    url: row.url,
  };
}

/** The text before its first white space (all of it when it has none). */
function firstWord(text: string): string {
  const end = text.search(/\s/);
  return end === -1 ? text : text.slice(0, end);
}
