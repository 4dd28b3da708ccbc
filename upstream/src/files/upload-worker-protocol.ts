// The messages between an upload's worker thread and the thread that received the file. Rows
// cross in batches of columns (`RowBatch`: numbers and string indexes in typed arrays that are
// handed over, not copied, and the batch's strings: values rows repeat once, a row's own as they
// are; a row's sources keep only the amounts that applying checks). The receiving thread turns a batch into rows only while applying
// them, one by one (`WireRowBatches`): receiving a file costs it no parsing, and its rows never
// all live at once as objects (no long collector pauses).
import {
  type CatalogUploadField,
  type CatalogUploadRow,
  type RowSources,
} from './catalog-upload-row';
import { type CatalogUploadFormat } from './parse-catalog-upload';
import {
  MAX_UPLOAD_ROWS,
  type ParsedUploadRow,
  type UploadContext,
  type UploadRowError,
} from './parsed-catalog';

/**
 * How much lower than the process this thread runs (Linux nice; 0 normal, 19 lowest). Reading an
 * upload is background work: at 5, the request threads of this and other processes get the cores
 * first when both want them (about three to one), while a machine kept busy by other work still
 * leaves it about a quarter of a core, so an upload slows down there but never stalls (at 19 it
 * got almost nothing, and a 21 MB upload took over a minute).
 */
export const UPLOAD_READER_NICE = 5;

/**
 * Whether a file that gave `rows` rows in its first `bytes` bytes stays within the row limit when
 * the rest of its `bytesAtMost` come at the same rate. The worker hands rows on while the file is
 * read only while this holds: rows of a file on course past the limit stay in the worker until
 * its end, so a file refused for its length costs the receiving thread no items (an accepted one
 * has them built when it ends instead). A forecast: a file whose rows change length further in
 * may be held and accepted, or handed on and refused; either way its report is the same.
 */
export function withinRowLimitAtThisRate(
  rows: number,
  bytes: number,
  bytesAtMost: number,
): boolean {
  return bytes === 0 || (rows / bytes) * bytesAtMost <= MAX_UPLOAD_ROWS;
}

/** One file to read: what the worker is told before its chunks. */
export interface UploadJob {
  job: number;
  format: CatalogUploadFormat;
  context: Omit<UploadContext, 'stopped'>;
}

/** The fields applying a row may name in a refusal (the price and its limits). */
const SOURCE_FIELDS = ['price', 'min_price', 'max_price'] as const;

/** A row's number values, in this order in a batch's `numbers`. */
const NUMBER_KEYS = ['price', 'basePrice', 'cost', 'stock', 'minPrice', 'maxPrice'] as const;
/** A row's text values, in this order in a batch's `texts`. */
const TEXT_KEYS = [
  'externalId',
  'name',
  'ean',
  'brand',
  'model',
  'category',
  'storage',
  'ram',
  'grade',
  'color',
  'batteryType',
  'url',
] as const;
// Every field of a row crosses: this fails to compile when CatalogUploadRow gains one.
type SentKey = (typeof NUMBER_KEYS)[number] | (typeof TEXT_KEYS)[number];
const everyRowKey: Exclude<keyof CatalogUploadRow, SentKey> extends never ? true : never = true;
void everyRowKey;

/** Per row: its line, its item's position (NaN: none), its category source's kind, the numbers. */
const NUMBERS_PER_ROW = 3 + NUMBER_KEYS.length;
/**
 * Per row: its item's id, the texts, its category source's column and value, and the price and
 * limits as given (values, then columns).
 */
const TEXTS_PER_ROW = 1 + TEXT_KEYS.length + 2 + 2 * SOURCE_FIELDS.length;

/**
 * Rows in columns: numbers in one array (NaN for none), texts as indexes (-1 for none) into the
 * batch's strings. The two arrays are handed over, not copied. Values rows repeat (categories,
 * grades, brands, columns) are in the strings once per batch; a row's own (its id, name, EAN and
 * address) as they are, without a lookup. The strings arrive as strings of their own, which
 * items keep without holding the rest of the batch.
 */
export interface RowBatch {
  count: number;
  numbers: Float64Array;
  texts: Int32Array;
  strings: string[];
}

/** From the main thread: a job, then its chunks (null ends the file). */
export type MainMessage =
  ({ type: 'start' } & UploadJob) | { type: 'chunk'; job: number; chunk: Uint8Array | null };

/** From the worker, about the job it is reading; after done, refused or failed it is free. */
export type WorkerMessage =
  /** A chunk was taken by the parser: the next may be sent. */
  | { type: 'pulled' }
  /** Rows in columns: read back into rows only when applied. */
  | { type: 'rows'; batch: RowBatch }
  | { type: 'done'; errors: UploadRowError[]; failed: number; blankRows: number }
  /** The file was refused as a whole, with a message for the seller. */
  | { type: 'refused'; message: string }
  /** A fault of ours while reading. */
  | { type: 'failed'; message: string; stack: string };

/** rows[start … end) as a batch, and the buffers to hand over with it. */
export function rowBatch(
  rows: readonly ParsedUploadRow[],
  start: number,
  end: number,
): { batch: RowBatch; transfer: ArrayBuffer[] } {
  const count = end - start;
  const numbers = new Float64Array(count * NUMBERS_PER_ROW);
  const texts = new Int32Array(count * TEXTS_PER_ROW);
  const strings: string[] = [];
  const indexes = new Map<string, number>();
  /** A value rows repeat (a category, a grade, a column): sent once per batch. */
  const text = (value: string | null | undefined): number => {
    if (value === null || value === undefined) return -1;
    let index = indexes.get(value);
    if (index === undefined) {
      index = strings.length;
      strings.push(value);
      indexes.set(value, index);
    }
    return index;
  };
  /** A value of this row's own (its id, name, EAN, address): sent as it is, not looked up. */
  const own = (value: string | null | undefined): number => {
    if (value === null || value === undefined) return -1;
    return strings.push(value) - 1;
  };
  let n = 0;
  let t = 0;
  // Written out field by field, in NUMBER_KEYS and TEXT_KEYS order (rowsOf reads them back so):
  // a loop over the key lists reads each property by a computed name, which took twice as long.
  for (let position = start; position < end; position += 1) {
    const parsed = rows[position];
    if (parsed === undefined) continue;
    const { row, item, sources, categorySource } = parsed;
    numbers[n] = parsed.line;
    numbers[n + 1] = item === null ? Number.NaN : item.position;
    numbers[n + 2] = categorySource === null ? Number.NaN : categorySource.googleTaxonomy ? 1 : 0;
    numbers[n + 3] = row.price ?? Number.NaN;
    numbers[n + 4] = row.basePrice ?? Number.NaN;
    numbers[n + 5] = row.cost ?? Number.NaN;
    numbers[n + 6] = row.stock ?? Number.NaN;
    numbers[n + 7] = row.minPrice ?? Number.NaN;
    numbers[n + 8] = row.maxPrice ?? Number.NaN;
    n += NUMBERS_PER_ROW;
    const id = own(item?.id);
    texts[t] = id;
    texts[t + 1] = item?.id === row.externalId ? id : own(row.externalId);
    texts[t + 2] = own(row.name);
    texts[t + 3] = own(row.ean);
    texts[t + 4] = text(row.brand);
    texts[t + 5] = text(row.model);
    texts[t + 6] = text(row.category);
    texts[t + 7] = text(row.storage);
    texts[t + 8] = text(row.ram);
    texts[t + 9] = text(row.grade);
    texts[t + 10] = text(row.color);
    texts[t + 11] = text(row.batteryType);
    texts[t + 12] = own(row.url);
    texts[t + 13] = text(categorySource?.column);
    texts[t + 14] = text(categorySource?.value);
    texts[t + 15] = text(sources.value('price'));
    texts[t + 16] = text(sources.value('min_price'));
    texts[t + 17] = text(sources.value('max_price'));
    texts[t + 18] = text(sources.column('price'));
    texts[t + 19] = text(sources.column('min_price'));
    texts[t + 20] = text(sources.column('max_price'));
    t += TEXTS_PER_ROW;
  }
  return {
    batch: { count, numbers, texts, strings },
    transfer: [numbers.buffer as ArrayBuffer, texts.buffer as ArrayBuffer],
  };
}

function sourceIndex(field: CatalogUploadField): number {
  return field === 'price' ? 0 : field === 'min_price' ? 1 : field === 'max_price' ? 2 : -1;
}

/** A row's sources read from its batch when asked (rarely: only to name a refused value). */
class BatchSources implements RowSources {
  constructor(
    private readonly batch: RowBatch,
    /** Where the row's price value sits in the batch's texts. */
    private readonly at: number,
  ) {}

  private read(index: number): string | undefined {
    if (index < 0) return undefined;
    const text = this.batch.texts[this.at + index] ?? -1;
    return text < 0 ? undefined : this.batch.strings[text];
  }

  value(field: CatalogUploadField): string | undefined {
    return this.read(sourceIndex(field));
  }

  column(field: CatalogUploadField): string | undefined {
    const index = sourceIndex(field);
    return this.read(index < 0 ? index : index + SOURCE_FIELDS.length);
  }
}

/** The rows of one batch, as they were parsed. */
function* rowsOf(batch: RowBatch): Generator<ParsedUploadRow> {
  const { numbers, texts, strings } = batch;
  const text = (index: number) => (index < 0 ? null : (strings[index] ?? null));
  const number = (index: number) => {
    const value = numbers[index] ?? Number.NaN;
    return Number.isNaN(value) ? null : value;
  };
  for (let position = 0; position < batch.count; position += 1) {
    const n = position * NUMBERS_PER_ROW;
    const t = position * TEXTS_PER_ROW;
    const itemPosition = number(n + 1);
    const googleTaxonomy = number(n + 2);
    const categoryColumn = text(texts[t + 13] ?? -1);
    const categoryValue = text(texts[t + 14] ?? -1);
    // The worker sent a validated row, field by field (TEXT_KEYS and NUMBER_KEYS order).
    const row = {
      externalId: text(texts[t + 1] ?? -1) ?? '',
      name: text(texts[t + 2] ?? -1) ?? '',
      ean: text(texts[t + 3] ?? -1),
      brand: text(texts[t + 4] ?? -1),
      model: text(texts[t + 5] ?? -1),
      category: text(texts[t + 6] ?? -1),
      storage: text(texts[t + 7] ?? -1),
      ram: text(texts[t + 8] ?? -1),
      grade: text(texts[t + 9] ?? -1),
      color: text(texts[t + 10] ?? -1),
      batteryType: text(texts[t + 11] ?? -1),
      price: number(n + 3),
      basePrice: number(n + 4),
      cost: number(n + 5),
      stock: number(n + 6),
      minPrice: number(n + 7),
      maxPrice: number(n + 8),
      url: text(texts[t + 12] ?? -1),
    } as CatalogUploadRow;
    yield {
      line: numbers[n] ?? 0,
      item: itemPosition === null ? null : { position: itemPosition, id: text(texts[t] ?? -1) },
      row,
      categorySource:
        categoryColumn === null || categoryValue === null
          ? null
          : googleTaxonomy === 1
            ? { column: categoryColumn, value: categoryValue, googleTaxonomy: true }
            : { column: categoryColumn, value: categoryValue },
      sources: new BatchSources(batch, t + 15),
    };
  }
}

/** The rows of a file as the worker sent them: iterating reads them back a batch at a time. */
export class WireRowBatches implements Iterable<ParsedUploadRow> {
  private readonly batches: RowBatch[] = [];
  private count = 0;

  /** One batch's rows. */
  static of(batch: RowBatch): WireRowBatches {
    const rows = new WireRowBatches();
    rows.add(batch);
    return rows;
  }

  get length(): number {
    return this.count;
  }

  add(batch: RowBatch): void {
    this.batches.push(batch);
    this.count += batch.count;
  }

  *[Symbol.iterator](): Iterator<ParsedUploadRow> {
    for (const batch of this.batches) yield* rowsOf(batch);
  }
}
