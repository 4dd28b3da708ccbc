// The CSV records of a text written in pieces, in one forward pass: RFC 4180 quoting (a quoted
// value may hold the delimiter, `""` and line breaks), any line end (CRLF, LF, CR, mixed in one
// file), and each record's start line counted on the way. A quote inside an unquoted value is kept
// as text, and so is text after a closing quote (`"12" inch` reads `"12" inch`).
//
// Not csv-parse: with `relax_column_count` it builds a CsvError (a stack trace and a JSON copy of
// its state) for every record whose length differs from the first, about 40 µs each, so a file of
// short or blank lines took seconds to minutes. Here a record is an array of strings, whatever
// its length, and an empty line is a record of one empty value.

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The file ends inside a quoted value; `line` is where its record starts. */
export class CsvQuoteNotClosed extends Error {
  constructor(readonly line: number) {
    super(`quoted value of the record on line ${line} is not closed`);
  }
}

const enum State {
  /** At the start of a value. */
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote seen inside a quoted value: `""`, or its end. */
  QuoteInQuoted,
}

export class CsvTokenizer {
  private readonly delimiter: number;
  private state = State.FieldStart;
  private cells: string[] = [];
  /** The current value's text from earlier pieces. */
  private field = '';
  /** Line of the next character (1-based). */
  private line = 1;
  private recordLine = 1;
  private previousWasCr = false;

  constructor(
    delimiter: string,
    private readonly onRecord: (cells: string[], line: number) => void,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  write(text: string): void {
    const delimiter = this.delimiter;
    const length = text.length;
    let start = 0;
    let index = 0;
    while (index < length) {
      const code = text.charCodeAt(index);
      const afterCr = this.previousWasCr;
      this.previousWasCr = code === CR;
      switch (this.state) {
        case State.FieldStart:
          if (code === QUOTE) {
            this.state = State.Quoted;
            start = index + 1;
          } else if (code === delimiter) {
            this.cells.push('');
          } else if (code === CR || code === LF) {
            // The LF of a CRLF whose CR ended the record.
            if (!(code === LF && afterCr && this.cells.length === 0)) this.endRecord('', code);
          } else {
            this.state = State.Unquoted;
            start = index;
          }
          break;
        case State.Unquoted:
          if (code === delimiter) {
            this.cells.push(this.field + text.slice(start, index));
            this.field = '';
            this.state = State.FieldStart;
          } else if (code === CR || code === LF) {
            const value = this.field + text.slice(start, index);
            this.field = '';
            this.state = State.FieldStart;
            this.endRecord(value, code);
          }
          break;
        case State.Quoted:
          if (code === QUOTE) {
            this.field += text.slice(start, index);
            this.state = State.QuoteInQuoted;
          } else if (code === CR || (code === LF && !afterCr)) {
            this.line += 1;
          }
          break;
        case State.QuoteInQuoted:
          if (code === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            start = index + 1;
          } else if (code === delimiter) {
            this.cells.push(this.field);
            this.field = '';
            this.state = State.FieldStart;
          } else if (code === CR || code === LF) {
            const value = this.field;
            this.field = '';
            this.state = State.FieldStart;
            this.endRecord(value, code);
          } else {
            // Text after a closing quote: the value is read as written, quotes and all.
            this.field = `"${this.field}"`;
            this.state = State.Unquoted;
            start = index;
          }
          break;
      }
      index += 1;
    }
    if (this.state === State.Unquoted || this.state === State.Quoted)
      this.field += text.slice(start, length);
  }

  /** The last record (when the file does not end with a line break). */
  end(): void {
    if (this.state === State.Quoted) throw new CsvQuoteNotClosed(this.recordLine);
    if (this.state !== State.FieldStart || this.cells.length > 0) {
      const value = this.field;
      this.field = '';
      this.state = State.FieldStart;
      this.endRecord(value, 0);
    }
  }

  private endRecord(lastValue: string, lineEnd: number): void {
    const cells = this.cells;
    cells.push(lastValue);
    this.cells = [];
    const line = this.recordLine;
    if (lineEnd === CR || lineEnd === LF) this.line += 1;
    this.recordLine = this.line;
    this.onRecord(cells, line);
  }
}
