// Validating an upload row (docs/uploads.md): every problem of a row is reported, not just the
// first, each naming its column and value as the file wrote them.
import type { BatteryType, Grade } from '../data/types';
import { formatDecimal, type MessageParams } from '../i18n';
import {
  type CatalogUploadField,
  type CatalogUploadRow,
  MappedRow,
  quoted,
  type RawCatalogRow,
  type RawField,
  type RowContext,
  type RowProblem,
  type RowSources,
  type AmountField,
} from './catalog-upload-row';
import { CategoryResolver } from './row-category';
import { type MessageKey, type Reading, readAmount, readWholeNumber } from './row-amounts';
import { uploadText } from './upload-messages';

const GRADE_ORDER: readonly Grade[] = ['N', 'A', 'B', 'C', 'R'];
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
const MAX_TEXT = 255;

/** Shared by every row without problems; replaced by a fresh list on the first one. */
const NO_PROBLEMS: RowProblem[] = [];

/** A validated row with where its values came from, or every problem it has. */
export type RowOutcome =
  | { row: CatalogUploadRow; sources: RowSources; categorySource: RawField | null }
  | { problems: RowProblem[] };

/**
 * Turns raw rows into typed rows, or every problem each has. One per file: the rows of a file
 * share its context (and, for speed, this object's per-row state).
 */
export class RowValidator {
  private problems: RowProblem[] = [];
  private raw: RawCatalogRow = new MappedRow({}, {}, []);
  private readonly categories: CategoryResolver;

  constructor(private readonly context: RowContext) {
    this.categories = new CategoryResolver(context);
  }

  validate(raw: RawCatalogRow): RowOutcome {
    this.raw = raw;
    this.problems = raw.problems.length > 0 ? [...raw.problems] : NO_PROBLEMS;
    const externalId = this.text('external_id', true);
    const name = this.text('name', true);
    const ean = this.text('ean');
    if (ean !== null && !/^\d{8,14}$/.test(ean)) this.problem('ean', 'ean');
    const grade = this.grade();
    const batteryType = this.batteryType();
    const stock = this.wholeNumber('stock');
    const minPrice = this.amount('min_price');
    const maxPrice = this.amount('max_price');
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
      this.problem('min_price', 'minAboveMax', {
        max: formatDecimal(this.context.locale, maxPrice),
      });
    const category = this.category(raw.categorySources());
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
    const control = INVISIBLE_CONTROL.exec(value);
    if (control !== null) {
      this.report(controlProblem(this.columnOf(field), value, control[0], this.context.locale));
      return null;
    }
    return value;
  }

  private grade(): Grade | null {
    const text = this.text('grade');
    if (text === null) return null;
    const grade = GRADE_BY_TEXT.get(text) ?? null;
    if (grade === null) this.problem('grade', 'grade', { accepted: GRADE_ORDER.join(', ') });
    return grade;
  }

  private batteryType(): BatteryType | null {
    const text = this.text('battery_type');
    if (text === null) return null;
    const batteryType =
      BATTERY_BY_TEXT.get(text) ?? BATTERY_BY_TEXT.get(text.toLowerCase()) ?? null;
    if (batteryType === null) this.problem('battery_type', 'batteryType');
    return batteryType;
  }

  /** An amount in the store's currency, to the cent; null (and a problem) when it is not one. */
  private amount(field: AmountField): number | null {
    const text = this.valueOf(field);
    return text === null ? null : this.accepted(field, readAmount(text, this.context));
  }

  private wholeNumber(field: 'stock'): number | null {
    const text = this.valueOf(field);
    return text === null ? null : this.accepted(field, readWholeNumber(text, this.context));
  }

  private accepted(field: CatalogUploadField, reading: Reading): number | null {
    if ('value' in reading) return reading.value;
    this.problem(field, reading.problem, reading.params);
    return null;
  }

  private category(sources: readonly RawField[]): { slug: string; source: RawField } | null {
    if (sources.length === 0) return null;
    const reading = this.categories.resolve(sources);
    if (reading === null) return null;
    if ('problem' in reading) {
      this.report(reading.problem);
      return null;
    }
    return reading;
  }
}

/**
 * Characters a catalog text may not hold: control characters (C0 but tab and line breaks, DEL,
 * C1), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which show no glyph and can make a name display backwards.
 */
const INVISIBLE_CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE_CONTROLS = new RegExp(INVISIBLE_CONTROL.source, 'g');

/** U+202E as the seller reads it. */
function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The refusal of a value holding an invisible control character. The value is quoted back with
 * each such character written as its code (`[U+202E]`): printed as it is, it could reorder or
 * hide the message around it.
 */
function controlProblem(
  column: string,
  value: string,
  character: string,
  locale: RowContext['locale'],
): RowProblem {
  const shown = quoted(value.replace(INVISIBLE_CONTROLS, (found) => `[${codePointName(found)}]`));
  return {
    column,
    value: shown,
    message: uploadText(locale, 'controlCharacter', {
      column,
      value: shown,
      character: codePointName(character),
    }),
  };
}
