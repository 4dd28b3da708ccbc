// What an uploaded row must satisfy before it is applied to a store (docs/uploads.md): a category
// the store sells in, and a price within its limits.
import type { CategoryMatch, UploadRowError } from '../files';
import { acceptedCategories, matchCategory, uploadText } from '../files';
import { formatDecimal, type Locale } from '../i18n';
import { CATEGORIES } from './reference';
import type { Category, StoreRecord } from './types';
import type { UploadedRow } from './apply-catalog-upload';

/** Why a row cannot be applied, as the report shows it. */
export type Problem = Pick<UploadRowError, 'column' | 'value' | 'message'>;

/** The categories a store sells in, in the order of its settings (the reader's list too). */
export function storeCategories(store: StoreRecord): Category[] {
  return store.categoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id))
    .filter((category) => category !== undefined);
}

/** Per store, what each category text names: the same few texts repeat row after row. */
const matchesByStore = new WeakMap<
  StoreRecord,
  { categoryIds: readonly number[]; categories: Category[]; matches: Map<string, CategoryMatch> }
>();

/**
 * What a row's category text names among the store's categories, by the one matcher the file
 * reader uses too (slug, name or id in any case and spacing, sellers' words, Google's taxonomy).
 */
function categoryMatchOf(store: StoreRecord, text: string): CategoryMatch {
  let cached = matchesByStore.get(store);
  if (cached === undefined || cached.categoryIds !== store.categoryIds) {
    const categories = storeCategories(store);
    cached = { categoryIds: store.categoryIds, categories, matches: new Map() };
    matchesByStore.set(store, cached);
  }
  let match = cached.matches.get(text);
  if (match === undefined) {
    match = matchCategory(text, cached.categories, { ourIds: true });
    cached.matches.set(text, match);
  }
  return match;
}

/** The store's category a row names; null when it names none of them (or several). */
export function categoryIdOf(store: StoreRecord, text: string | null): number | null {
  if (text === null) return null;
  const match = categoryMatchOf(store, text);
  return match.kind === 'category' ? match.category.id : null;
}

/** A missing, unknown or ambiguous category, listing the store's accepted ones. */
export function categoryProblem(
  store: StoreRecord,
  column: string,
  value: string | null,
  locale: Locale,
): Problem {
  const accepted = acceptedCategories(storeCategories(store));
  if (value === null)
    return { column, value, message: uploadText(locale, 'categoryRequired', { column, accepted }) };
  const match = categoryMatchOf(store, value);
  const message =
    match.kind === 'ambiguous'
      ? uploadText(locale, 'categoryAmbiguous', {
          column,
          value,
          candidates: match.categories.map((category) => category.slug).join(', '),
          accepted,
        })
      : uploadText(locale, 'categoryUnknown', { column, value, accepted });
  return { column, value, message };
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
