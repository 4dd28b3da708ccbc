import { Readable } from 'node:stream';
import { type CsvCell, formatCsvRow } from './csvFormat';

/** Rows are sent in batches of this many so a 100k-row export is not 100k tiny writes. */
const ROWS_PER_CHUNK = 256;

/**
 * A UTF-8 CSV as a stream: the header, then the rows as they come from the iterable, so an export
 * never holds the whole file in memory and stops reading rows when the consumer stops reading.
 */
export function toCsvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(formatCsvRow(header), 'utf8');
    let batch = '';
    let batched = 0;
    for await (const row of rows) {
      batch += formatCsvRow(row);
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
