import { type Locale } from '../i18n';
import {
  type CatalogUploadField,
  type ColumnNames,
  CSV_COLUMN_NAMES,
  type FieldTexts,
  MappedRow,
  type RawCatalogRow,
  type RawField,
  type RowProblem,
  quoted,
} from './catalog-upload-row';
import { uploadText } from './upload-messages';

/** An item's elements as text, by element name (`g:` for Google's namespace, whatever prefix). */
export type ItemElements = Record<string, string>;

/** Column names a problem about a missing feed value uses. */
export const FEED_COLUMN_NAMES: ColumnNames = {
  ...CSV_COLUMN_NAMES,
  external_id: 'g:id',
  name: 'title',
  ean: 'g:gtin',
  brand: 'g:brand',
  category: 'g:product_type',
  color: 'g:color',
  price: 'g:price',
  url: 'link',
};

const CONDITIONS = ['new', 'refurbished', 'used'];

/**
 * How a Google Merchant Center item (RSS 2.0 `<item>` or Atom 1.0 `<entry>`) becomes catalog
 * fields; the table is in docs/uploads.md ("Google Merchant feeds"). Google has no element for
 * model, storage, ram, battery_type, cost, stock, min_price and max_price: they are read from
 * `g:<column>` or a plain `<column>` element, so a feed can carry them as extra elements.
 */
export function googleMerchantFields(
  item: ItemElements,
  context: { locale: Locale; now: number },
): RawCatalogRow {
  const pick = (...names: string[]): RawField | undefined => {
    for (const name of names) {
      const value = item[name];
      if (value !== undefined && value.trim() !== '') return { column: name, value };
    }
    return undefined;
  };
  const extra = (column: string) => pick(`g:${column}`, column);
  const problems: RowProblem[] = [];
  const problem = (field: RawField, key: 'condition' | 'saleDate') =>
    problems.push({
      column: field.column,
      value: quoted(field.value),
      message: uploadText(context.locale, key, {
        column: field.column,
        value: quoted(field.value),
      }),
    });

  const condition = pick('g:condition', 'condition');
  const conditionText = condition?.value.trim().toLowerCase();
  if (condition && !CONDITIONS.includes(conditionText ?? '')) problem(condition, 'condition');
  const grade =
    extra('grade') ??
    (conditionText === 'new' && condition ? { column: condition.column, value: 'N' } : undefined) ??
    pick('g:custom_label_0');

  // g:sale_price, while its sale runs, is the price and g:price the base price it is cut from.
  const listPrice = pick('g:price', 'price');
  const salePrice = pick('g:sale_price');
  const saleDates = pick('g:sale_price_effective_date');
  let saleRuns = salePrice !== undefined;
  if (salePrice && saleDates) {
    const period = salePeriod(saleDates.value);
    if (period === null) problem(saleDates, 'saleDate');
    else saleRuns = period.start <= context.now && context.now <= period.end;
  }

  const picked: Partial<Record<CatalogUploadField, RawField>> = {
    external_id: pick('g:id', 'id', 'external_id'),
    ean: pick('g:gtin', 'ean'),
    name: pick('title', 'g:title', 'name'),
    brand: pick('g:brand', 'brand'),
    color: pick('g:color', 'color'),
    url: pick('link', 'g:link'),
    grade,
    price: saleRuns ? salePrice : listPrice,
    base_price: extra('base_price') ?? (saleRuns ? listPrice : undefined),
    model: extra('model'),
    storage: extra('storage'),
    ram: extra('ram'),
    battery_type: extra('battery_type'),
    cost: extra('cost'),
    stock: extra('stock'),
    min_price: extra('min_price'),
    max_price: extra('max_price'),
  };
  const productType = pick('g:product_type', 'product_type');
  const googleCategory = pick('g:google_product_category', 'google_product_category');
  const categorySources: RawField[] = [
    extra('category'),
    productType,
    googleCategory && { ...googleCategory, googleTaxonomy: true },
  ].filter((source): source is RawField => source !== undefined);
  const values: FieldTexts = {};
  const columns: FieldTexts = {};
  for (const [field, source] of Object.entries(picked) as Array<
    [CatalogUploadField, RawField | undefined]
  >) {
    if (!source) continue;
    values[field] = source.value;
    columns[field] = source.column;
  }
  return new MappedRow(values, columns, categorySources, problems);
}

/** "2025-03-01T00:00+01:00/2025-03-31T23:59+01:00" (ISO 8601, as Google asks) → epoch ms. */
function salePeriod(text: string): { start: number; end: number } | null {
  const [from, to, ...rest] = text.trim().split('/');
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const start = Date.parse(from.trim());
  const end = Date.parse(to.trim());
  return Number.isNaN(start) || Number.isNaN(end) || start > end ? null : { start, end };
}
