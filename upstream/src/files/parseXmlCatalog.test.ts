import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalogUploadRejected';
import { type CatalogUploadResult } from './catalogUploadRow';
import { parseXmlCatalog } from './parseXmlCatalog';

async function parse(xml: string): Promise<CatalogUploadResult[]> {
  const results: CatalogUploadResult[] = [];
  for await (const result of parseXmlCatalog([Buffer.from(xml, 'utf8')])) results.push(result);
  return results;
}

const googleFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Store</title>
    <item>
      <g:id>GM-1</g:id>
      <title>Apple iPhone 13 &amp; case</title>
      <link>https://shop.example/p/1</link>
      <g:price>499.90 EUR</g:price>
      <g:condition>refurbished</g:condition>
      <g:custom_label_0>B</g:custom_label_0>
      <g:brand>Apple</g:brand>
      <g:gtin>0194252707159</g:gtin>
      <g:product_type>Smartphone &gt; Apple</g:product_type>
      <g:color><![CDATA[Blue & White]]></g:color>
      <g:storage>128GB</g:storage>
      <g:stock>4</g:stock>
    </item>
    <item>
      <g:id>GM-2</g:id>
      <title>Brand new</title>
      <g:condition>new</g:condition>
      <g:price>not a price</g:price>
    </item>
  </channel>
</rss>`;

describe('parseXmlCatalog: Google Merchant feed', () => {
  it('maps the g: elements to catalog fields and decodes entities and CDATA', async () => {
    const [first, second] = await parse(googleFeed);
    expect(first).toEqual({
      line: 5,
      row: {
        externalId: 'GM-1',
        name: 'Apple iPhone 13 & case',
        ean: '0194252707159',
        brand: 'Apple',
        model: null,
        category: 'Smartphone',
        storage: '128GB',
        ram: null,
        grade: 'B',
        color: 'Blue & White',
        batteryType: null,
        price: 499.9,
        basePrice: null,
        cost: null,
        stock: 4,
        minPrice: null,
        maxPrice: null,
        url: 'https://shop.example/p/1',
      },
    });
    expect(second).toEqual({ line: 19, error: 'price "not a price" is not a number.' });
  });

  it('reads a feed with a single item', async () => {
    const results = await parse(
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id><title>One</title><g:condition>new</g:condition></item></channel></rss>',
    );
    expect(results).toEqual([
      { line: 1, row: expect.objectContaining({ externalId: '1', grade: 'N' }) },
    ]);
  });
});

describe('parseXmlCatalog: <catalog><item>', () => {
  it('reads the CSV column names as elements', async () => {
    const results = await parse(`<catalog>
  <item><external_id>C-1</external_id><name>Galaxy S21</name><grade>C</grade><battery_type>std</battery_type><price>300</price><min_price>250</min_price><max_price>350</max_price></item>
  <item><name>no id</name></item>
</catalog>`);
    expect(results).toEqual([
      {
        line: 2,
        row: expect.objectContaining({
          externalId: 'C-1',
          name: 'Galaxy S21',
          grade: 'C',
          batteryType: 'std',
          price: 300,
          minPrice: 250,
          maxPrice: 350,
        }),
      },
      { line: 3, error: 'external_id is required.' },
    ]);
  });

  it('reads an empty catalog as no rows', async () => {
    expect(await parse('<catalog></catalog>')).toEqual([]);
  });
});

describe('parseXmlCatalog: hostile and broken files', () => {
  it('refuses an external entity (XXE) before parsing', async () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE catalog [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<catalog><item><external_id>1</external_id><name>&secret;</name></item></catalog>`;
    await expect(parse(xxe)).rejects.toThrow(CatalogUploadRejected);
    await expect(parse(xxe)).rejects.toThrow(/DOCTYPE or ENTITY/);
  });

  it('refuses an entity bomb (billion laughs) before parsing', async () => {
    const bomb = `<?xml version="1.0"?>
<!doctype lolz [
 <!entity lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<catalog><item><external_id>1</external_id><name>&lol3;</name></item></catalog>`;
    await expect(parse(bomb)).rejects.toThrow(/DOCTYPE or ENTITY/);
  });

  it('leaves an undeclared entity reference as text instead of expanding it', async () => {
    const [result] = await parse(
      '<catalog><item><external_id>1</external_id><name>A &custom; B</name></item></catalog>',
    );
    expect(result?.row?.name).toBe('A &custom; B');
  });

  it('refuses malformed XML and an unknown root', async () => {
    await expect(parse('<catalog><item></catalog>')).rejects.toThrow(/not well-formed/);
    await expect(parse('<products><product/></products>')).rejects.toThrow(
      /neither a Google Merchant feed/,
    );
  });
});
