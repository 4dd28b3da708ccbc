import { type Category, type BatteryType, type Grade } from '../data/types';
import { type Locale } from '../i18n';
import { type DecimalEvidence, type DecimalMark } from './amounts';

/** The upload's column names, the same in CSV headers, `<catalog><item>` elements and exports. */
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
/** What a row can set: the columns, plus the product page that feeds carry (`link`). */
export type CatalogUploadField = CatalogUploadColumn | 'url';

export const AMOUNT_FIELDS = ['price', 'base_price', 'cost', 'min_price', 'max_price'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/**
 * One validated upload row. `null` means "not in the file": an update keeps the item's value,
 * a new item gets the store's default. Amounts are in the catalog currency, to the cent.
 */
export interface CatalogUploadRow {
  externalId: string;
  name: string;
  ean: string | null;
  brand: string | null;
  model: string | null;
  /** The slug of one of the store's categories (the upload resolved what the file wrote). */
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

/** A value as the file gave it: the column (CSV header or XML element) and its text. */
export interface RawField {
  column: string;
  value: string;
  /** A Google product category: its numeric values are Google's ids, not ours. */
  googleTaxonomy?: boolean;
}

/** Per field: its text as given, or the file's name for its column. */
export type FieldTexts = Partial<Record<CatalogUploadField, string>>;

/** Every field, none read yet: written out, so that every item's values have one shape. */
export function noFieldTexts(): FieldTexts {
  return {
    external_id: undefined,
    ean: undefined,
    name: undefined,
    brand: undefined,
    model: undefined,
    category: undefined,
    storage: undefined,
    ram: undefined,
    grade: undefined,
    color: undefined,
    battery_type: undefined,
    price: undefined,
    base_price: undefined,
    cost: undefined,
    stock: undefined,
    min_price: undefined,
    max_price: undefined,
    url: undefined,
  } satisfies Record<CatalogUploadField, undefined>;
}

/** One row or item as read from the file, before validation; read through these accessors. */
export interface RawCatalogRow {
  /** The field's text as given; undefined when the file has no such column or element. */
  value(field: CatalogUploadField): string | undefined;
  /** The field's column as the file names it; undefined when it has none. */
  column(field: CatalogUploadField): string | undefined;
  /**
   * The field's text to use: trimmed, or as written for a cell the export's formula guard
   * protected; undefined when the file has no such column or element.
   */
  text(field: CatalogUploadField): string | undefined;
  /** Where the category may come from, most explicit first; the first that names one wins. */
  categorySources(): RawField[];
  /** Problems found while mapping the source (a feed's g:condition, its sale dates). */
  readonly problems: readonly RowProblem[];
}

/** Where a validated row's values came from, to name them if applying the row fails. */
export interface RowSources {
  value(field: CatalogUploadField): string | undefined;
  column(field: CatalogUploadField): string | undefined;
}

/** A raw row over ready-made objects of values and column names (XML items). */
export class MappedRow implements RawCatalogRow {
  constructor(
    private readonly values: FieldTexts,
    private readonly columns: FieldTexts,
    private readonly sources: RawField[],
    readonly problems: readonly RowProblem[] = [],
  ) {}

  value(field: CatalogUploadField): string | undefined {
    return this.values[field];
  }

  column(field: CatalogUploadField): string | undefined {
    return this.columns[field];
  }

  text(field: CatalogUploadField): string | undefined {
    return this.values[field]?.trim();
  }

  categorySources(): RawField[] {
    return this.sources;
  }
}

/** Why a row was refused: the column and value as given, and the rule, for the seller. */
export interface RowProblem {
  column: string | null;
  value: string | null;
  message: string;
}

/** What the file's columns are called, for problems about a value that is not there. */
export type ColumnNames = Record<CatalogUploadField, string>;

export const CSV_COLUMN_NAMES: ColumnNames = {
  ...(Object.fromEntries(CATALOG_UPLOAD_COLUMNS.map((column) => [column, column])) as Record<
    CatalogUploadColumn,
    string
  >),
  url: 'url',
};

/** What validation needs to know about the store and the file. */
export interface RowContext {
  locale: Locale;
  currency: string;
  currencySymbol: string;
  categories: readonly Category[];
  evidence: DecimalEvidence;
  /** How examples in messages write decimals: the file's mark, else its delimiter's. */
  exampleMark: DecimalMark;
  columns: ColumnNames;
}

/** Values quoted back in messages are cut here: a report must stay small. */
const MAX_QUOTED = 100;

/** A value as it is quoted back to the seller (cut when very long). */
export function quoted(value: string): string {
  return value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value;
}
