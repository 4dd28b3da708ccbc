import { type Category, type BatteryType, type Grade } from '../data/types';
import { formatDecimal, type Locale, type MessageParams } from '../i18n';
import {
  type DecimalEvidence,
  type DecimalMark,
  isStoreCurrency,
  plainAmount,
  readNumber,
  resolveAmbiguous,
  splitCurrency,
} from './amounts';
import { acceptedCategories, type CategoryMatch, matchCategory } from './category-mapping';
import { uploadText } from './upload-messages';

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
type AmountField = (typeof AMOUNT_FIELDS)[number];

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

export const GRADE_ORDER: readonly Grade[] = ['N', 'A', 'B', 'C', 'R'];
/** Grades and battery types as written, any case (a lookup, not a search, per row). */
const GRADE_BY_TEXT = new Map<string, Grade>(
  GRADE_ORDER.flatMap((grade) => [
    [grade, grade],
    [grade.toLowerCase(), grade],
  ]),
);
const BATTERY_BY_TEXT = new Map<string, BatteryType>(
  (['std', 'new'] as const).flatMap((battery) => [
    [battery, battery],
    [battery.toUpperCase(), battery],
    [battery.charAt(0).toUpperCase() + battery.slice(1), battery],
  ]),
);
const MAX_AMOUNT = 1_000_000;
const MAX_STOCK = 999_999_999;
const MAX_TEXT = 255;
/** Values quoted back in messages are cut here: a report must stay small. */
const MAX_QUOTED = 100;

/** A value as it is quoted back to the seller (cut when very long). */
export function quoted(value: string): string {
  return value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value;
}

type MessageKey = Parameters<typeof uploadText>[1];
/** Shared by every row without problems; replaced by a fresh list on the first one. */
const NO_PROBLEMS: RowProblem[] = [];

/**
 * Turns raw rows into typed rows, or every problem each has. One per file: the rows of a file
 * share its context (and, for speed, this object's per-row state).
 */
export class RowValidator {
  private problems: RowProblem[] = [];
  private raw: RawCatalogRow = new MappedRow({}, {}, []);
  private readonly amountExample: string;

  constructor(private readonly context: RowContext) {
    this.amountExample = context.exampleMark === ',' ? '1234,56' : '1234.56';
  }

  validate(
    raw: RawCatalogRow,
  ):
    | { row: CatalogUploadRow; sources: RowSources; categorySource: RawField | null }
    | { problems: RowProblem[] } {
    this.raw = raw;
    this.problems = raw.problems.length > 0 ? [...raw.problems] : NO_PROBLEMS;
    const externalId = this.text('external_id', true);
    const name = this.text('name', true);
    const ean = this.text('ean');
    if (ean !== null && !/^\d{8,14}$/.test(ean)) this.problem('ean', 'ean');
    const gradeText = this.text('grade');
    const grade = gradeText === null ? null : (GRADE_BY_TEXT.get(gradeText) ?? null);
    if (gradeText !== null && grade === null)
      this.problem('grade', 'grade', { accepted: GRADE_ORDER.join(', ') });
    const batteryText = this.text('battery_type');
    const batteryType =
      batteryText === null
        ? null
        : (BATTERY_BY_TEXT.get(batteryText) ??
          BATTERY_BY_TEXT.get(batteryText.toLowerCase()) ??
          null);
    if (batteryText !== null && batteryType === null) this.problem('battery_type', 'batteryType');
    const stock = this.wholeNumber('stock');
    const minPrice = this.amount('min_price');
    const maxPrice = this.amount('max_price');
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
      this.problem('min_price', 'minAboveMax', {
        max: formatDecimal(this.context.locale, maxPrice),
      });
    const categorySources = raw.categorySources();
    const category = categorySources.length > 0 ? this.category(categorySources) : null;
    const row: CatalogUploadRow = {
      externalId: externalId ?? '',
      name: name ?? '',
      ean,
      brand: this.text('brand'),
      model: this.text('model'),
      category: category?.slug ?? null,
      storage: this.text('storage'),
      ram: this.text('ram'),
      grade,
      color: this.text('color'),
      batteryType,
      price: this.amount('price'),
      basePrice: this.amount('base_price'),
      cost: this.amount('cost'),
      stock,
      minPrice,
      maxPrice,
      url: this.text('url'),
    };
    if (this.problems.length > 0) return { problems: this.problems };
    return { row, sources: raw, categorySource: category?.source ?? null };
  }

  private report(problem: RowProblem): void {
    if (this.problems === NO_PROBLEMS) this.problems = [];
    this.problems.push(problem);
  }

  /** The field's text, trimmed unless taken verbatim; null when empty or not in the file. */
  private valueOf(field: CatalogUploadField): string | null {
    const text = this.raw.text(field);
    return text === undefined || text === '' ? null : text;
  }

  private columnOf(field: CatalogUploadField): string {
    return this.raw.column(field) ?? this.context.columns[field];
  }

  private problem(field: CatalogUploadField, key: MessageKey, params: MessageParams = {}): void {
    const column = this.columnOf(field);
    const value = quoted(this.raw.value(field) ?? '');
    this.report({
      column,
      value,
      message: uploadText(this.context.locale, key, { column, value, ...params }),
    });
  }

  private text(field: CatalogUploadField, required = false): string | null {
    const value = this.valueOf(field);
    if (value === null) {
      if (required) {
        const column = this.columnOf(field);
        this.report({
          column,
          value: this.raw.value(field) === undefined ? null : '',
          message: uploadText(this.context.locale, 'required', { column }),
        });
      }
      return null;
    }
    if (value.length > MAX_TEXT) {
      this.problem(field, 'tooLong', { max: MAX_TEXT });
      return null;
    }
    // Decoding never makes one; a feed may still write it as a character reference (&#xFFFD;).
    if (value.includes('\uFFFD')) {
      this.problem(field, 'lostCharacter');
      return null;
    }
    return value;
  }

  /** An amount in the store's currency, to the cent; null (and a problem) when it is not one. */
  private amount(field: AmountField): number | null {
    const value = this.valueOf(field);
    if (value === null) return null;
    const plain = plainAmount(value);
    if (plain !== undefined) return this.checkedAmount(field, plain);
    const { currency, number } = splitCurrency(value);
    const { context } = this;
    if (currency !== null && !isStoreCurrency(currency, context.currency, context.currencySymbol)) {
      this.problem(field, 'currency', { found: currency, currency: context.currency });
      return null;
    }
    const reading = readNumber(number);
    switch (reading.kind) {
      case 'invalid':
        this.problem(field, 'notAmount', { example: this.amountExample });
        return null;
      case 'negative':
        this.problem(field, 'negative');
        return null;
      case 'ambiguous': {
        const resolved = resolveAmbiguous(reading, context.evidence);
        if (resolved.kind === 'value') return this.checkedAmount(field, resolved.value);
        const key = resolved.mixed
          ? 'ambiguousMixed'
          : context.evidence.decimalMark === reading.separator
            ? 'ambiguousDecimal'
            : 'ambiguous';
        this.problem(field, key, {
          separator: reading.separator,
          plain: String(reading.asThousands),
          full: fullForm(reading.asThousands, context.exampleMark),
        });
        return null;
      }
      case 'exact':
        if (reading.decimals.length > 2 && reading.decimals.replace(/0+$/, '').length > 2) {
          this.problem(field, 'subCent', { example: this.amountExample });
          return null;
        }
        return this.checkedAmount(field, reading.value);
    }
  }

  private checkedAmount(field: AmountField, value: number): number | null {
    if (value > MAX_AMOUNT) {
      this.problem(field, 'tooLarge', { max: formatDecimal(this.context.locale, MAX_AMOUNT, 0) });
      return null;
    }
    return Math.round(value * 100) / 100;
  }

  /** A stock count: a whole number, thousands separators read by the same rule as amounts. */
  private wholeNumber(field: 'stock'): number | null {
    const text = this.valueOf(field);
    if (text === null) return null;
    const reading = readNumber(text);
    let value: number | null = null;
    let example = 12;
    if (reading.kind === 'exact' && /^0*$/.test(reading.decimals)) value = reading.value;
    if (reading.kind === 'ambiguous') {
      const resolved = resolveAmbiguous(reading, this.context.evidence);
      if (resolved.kind === 'value') value = resolved.value;
      else example = reading.asThousands;
    }
    if (value === null || value > MAX_STOCK) {
      this.problem(field, 'wholeNumber', { example });
      return null;
    }
    return value;
  }

  /** Rows repeat the same few category texts: each is matched once per file. */
  private readonly categoryMatches = new Map<string, CategoryMatch>();

  private matchCategory(source: RawField): CategoryMatch {
    const key = `${source.googleTaxonomy ? 'g' : 'o'}|${source.value}`;
    let match = this.categoryMatches.get(key);
    if (match === undefined) {
      match = matchCategory(source.value, this.context.categories, {
        ourIds: !source.googleTaxonomy,
      });
      this.categoryMatches.set(key, match);
    }
    return match;
  }

  /**
   * The category the row's sources name: the first that names one of the store's categories,
   * provided no other names a different one. Null when no source has a value.
   */
  private category(sources: readonly RawField[]): { slug: string; source: RawField } | null {
    const { locale, categories } = this.context;
    const matches = sources
      .filter((source) => source.value.trim() !== '')
      .map((source) => ({ source, match: this.matchCategory(source) }));
    let first: { source: RawField; category: Category } | null = null;
    for (const { source, match } of matches) {
      if (match.kind !== 'category') continue;
      if (first === null) {
        first = { source, category: match.category };
      } else if (match.category.id !== first.category.id) {
        const value = quoted(first.source.value);
        this.report({
          column: first.source.column,
          value,
          message: uploadText(locale, 'categoryConflict', {
            column: first.source.column,
            value,
            category: first.category.slug,
            otherColumn: source.column,
            otherValue: quoted(source.value),
            otherCategory: match.category.slug,
          }),
        });
        return null;
      }
    }
    if (first) return { slug: first.category.slug, source: first.source };
    const unclear = matches.find((entry) => entry.match.kind === 'ambiguous') ?? matches[0];
    if (!unclear) return null;
    const value = quoted(unclear.source.value);
    const column = unclear.source.column;
    const accepted = acceptedCategories(categories);
    this.report({
      column,
      value,
      message:
        unclear.match.kind === 'ambiguous'
          ? uploadText(locale, 'categoryAmbiguous', {
              column,
              value,
              candidates: unclear.match.categories.map((category) => category.slug).join(', '),
              accepted,
            })
          : uploadText(locale, 'categoryUnknown', { column, value, accepted }),
    });
    return null;
  }
}

/** 1099 → "1.099,00" where decimals are written with a comma, else "1099.00". */
function fullForm(value: number, mark: DecimalMark): string {
  if (mark === '.') return `${value}.00`;
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},00`;
}
