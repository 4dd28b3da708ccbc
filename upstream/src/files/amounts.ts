// Reading amounts and whole numbers from upload cells, the same way for CSV and XML. The rule is
// written for sellers in docs/uploads.md ("Numbers"); in short: a value whose form shows which
// mark is the decimal separator is read as it shows, and a value that could be read two ways
// ("1.099", "12,500") is read only when the other values of the same file settle it.

/** The two marks a file can use between whole units and decimals. */
export type DecimalMark = ',' | '.';

/** What one cell says, before the file's convention is known. */
export type NumberReading =
  /** Read with certainty. `shows` is the decimal mark the value proves, when it proves one. */
  | { kind: 'exact'; value: number; decimals: string; shows: DecimalMark | null }
  /** One `.` or `,` followed by exactly three digits: thousands (`asThousands`) or decimals. */
  | { kind: 'ambiguous'; separator: DecimalMark; asThousands: number }
  | { kind: 'negative' }
  | { kind: 'invalid' };

/** A currency written with the amount ("€ 1.234,56", "1049.00 EUR"). */
export interface AmountText {
  /** The number as written, without the currency and surrounding spaces. */
  number: string;
  /** The currency symbol or code as written, or null. */
  currency: string | null;
}

const DIGITS = /^\d+$/;
/** Digits with at most one `.` or `,`: the common case, read without the general path. */
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)?$/;
const isDigit = (code: number) => code >= 48 && code <= 57;
const CURRENCY_BEFORE = /^(\p{Sc}|[A-Za-z]{3})\s*(.*)$/u;
const CURRENCY_AFTER = /^(.*?)\s*(\p{Sc}|[A-Za-z]{3})$/u;
/** Spaces a spreadsheet may write between thousands: space, no-break and narrow no-break. */
const GROUPING_SPACE = /[ \u00a0\u202f]/;
const GROUPING_SPACES = /[ \u00a0\u202f]/g;

/** Splits a leading or trailing currency symbol or three-letter code off an amount. */
export function splitCurrency(text: string): AmountText {
  // Most cells are plain numbers: nothing to split.
  if (isDigit(text.charCodeAt(0)) && isDigit(text.charCodeAt(text.length - 1)))
    return { currency: null, number: text };
  const trimmed = text.trim();
  const before = CURRENCY_BEFORE.exec(trimmed);
  if (before && /\d/.test(before[2] ?? ''))
    return { currency: before[1] ?? null, number: before[2] ?? '' };
  const after = CURRENCY_AFTER.exec(trimmed);
  if (after && /\d/.test(after[1] ?? ''))
    return { currency: after[2] ?? null, number: after[1] ?? '' };
  return { currency: null, number: trimmed };
}

/** True when a currency written in the file is the store's (its code in any case, or its symbol). */
export function isStoreCurrency(written: string, code: string, symbol: string): boolean {
  return written === symbol || written.toUpperCase() === code.toUpperCase();
}

/**
 * Reads a number without currency. Accepted: `1234`, `1234.56`, `1234,56`, `1.234,56`,
 * `1,234.56`, `1.234.567`, `1 234,56`. A value with both marks takes the last one as decimal;
 * one mark followed by other than three digits is decimal; one mark followed by exactly three
 * digits is ambiguous unless the whole part cannot be a thousands group ("0.999", "1234.567").
 */
export function readNumber(text: string): NumberReading {
  if (PLAIN_NUMBER.test(text)) return readPlain(text);
  let number = text.trim();
  if (number === '') return { kind: 'invalid' };
  const negative = /^[-\u2212]/.test(number);
  if (negative) number = number.slice(1).trimStart();
  const reading = readUnsigned(number);
  if (negative && reading.kind !== 'invalid') {
    const zero = reading.kind === 'exact' && reading.value === 0;
    return zero ? reading : { kind: 'negative' };
  }
  return reading;
}

/**
 * The amount a plain cell ("499", "499.5", "499,90", "19.990000") certainly holds, to the cent;
 * undefined for anything else (a currency, thousands, an ambiguous or sub-cent value), which the
 * general reader then handles with its messages. The fast path of most cells.
 */
export function plainAmount(text: string): number | undefined {
  const length = text.length;
  let at = -1;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) continue;
    // One mark, with digits on both sides.
    if ((code !== 46 && code !== 44) || at !== -1 || index === 0 || index === length - 1)
      return undefined;
    at = index;
  }
  if (length === 0) return undefined;
  if (at === -1) return Number(text);
  if (length - at - 1 === 3 && at <= 3 && text.charCodeAt(0) !== 48) return undefined;
  for (let index = at + 3; index < length; index += 1)
    if (text.charCodeAt(index) !== 48) return undefined;
  return Number(text.charCodeAt(at) === 44 ? `${text.slice(0, at)}.${text.slice(at + 1)}` : text);
}

/** Digits with at most one mark ("499", "499.5", "1.099"): the same rule, without allocations. */
function readPlain(text: string): NumberReading {
  let at = text.indexOf('.');
  const mark: DecimalMark = at === -1 ? ',' : '.';
  if (at === -1) at = text.indexOf(',');
  if (at === -1) return { kind: 'exact', value: Number(text), decimals: '', shows: null };
  const fractionLength = text.length - at - 1;
  if (fractionLength === 3 && at <= 3 && text.charCodeAt(0) !== 48) {
    return {
      kind: 'ambiguous',
      separator: mark,
      asThousands: Number(text.slice(0, at) + text.slice(at + 1)),
    };
  }
  const decimals = text.slice(at + 1);
  const value = Number(mark === '.' ? text : `${text.slice(0, at)}.${decimals}`);
  return { kind: 'exact', value, decimals, shows: mark };
}

function readUnsigned(text: string): NumberReading {
  if (DIGITS.test(text)) return exact(text, '', null);
  let number = text;
  let spaceGrouped = false;
  if (GROUPING_SPACE.test(number)) {
    const [whole = '', ...rest] = number.split(/[.,]/);
    if (rest.length > 1 || !/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/.test(whole))
      return { kind: 'invalid' };
    number = number.replace(GROUPING_SPACES, '');
    spaceGrouped = true;
  }
  const commas = countOf(number, ',');
  const points = countOf(number, '.');
  if (commas > 0 && points > 0) {
    const decimal: DecimalMark = number.lastIndexOf(',') > number.lastIndexOf('.') ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [whole = '', fraction = ''] = splitOnce(number, decimal);
    if (countOf(fraction, thousands) > 0 || !/^\d+$/.test(fraction)) return { kind: 'invalid' };
    if (!isGrouped(whole, thousands)) return { kind: 'invalid' };
    return exact(whole.split(thousands).join(''), fraction, decimal);
  }
  if (commas === 0 && points === 0) return { kind: 'invalid' };
  const mark: DecimalMark = commas > 0 ? ',' : '.';
  const other: DecimalMark = mark === ',' ? '.' : ',';
  if (countOf(number, mark) > 1) {
    // Several of one mark can only be thousands: "1.234.567" (and so the decimal mark is the other).
    if (spaceGrouped || !isGrouped(number, mark)) return { kind: 'invalid' };
    return exact(number.split(mark).join(''), '', other);
  }
  const [whole = '', fraction = ''] = splitOnce(number, mark);
  if (!/^\d+$/.test(whole) || !/^\d+$/.test(fraction)) return { kind: 'invalid' };
  const couldBeThousands =
    !spaceGrouped && fraction.length === 3 && whole.length <= 3 && !whole.startsWith('0');
  if (couldBeThousands) {
    return { kind: 'ambiguous', separator: mark, asThousands: Number(whole + fraction) };
  }
  return exact(whole, fraction, mark);
}

function exact(whole: string, decimals: string, shows: DecimalMark | null): NumberReading {
  const value = Number(decimals === '' ? whole : `${whole}.${decimals}`);
  return Number.isFinite(value) ? { kind: 'exact', value, decimals, shows } : { kind: 'invalid' };
}

/** "1.234.567" with `.`: groups of three after a first group of one to three digits. */
function isGrouped(text: string, separator: DecimalMark): boolean {
  const [first = '', ...groups] = text.split(separator);
  return (
    /^\d{1,3}$/.test(first) &&
    !(first.startsWith('0') && groups.length > 0) &&
    groups.every((group) => /^\d{3}$/.test(group))
  );
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let index = text.indexOf(char); index !== -1; index = text.indexOf(char, index + 1))
    count += 1;
  return count;
}

function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return [text.slice(0, index), text.slice(index + 1)];
}

/**
 * What the values of one file show about its decimal mark. Only values that prove a mark count;
 * `decimalMark` is that mark when every such value agrees, `mixed` when they disagree.
 */
export class DecimalEvidence {
  private commas = 0;
  private points = 0;

  /** Counts what one amount cell shows (call it for every amount of the file). */
  /**
   * Counts what one amount cell shows (call it for every amount of the file). True when the cell
   * itself is ambiguous, so its value depends on what the whole file shows.
   */
  see(cell: string | undefined): boolean {
    if (cell === undefined) return false;
    if (PLAIN_NUMBER.test(cell)) {
      // The common case, decided without reading the number: one mark, or none.
      let at = cell.indexOf('.');
      const comma = at === -1;
      if (comma) at = cell.indexOf(',');
      if (at === -1) return false;
      if (cell.length - at - 1 === 3 && at <= 3 && cell.charCodeAt(0) !== 48) return true;
      if (comma) this.commas += 1;
      else this.points += 1;
      return false;
    }
    if (!cell.includes(',') && !cell.includes('.')) return false;
    const reading = readNumber(splitCurrency(cell).number);
    if (reading.kind === 'ambiguous') return true;
    if (reading.kind !== 'exact' || reading.shows === null) return false;
    if (reading.shows === ',') this.commas += 1;
    else this.points += 1;
    return false;
  }

  get decimalMark(): DecimalMark | null {
    if (this.commas > 0 && this.points === 0) return ',';
    if (this.points > 0 && this.commas === 0) return '.';
    return null;
  }

  get mixed(): boolean {
    return this.commas > 0 && this.points > 0;
  }
}

/** True when a cell could be read two ways (a stock count such as "1.000"); counts nothing. */
export function isAmbiguous(cell: string | undefined): boolean {
  if (cell === undefined || (!cell.includes(',') && !cell.includes('.'))) return false;
  return readNumber(cell.trim()).kind === 'ambiguous';
}

/** How an ambiguous value came out once the file's convention is known. */
export type Resolution =
  | { kind: 'value'; value: number }
  /** The file does not say (`mixed`: its values disagree), or it says the mark is decimal. */
  | { kind: 'unclear'; mixed: boolean };

/**
 * An ambiguous value ("1.099") is a thousands grouping only when the file shows the other mark
 * is its decimal mark. If the file shows this mark is decimal, the value would have three
 * decimals, which no amount to the cent has: it stays unclear and the seller is asked.
 */
export function resolveAmbiguous(
  reading: Extract<NumberReading, { kind: 'ambiguous' }>,
  evidence: DecimalEvidence,
): Resolution {
  const decimalMark = evidence.decimalMark;
  if (decimalMark !== null && decimalMark !== reading.separator)
    return { kind: 'value', value: reading.asThousands };
  return { kind: 'unclear', mixed: evidence.mixed };
}
