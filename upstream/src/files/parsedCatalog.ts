import { type Category } from '../data/types';
import { type Locale } from '../i18n';
import { DecimalEvidence, type DecimalMark } from './amounts';
import {
  AMOUNT_FIELDS,
  type CatalogUploadRow,
  type ColumnNames,
  type RawCatalogRow,
  type RawField,
  type RowProblem,
  type RowSources,
  RowValidator,
} from './catalogUploadRow';
import { refuseFile } from './uploadMessages';

/** Rows kept in memory before the file is applied; beyond this the whole file is refused. */
export const MAX_UPLOAD_ROWS = 200_000;

/** What the parser needs to know about the uploader and their store. */
export interface UploadContext {
  /** The uploader's language: every message of the upload is written in it. */
  locale: Locale;
  /** The store's catalog currency (code and symbol): amounts in another are refused. */
  currency: string;
  currencySymbol: string;
  /** The store's categories, in the store's order. */
  categories: readonly Category[];
  /** Epoch ms; decides whether a feed's sale is running. */
  now: number;
  /** Polled while reading: true stops reading (the request is being refused anyway). */
  stopped?: () => boolean;
}

/** An XML item: its position in the file (first = 1) and its id, for the seller to find it. */
export interface UploadItemRef {
  position: number;
  id: string | null;
}

/** One refused value (or row) of the report. */
export interface UploadRowError extends RowProblem {
  /** CSV: the line where the record starts (header = 1); XML: the line of the item's tag. */
  line: number;
  /** XML items only; null for CSV rows. */
  item: UploadItemRef | null;
}

export interface ParsedUploadRow {
  line: number;
  item: UploadItemRef | null;
  row: CatalogUploadRow;
  /** Where each value came from, to name it if applying the row fails. */
  sources: RowSources;
  /** The category's source (column and text), when the row named one. */
  categorySource: RawField | null;
}

/** Every row of a file read to its end, validated: the good ones and the refused ones. */
export interface ParsedCatalog {
  rows: ParsedUploadRow[];
  errors: UploadRowError[];
  /** Rows refused (one row may have several errors). */
  failed: number;
  /** Rows with every cell empty (`;;;;`), passed over. */
  blankRows: number;
}

/** How held rows of one format become raw rows, and which of their values are amounts. */
export interface HeldFormat<Held> {
  toRaw(held: Held): RawCatalogRow;
  /** Shows the evidence every amount of a held row. */
  seeAmounts(held: Held, evidence: DecimalEvidence): void;
}

/** A format whose rows are held as raw rows already (XML items). */
export const RAW_ROWS: HeldFormat<RawCatalogRow> = {
  toRaw: (raw) => raw,
  seeAmounts(raw, evidence) {
    for (const field of AMOUNT_FIELDS) evidence.see(raw.value(field));
  },
};

/**
 * Holds the rows of a file as they are read, and validates them once the whole file has been
 * read: only then do its amounts show which decimal mark it uses (docs/uploads.md, "Numbers").
 * Rows are held in the format's compact form (a CSV record's cells) until then.
 */
export class HeldRows<Held> {
  // Parallel arrays: one entry per held row, without an object per row.
  private readonly lines: number[] = [];
  private readonly items: Array<UploadItemRef | null> = [];
  private readonly rows: Held[] = [];
  private readonly refused: UploadRowError[] = [];
  private refusedRows = 0;
  readonly evidence = new DecimalEvidence();
  blankRows = 0;

  constructor(
    private readonly context: UploadContext,
    private readonly format: HeldFormat<Held>,
  ) {}

  add(line: number, item: UploadItemRef | null, row: Held): void {
    this.count();
    this.format.seeAmounts(row, this.evidence);
    this.lines.push(line);
    if (item !== null || this.items.length > 0) {
      while (this.items.length < this.lines.length - 1) this.items.push(null);
      this.items.push(item);
    }
    this.rows.push(row);
  }

  /** A row refused before validation (a CSV record with the wrong number of values). */
  refuse(line: number, item: UploadItemRef | null, problem: RowProblem): void {
    this.count();
    this.refusedRows += 1;
    this.refused.push({ line, item, ...problem });
  }

  private count(): void {
    if (this.rows.length + this.refusedRows >= MAX_UPLOAD_ROWS)
      throw refuseFile(this.context.locale, 'tooManyRows', {
        max: MAX_UPLOAD_ROWS.toLocaleString(this.context.locale),
      });
  }

  validate(columns: ColumnNames, delimiterMark: DecimalMark): ParsedCatalog {
    const validator = new RowValidator({
      ...this.context,
      evidence: this.evidence,
      exampleMark: this.evidence.decimalMark ?? delimiterMark,
      columns,
    });
    const parsed: ParsedCatalog = {
      rows: [],
      errors: [...this.refused],
      failed: this.refusedRows,
      blankRows: this.blankRows,
    };
    for (let index = 0; index < this.rows.length; index += 1) {
      const line = this.lines[index] ?? 0;
      const item = this.items[index] ?? null;
      const result = validator.validate(this.format.toRaw(this.rows[index] as Held));
      if ('row' in result) {
        parsed.rows.push({
          line,
          item,
          row: result.row,
          sources: result.sources,
          categorySource: result.categorySource,
        });
      } else {
        parsed.failed += 1;
        for (const problem of result.problems) parsed.errors.push({ line, item, ...problem });
      }
    }
    parsed.errors.sort(
      (left, right) =>
        left.line - right.line || (left.item?.position ?? 0) - (right.item?.position ?? 0),
    );
    return parsed;
  }
}
