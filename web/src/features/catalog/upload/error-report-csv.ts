/** One refused row of an upload report (the fields of UploadRowError). */
export interface ErrorReportRow {
  line: number | null;
  column: string | null;
  value: string | null;
  message: string;
  itemPosition: number | null;
  itemId: string | null;
}

/** The header row, in the seller's language. */
export interface ErrorReportHeader {
  line: string;
  item: string;
  column: string;
  value: string;
  message: string;
}

/**
 * A spreadsheet opened in the seller's locale splits on its list separator: `;` where the comma
 * is the decimal mark (it-IT), `,` otherwise (en-GB).
 */
export function errorReportDelimiter(locale: string): ';' | ',' {
  return locale.toLowerCase().startsWith('it') ? ';' : ',';
}

/** Spreadsheets run a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run as a formula is written with a leading apostrophe. */
export function guardFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The item cell: XML items give their position, and their id when they had one. */
export function itemCell(row: Pick<ErrorReportRow, 'itemPosition' | 'itemId'>): string {
  if (row.itemPosition === null) return row.itemId ?? '';
  return row.itemId === null ? String(row.itemPosition) : `${row.itemPosition} (${row.itemId})`;
}

function quoted(cell: string, delimiter: string): string {
  return cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * The error report of an upload: UTF-8 with a BOM (so spreadsheets detect the encoding), CRLF
 * line ends, RFC 4180 quoting, columns line, item, column, value, message. Line numbers are written
 * as numbers; every text cell is guarded against formulas (docs/upload-outcome.md).
 */
export function errorReportCsv(
  rows: readonly ErrorReportRow[],
  header: ErrorReportHeader,
  locale: string,
): string {
  const delimiter = errorReportDelimiter(locale);
  const line = (cells: string[]) => cells.map((cell) => quoted(cell, delimiter)).join(delimiter);
  const lines = [
    line([header.line, header.item, header.column, header.value, header.message].map(guardFormula)),
    ...rows.map((row) =>
      line([
        row.line === null ? '' : String(row.line),
        guardFormula(itemCell(row)),
        guardFormula(row.column ?? ''),
        guardFormula(row.value ?? ''),
        guardFormula(row.message),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The uploaded file's name without its extension, to name the error report after it. */
export function uploadedBaseName(uploaded: string): string {
  return uploaded.replace(/\.[^.]*$/, '') || uploaded;
}

/** Saves `csv` as a file through the browser, without a round trip to the server. */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while: the browser reads the object URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
