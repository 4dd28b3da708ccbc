import { type Category } from '../data/types';
import { type Locale } from '../i18n';
import { DecimalEvidence, type DecimalMark, isAmbiguous } from './amounts';
import {
  AMOUNT_FIELDS,
  type CatalogUploadField,
  type CatalogUploadRow,
  type ColumnNames,
  type RawCatalogRow,
  type RawField,
  type RowProblem,
  type RowSources,
} from './catalog-upload-row';
import { RowValidator } from './row-validator';
import { refuseFile } from './upload-messages';

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
  /**
   * Handed the rows validated so far, in file order, while the file is still read (then they are
   * not in the result's `rows`), so they can be staged meanwhile; the file may still be refused.
   * Until the first row that must wait for the end of the file; the rest come in `rows`.
   */
  rowsRead?: (rows: Iterable<ParsedUploadRow>) => void;
  /**
   * The most bytes the file can have (the request's declared length, or the size limit). A file
   * read in a worker whose rows so far, at their rate per byte, would pass the row limit within
   * that many bytes keeps its rows in the worker until its end (upload-worker-protocol.ts).
   */
  fileBytesAtMost?: number;
}

/** Rows handed to `rowsRead` at once. */
export const ROWS_READ_BATCH = 2000;

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
  /**
   * Shows the evidence every amount of a held row; true when one of them (or the stock) could be
   * read two ways, so the row can only be read once the whole file has been.
   */
  seeAmounts(held: Held, evidence: DecimalEvidence): boolean;
  /** What a row validated at once keeps of where its values came from (less than the row). */
  sources(held: Held): RowSources;
}

/** A format whose rows are held as raw rows already (XML items). */
export const RAW_ROWS: HeldFormat<RawCatalogRow> = {
  toRaw: (raw) => raw,
  seeAmounts(raw, evidence) {
    let ambiguous = isAmbiguous(raw.value('stock'));
    for (const field of AMOUNT_FIELDS) if (evidence.see(raw.value(field))) ambiguous = true;
    return ambiguous;
  },
  sources: (raw) => new LimitSources(raw),
};

/**
 * What a row keeps of where its values came from: the price and its limits as given, the only
 * values applying it may name (so a held file keeps 6 strings a row, not every raw value).
 */
export class LimitSources implements RowSources {
  private readonly price: string | undefined;
  private readonly minPrice: string | undefined;
  private readonly maxPrice: string | undefined;
  private readonly priceColumn: string | undefined;
  private readonly minPriceColumn: string | undefined;
  private readonly maxPriceColumn: string | undefined;

  constructor(raw: RowSources) {
    this.price = raw.value('price');
    this.minPrice = raw.value('min_price');
    this.maxPrice = raw.value('max_price');
    this.priceColumn = raw.column('price');
    this.minPriceColumn = raw.column('min_price');
    this.maxPriceColumn = raw.column('max_price');
  }

  value(field: CatalogUploadField): string | undefined {
    if (field === 'price') return this.price;
    if (field === 'min_price') return this.minPrice;
    return field === 'max_price' ? this.maxPrice : undefined;
  }

  column(field: CatalogUploadField): string | undefined {
    if (field === 'price') return this.priceColumn;
    if (field === 'min_price') return this.minPriceColumn;
    return field === 'max_price' ? this.maxPriceColumn : undefined;
  }
}

interface HeldEntry<Held> {
  line: number;
  item: UploadItemRef | null;
  held: Held;
}

/**
 * Reads the rows of a file as they come and keeps them in file order. A row whose values do not
 * depend on the rest of the file is validated at once; a row with a value that could be read two
 * ways ("1.099") is held until the whole file has been read, because only then do its amounts
 * show which decimal mark it uses (docs/uploads.md, "Numbers"). A row refused at once is held
 * too, so that its messages are written with what the whole file shows.
 */
export class HeldRows<Held> {
  private entries: Array<ParsedUploadRow | HeldEntry<Held>> = [];
  /** Rows handed to context.rowsRead; none once a row was held (the rest waits for the end). */
  private handedOn = 0;
  private handing: boolean;
  private readonly refused: UploadRowError[] = [];
  private refusedRows = 0;
  readonly evidence = new DecimalEvidence();
  private readonly atOnce: RowValidator;
  private blankRows = 0;

  constructor(
    private readonly context: UploadContext,
    private readonly format: HeldFormat<Held>,
    private readonly columns: ColumnNames,
    /** The decimal mark examples use when the file's amounts show none (a `;` CSV: `,`). */
    private readonly delimiterMark: DecimalMark,
  ) {
    this.atOnce = this.validator();
    this.handing = context.rowsRead !== undefined;
  }

  private validator(): RowValidator {
    return new RowValidator({
      ...this.context,
      evidence: this.evidence,
      exampleMark: this.evidence.decimalMark ?? this.delimiterMark,
      columns: this.columns,
    });
  }

  add(line: number, item: UploadItemRef | null, held: Held): void {
    this.count();
    if (!this.format.seeAmounts(held, this.evidence)) {
      const result = this.atOnce.validate(this.format.toRaw(held));
      if ('row' in result) {
        const sources = this.format.sources(held);
        const { row, categorySource } = result;
        this.entries.push({ line, item, row, sources, categorySource });
        if (this.handing && this.entries.length >= ROWS_READ_BATCH) this.handOn();
        return;
      }
    }
    this.handing = false;
    this.entries.push({ line, item, held });
  }

  /** Every entry is a validated row here (none was held): they go to context.rowsRead. */
  private handOn(): void {
    const rows = this.entries as ParsedUploadRow[];
    this.entries = [];
    this.handedOn += rows.length;
    this.context.rowsRead?.(rows);
  }

  /** A row refused before validation (a CSV record with the wrong number of values). */
  refuse(line: number, item: UploadItemRef | null, problem: RowProblem): void {
    this.count();
    this.refusedRows += 1;
    this.refused.push({ line, item, ...problem });
  }

  /** A row with every cell empty: passed over, but counted toward the row limit. */
  blank(): void {
    this.count();
    this.blankRows += 1;
  }

  /** Checked as each row is read, so a file over the limit is refused before it is all read. */
  private count(): void {
    const rows = this.handedOn + this.entries.length + this.refusedRows + this.blankRows;
    if (rows < MAX_UPLOAD_ROWS) return;
    const max = MAX_UPLOAD_ROWS.toLocaleString(this.context.locale);
    throw this.blankRows > 0
      ? refuseFile(this.context.locale, 'tooManyRowsBlank', {
          max,
          blank: this.blankRows.toLocaleString(this.context.locale),
        })
      : refuseFile(this.context.locale, 'tooManyRows', { max });
  }

  /** Every row, validated with what the whole file shows, in file order. */
  validate(): ParsedCatalog {
    const validator = this.validator();
    const parsed: ParsedCatalog = {
      rows: [],
      errors: [...this.refused],
      failed: this.refusedRows,
      blankRows: this.blankRows,
    };
    for (const entry of this.entries) {
      if (!('held' in entry)) {
        parsed.rows.push(entry);
        continue;
      }
      const { line, item } = entry;
      const result = validator.validate(this.format.toRaw(entry.held));
      if ('row' in result) {
        const { row, sources, categorySource } = result;
        parsed.rows.push({ line, item, row, sources, categorySource });
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
