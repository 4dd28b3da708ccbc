import { Readable } from 'node:stream';
import { COMMA_STYLE, type CsvCell, type CsvStyle, formatCsvRow } from './csv-format';

/** Rows are sent in batches of this many so a 100k-row export is not 100k tiny writes. */
const ROWS_PER_CHUNK = 256;
/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * A UTF-8 CSV (with BOM) as a stream: the header, then the rows as they come from the iterable,
 * so an export never holds the whole file in memory and stops reading rows when the consumer
 * stops reading.
 */
export function toCsvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
  style: CsvStyle = COMMA_STYLE,
): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(UTF8_BOM + formatCsvRow(header, style), 'utf8');
    let batch = '';
    let batched = 0;
    for await (const row of rows) {
      batch += formatCsvRow(row, style);
      batched += 1;
      if (batched === ROWS_PER_CHUNK) {
        yield Buffer.from(batch, 'utf8');
        batch = '';
        batched = 0;
      }
    }
    if (batched > 0) yield Buffer.from(batch, 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}
