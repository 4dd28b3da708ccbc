import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { parseXmlCatalog } from './parse-xml-catalog';
import { chunked, demoContext } from './testing/upload-fixtures';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?><catalog>';

function catalog(names: string[]): string {
  const items = names.map(
    (name, index) =>
      `<item><external_id>S-${index}</external_id><name>${name}</name><category>smartphone</category><price>10</price></item>`,
  );
  return `${HEAD}\n${items.join('\n')}\n</catalog>`;
}

describe('parseXmlCatalog while the file arrives', () => {
  it('refuses a file over the row limit before the rest of it has arrived', async () => {
    let sent = 0;
    function* chunks() {
      yield Buffer.from(HEAD);
      // 300,000 empty items, 10,000 to a chunk; the limit is 200,000 rows.
      for (let chunk = 0; chunk < 30; chunk += 1) {
        sent += 1;
        yield Buffer.from('<item/>'.repeat(10_000));
      }
      yield Buffer.from('</catalog>');
    }
    await expect(parseXmlCatalog(chunks(), demoContext())).rejects.toThrow(
      'The file has more than 200,000 rows',
    );
    expect(sent).toBeLessThan(30);
  });

  it('refuses undecodable bytes by their line without waiting for the end of the file', async () => {
    let sent = 0;
    function* chunks() {
      yield Buffer.from(`${HEAD}\n<item>\n<name>Pi`);
      yield Buffer.from([0xe0, 0x3c]);
      for (; sent < 100; sent += 1) yield Buffer.from('\n<!-- more -->');
    }
    const refusal = parseXmlCatalog(chunks(), demoContext());
    await expect(refusal).rejects.toThrow(CatalogUploadRejected);
    await expect(refusal).rejects.toThrow(/line 3/);
    expect(sent).toBeLessThan(100);
  });

  it('reads characters cut by the chunks, in UTF-8 and in UTF-16, as the whole file', async () => {
    const names = ['Più bello € 128 GB', 'Orologio 𝄞 “smart”', 'Tablet'];
    const utf8 = Buffer.from(catalog(names));
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(catalog(names).replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    for (const bytes of [utf8, utf16]) {
      for (const size of [1, 3, 7, 256]) {
        const parsed = await parseXmlCatalog(chunked(bytes, size), demoContext());
        expect(parsed.errors).toEqual([]);
        expect(parsed.rows.map(({ row }) => row.name)).toEqual(names);
      }
    }
  });

  it('finds a DOCTYPE cut in two by the chunks', async () => {
    const prolog = `<?xml version="1.0"?>\n<!--${'x'.repeat(300)}-->\n`;
    const bytes = Buffer.from(`${prolog}<!DOCTYPE catalog [<!ENTITY x "y">]><catalog></catalog>`);
    const cut = prolog.length + 4;
    await expect(
      parseXmlCatalog([bytes.subarray(0, cut), bytes.subarray(cut)], demoContext()),
    ).rejects.toThrow('XML files with a DOCTYPE or ENTITY declaration are refused');
  });

  it('finds a DOCTYPE sent a few bytes at a time', async () => {
    const prolog = `<?xml version="1.0"?>\n<!--${'x'.repeat(300)}-->\n`;
    const bytes = Buffer.from(`${prolog}<!DOCTYPE catalog><catalog></catalog>`);
    for (const size of [1, 3, 5]) {
      await expect(parseXmlCatalog(chunked(bytes, size), demoContext())).rejects.toThrow(
        'XML files with a DOCTYPE or ENTITY declaration are refused',
      );
    }
  });
});
