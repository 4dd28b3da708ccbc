/** A cell as the exports produce it: text, a number, a flag, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** How a CSV is written for the reader's spreadsheet (docs/uploads.md, "Exports"). */
export interface CsvStyle {
  delimiter: ',' | ';';
  /** Numbers with a decimal comma (with `;`, as Italian Excel reads them). */
  decimalComma: boolean;
}

/** en-GB spreadsheets: `,` and a decimal point. */
export const COMMA_STYLE: CsvStyle = { delimiter: ',', decimalComma: false };
/** it-IT spreadsheets: `;` and a decimal comma. */
export const SEMICOLON_STYLE: CsvStyle = { delimiter: ';', decimalComma: true };

/** A spreadsheet would run a text cell starting with one of these as a formula. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

function startsWithTrigger(value: string, at = 0): boolean {
  return FORMULA_TRIGGERS.has(value.charAt(at));
}

/**
 * Formats one cell with formula-injection protection and RFC 4180 quoting.
 *
 * The `'` prefix goes on strings only. Numbers are written by us from numeric values (a negative
 * price, a −12.5 % change) and can never carry a formula, while prefixing them would turn -12.5
 * into the text '-12.5 that no spreadsheet can sum. Anything user-controlled — names, colours,
 * seller names, search terms — reaches the CSV as a string and is protected. A string that
 * already starts with `'` and a trigger gets one more `'`, so that the upload, which removes one,
 * gives back exactly what was exported.
 */
export function formatCsvCell(value: CsvCell, style: CsvStyle = COMMA_STYLE): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return style.decimalComma ? String(value).replace('.', ',') : String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guard = startsWithTrigger(value) || (value.startsWith("'") && startsWithTrigger(value, 1));
  const guarded = guard ? `'${value}` : value;
  const needsQuotes =
    guarded.includes('"') ||
    guarded.includes(style.delimiter) ||
    guarded.includes('\n') ||
    guarded.includes('\r');
  return needsQuotes ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record with its CRLF line break, as RFC 4180 writes it. */
export function formatCsvRow(cells: readonly CsvCell[], style: CsvStyle = COMMA_STYLE): string {
  let line = '';
  for (let index = 0; index < cells.length; index += 1) {
    if (index > 0) line += style.delimiter;
    line += formatCsvCell(cells[index], style);
  }
  return `${line}\r\n`;
}

/**
 * The text an uploaded cell held before the export's formula guard: `'-20% …` → `-20% …` and
 * `''=x` → `'=x`; null when the cell was not guarded (no `'` before a trigger or before `'` and
 * a trigger).
 */
export function unguardFormula(cell: string): string | null {
  if (!cell.startsWith("'")) return null;
  const guarded =
    startsWithTrigger(cell, 1) || (cell.charAt(1) === "'" && startsWithTrigger(cell, 2));
  return guarded ? cell.slice(1) : null;
}
