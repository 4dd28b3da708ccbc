/** A cell as the exports produce it: text, a number, a flag, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** DECISIONS 17: a spreadsheet would run a text cell starting with one of these as a formula. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Formats one cell (RFC 4180 quoting) with formula-injection protection.
 *
 * The `'` prefix goes on strings only. Numbers are written by us from numeric values (a negative
 * price, a −12.5 % change) and can never carry a formula, while prefixing them would turn -12.5
 * into the text '-12.5 that no spreadsheet can sum. Anything user-controlled — names, colours,
 * seller names, search terms — reaches the CSV as a string and is protected.
 */
export function formatCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record with its CRLF line break, as RFC 4180 writes it. */
export function formatCsvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(formatCsvCell).join(',')}\r\n`;
}
