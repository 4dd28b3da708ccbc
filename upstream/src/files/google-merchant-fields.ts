import { type Locale } from '../i18n';
import {
  type CatalogUploadField,
  type ColumnNames,
  CSV_COLUMN_NAMES,
  MappedRow,
  noFieldTexts,
  type RawCatalogRow,
  type RawField,
  type RowProblem,
  quoted,
} from './catalog-upload-row';
import { uploadText } from './upload-messages';

/** An item's elements as text, by element name (`g:` for Google's namespace, whatever prefix). */
export type ItemElements = ReadonlyMap<string, string>;

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

/** The first of the elements named that has a value, with its name as the column. */
function pick(item: ItemElements, names: readonly string[]): RawField | undefined {
  for (const name of names) {
    const value = item.get(name);
    if (value !== undefined && value.trim() !== '') return { column: name, value };
  }
  return undefined;
}

/** A column Google has no element for: read from `g:<column>`, else `<column>`. */
const extra = (column: string) => [`g:${column}`, column] as const;
/** Fields read as they are from the first of their elements with a value. */
const PLAIN_FIELDS: ReadonlyArray<readonly [CatalogUploadField, readonly string[]]> = [
  ['external_id', ['g:id', 'id', 'external_id']],
  ['ean', ['g:gtin', 'ean']],
  ['name', ['title', 'g:title', 'name']],
  ['brand', ['g:brand', 'brand']],
  ['color', ['g:color', 'color']],
  ['url', ['link', 'g:link']],
  ...(
    ['model', 'storage', 'ram', 'battery_type', 'cost', 'stock', 'min_price', 'max_price'] as const
  ).map((field) => [field, extra(field)] as const),
];
/** The elements the other values are read from: the first with a value wins. */
const ELEMENTS = {
  condition: ['g:condition', 'condition'],
  grade: extra('grade'),
  gradeLabel: ['g:custom_label_0'],
  price: ['g:price', 'price'],
  basePrice: extra('base_price'),
  salePrice: ['g:sale_price'],
  saleDates: ['g:sale_price_effective_date'],
  category: extra('category'),
  productType: ['g:product_type', 'product_type'],
  googleCategory: ['g:google_product_category', 'google_product_category'],
} as const satisfies Record<string, readonly string[]>;

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

  const condition = pick(item, ELEMENTS.condition);
  const conditionText = condition?.value.trim().toLowerCase();
  if (condition && !CONDITIONS.includes(conditionText ?? '')) problem(condition, 'condition');
  const grade =
    pick(item, ELEMENTS.grade) ??
    (conditionText === 'new' && condition ? { column: condition.column, value: 'N' } : undefined) ??
    pick(item, ELEMENTS.gradeLabel);

  // g:sale_price, while its sale runs, is the price and g:price the base price it is cut from.
  const listPrice = pick(item, ELEMENTS.price);
  const salePrice = pick(item, ELEMENTS.salePrice);
  const saleDates = pick(item, ELEMENTS.saleDates);
  let saleRuns = salePrice !== undefined;
  if (salePrice && saleDates) {
    const period = salePeriod(saleDates.value);
    if (period === null) problem(saleDates, 'saleDate');
    else saleRuns = period.start <= context.now && context.now <= period.end;
  }

  const values = noFieldTexts();
  const columns = noFieldTexts();
  const set = (field: CatalogUploadField, source: RawField | undefined) => {
    if (source === undefined) return;
    values[field] = source.value;
    columns[field] = source.column;
  };
  for (const [field, names] of PLAIN_FIELDS) set(field, pick(item, names));
  set('grade', grade);
  set('price', saleRuns ? salePrice : listPrice);
  set('base_price', pick(item, ELEMENTS.basePrice) ?? (saleRuns ? listPrice : undefined));

  const categorySources: RawField[] = [];
  const category = pick(item, ELEMENTS.category);
  if (category) categorySources.push(category);
  const productType = pick(item, ELEMENTS.productType);
  if (productType) categorySources.push(productType);
  const googleCategory = pick(item, ELEMENTS.googleCategory);
  if (googleCategory) categorySources.push({ ...googleCategory, googleTaxonomy: true });
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
