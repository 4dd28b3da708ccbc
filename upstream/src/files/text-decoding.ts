// Bytes of an uploaded file → text, or a refusal of the whole file. The rules are written for
// sellers in docs/uploads.md ("Encodings"). U+FFFD never comes out of here: a byte that cannot be
// decoded refuses the file instead of becoming "Pi� che buono" in the catalog.
import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { type Locale } from '../i18n';
import { type ByteSource } from './byte-source';
import { refuseFile } from './upload-messages';

export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252' | 'ISO-8859-15';

export const REPLACEMENT = '\uFFFD';
/** A surrogate without its pair: what odd UTF-16 (or a cut pair) decodes to. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function bomOf(bytes: Buffer): { encoding: TextEncoding; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'UTF-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'UTF-16LE', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'UTF-16BE', length: 2 };
  return null;
}

/** Byte length of the UTF-8 sequence a lead byte starts; 0 when it cannot start one. */
function utf8SequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

export function linesIn(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    count += 1;
  return count;
}

/** Bytes of U+FFFD in UTF-8. */
const REPLACEMENT_BYTES = Buffer.from(REPLACEMENT, 'utf8');

/** How many bytes at the end of `bytes` start a UTF-8 sequence that the next chunk completes. */
export function incompleteUtf8Tail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return utf8SequenceLength(byte) > back ? back : 0;
  }
  return 0;
}

function newlinesIn(bytes: Buffer, end = bytes.length): number {
  let count = 0;
  for (
    let index = bytes.indexOf(10);
    index !== -1 && index < end;
    index = bytes.indexOf(10, index + 1)
  )
    count += 1;
  return count;
}

/**
 * A CSV's bytes as UTF-8, chunk by chunk, for csv-parse. A BOM decides (UTF-8, UTF-16 LE or BE);
 * without one the first byte outside ASCII decides: the start of a valid UTF-8 sequence means
 * UTF-8 (and any invalid byte later refuses the file), anything else means Windows-1252, which
 * Excel writes for "CSV (delimitato dal separatore di elenco)". Until then the text is ASCII,
 * the same in both. UTF-8 passes through as it came (checked, not decoded); the others are
 * decoded and written again as UTF-8.
 */
export class CsvByteDecoder {
  private encoding: TextEncoding | 'ASCII' | null = null;
  private held: Buffer = Buffer.alloc(0);
  private utf16: iconv.DecoderStream | null = null;
  private utf16Bytes = 0;
  /** A UTF-16 chunk's last character when it is the first half of a pair the next one ends. */
  private highSurrogate = '';
  /** Line of the next byte to come out (1-based), for the refusal messages. */
  private line = 1;

  constructor(private readonly locale: Locale) {}

  write(chunk: Buffer): Buffer {
    let bytes = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = Buffer.alloc(0);
    if (this.encoding === null) {
      if (bytes.length < 3) {
        this.held = bytes;
        return Buffer.alloc(0);
      }
      const bom = bomOf(bytes);
      this.encoding = bom?.encoding ?? 'ASCII';
      if (bom) bytes = bytes.subarray(bom.length);
      if (this.encoding === 'UTF-16LE' || this.encoding === 'UTF-16BE')
        this.utf16 = iconv.getDecoder(this.encoding);
    }
    return this.decode(bytes, false);
  }

  end(): Buffer {
    const rest = this.held;
    this.held = Buffer.alloc(0);
    if (this.encoding === null) this.encoding = 'ASCII';
    let out = rest.length > 0 ? this.decode(rest, true) : Buffer.alloc(0);
    if (this.encoding === 'UTF-8' && this.held.length > 0) throw this.undecodable();
    if (this.utf16) {
      if (this.utf16Bytes % 2 !== 0) throw this.undecodable();
      const text = this.highSurrogate + (this.utf16.end() ?? '');
      this.highSurrogate = '';
      if (text !== '') out = Buffer.concat([out, this.fromText(text)]);
    }
    return out;
  }

  private decode(bytes: Buffer, final: boolean): Buffer {
    switch (this.encoding) {
      case 'UTF-8':
        return this.passUtf8(bytes, final);
      case 'UTF-16LE':
      case 'UTF-16BE':
        this.utf16Bytes += bytes.length;
        return this.fromText(this.wholePairs(this.utf16?.write(bytes) ?? ''));
      case 'Windows-1252':
        return this.fromText(iconv.decode(bytes, 'windows-1252'));
      default:
        return this.passAscii(bytes, final);
    }
  }

  /** Decoded UTF-16 with a pair cut by the chunk boundary kept whole for the next chunk. */
  private wholePairs(decoded: string): string {
    const text = this.highSurrogate + decoded;
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.highSurrogate = text.slice(-1);
      return text.slice(0, -1);
    }
    this.highSurrogate = '';
    return text;
  }

  /** ASCII so far: pass it through until the first other byte decides the encoding. */
  private passAscii(bytes: Buffer, final: boolean): Buffer {
    if (isAscii(bytes)) return this.checkedBytes(bytes);
    let index = 0;
    while (index < bytes.length && (bytes[index] ?? 0) < 0x80) index += 1;
    const ascii = this.checkedBytes(bytes.subarray(0, index));
    const length = utf8SequenceLength(bytes[index] ?? 0);
    if (length > 0 && bytes.length - index < length && !final) {
      this.held = Buffer.from(bytes.subarray(index));
      return ascii;
    }
    const sequence = bytes.subarray(index, index + length);
    const rest = bytes.subarray(index);
    if (length > 0 && sequence.length === length && isUtf8(sequence)) {
      this.encoding = 'UTF-8';
      return Buffer.concat([ascii, this.passUtf8(rest, final)]);
    }
    this.encoding = 'Windows-1252';
    return Buffer.concat([ascii, this.fromText(iconv.decode(rest, 'windows-1252'))]);
  }

  /** UTF-8 passes through once checked; a sequence cut by the chunk waits for the next. */
  private passUtf8(bytes: Buffer, final: boolean): Buffer {
    const tail = final ? 0 : incompleteUtf8Tail(bytes);
    const complete = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    if (tail > 0) this.held = Buffer.from(bytes.subarray(bytes.length - tail));
    if (!isUtf8(complete)) {
      const lossy = complete.toString('utf8');
      const at = lossy.indexOf(REPLACEMENT);
      this.line += linesIn(at === -1 ? lossy : lossy.slice(0, at));
      throw this.undecodable();
    }
    return this.checkedBytes(complete);
  }

  /** ASCII or UTF-8 that may come out: no U+FFFD or NUL; counts its lines. */
  private checkedBytes(bytes: Buffer): Buffer {
    const nul = bytes.indexOf(0);
    const replacement = bytes.indexOf(REPLACEMENT_BYTES);
    if (nul !== -1 || replacement !== -1) {
      const at = nul !== -1 && (replacement === -1 || nul < replacement) ? nul : replacement;
      this.line += newlinesIn(bytes, at);
      throw at === nul
        ? refuseFile(this.locale, 'binary', { line: this.line })
        : refuseFile(this.locale, 'replacementCharacter', { line: this.line });
    }
    this.line += newlinesIn(bytes);
    return bytes;
  }

  /** Text decoded from another encoding, checked, as UTF-8. */
  private fromText(text: string): Buffer {
    const problem = firstProblem(text);
    if (problem !== null) {
      this.line += linesIn(text.slice(0, problem.index));
      if (problem.kind === 'nul') throw refuseFile(this.locale, 'binary', { line: this.line });
      throw this.undecodable();
    }
    this.line += linesIn(text);
    return Buffer.from(text, 'utf8');
  }

  private undecodable() {
    const encoding = this.encoding === 'ASCII' || this.encoding === null ? 'UTF-8' : this.encoding;
    return refuseFile(this.locale, 'undecodable', { encoding, line: this.line });
  }
}

export function firstProblem(
  text: string,
): { kind: 'replacement' | 'nul' | 'surrogate'; index: number } | null {
  const found = [
    { kind: 'replacement' as const, index: text.indexOf(REPLACEMENT) },
    { kind: 'nul' as const, index: text.indexOf('\0') },
    { kind: 'surrogate' as const, index: LONE_SURROGATE.exec(text)?.index ?? -1 },
  ]
    .filter((entry) => entry.index !== -1)
    .sort((left, right) => left.index - right.index);
  return found[0] ?? null;
}

/** A CSV byte stream as checked UTF-8 chunks (see CsvByteDecoder). */
export async function* decodeCsv(source: ByteSource, locale: Locale): AsyncGenerator<Buffer> {
  const decoder = new CsvByteDecoder(locale);
  for await (const chunk of source) {
    const bytes = decoder.write(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    if (bytes.length > 0) yield bytes;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
}
