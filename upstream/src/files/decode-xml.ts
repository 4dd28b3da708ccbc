// An XML upload's bytes → text: its BOM, else its declaration's `encoding`, else UTF-8. The rules
// are written for sellers in docs/uploads.md ("Encodings").
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { type Locale } from '../i18n';
import { bomOf, firstProblem, linesIn, REPLACEMENT, type TextEncoding } from './text-decoding';
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
  const bom = bomOf(bytes);
  let encoding: TextEncoding;
  let declared = false;
  if (bom) {
    encoding = bom.encoding;
    bytes = bytes.subarray(bom.length);
  } else if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) {
    encoding = 'UTF-16LE';
  } else if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) {
    encoding = 'UTF-16BE';
  } else {
    const head = bytes.subarray(0, 256).toString('latin1');
    const label = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
    if (label === undefined) {
      encoding = 'UTF-8';
    } else {
      const known = XML_ENCODINGS[label.trim().toLowerCase()];
      if (known === undefined)
        throw refuseFile(locale, 'xmlEncodingUnsupported', { encoding: label });
      // UTF-16 shows in the first bytes (a BOM, or `<?` two bytes per character), read above;
      // a file that declares it and gets here is written in a one-byte encoding.
      if (known === 'UTF-16' || known === 'UTF-16LE' || known === 'UTF-16BE')
        throw refuseFile(locale, 'xmlEncodingMismatch', { encoding: label });
      encoding = known;
      declared = true;
    }
  }
  let text: string;
  if (encoding === 'UTF-8') {
    if (!isUtf8(bytes)) {
      const lossy = bytes.toString('utf8');
      const line = 1 + linesIn(lossy.slice(0, Math.max(0, lossy.indexOf(REPLACEMENT))));
      throw declared
        ? refuseFile(locale, 'undecodable', { encoding, line })
        : refuseFile(locale, 'xmlUndeclaredEncoding', { line });
    }
    text = bytes.toString('utf8');
  } else {
    if ((encoding === 'UTF-16LE' || encoding === 'UTF-16BE') && bytes.length % 2 !== 0)
      throw refuseFile(locale, 'undecodable', { encoding, line: 1 });
    text = iconv.decode(bytes, encoding === 'Windows-1252' ? 'windows-1252' : encoding);
  }
  const problem = firstProblem(text);
  if (problem !== null) {
    const line = 1 + linesIn(text.slice(0, problem.index));
    if (problem.kind === 'replacement' && encoding === 'UTF-8')
      throw refuseFile(locale, 'replacementCharacter', { line });
    if (problem.kind === 'nul') throw refuseFile(locale, 'binary', { line });
    throw refuseFile(locale, 'undecodable', { encoding, line });
  }
  return text;
}
