import { type BatteryType, type Grade } from '../data/types';

/** DECISIONS 18's column names, the same in CSV headers and in `<catalog><item>` elements. */
export const CATALOG_UPLOAD_COLUMNS = [
  'external_id',
  'ean',
  'name',
  'brand',
  'model',
  'category',
  'storage',
  'ram',
  'grade',
  'color',
  'battery_type',
  'price',
  'base_price',
  'cost',
  'stock',
  'min_price',
  'max_price',
] as const;
export type CatalogUploadColumn = (typeof CATALOG_UPLOAD_COLUMNS)[number];

/**
 * One validated upload row. `null` means "not in the file": an update keeps the item's value,
 * a new item gets the store's default. Amounts are in the catalog currency, rounded to the cent.
 */
export interface CatalogUploadRow {
  externalId: string;
  name: string;
  ean: string | null;
  brand: string | null;
  model: string | null;
  category: string | null;
  storage: string | null;
  ram: string | null;
  grade: Grade | null;
  color: string | null;
  batteryType: BatteryType | null;
  price: number | null;
  basePrice: number | null;
  cost: number | null;
  stock: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Product page; only Google Merchant feeds carry it (`link`). */
  url: string | null;
}

/** One parsed row or the reason it was refused, with the line it started on. */
export type CatalogUploadResult =
  | { line: number; row: CatalogUploadRow; error?: undefined }
  | { line: number; row?: undefined; error: string };

export type RawCatalogFields = Partial<Record<CatalogUploadColumn | 'url', string>>;

const GRADES: readonly Grade[] = ['A', 'B', 'C', 'N', 'R'];
const MAX_AMOUNT = 1_000_000;
const MAX_TEXT = 255;

/** Turns the raw text of one row into a typed row, or one message listing every problem. */
export function validateCatalogUploadRow(
  fields: RawCatalogFields,
): { row: CatalogUploadRow } | { error: string } {
  const problems: string[] = [];
  const text = (column: CatalogUploadColumn | 'url', required = false): string | null => {
    const value = fields[column]?.trim() ?? '';
    if (value === '') {
      if (required) problems.push(`${column} is required`);
      return null;
    }
    if (value.length > MAX_TEXT) {
      problems.push(`${column} is longer than ${MAX_TEXT} characters`);
      return null;
    }
    return value;
  };
  const amount = (column: CatalogUploadColumn): number | null => {
    const value = text(column);
    if (value === null) return null;
    const parsed = parseDecimal(value);
    if (parsed === null) {
      problems.push(`${column} "${value}" is not a number`);
      return null;
    }
    if (parsed < 0 || parsed > MAX_AMOUNT) {
      problems.push(`${column} ${value} must be between 0 and ${MAX_AMOUNT}`);
      return null;
    }
    return Math.round(parsed * 100) / 100;
  };

  const externalId = text('external_id', true);
  const name = text('name', true);
  const ean = text('ean');
  if (ean !== null && !/^\d{8,14}$/.test(ean)) {
    problems.push(`ean "${ean}" must be 8 to 14 digits`);
  }
  const gradeText = text('grade')?.toUpperCase() ?? null;
  const grade = gradeText === null ? null : (GRADES.find((g) => g === gradeText) ?? null);
  if (gradeText !== null && grade === null) {
    problems.push(`grade "${fields.grade?.trim()}" must be one of A, B, C, N, R`);
  }
  const batteryText = text('battery_type')?.toLowerCase() ?? null;
  const batteryType = batteryText === 'std' || batteryText === 'new' ? batteryText : null;
  if (batteryText !== null && batteryType === null) {
    problems.push(`battery_type "${fields.battery_type?.trim()}" must be std or new`);
  }
  const stockText = text('stock');
  const stock = stockText !== null && /^\d{1,9}$/.test(stockText) ? Number(stockText) : null;
  if (stockText !== null && stock === null) {
    problems.push(`stock "${stockText}" must be a whole number of 0 or more`);
  }
  const minPrice = amount('min_price');
  const maxPrice = amount('max_price');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    problems.push(`min_price ${minPrice} is above max_price ${maxPrice}`);
  }
  const row: CatalogUploadRow = {
    externalId: externalId ?? '',
    name: name ?? '',
    ean: ean,
    brand: text('brand'),
    model: text('model'),
    category: text('category'),
    storage: text('storage'),
    ram: text('ram'),
    grade,
    color: text('color'),
    batteryType,
    price: amount('price'),
    basePrice: amount('base_price'),
    cost: amount('cost'),
    stock,
    minPrice,
    maxPrice,
    url: text('url'),
  };
  return problems.length > 0 ? { error: `${problems.join('; ')}.` } : { row };
}

/**
 * "1234.5", "1234,5" (a decimal comma, usual in `;` files) or "1234.50 EUR" (Google's price
 * format). Thousands separators are refused: "1.234" would be ambiguous.
 */
function parseDecimal(value: string): number | null {
  const withoutCurrency = value.replace(/\s+[A-Za-z]{3}$/, '');
  const match = /^\d+(?:[.,]\d+)?$/.exec(withoutCurrency);
  if (!match) return null;
  const parsed = Number(withoutCurrency.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}
