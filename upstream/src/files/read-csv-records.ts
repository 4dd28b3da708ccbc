// Reading a CSV upload as records: decoded as a stream, its delimiter detected on the first line
// with content, each record handed on with the line it starts on.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { type ByteSource } from './byte-source';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { type CsvDelimiter, detectDelimiter, firstContentLine } from './csv-delimiter';
import { type UploadContext } from './parsed-catalog';
import { decodeCsv } from './text-decoding';
import { refuseFile } from './upload-messages';

const MAX_HEADER_SCAN = 1_000_000;

/** Stops reading: the request is refused anyway (over the size limit). */
class Stopped extends Error {}

/** Line breaks inside a record's values (quoted values may span lines). */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    if (!cell.includes('\n') && !cell.includes('\r')) continue;
    breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return breaks;
}

/**
 * Reads a CSV byte stream and hands each record to `onRecord` with the line it starts on. The
 * delimiter is detected on the first line with content before csv-parse sees anything; quoted
 * values may hold the delimiter, `""` and line breaks; a quote inside an unquoted value is kept
 * as text. Resolves false when `context.stopped()` ended the reading early.
 */
export async function readCsvRecords(
  source: ByteSource,
  context: UploadContext,
  onRecord: (cells: string[], line: number) => void,
  onDelimiter: (delimiter: CsvDelimiter) => void,
): Promise<boolean> {
  const bytes = decodeCsv(source, context.locale)[Symbol.asyncIterator]();
  try {
    return await parseRecords(bytes, context, onRecord, onDelimiter);
  } finally {
    // Ends the source's iteration even when parsing stopped early, so the upload's stream can
    // be drained (a stream being iterated ignores resume()).
    await bytes.return(undefined);
  }
}

async function parseRecords(
  bytes: AsyncIterator<Buffer>,
  context: UploadContext,
  onRecord: (cells: string[], line: number) => void,
  onDelimiter: (delimiter: CsvDelimiter) => void,
): Promise<boolean> {
  const head: Buffer[] = [];
  let headerLine: string | null = null;
  let ended = false;
  let read = 0;
  // A header longer than this without a line break is detected on what was read.
  while (headerLine === null && !ended && read < MAX_HEADER_SCAN) {
    const next = await bytes.next();
    if (next.done) ended = true;
    else {
      head.push(next.value);
      read += next.value.length;
    }
    headerLine = firstContentLine(Buffer.concat(head).toString('utf8'));
  }
  const delimiter = detectDelimiter(headerLine ?? Buffer.concat(head).toString('utf8'));
  onDelimiter(delimiter);

  async function* rest(): AsyncGenerator<Buffer> {
    yield* head.splice(0);
    if (ended) return;
    for (let next = await bytes.next(); !next.done; next = await bytes.next()) {
      if (context.stopped?.()) throw new Stopped();
      yield next.value;
    }
  }
  const parser = parse({
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    // Any line end, also mixed in one file (csv-parse would otherwise keep the first one's).
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  // Every line ends one record (an empty line is a record of one empty value), so a record
  // starts one line after the previous one ended; counted here, cheaper than csv-parse's info.
  let nextLine = 1;
  parser.on('data', (cells: string[]) => {
    const line = nextLine;
    nextLine += 1 + breaksIn(cells);
    try {
      onRecord(cells, line);
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });
  try {
    await pipeline(Readable.from(rest()), parser);
    return true;
  } catch (error) {
    if (error instanceof Stopped) return false;
    if (error instanceof CatalogUploadRejected) throw error;
    if (error instanceof CsvError) {
      if (error.code === 'CSV_QUOTE_NOT_CLOSED')
        throw refuseFile(context.locale, 'csvQuoteNotClosed', { line: nextLine });
      throw refuseFile(context.locale, 'csvUnreadable', { line: nextLine });
    }
    throw error;
  }
}
