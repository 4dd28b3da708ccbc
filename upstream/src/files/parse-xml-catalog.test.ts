import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type Locale } from '../i18n';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { parseXmlCatalog } from './parse-xml-catalog';
import { chunked, demoContext, fixture } from './testing/upload-fixtures';

const parse = (xml: string | Buffer, locale: Locale = 'en-GB', now?: number) =>
  parseXmlCatalog(
    chunked(Buffer.isBuffer(xml) ? xml : Buffer.from(xml), 64),
    demoContext(locale, now),
  );

describe('parseXmlCatalog: Google Merchant feeds', () => {
  it('reads an RSS 2.0 feed declared ISO-8859-1: sale price, taxonomy, grade label', async () => {
    const parsed = await parse(fixture('feed-iso-8859-1.xml'));
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        line: 7,
        item: { position: 1, id: 'FX-RSS-1' },
        row: {
          externalId: 'FX-RSS-1',
          name: 'Apple iPhone 13 128GB - Più che buono',
          ean: '0194252707159',
          brand: 'Apple',
          model: null,
          category: 'smartphone',
          storage: '128GB',
          ram: null,
          grade: 'B',
          color: 'Mezzanotte',
          batteryType: null,
          price: 599,
          basePrice: 649,
          cost: null,
          stock: null,
          minPrice: null,
          maxPrice: null,
          url: 'https://negozio.example.it/p/fx-rss-1',
        },
      }),
      expect.objectContaining({
        item: { position: 2, id: 'FX-RSS-2' },
        row: expect.objectContaining({
          category: 'smartwatch',
          grade: 'C',
          price: 329,
          basePrice: null,
        }),
      }),
    ]);
    expect(parsed.errors).toEqual([
      {
        line: 30,
        item: { position: 3, id: 'FX-RSS-3' },
        column: 'g:custom_label_0',
        value: 'Z',
        message: 'g:custom_label_0 "Z": use one of N, A, B, C, R.',
      },
    ]);
  });

  it('reads an Atom 1.0 feed: <id>, <title>, <link href>, g: fields', async () => {
    const parsed = await parse(fixture('feed-atom.xml'));
    expect(
      parsed.rows.map(({ line, item, row }) => [
        line,
        item,
        row.name,
        row.category,
        row.url,
        row.price,
      ]),
    ).toEqual([
      [
        6,
        { position: 1, id: 'FX-ATOM-1' },
        'Apple iPad Pro 11" (2021) 256GB',
        'tablet',
        'https://shop.example.com/p/fx-atom-1?ref=feed&utm=atom',
        749,
      ],
      [
        17,
        { position: 2, id: 'FX-ATOM-2' },
        'Lenovo ThinkPad T14 – Gen 2',
        'pc',
        'https://shop.example.com/p/fx-atom-2',
        529,
      ],
    ]);
    expect(parsed.rows[1]?.row.ram).toBe('16GB');
    expect(parsed.errors).toEqual([
      {
        line: 28,
        item: { position: 3, id: 'FX-ATOM-3' },
        column: 'g:product_type',
        value: 'Gadgets',
        message:
          'g:product_type "Gadgets": not one of this store\'s categories; use one of smartphone, pc, smartwatch, tablet.',
      },
    ]);
  });

  it('refuses prices in another currency than the store', async () => {
    const parsed = await parse(fixture('feed-gbp.xml'), 'it-IT');
    expect(parsed.rows).toEqual([]);
    expect(
      parsed.errors.map(({ item, column, value, message }) => [item, column, value, message]),
    ).toEqual([
      [
        { position: 1, id: 'FX-GBP-1' },
        'g:price',
        '349.00 GBP',
        'g:price "349.00 GBP": l\'importo è in GBP, ma i prezzi di questo negozio sono in EUR; scrivilo in EUR.',
      ],
      [
        { position: 2, id: 'FX-RON-1' },
        'g:price',
        '1,299.00 RON',
        'g:price "1,299.00 RON": l\'importo è in RON, ma i prezzi di questo negozio sono in EUR; scrivilo in EUR.',
      ],
    ]);
  });

  it('uses g:sale_price only while g:sale_price_effective_date runs', async () => {
    const item = (dates: string) =>
      `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>S-1</g:id><title>Phone</title><g:price>500.00 EUR</g:price><g:sale_price>450.00 EUR</g:sale_price><g:sale_price_effective_date>${dates}</g:sale_price_effective_date><g:google_product_category>267</g:google_product_category></item></channel></rss>`;
    const now = Date.UTC(2025, 2, 15);
    const running = await parse(
      item('2025-03-01T00:00+01:00/2025-03-31T23:59+01:00'),
      'en-GB',
      now,
    );
    expect(running.rows[0]?.row).toMatchObject({ price: 450, basePrice: 500 });
    const over = await parse(item('2025-02-01T00:00Z/2025-02-28T23:59Z'), 'en-GB', now);
    expect(over.rows[0]?.row).toMatchObject({ price: 500, basePrice: null });
    const broken = await parse(item('next week'), 'en-GB', now);
    expect(broken.errors[0]).toMatchObject({
      column: 'g:sale_price_effective_date',
      value: 'next week',
    });
  });

  it('maps g:condition new to grade N and refuses an unknown condition', async () => {
    const parsed = await parse(
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id><title>One</title><g:condition>new</g:condition></item><item><g:id>2</g:id><title>Two</title><g:condition>mint</g:condition></item></channel></rss>',
    );
    expect(parsed.rows.map(({ row }) => [row.externalId, row.grade])).toEqual([['1', 'N']]);
    expect(parsed.errors[0]).toMatchObject({
      item: { position: 2, id: '2' },
      column: 'g:condition',
      message: 'g:condition "mint": use new, refurbished or used.',
    });
  });

  it('reads Google fields under any prefix bound to its namespace, and CDATA as written', async () => {
    const parsed = await parse(
      '<rss xmlns:google="http://base.google.com/ns/1.0"><channel><item><google:id>P-1</google:id><title><![CDATA[Fish & <chips>]]></title><google:price>10 EUR</google:price></item></channel></rss>',
    );
    expect(parsed.rows[0]?.row).toMatchObject({
      externalId: 'P-1',
      name: 'Fish & <chips>',
      price: 10,
    });
  });

  it('says which item has no id, by position', async () => {
    const parsed = await parse(
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><title>No id</title></item><item/></channel></rss>',
    );
    expect(parsed.errors).toEqual([
      {
        line: 1,
        item: { position: 1, id: null },
        column: 'g:id',
        value: null,
        message: 'g:id is empty: every row needs one.',
      },
      {
        line: 1,
        item: { position: 2, id: null },
        column: null,
        value: null,
        message: 'The item has no fields.',
      },
    ]);
  });
});

describe('parseXmlCatalog: <catalog><item>', () => {
  it('reads the CSV column names as elements', async () => {
    const parsed = await parse(fixture('catalog-items.xml'));
    expect(
      parsed.rows.map(({ line, item, row }) => [
        line,
        item,
        row.externalId,
        row.price,
        row.minPrice,
      ]),
    ).toEqual([[3, { position: 1, id: 'FX-XML-1' }, 'FX-XML-1', 429, 380]]);
    expect(parsed.errors).toEqual([
      {
        line: 17,
        item: { position: 2, id: 'FX-XML-2' },
        column: 'price',
        value: '-5',
        message: 'price "-5": must be 0 or more.',
      },
    ]);
  });

  it('reads an empty catalog as no rows, and UTF-16 by its BOM', async () => {
    expect((await parse('<catalog></catalog>')).rows).toEqual([]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(
        '<?xml version="1.0" encoding="UTF-16"?><catalog><item><external_id>U</external_id><name>Più</name></item></catalog>',
        'utf16le',
      ),
    ]);
    expect((await parse(utf16)).rows[0]?.row).toMatchObject({ externalId: 'U', name: 'Più' });
  });
});

describe('parseXmlCatalog: hostile and broken files', () => {
  it('refuses an external entity (XXE) and an entity bomb before parsing', async () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE catalog [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<catalog><item><external_id>1</external_id><name>&secret;</name></item></catalog>`;
    await expect(parse(xxe)).rejects.toThrow(CatalogUploadRejected);
    await expect(parse(xxe)).rejects.toThrow(/DOCTYPE or ENTITY/);
    const bomb = `<?xml version="1.0"?>
<!doctype lolz [
 <!entity lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<catalog><item><external_id>1</external_id><name>&lol1;</name></item></catalog>`;
    await expect(parse(bomb, 'it-IT')).rejects.toThrow(/DOCTYPE o ENTITY/);
  });

  it('finds a DOCTYPE hidden by UTF-16', async () => {
    const xxe = iconv.encode(
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><catalog/>',
      'utf16le',
    );
    await expect(parse(Buffer.concat([Buffer.from([0xff, 0xfe]), xxe]))).rejects.toThrow(/DOCTYPE/);
  });

  it('leaves an undeclared entity reference as text instead of expanding it', async () => {
    const parsed = await parse(
      '<catalog><item><external_id>1</external_id><name>A &custom; B</name></item></catalog>',
    );
    expect(parsed.rows[0]?.row.name).toBe('A &custom; B');
  });

  it('refuses a value holding U+FFFD or half a surrogate pair written as a character reference', async () => {
    const parsed = await parse(
      '<catalog><item><external_id>1</external_id><name>Pi&#xFFFD; che buono</name></item><item><external_id>2</external_id><name>A &#xD800; B</name></item></catalog>',
    );
    expect(parsed.errors).toEqual([
      {
        line: 1,
        item: { position: 1, id: '1' },
        column: 'name',
        value: 'Pi\uFFFD che buono',
        message:
          'name "Pi\uFFFD che buono": contains "\uFFFD", a letter lost when the text was converted earlier; write the text as it should read.',
      },
      {
        line: 1,
        item: { position: 2, id: '2' },
        column: 'name',
        value: 'A &#xD800; B',
        message:
          'name "A &#xD800; B": refers to a character XML does not allow (control characters such as &#1;, or half of a surrogate pair); remove it.',
      },
    ]);
    expect(parsed.rows).toEqual([]);
  });

  it('refuses malformed XML with its line, and an unknown root', async () => {
    await expect(parse('<catalog>\n<item>\n</catalog>')).rejects.toThrow(
      'The XML file is not well-formed at line 3, column',
    );
    await expect(parse('<products><product/></products>')).rejects.toThrow(
      /neither a Google Merchant feed/,
    );
  });
});

describe('parseXmlCatalog: depth, nesting and character references', () => {
  it('refuses XML nested deeper than 100 levels as a file error that says why', async () => {
    const deep = `<catalog><item>${'<x>'.repeat(120)}${'</x>'.repeat(120)}</item></catalog>`;
    await expect(parse(deep)).rejects.toThrow(CatalogUploadRejected);
    await expect(parse(deep)).rejects.toThrow(
      'The XML file nests elements more than 100 levels deep (line 1)',
    );
  });

  it('keeps the lines of later items right when an <item> is nested in another', async () => {
    const parsed = await parse(
      [
        '<catalog>',
        '<item><external_id>A</external_id><name>A</name><item>inner</item></item>',
        '<item>',
        '<external_id>B</external_id><name>B</name><price>-1</price></item>',
        '</catalog>',
      ].join('\n'),
    );
    expect(parsed.rows.map(({ line, row }) => [line, row.externalId])).toEqual([[2, 'A']]);
    expect(parsed.errors.map(({ line, item, column }) => [line, item, column])).toEqual([
      [3, { position: 2, id: 'B' }, 'price'],
    ]);
  });

  it('refuses a value whose character reference names a control character, by column', async () => {
    const parsed = await parse(
      '<catalog><item><external_id>1</external_id><name>A&#1;B</name><color>x&#x1b;</color></item></catalog>',
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors.map(({ column, value }) => [column, value])).toEqual([
      ['name', 'A&#1;B'],
      ['color', 'x&#x1b;'],
    ]);
  });

  it('says that a file declaring UTF-16 is not written in it, instead of "UTF-16 is read"', async () => {
    const refusal = parse('<?xml version="1.0" encoding="UTF-16"?><catalog/>');
    await expect(refusal).rejects.toThrow(
      'The XML declaration names the encoding "UTF-16", but the file is not written in it',
    );
  });
});
