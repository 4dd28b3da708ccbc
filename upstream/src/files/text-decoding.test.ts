import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { decodeXml } from './decode-xml';
import { CsvByteDecoder } from './text-decoding';

/** Decodes `bytes` cut into chunks of `size` bytes (every cut point is tried by the callers). */
function decodeInChunks(bytes: Buffer, size: number): string {
  const decoder = new CsvByteDecoder('en-GB');
  const out: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size)
    out.push(decoder.write(bytes.subarray(start, start + size)));
  out.push(decoder.end());
  return Buffer.concat(out).toString('utf8');
}

const text = 'external_id;name\r\nA-1;Apple iPhone 12 – Più che buono €\r\n';

describe('CsvByteDecoder', () => {
  it.each([
    ['UTF-8', Buffer.from(text, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['Windows-1252', iconv.encode(text, 'windows-1252')],
    [
      'UTF-16 LE with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]),
    ],
    [
      'UTF-16 BE with BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')]),
    ],
  ])('reads %s the same, however the chunks are cut', (_name, bytes) => {
    for (const size of [1, 2, 3, 5, 7, 64, bytes.length]) {
      expect(decodeInChunks(bytes, size), `chunks of ${size}`).toBe(text);
    }
  });

  it('reads UTF-16 whose surrogate pair (an emoji) straddles two chunks', () => {
    const withPair = 'external_id;name\r\nA-1;Phone 📱 grade A\r\n';
    for (const encoding of ['utf16be', 'utf16le'] as const) {
      const bom = encoding === 'utf16be' ? [0xfe, 0xff] : [0xff, 0xfe];
      const bytes = Buffer.concat([Buffer.from(bom), iconv.encode(withPair, encoding)]);
      // Every chunk size in which some cut falls between the pair's two halves.
      for (const size of [2, 4, 6, 8, 10])
        expect(decodeInChunks(bytes, size), `${encoding}, chunks of ${size}`).toBe(withPair);
    }
  });

  it('reads an ASCII file and an empty one', () => {
    expect(decodeInChunks(Buffer.from('a;b\r\n'), 2)).toBe('a;b\r\n');
    expect(decodeInChunks(Buffer.alloc(0), 1)).toBe('');
  });

  it('refuses UTF-8 that turns invalid later, naming the line', () => {
    const bytes = Buffer.concat([
      Buffer.from('a;Più\r\nb;ok\r\n'),
      Buffer.from([0x63, 0x3b, 0xf9, 0x0d, 0x0a]),
    ]);
    expect(() => decodeInChunks(bytes, 4)).toThrow(CatalogUploadRejected);
    expect(() => decodeInChunks(bytes, 4)).toThrow(/UTF-8 text \(line 3\)/);
  });

  it('never lets U+FFFD through: a damaged file is refused as a whole', () => {
    expect(() => decodeInChunks(Buffer.from('a;Pi\uFFFD che buono\n'), 3)).toThrow(
      /Line 1 contains the character/,
    );
    // Windows-1252 has no character for 0x81: the file is not Windows-1252 either.
    expect(() => decodeInChunks(Buffer.from([0x61, 0x3b, 0xe8, 0x81, 0x0a]), 2)).toThrow(
      /could not be read as Windows-1252 text \(line 1\)/,
    );
  });

  it('refuses binary data (an Excel workbook renamed .csv) and cut UTF-16', () => {
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(() => decodeInChunks(xlsx, 8)).toThrow(/not a CSV or XML text file/);
    const odd = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('ab', 'utf16le'),
      Buffer.from([0x41]),
    ]);
    expect(() => decodeInChunks(odd, 2)).toThrow(/UTF-16LE/);
  });

  it('writes its refusals in the uploader language', () => {
    const decoder = new CsvByteDecoder('it-IT');
    expect(() => decoder.write(Buffer.from('a\n\u0000\n'))).toThrow(/riga 2/);
  });
});

describe('decodeXml', () => {
  const feed = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?>\n<rss><channel><title>Più € “x”</title></channel></rss>`;

  it('honours the declared encoding', () => {
    expect(
      decodeXml(iconv.encode(feed('ISO-8859-1').replace('€ “x”', ''), 'latin1'), 'en-GB'),
    ).toContain('Più </title>');
    // What feeds that say ISO-8859-1 often hold: Windows-1252's € and quotes.
    expect(decodeXml(iconv.encode(feed('ISO-8859-1'), 'windows-1252'), 'en-GB')).toContain(
      'Più € “x”',
    );
    expect(decodeXml(iconv.encode(feed('windows-1252'), 'windows-1252'), 'en-GB')).toContain(
      'Più € “x”',
    );
    expect(
      decodeXml(iconv.encode(feed('ISO-8859-15'), 'iso-8859-15').subarray(0), 'en-GB'),
    ).toContain('Più €');
    expect(decodeXml(Buffer.from(feed('UTF-8')), 'en-GB')).toContain('Più € “x”');
  });

  it('reads UTF-16 by its BOM or by its first bytes', () => {
    const utf16 = feed('UTF-16');
    expect(
      decodeXml(
        Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(utf16, 'utf16le')]),
        'en-GB',
      ),
    ).toBe(utf16);
    expect(decodeXml(iconv.encode(utf16, 'utf16be'), 'en-GB')).toBe(utf16);
  });

  it('refuses undeclared non-UTF-8, unknown encodings and damaged text', () => {
    const latin1 = iconv.encode('<rss>\n<title>Più</title></rss>', 'latin1');
    expect(() => decodeXml(latin1, 'en-GB')).toThrow(/declares no encoding.*line 2/);
    expect(() => decodeXml(Buffer.from(feed('EBCDIC')), 'en-GB')).toThrow(/"EBCDIC"/);
    expect(() => decodeXml(Buffer.from(feed('UTF-8').replace('Più', 'Pi\uFFFD')), 'it-IT')).toThrow(
      /La riga 2 contiene il carattere/,
    );
  });
});
