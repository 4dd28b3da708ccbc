import { type ByteSource } from './byteSource';
import { CatalogUploadRejected } from './catalogUploadRejected';
import {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadColumn,
  type CatalogUploadResult,
  type RawCatalogFields,
  validateCatalogUploadRow,
} from './catalogUploadRow';
import { readCsvRecords } from './csvRecordReader';

const REQUIRED_COLUMNS: readonly CatalogUploadColumn[] = ['external_id', 'name'];

/**
 * A catalog CSV (DECISIONS 18) read as a stream, one result per data row. Header names are
 * matched case-insensitively; columns we do not know are ignored so a seller's export with extra
 * columns still uploads. Throws CatalogUploadRejected when the header lacks a required column.
 */
export async function* parseCsvCatalog(source: ByteSource): AsyncGenerator<CatalogUploadResult> {
  let columns: Array<CatalogUploadColumn | null> | null = null;
  for await (const record of readCsvRecords(source)) {
    if (columns === null) {
      columns = readHeader(record.cells);
      continue;
    }
    if (record.unterminated) {
      yield { line: record.line, error: 'A quoted field is never closed (missing ").' };
      continue;
    }
    if (record.cells.length !== columns.length) {
      yield {
        line: record.line,
        error: `The row has ${record.cells.length} fields but the header has ${columns.length}.`,
      };
      continue;
    }
    const fields: RawCatalogFields = {};
    record.cells.forEach((cell, index) => {
      const column = columns?.[index];
      if (column) fields[column] = cell;
    });
    const result = validateCatalogUploadRow(fields);
    yield 'row' in result
      ? { line: record.line, row: result.row }
      : { line: record.line, error: result.error };
  }
  if (columns === null)
    throw new CatalogUploadRejected('The file is empty: a header row is needed.');
}

function readHeader(cells: readonly string[]): Array<CatalogUploadColumn | null> {
  const known = new Set<string>(CATALOG_UPLOAD_COLUMNS);
  const columns = cells.map((cell) => {
    const name = cell.trim().toLowerCase();
    return known.has(name) ? (name as CatalogUploadColumn) : null;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new CatalogUploadRejected(
      `The header row lacks ${missing.join(' and ')}. Expected columns: ${CATALOG_UPLOAD_COLUMNS.join(', ')}.`,
    );
  }
  return columns;
}
