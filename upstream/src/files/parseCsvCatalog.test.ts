import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalogUploadRejected';
import { type CatalogUploadResult } from './catalogUploadRow';
import { parseCsvCatalog } from './parseCsvCatalog';

async function parse(csv: string | Iterable<string>): Promise<CatalogUploadResult[]> {
  const results: CatalogUploadResult[] = [];
  for await (const result of parseCsvCatalog(typeof csv === 'string' ? [csv] : csv)) {
    results.push(result);
  }
  return results;
}

describe('parseCsvCatalog', () => {
  it('parses a ;-separated file with a BOM, quotes and decimal commas', async () => {
    const results = await parse(
      '\uFEFFExternal_ID;Name;Grade;Price;Stock;Notes\r\n' +
        'SKU-1;"Apple iPhone 13; 128GB";A;499,90;3;ignored\r\n',
    );
    expect(results).toEqual([
      {
        line: 2,
        row: expect.objectContaining({
          externalId: 'SKU-1',
          name: 'Apple iPhone 13; 128GB',
          grade: 'A',
          price: 499.9,
          stock: 3,
        }),
      },
    ]);
  });

  it('reports bad rows with their line and keeps the good ones', async () => {
    const results = await parse(
      'external_id,name,grade,price\n' +
        'A,Phone A,A,100\n' +
        'B,Phone B,Q,100\n' +
        'C,Phone C\n' +
        '\n' +
        'D,"Phone\nD",B,90\n' +
        'E,Phone E,C,"unclosed\n',
    );
    expect(results.map((result) => [result.line, result.row?.externalId ?? result.error])).toEqual([
      [2, 'A'],
      [3, 'grade "Q" must be one of A, B, C, N, R.'],
      [4, 'The row has 2 fields but the header has 4.'],
      [6, 'D'],
      [8, 'A quoted field is never closed (missing ").'],
    ]);
  });

  it('refuses a header without external_id or name, and an empty file', async () => {
    await expect(parse('id,title\n1,x\n')).rejects.toThrow(CatalogUploadRejected);
    await expect(parse('id,title\n1,x\n')).rejects.toThrow(/lacks external_id and name/);
    await expect(parse('')).rejects.toThrow(/empty/);
  });

  it('parses 50,000 rows from a stream', async () => {
    const header =
      'external_id,ean,name,brand,model,category,storage,grade,battery_type,price,cost,stock\n';
    function* lines() {
      yield header;
      for (let index = 0; index < 50_000; index += 1) {
        yield `SKU-${index},${String(index).padStart(13, '0')},"Apple iPhone ${index % 15}",Apple,iPhone,Smartphone,128GB,${'ABCNR'[index % 5]},std,${(index % 900) + 100}.50,80,${index % 40}\n`;
      }
    }
    let rows = 0;
    let errors = 0;
    for await (const result of parseCsvCatalog(Readable.from(lines()))) {
      if (result.row) rows += 1;
      else errors += 1;
    }
    expect({ rows, errors }).toEqual({ rows: 50_000, errors: 0 });
  });
});
