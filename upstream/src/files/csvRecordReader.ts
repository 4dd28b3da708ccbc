import { type ByteSource } from './byteSource';
import { StringDecoder } from 'node:string_decoder';

export interface CsvRecord {
  /** Physical line (1-based) where the record starts; a quoted field may span more lines. */
  line: number;
  cells: string[];
  /** The input ended inside a quoted field. */
  unterminated?: true;
}

export type CsvDelimiter = ',' | ';';

/**
 * Picks the delimiter from the header line: whichever of `;` and `,` appears more often outside
 * quotes (DECISIONS 18). A tie, including a one-column header, means comma.
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180 tokenizer fed chunk by chunk: quoted fields with doubled quotes and line breaks,
 * CRLF / LF / CR line ends. Lenient where spreadsheets are sloppy: a quote inside an unquoted
 * field and text after a closing quote are kept as text.
 */
export class CsvTokenizer {
  private cells: string[] = [];
  private field = '';
  private fieldStarted = false;
  private inQuotes = false;
  /** A quote seen inside quotes: either the first half of "" or the closing quote. */
  private pendingQuote = false;
  /** The previous character was CR, so an LF right after it ends nothing new. */
  private afterCarriageReturn = false;
  private line = 1;
  private recordLine = 1;

  constructor(private readonly delimiter: CsvDelimiter) {}

  push(text: string, emit: (record: CsvRecord) => void): void {
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charAt(index);
      if (this.pendingQuote) {
        this.pendingQuote = false;
        if (char === '"') {
          this.field += '"';
          continue;
        }
        this.inQuotes = false;
      }
      if (this.inQuotes) {
        if (char === '"') {
          this.pendingQuote = true;
        } else {
          this.field += char;
          this.countLineBreak(char);
        }
        continue;
      }
      if (char === this.delimiter) {
        this.endField();
        this.afterCarriageReturn = false;
      } else if (char === '\n' || char === '\r') {
        const continuesCrLf = char === '\n' && this.afterCarriageReturn;
        this.countLineBreak(char);
        if (!continuesCrLf) this.endRecord(emit);
      } else {
        this.afterCarriageReturn = false;
        if (char === '"' && !this.fieldStarted) {
          this.inQuotes = true;
          this.fieldStarted = true;
        } else {
          this.field += char;
          this.fieldStarted = true;
        }
      }
    }
  }

  end(emit: (record: CsvRecord) => void): void {
    if (this.pendingQuote) {
      this.pendingQuote = false;
      this.inQuotes = false;
    }
    if (this.inQuotes) {
      this.endField();
      emit({ line: this.recordLine, cells: this.cells, unterminated: true });
      this.cells = [];
      return;
    }
    this.endRecord(emit);
  }

  private countLineBreak(char: string): void {
    if (char === '\r') {
      this.line += 1;
      this.afterCarriageReturn = true;
    } else if (char === '\n') {
      if (!this.afterCarriageReturn) this.line += 1;
      this.afterCarriageReturn = false;
    } else {
      this.afterCarriageReturn = false;
    }
  }

  private endField(): void {
    this.cells.push(this.field);
    this.field = '';
    this.fieldStarted = false;
  }

  private endRecord(emit: (record: CsvRecord) => void): void {
    const blank = this.cells.length === 0 && !this.fieldStarted && this.field === '';
    if (!blank) {
      this.endField();
      emit({ line: this.recordLine, cells: this.cells });
    }
    this.cells = [];
    this.field = '';
    this.fieldStarted = false;
    this.recordLine = this.line;
  }
}

/**
 * Records of a CSV byte stream, read chunk by chunk: UTF-8 (a BOM is dropped), delimiter
 * detected on the header line before anything is tokenized.
 */
export async function* readCsvRecords(source: ByteSource): AsyncGenerator<CsvRecord> {
  const decoder = new StringDecoder('utf8');
  let tokenizer: CsvTokenizer | null = null;
  let head = '';
  const ready: CsvRecord[] = [];
  const emit = (record: CsvRecord) => ready.push(record);

  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (tokenizer === null) {
      head += text;
      const unread = stripBom(head);
      const headerEnd = firstUnquotedLineEnd(unread);
      if (headerEnd === -1) continue;
      tokenizer = new CsvTokenizer(detectDelimiter(unread.slice(0, headerEnd)));
      tokenizer.push(unread, emit);
      head = '';
    } else {
      tokenizer.push(text, emit);
    }
    yield* ready.splice(0);
  }
  const rest = decoder.end();
  if (tokenizer === null) {
    tokenizer = new CsvTokenizer(detectDelimiter(stripBom(head + rest)));
    tokenizer.push(stripBom(head + rest), emit);
  } else if (rest) {
    tokenizer.push(rest, emit);
  }
  tokenizer.end(emit);
  yield* ready.splice(0);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function firstUnquotedLineEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return index;
  }
  return -1;
}
