// An XML upload's bytes → text: its BOM, else its declaration's `encoding`, else UTF-8. The rules
// are written for sellers in docs/uploads.md ("Encodings").
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { type Locale } from '../i18n';
import {
  bomOf,
  firstProblem,
  incompleteUtf8Tail,
  linesIn,
  REPLACEMENT,
  type TextEncoding,
} from './text-decoding';
import { refuseFile } from './upload-messages';

/** Labels of the XML declaration's `encoding` we read, lower-case, and how. */
const XML_ENCODINGS: Record<string, TextEncoding | 'UTF-16'> = {
  'utf-8': 'UTF-8',
  utf8: 'UTF-8',
  'us-ascii': 'UTF-8',
  ascii: 'UTF-8',
  // ISO-8859-1 is read as Windows-1252, as browsers do: the two agree on every printable
  // character, and feeds that say ISO-8859-1 often hold Windows-1252's € (0x80) and quotes.
  'iso-8859-1': 'Windows-1252',
  iso8859_1: 'Windows-1252',
  'iso_8859-1': 'Windows-1252',
  'iso8859-1': 'Windows-1252',
  latin1: 'Windows-1252',
  'latin-1': 'Windows-1252',
  l1: 'Windows-1252',
  'windows-1252': 'Windows-1252',
  cp1252: 'Windows-1252',
  'x-cp1252': 'Windows-1252',
  'iso-8859-15': 'ISO-8859-15',
  'iso8859-15': 'ISO-8859-15',
  'iso_8859-15': 'ISO-8859-15',
  latin9: 'ISO-8859-15',
  'latin-9': 'ISO-8859-15',
  'utf-16': 'UTF-16',
  utf16: 'UTF-16',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
};

/**
 * A whole XML document's bytes → text, honouring a BOM, else the declaration's `encoding`, else
 * UTF-8 (XML's default, so bytes that are not UTF-8 refuse the file).
 */
export function decodeXml(bytes: Buffer, locale: Locale): string {
  const decoder = new XmlTextDecoder(locale);
  return decoder.write(bytes) + decoder.end();
}

/** Bytes the encoding is decided from: a BOM, UTF-16's `<?`, or the declaration. */
const HEAD_BYTES = 256;

/**
 * An XML document's bytes → text chunk by chunk (decodeXml's rules), so it is parsed as it
 * arrives: the first 256 bytes decide the encoding, then each chunk comes out as checked text
 * (a character cut by the chunk's end waits for the next), with the line of any refusal.
 */
export class XmlTextDecoder {
  private head: Buffer | null = Buffer.alloc(0);
  private encoding: TextEncoding = 'UTF-8';
  private declared = false;
  /** UTF-8: the start of a sequence the next chunk completes. */
  private held: Buffer = Buffer.alloc(0);
  private decoder: iconv.DecoderStream | null = null;
  private utf16Bytes = 0;
  /** UTF-16: a first half of a pair the next chunk ends. */
  private highSurrogate = '';
  /** Line of the next character to come out (1-based). */
  private line = 1;

  constructor(private readonly locale: Locale) {}

  write(chunk: Buffer): string {
    if (this.head === null) return this.decode(chunk, false);
    this.head = Buffer.concat([this.head, chunk]);
    return this.head.length < HEAD_BYTES ? '' : this.start(false);
  }

  end(): string {
    return this.head === null ? this.decode(Buffer.alloc(0), true) : this.start(true);
  }

  private start(final: boolean): string {
    let bytes = this.head ?? Buffer.alloc(0);
    this.head = null;
    const bom = bomOf(bytes);
    if (bom) {
      this.encoding = bom.encoding;
      bytes = bytes.subarray(bom.length);
    } else if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) {
      this.encoding = 'UTF-16LE';
    } else if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) {
      this.encoding = 'UTF-16BE';
    } else {
      this.declaredEncoding(bytes);
    }
    if (this.encoding !== 'UTF-8') this.decoder = iconv.getDecoder(this.encoding);
    return this.decode(bytes, final);
  }

  private declaredEncoding(bytes: Buffer): void {
    const head = bytes.subarray(0, HEAD_BYTES).toString('latin1');
    const label = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
    if (label === undefined) return;
    const known = XML_ENCODINGS[label.trim().toLowerCase()];
    if (known === undefined)
      throw refuseFile(this.locale, 'xmlEncodingUnsupported', { encoding: label });
    // UTF-16 shows in the first bytes (a BOM, or `<?` two bytes per character), read above;
    // a file that declares it and gets here is written in a one-byte encoding.
    if (known === 'UTF-16' || known === 'UTF-16LE' || known === 'UTF-16BE')
      throw refuseFile(this.locale, 'xmlEncodingMismatch', { encoding: label });
    this.encoding = known;
    this.declared = true;
  }

  private decode(bytes: Buffer, final: boolean): string {
    if (this.encoding === 'UTF-8') return this.checked(this.utf8(bytes, final));
    if (this.encoding === 'UTF-16LE' || this.encoding === 'UTF-16BE') {
      this.utf16Bytes += bytes.length;
      if (final && this.utf16Bytes % 2 !== 0)
        throw refuseFile(this.locale, 'undecodable', { encoding: this.encoding, line: 1 });
      const decoded =
        (this.decoder?.write(bytes) ?? '') + (final ? (this.decoder?.end() ?? '') : '');
      return this.checked(this.wholePairs(decoded, final));
    }
    return this.checked(this.decoder?.write(bytes) ?? '');
  }

  /** Checked UTF-8 as text; a sequence cut by the chunk's end waits for the next. */
  private utf8(bytes: Buffer, final: boolean): string {
    const all = this.held.length > 0 ? Buffer.concat([this.held, bytes]) : bytes;
    const tail = final ? 0 : incompleteUtf8Tail(all);
    const complete = all.subarray(0, all.length - tail);
    this.held = Buffer.from(all.subarray(all.length - tail));
    if (!isUtf8(complete)) {
      const lossy = complete.toString('utf8');
      const line = this.line + linesIn(lossy.slice(0, Math.max(0, lossy.indexOf(REPLACEMENT))));
      throw this.declared
        ? refuseFile(this.locale, 'undecodable', { encoding: this.encoding, line })
        : refuseFile(this.locale, 'xmlUndeclaredEncoding', { line });
    }
    return complete.toString('utf8');
  }

  /** Decoded UTF-16 with a pair cut by the chunk's end kept whole for the next chunk. */
  private wholePairs(decoded: string, final: boolean): string {
    const text = this.highSurrogate + decoded;
    const last = text.charCodeAt(text.length - 1);
    this.highSurrogate = !final && last >= 0xd800 && last <= 0xdbff ? text.slice(-1) : '';
    return this.highSurrogate === '' ? text : text.slice(0, -1);
  }

  /** Text that may come out: no U+FFFD, NUL or half a surrogate pair; counts its lines. */
  private checked(text: string): string {
    const problem = firstProblem(text);
    if (problem === null) {
      this.line += linesIn(text);
      return text;
    }
    const line = this.line + linesIn(text.slice(0, problem.index));
    if (problem.kind === 'replacement' && this.encoding === 'UTF-8')
      throw refuseFile(this.locale, 'replacementCharacter', { line });
    if (problem.kind === 'nul') throw refuseFile(this.locale, 'binary', { line });
    throw refuseFile(this.locale, 'undecodable', { encoding: this.encoding, line });
  }
}
