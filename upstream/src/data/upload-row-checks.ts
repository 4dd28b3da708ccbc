// What an uploaded row must satisfy before it is applied to a store (docs/uploads.md): a category
// the store sells in, and a price within its limits.
import type { UploadRowError } from '../files';
import { uploadText } from '../files';
import { formatDecimal, type Locale } from '../i18n';
import { CATEGORIES } from './reference';
import type { StoreRecord } from './types';
import type { UploadedRow } from './apply-catalog-upload';

/** Why a row cannot be applied, as the report shows it. */
export type Problem = Pick<UploadRowError, 'column' | 'value' | 'message'>;

/** The store's category a row names (slug, name or id, any case); null when it sells in none such. */
export function categoryIdOf(store: StoreRecord, text: string | null): number | null {
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

/** A missing or unknown category, listing the store's accepted ones. */
export function categoryProblem(
  store: StoreRecord,
  column: string,
  value: string | null,
  locale: Locale,
): Problem {
  const accepted = storeCategorySlugs(store);
  return {
    column,
    value,
    message:
      value === null
        ? uploadText(locale, 'categoryRequired', { column, accepted })
        : uploadText(locale, 'categoryUnknown', { column, value, accepted }),
  };
}

function storeCategorySlugs(store: StoreRecord): string {
  return store.categoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id)?.slug)
    .filter((slug) => slug !== undefined)
    .join(', ');
}

type LimitField = 'price' | 'min_price' | 'max_price';

/** The limits an item must satisfy after the row is applied; null when they hold. */
export function limitsProblem(
  uploaded: UploadedRow,
  price: number,
  minPrice: number,
  maxPrice: number,
  locale: Locale,
): Problem | null {
  if (minPrice <= maxPrice && price >= minPrice && price <= maxPrice) return null;
  const shown = (field: LimitField, value: number) => {
    const given = uploaded.sources?.value(field);
    return {
      column: uploaded.sources?.column(field) ?? field,
      value: given !== undefined ? given.trim() : formatDecimal(locale, value),
    };
  };
  const max = formatDecimal(locale, maxPrice);
  if (minPrice > maxPrice) {
    const { column, value } = shown('min_price', minPrice);
    return { column, value, message: uploadText(locale, 'minAboveMax', { column, value, max }) };
  }
  const field = fieldOutsideLimits(uploaded, price, minPrice);
  const { column, value } = shown(
    field,
    field === 'price' ? price : field === 'min_price' ? minPrice : maxPrice,
  );
  const min = formatDecimal(locale, minPrice);
  return {
    column,
    value,
    message: uploadText(locale, 'outsideLimits', { column, value, min, max }),
  };
}

/** The value to blame for a price outside its limits: the one the row set. */
function fieldOutsideLimits(uploaded: UploadedRow, price: number, minPrice: number): LimitField {
  const { row } = uploaded;
  if (row.price !== null) return 'price';
  if (row.minPrice !== null && price < minPrice) return 'min_price';
  if (row.maxPrice !== null) return 'max_price';
  return 'price';
}
