// Reading a CSV upload as records: decoded as a stream, its delimiter detected on the first line
// with content, each record handed on with the line it starts on. One forward pass over the text
// (csv-tokenizer.ts); no piece of it is read twice, however the bytes arrive.
import { type ByteSource } from './byte-source';
import { type CsvDelimiter, detectDelimiter } from './csv-delimiter';
import { CsvQuoteNotClosed, CsvTokenizer } from './csv-tokenizer';
import { type UploadContext } from './parsed-catalog';
import { decodeCsv } from './text-decoding';
import { refuseFile } from './upload-messages';

/** A header longer than this without a line break is detected on what was read. */
const MAX_HEADER_SCAN = 1_000_000;

/**
 * The first line with content (ended by a line break outside quotes), found as text arrives:
 * each piece is scanned once, the pieces joined once at the end.
 */
class FirstLineScan {
  readonly parts: string[] = [];
  length = 0;
  line: string | null = null;
  private quoted = false;
  /** The current line's text from earlier pieces. */
  private current: string[] = [];

  push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    if (this.line !== null) return;
    let start = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 0x22) this.quoted = !this.quoted;
      else if (!this.quoted && (code === 0x0a || code === 0x0d)) {
        this.current.push(text.slice(start, index));
        const line = this.current.join('');
        this.current = [];
        start = index + 1;
        if (line.trim() !== '') {
          this.line = line;
          return;
        }
      }
    }
    this.current.push(text.slice(start));
  }

  text(): string {
    return this.parts.join('');
  }
}

/**
 * Reads a CSV byte stream and hands each record to `onRecord` with the line it starts on (an empty
 * line is a record of one empty value). The delimiter is detected on the first line with content
 * before any record is read. Resolves false when `context.stopped()` ended the reading early;
 * an exception thrown by `onRecord` (a limit reached) stops the reading at once.
 */
export async function readCsvRecords(
  source: ByteSource,
  context: UploadContext,
  onRecord: (cells: string[], line: number) => void,
  onDelimiter: (delimiter: CsvDelimiter) => void,
): Promise<boolean> {
  const chunks = decodeCsv(source, context.locale)[Symbol.asyncIterator]();
  const scan = new FirstLineScan();
  let tokenizer: CsvTokenizer | null = null;
  const start = (): CsvTokenizer => {
    const delimiter = detectDelimiter(scan.line ?? scan.text());
    onDelimiter(delimiter);
    const started = new CsvTokenizer(delimiter, onRecord);
    for (const part of scan.parts.splice(0)) started.write(part);
    return started;
  };
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      if (context.stopped?.()) return false;
      // The decoder hands on whole UTF-8 sequences, so each chunk is text of its own.
      const text = next.value.toString('utf8');
      if (tokenizer !== null) {
        tokenizer.write(text);
        continue;
      }
      scan.push(text);
      if (scan.line !== null || scan.length >= MAX_HEADER_SCAN) tokenizer = start();
    }
    if (context.stopped?.()) return false;
    (tokenizer ?? start()).end();
    return true;
  } catch (error) {
    if (error instanceof CsvQuoteNotClosed)
      throw refuseFile(context.locale, 'csvQuoteNotClosed', { line: error.line });
    throw error;
  } finally {
    // Ends the source's iteration even when reading stopped early, so the upload's stream can be
    // drained (a stream being iterated ignores resume()).
    await chunks.return(undefined);
  }
}
