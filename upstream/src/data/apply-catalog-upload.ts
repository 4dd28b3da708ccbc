// Upserting uploaded rows into a store by external_id (docs/uploads.md). Runs after the whole
// file parsed cleanly, in one synchronous pass, so a refused or oversize file changes nothing.
import type {
  CatalogUploadRow,
  RawField,
  RowSources,
  UploadItemRef,
  UploadRowError,
} from '../files';
import { uploadText } from '../files';
import { formatDecimal, type Locale } from '../i18n';
import { roundMoney } from './money';
import { marketProductKey } from './product-key';
import { CATEGORIES } from './reference';
import { recordItemEvent, touchStore } from './store-changes';
import type { CatalogItemRecord, Database, StoreRecord } from './types';

export interface UploadedRow {
  line: number;
  row: CatalogUploadRow;
  /** XML items: position and id, repeated in an error about the row. */
  item?: UploadItemRef | null;
  /** Where the row's values came from (column and text as given), for error messages. */
  sources?: RowSources;
  /** Where its category came from. */
  categorySource?: RawField | null;
}

/** A row the parser refused, as the report lists it. */
export type RejectedRow = Pick<UploadRowError, 'line' | 'message'> &
  Partial<Omit<UploadRowError, 'line' | 'message'>>;

export interface CatalogUploadOutcome {
  created: number;
  /** Existing items whose stored values changed. */
  updated: number;
  /** Rows that matched an existing item and changed none of its values. */
  unchanged: number;
  /** Rows refused, by the parser or here. */
  failed: number;
  /** Every error, in file order (a row may have several). */
  errors: UploadRowError[];
}

export interface ApplyCatalogUploadOptions {
  /** The uploader's language, for the errors found here (default en-GB). */
  locale?: Locale;
  /** Rows the parser refused (default: one per entry of `rejected`). */
  failedRows?: number;
  /** What the file calls the price and category columns (feeds: g:price, g:product_type). */
  columns?: { price: string; category: string };
}

export function applyCatalogUpload(
  database: Database,
  store: StoreRecord,
  rows: UploadedRow[],
  rejected: RejectedRow[],
  now: number,
  options: ApplyCatalogUploadOptions = {},
): CatalogUploadOutcome {
  const locale = options.locale ?? 'en-GB';
  const columns = options.columns ?? { price: 'price', category: 'category' };
  const byExternalId = new Map(store.items.map((item) => [item.externalId, item]));
  const outcome: CatalogUploadOutcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: options.failedRows ?? rejected.length,
    errors: rejected.map((entry) => ({
      line: entry.line,
      item: entry.item ?? null,
      column: entry.column ?? null,
      value: entry.value ?? null,
      message: entry.message,
    })),
  };
  const refuse = (uploaded: UploadedRow, problem: Problem) => {
    outcome.failed += 1;
    outcome.errors.push({ line: uploaded.line, item: uploaded.item ?? null, ...problem });
  };
  for (const uploaded of rows) {
    const { row } = uploaded;
    const existing = byExternalId.get(row.externalId);
    if (existing) {
      const result = updateItem(existing, uploaded, store, now, locale);
      if (typeof result === 'object') refuse(uploaded, result);
      else if (result === 'changed') outcome.updated += 1;
      else outcome.unchanged += 1;
      continue;
    }
    const created = createItem(database, store, uploaded, now, locale, columns);
    if ('problem' in created) {
      refuse(uploaded, created.problem);
      continue;
    }
    store.items.push(created.item);
    store.itemsById.set(created.item.id, created.item);
    byExternalId.set(created.item.externalId, created.item);
    outcome.created += 1;
  }
  outcome.errors.sort(
    (left, right) =>
      left.line - right.line || (left.item?.position ?? 0) - (right.item?.position ?? 0),
  );
  if (outcome.created + outcome.updated > 0) touchStore(store, now);
  return outcome;
}

type Problem = Pick<UploadRowError, 'column' | 'value' | 'message'>;

function categoryIdOf(store: StoreRecord, text: string | null): number | null {
  if (text === null) return null;
  const wanted = text.trim().toLowerCase();
  const category = CATEGORIES.find(
    (candidate) =>
      candidate.slug === wanted ||
      candidate.name.toLowerCase() === wanted ||
      String(candidate.id) === wanted,
  );
  return category && store.categoryIds.includes(category.id) ? category.id : null;
}

function storeCategorySlugs(store: StoreRecord): string {
  return store.categoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id)?.slug)
    .filter((slug) => slug !== undefined)
    .join(', ');
}

/** The limits an item must satisfy after the row is applied; null when they hold. */
function limitsProblem(
  uploaded: UploadedRow,
  price: number,
  minPrice: number,
  maxPrice: number,
  locale: Locale,
): Problem | null {
  if (minPrice <= maxPrice && price >= minPrice && price <= maxPrice) return null;
  const shown = (field: 'price' | 'min_price' | 'max_price', value: number) => {
    const given = uploaded.sources?.value(field);
    return {
      column: uploaded.sources?.column(field) ?? field,
      value: given !== undefined ? given.trim() : formatDecimal(locale, value),
    };
  };
  if (minPrice > maxPrice) {
    const { column, value } = shown('min_price', minPrice);
    return {
      column,
      value,
      message: uploadText(locale, 'minAboveMax', {
        column,
        value,
        max: formatDecimal(locale, maxPrice),
      }),
    };
  }
  if (price < minPrice || price > maxPrice) {
    const field =
      uploaded.row.price !== null
        ? 'price'
        : uploaded.row.minPrice !== null && price < minPrice
          ? 'min_price'
          : uploaded.row.maxPrice !== null
            ? 'max_price'
            : 'price';
    const { column, value } = shown(
      field,
      field === 'price' ? price : field === 'min_price' ? minPrice : maxPrice,
    );
    return {
      column,
      value,
      message: uploadText(locale, 'outsideLimits', {
        column,
        value,
        min: formatDecimal(locale, minPrice),
        max: formatDecimal(locale, maxPrice),
      }),
    };
  }
  return null;
}

/** Applies a row to an existing item: 'changed', 'unchanged', or why it cannot be applied. */
function updateItem(
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
    const value = row.category ?? '';
    return {
      column,
      value,
      message: uploadText(locale, 'categoryUnknown', {
        column,
        value,
        accepted: storeCategorySlugs(store),
      }),
    };
  }
  const price = row.price ?? item.price;
  const minPrice = row.minPrice ?? item.minPrice;
  const maxPrice = row.maxPrice ?? item.maxPrice;
  const limits = limitsProblem(uploaded, price, minPrice, maxPrice, locale);
  if (limits) return limits;
  const stock = row.stock ?? item.stock;
  const stockRfs = Math.min(item.stockRfs, stock);
  const ean = row.ean ?? item.ean;
  const brand = row.brand ?? item.brand;
  const model = row.model ?? item.model;
  const storage = row.storage ?? item.storage;
  const ram = row.ram ?? item.ram;
  const grade = row.grade ?? item.grade;
  const color = row.color ?? item.color;
  const batteryType = row.batteryType ?? item.batteryType;
  const basePrice = row.basePrice ?? item.basePrice;
  const cost = row.cost ?? item.cost;
  const url = row.url ?? item.url;
  const changed =
    item.name !== row.name ||
    item.categoryId !== categoryId ||
    item.ean !== ean ||
    item.brand !== brand ||
    item.model !== model ||
    item.storage !== storage ||
    item.ram !== ram ||
    item.grade !== grade ||
    item.color !== color ||
    item.batteryType !== batteryType ||
    item.price !== price ||
    item.basePrice !== basePrice ||
    item.cost !== cost ||
    item.stock !== stock ||
    item.stockRfs !== stockRfs ||
    item.minPrice !== minPrice ||
    item.maxPrice !== maxPrice ||
    item.url !== url;
  if (!changed) return 'unchanged';
  const previousPrice = item.price;
  item.name = row.name;
  item.categoryId = categoryId;
  item.ean = ean;
  item.brand = brand;
  item.model = model;
  item.storage = storage;
  item.ram = ram;
  item.grade = grade;
  item.color = color;
  item.batteryType = batteryType;
  item.price = price;
  item.basePrice = basePrice;
  item.cost = cost;
  item.stock = stock;
  item.stockRfs = stockRfs;
  item.minPrice = minPrice;
  item.maxPrice = maxPrice;
  item.url = url;
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
  return 'changed';
}

function createItem(
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
    const value = row.category;
    const accepted = storeCategorySlugs(store);
    return {
      problem: {
        column,
        value,
        message:
          value === null
            ? uploadText(locale, 'categoryRequired', { column, accepted })
            : uploadText(locale, 'categoryUnknown', { column, value, accepted }),
      },
    };
  }
  const brand = row.brand ?? row.name.split(/\s+/)[0] ?? row.name;
  const model =
    row.model ?? (row.name.startsWith(`${brand} `) ? row.name.slice(brand.length + 1) : row.name);
  const grade = row.grade ?? 'A';
  const batteryType = row.batteryType ?? 'std';
  const cost = row.cost ?? roundMoney(row.price * 0.7);
  const minPrice = row.minPrice ?? roundMoney(Math.min(row.price, cost * 1.05));
  const maxPrice = row.maxPrice ?? roundMoney(row.price * 1.3);
  const limits = limitsProblem(uploaded, row.price, minPrice, maxPrice, locale);
  if (limits) return { problem: limits };
  const productKey = marketProductKey(categoryId, model, row.storage, grade, batteryType);
  const product = database.market.products.get(productKey);
  const stock = row.stock ?? 0;
  return {
    item: {
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
    },
  };
}
