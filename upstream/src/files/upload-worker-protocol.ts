// The messages between an upload's worker thread and the thread that received the file. Rows
// cross as JSON batches of plain data (a row's sources keep only the amounts that applying
// checks). The receiving thread keeps each batch as the text it arrived as and turns it back into
// rows only while applying them, a batch at a time (`WireRowBatches`): receiving a file costs it
// no parsing, and its rows never all live at once as objects (no long collector pauses).
import {
  type CatalogUploadField,
  type CatalogUploadRow,
  type RawField,
  type RowSources,
} from './catalog-upload-row';
import { type CatalogUploadFormat } from './parse-catalog-upload';
import { type ParsedUploadRow, type UploadContext, type UploadRowError } from './parsed-catalog';

/** One file to read: what the worker is told before its chunks. */
export interface UploadJob {
  job: number;
  format: CatalogUploadFormat;
  context: Omit<UploadContext, 'stopped'>;
}

/** The fields applying a row may name in a refusal (the price and its limits). */
const SOURCE_FIELDS = ['price', 'min_price', 'max_price'] as const;

/** A row's values in this order on the wire (no key names: a batch is a third of the size). */
const ROW_KEYS = [
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
  'price',
  'basePrice',
  'cost',
  'stock',
  'minPrice',
  'maxPrice',
  'url',
] as const satisfies ReadonlyArray<keyof CatalogUploadRow>;
// Every field of a row crosses: this fails to compile when CatalogUploadRow gains one.
const everyRowKey: Exclude<keyof CatalogUploadRow, (typeof ROW_KEYS)[number]> extends never
  ? true
  : never = true;
void everyRowKey;

type WireValue = string | number | null;

/**
 * One parsed row as plain data: line, item (position and id, or null), the row's values in
 * ROW_KEYS order, its category source, and the price and limits as given with their columns.
 */
export type WireRow = [
  line: number,
  item: [number, string | null] | null,
  values: WireValue[],
  categorySource: RawField | null,
  sourceValues: Array<string | null>,
  sourceColumns: Array<string | null>,
];

/** From the main thread: a job, then its chunks (null ends the file). */
export type MainMessage =
  ({ type: 'start' } & UploadJob) | { type: 'chunk'; job: number; chunk: Uint8Array | null };

/** From the worker, about the job it is reading; after done, refused or failed it is free. */
export type WorkerMessage =
  /** A chunk was taken by the parser: the next may be sent. */
  | { type: 'pulled' }
  /** `count` rows as JSON (WireRow[]): one string is copied at once, and read only when applied. */
  | { type: 'rows'; json: string; count: number }
  | { type: 'done'; errors: UploadRowError[]; failed: number; blankRows: number }
  /** The file was refused as a whole, with a message for the seller. */
  | { type: 'refused'; message: string }
  /** A fault of ours while reading. */
  | { type: 'failed'; message: string; stack: string };

export function toWireRow(parsed: ParsedUploadRow): WireRow {
  const { row, item, sources } = parsed;
  return [
    parsed.line,
    item === null ? null : [item.position, item.id],
    ROW_KEYS.map((key) => row[key]),
    parsed.categorySource,
    SOURCE_FIELDS.map((field) => sources.value(field) ?? null),
    SOURCE_FIELDS.map((field) => sources.column(field) ?? null),
  ];
}

function sourceIndex(field: CatalogUploadField): number {
  return (SOURCE_FIELDS as readonly string[]).indexOf(field);
}

class WireSources implements RowSources {
  constructor(
    private readonly values: Array<string | null>,
    private readonly columns: Array<string | null>,
  ) {}

  value(field: CatalogUploadField): string | undefined {
    return this.values[sourceIndex(field)] ?? undefined;
  }

  column(field: CatalogUploadField): string | undefined {
    return this.columns[sourceIndex(field)] ?? undefined;
  }
}

/** One row as it was parsed. */
function fromWireRow(wire: WireRow): ParsedUploadRow {
  const [line, item, values, categorySource, sourceValues, sourceColumns] = wire;
  const row = {} as Record<(typeof ROW_KEYS)[number], WireValue>;
  for (let index = 0; index < ROW_KEYS.length; index += 1)
    row[ROW_KEYS[index] as (typeof ROW_KEYS)[number]] = values[index] ?? null;
  return {
    line,
    item: item === null ? null : { position: item[0], id: item[1] },
    // The worker sent a validated row, field by field.
    row: row as unknown as CatalogUploadRow,
    categorySource,
    sources: new WireSources(sourceValues, sourceColumns),
  };
}

/** The rows of a file as the worker sent them: iterating reads them back a batch at a time. */
export class WireRowBatches implements Iterable<ParsedUploadRow> {
  private readonly batches: string[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  add(json: string, count: number): void {
    this.batches.push(json);
    this.count += count;
  }

  *[Symbol.iterator](): Iterator<ParsedUploadRow> {
    for (const json of this.batches)
      for (const wire of JSON.parse(json) as WireRow[]) yield fromWireRow(wire);
  }
}
