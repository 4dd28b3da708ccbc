import { type ByteSource } from './byte-source';
import {
  AMOUNT_FIELDS,
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadColumn,
  CSV_COLUMN_NAMES,
  type CatalogUploadField,
  type FieldTexts,
  type RawCatalogRow,
  type RawField,
  type RowSources,
} from './catalog-upload-row';
import { isAmbiguous } from './amounts';
import { type CsvDelimiter } from './csv-delimiter';
import { unguardFormula } from './csv-format';
import {
  type HeldFormat,
  HeldRows,
  MAX_UPLOAD_ROWS,
  type ParsedCatalog,
  type UploadContext,
} from './parsed-catalog';
import { readCsvRecords } from './read-csv-records';
import { refuseFile, uploadText } from './upload-messages';

const REQUIRED_COLUMNS: readonly CatalogUploadColumn[] = ['external_id', 'name'];

const NO_SOURCES: RawField[] = [];

type Header = Array<{ column: CatalogUploadColumn; name: string } | null>;

/**
 * A catalog CSV read as a stream (decoded, then parsed by csv-parse); its rows are collected in
 * file order and validated as HeldRows says (at once, or at the end when a value depends on the
 * whole file). Header names are matched case-insensitively; unknown columns are ignored so a
 * platform's export with extra columns still uploads. A file that cannot be read as a whole
 * (no header, undecodable bytes, an unclosed quote) throws CatalogUploadRejected.
 */
export async function parseCsvCatalog(
  source: ByteSource,
  context: UploadContext,
): Promise<ParsedCatalog> {
  const { locale } = context;
  let header: Header | null = null;
  let held: HeldRows<string[]> | null = null;
  const file: { delimiter: CsvDelimiter } = { delimiter: ',' };
  let blankBeforeHeader = 0;
  const onRecord = (cells: string[], line: number): void => {
    const blank = isBlank(cells);
    if (header === null || held === null) {
      if (blank) {
        blankBeforeHeader += 1;
        if (blankBeforeHeader >= MAX_UPLOAD_ROWS)
          throw refuseFile(locale, 'tooManyRowsBlank', {
            max: MAX_UPLOAD_ROWS.toLocaleString(locale),
            blank: blankBeforeHeader.toLocaleString(locale),
          });
        return;
      }
      header = readHeader(cells, line, context);
      held = new HeldRows(
        context,
        csvFormat(header),
        CSV_COLUMN_NAMES,
        file.delimiter === ';' ? ',' : '.',
      );
      return;
    }
    if (blank) {
      held.blank();
      return;
    }
    if (cells.length !== header.length && !onlyEmptyBeyond(cells, header.length)) {
      held.refuse(line, null, {
        column: null,
        value: null,
        message: uploadText(locale, 'fieldCount', {
          found: cells.length,
          expected: header.length,
          delimiter: file.delimiter === '\t' ? 'tab' : file.delimiter,
        }),
      });
      return;
    }
    held.add(line, null, cells);
  };
  const completed = await readCsvRecords(source, context, onRecord, (found) => {
    file.delimiter = found;
  });
  const rows = held as HeldRows<string[]> | null;
  if (!completed) return { rows: [], errors: [], failed: 0, blankRows: 0 };
  if (rows === null) throw refuseFile(locale, 'fileEmpty');
  return rows.validate();
}

/** A CSV row is held as its cells; the header says which cell is which column. */
function csvFormat(header: Header): HeldFormat<string[]> {
  const layout = new CsvLayout(header);
  return {
    toRaw: (cells) => new CsvRow(cells, layout),
    seeAmounts(cells, evidence) {
      let ambiguous = layout.stockIndex !== undefined && isAmbiguous(cells[layout.stockIndex]);
      for (const index of layout.amountIndexes) if (evidence.see(cells[index])) ambiguous = true;
      return ambiguous;
    },
    sources: (cells) => new CsvSources(cells, layout),
  };
}

/** Which cell holds which field (the first column of a name counts; a repeat is ignored). */
class CsvLayout {
  readonly indexes: Partial<Record<CatalogUploadField, number>> = {};
  readonly names: FieldTexts = {};
  readonly amountIndexes: number[];
  readonly stockIndex: number | undefined;
  /** Rows repeat the same few category texts: one source list per text. */
  private readonly categories = new Map<string, RawField[]>();

  categorySources(text: string): RawField[] {
    let sources = this.categories.get(text);
    if (sources === undefined) {
      sources =
        text.trim() === ''
          ? NO_SOURCES
          : [{ column: this.names.category ?? 'category', value: text }];
      if (this.categories.size < 1000) this.categories.set(text, sources);
    }
    return sources;
  }

  constructor(header: Header) {
    header.forEach((column, index) => {
      if (column === null || this.indexes[column.column] !== undefined) return;
      this.indexes[column.column] = index;
      this.names[column.column] = column.name;
    });
    this.amountIndexes = AMOUNT_FIELDS.map((field) => this.indexes[field]).filter(
      (index) => index !== undefined,
    );
    this.stockIndex = this.indexes.stock;
  }
}

/**
 * What a row validated at once keeps to name its values if applying it fails: the amounts
 * applying checks (price and its limits), not the whole record.
 */
class CsvSources implements RowSources {
  private readonly price: string | undefined;
  private readonly minPrice: string | undefined;
  private readonly maxPrice: string | undefined;

  constructor(
    cells: string[],
    private readonly layout: CsvLayout,
  ) {
    const { price, min_price: minPrice, max_price: maxPrice } = layout.indexes;
    this.price = price === undefined ? undefined : cells[price];
    this.minPrice = minPrice === undefined ? undefined : cells[minPrice];
    this.maxPrice = maxPrice === undefined ? undefined : cells[maxPrice];
  }

  value(field: CatalogUploadField): string | undefined {
    if (field === 'price') return this.price;
    if (field === 'min_price') return this.minPrice;
    if (field === 'max_price') return this.maxPrice;
    return undefined;
  }

  column(field: CatalogUploadField): string | undefined {
    return this.layout.names[field];
  }
}

/** A CSV record read through its layout; held until validated, kept to name refused values. */
class CsvRow implements RawCatalogRow {
  readonly problems = [];

  constructor(
    private readonly cells: string[],
    private readonly layout: CsvLayout,
  ) {}

  private cell(field: CatalogUploadField): string | undefined {
    const index = this.layout.indexes[field];
    return index === undefined ? undefined : (this.cells[index] ?? '');
  }

  value(field: CatalogUploadField): string | undefined {
    const cell = this.cell(field);
    // A cell the export protected from formulas ("'-20% …") is taken back as it was.
    return cell !== undefined && cell.charCodeAt(0) === 39 ? (unguardFormula(cell) ?? cell) : cell;
  }

  column(field: CatalogUploadField): string | undefined {
    return this.layout.names[field];
  }

  text(field: CatalogUploadField): string | undefined {
    const cell = this.cell(field);
    if (cell === undefined) return undefined;
    // A guarded cell is taken as it was exported, spaces and all.
    return cell.charCodeAt(0) === 39 ? (unguardFormula(cell) ?? cell.trim()) : cell.trim();
  }

  categorySources(): RawField[] {
    const category = this.cell('category');
    return category === undefined ? NO_SOURCES : this.layout.categorySources(category);
  }
}

function readHeader(cells: string[], line: number, context: UploadContext): Header {
  const known = new Set<string>(CATALOG_UPLOAD_COLUMNS);
  const columns = cells.map((cell) => {
    const name = cell.trim();
    const column = name.toLowerCase();
    return known.has(column) ? { column: column as CatalogUploadColumn, name } : null;
  });
  const missing = REQUIRED_COLUMNS.filter(
    (required) => !columns.some((column) => column?.column === required),
  );
  if (missing.length > 0) {
    throw refuseFile(context.locale, 'headerMissing', {
      line,
      missing: missing.join(', '),
      columns: CATALOG_UPLOAD_COLUMNS.join(', '),
    });
  }
  return columns;
}

/** A record with every cell empty or spaces only (an empty line is one empty cell). */
function isBlank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell !== '' && cell.trim() !== '') return false;
  return true;
}

/** True when the record has at least `length` values and those after them are empty. */
function onlyEmptyBeyond(cells: readonly string[], length: number): boolean {
  if (cells.length < length) return false;
  for (let index = length; index < cells.length; index += 1)
    if ((cells[index] ?? '').trim() !== '') return false;
  return true;
}
