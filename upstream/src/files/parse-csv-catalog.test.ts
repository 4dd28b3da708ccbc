import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { parseCsvCatalog } from './parse-csv-catalog';
import { chunked, demoContext, fixture } from './testing/upload-fixtures';

const parse = (csv: string | Buffer, locale: 'en-GB' | 'it-IT' = 'en-GB', chunkSize = 7) =>
  parseCsvCatalog(
    chunked(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), chunkSize),
    demoContext(locale),
  );

describe('parseCsvCatalog: files as Excel and shops write them', () => {
  it('reads an Italian Excel file in Windows-1252: ;, decimal comma, thousands, €', async () => {
    const parsed = await parse(fixture('it-excel-windows1252.csv'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.blankRows).toBe(1);
    expect(
      parsed.rows.map(({ line, row }) => [line, row.externalId, row.name, row.category]),
    ).toEqual([
      [2, 'FX-IT-1', 'Apple iPhone 12 – Più che buono', 'smartphone'],
      [3, 'FX-IT-2', 'Apple MacBook Pro 13" M1; 2020', 'pc'],
      [4, 'FX-IT-3', 'Apple iPad Air (2020)', 'tablet'],
      [6, 'FX-IT-4', 'Apple Watch Series 7 – Perfetto', 'smartwatch'],
    ]);
    expect(
      parsed.rows.map(({ row }) => [row.price, row.basePrice, row.minPrice, row.maxPrice]),
    ).toEqual([
      [499.9, 519, 420, 600],
      [1099, 1249, 950, 1400],
      [449, 479, 400, 550],
      [1049, 1099, 900, 1200],
    ]);
  });

  it('reads a UTF-8 Excel file with BOM and names each refused value', async () => {
    const parsed = await parse(fixture('it-excel-utf8-bom.csv'), 'it-IT');
    expect(
      parsed.rows.map(({ row }) => [row.externalId, row.name, row.price, row.category]),
    ).toEqual([
      ['FX-IT-5', 'Samsung Galaxy S21 – Più che buono', 329, 'smartphone'],
      ['FX-IT-8', 'Articolo senza categoria', 99, null],
      ['FX-IT-9', 'Lenovo ThinkPad X1 Carbon Gen 9', 1099, 'pc'],
    ]);
    expect(parsed.failed).toBe(2);
    expect(parsed.errors).toEqual([
      {
        line: 3,
        item: null,
        column: 'grade',
        value: 'Z',
        message: 'grade "Z": usa uno tra N, A, B, C, R.',
      },
      {
        line: 4,
        item: null,
        column: 'category',
        value: 'Tostapane',
        message:
          'category "Tostapane": non è una delle categorie di questo negozio; usa una tra smartphone, pc, smartwatch, tablet.',
      },
    ]);
  });

  it('reads a UK Excel file: comma, decimal point, quoted thousands; refuses pounds', async () => {
    const parsed = await parse(fixture('uk-excel-utf8-bom.csv'));
    expect(
      parsed.rows.map(({ row }) => [
        row.externalId,
        row.name,
        row.price,
        row.minPrice,
        row.maxPrice,
      ]),
    ).toEqual([
      ['FX-UK-1', 'Apple iPhone 13 Pro, 256GB', 1149, 1000, 1400],
      ['FX-UK-3', 'Microsoft Surface Pro 8', 699.99, 600, 900],
    ]);
    expect(parsed.errors).toEqual([
      {
        line: 3,
        item: null,
        column: 'price',
        value: '£249.00',
        message:
          'price "£249.00": the amount is in £, but this store\'s prices are in EUR; write it in EUR.',
      },
    ]);
  });

  it('refuses "1.099" when nothing in the file tells thousands from decimals', async () => {
    const parsed = await parse(fixture('thousands-unclear.csv'));
    expect(parsed.rows.map(({ row }) => [row.externalId, row.price])).toEqual([['FX-TH-2', 349]]);
    expect(parsed.errors.map(({ line, value }) => [line, value])).toEqual([
      [2, '1.099'],
      [4, '1.249'],
    ]);
    expect(parsed.errors[0]?.message).toBe(
      'price "1.099": unclear whether "." separates thousands or decimals, and no other amount in the file shows which; if you mean 1099, write 1099 or 1.099,00.',
    );
  });

  it('reads "1,149" in a UK file as 1149 once another amount shows the decimal point', async () => {
    const parsed = await parse(fixture('thousands-settled-uk.csv'));
    expect(parsed.rows.map(({ row }) => [row.externalId, row.price])).toEqual([
      ['FX-TH-4', 1149],
      ['FX-TH-5', 299.99],
    ]);
  });

  it('reads UTF-16 LE with BOM (Excel "Unicode text", tab-separated)', async () => {
    const parsed = await parse(fixture('utf16le-bom.csv'), 'en-GB', 5);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map(({ row }) => [row.name, row.price, row.category])).toEqual([
      ['Apple iPhone 12 mini – Più che buono', 279.9, 'smartphone'],
      ['Apple iPad mini (6ª generazione)', 449, 'tablet'],
    ]);
  });

  it('passes over blank rows (;;;, empty or spaces only) without failing them', async () => {
    const parsed = await parse(fixture('blank-rows.csv'));
    expect(parsed).toMatchObject({ failed: 0, blankRows: 4, errors: [] });
    expect(parsed.rows.map(({ line, row }) => [line, row.externalId])).toEqual([
      [2, 'FX-BL-1'],
      [6, 'FX-BL-2'],
    ]);
  });

  it("takes back the catalog export's formula guard, exactly", async () => {
    const parsed = await parse(fixture('formula-guarded-export.csv'));
    expect(parsed.rows.map(({ row }) => [row.name, row.color])).toEqual([
      ['-20% Apple iPhone SE', '=Red'],
      ['@home Samsung Galaxy A52', 'Black'],
      ["'=HYPERLINK(1)", 'Gold'],
    ]);
  });
});

describe('parseCsvCatalog: structure', () => {
  it('keeps the line where each record starts across quoted line breaks and blank lines', async () => {
    const parsed = await parse(
      'external_id,name,grade,price\n' +
        'A,Phone A,A,100\n' +
        'B,Phone B,Q,100\n' +
        'C,Phone C\n' +
        '\n' +
        'D,"Phone\r\nD",B,90\n' +
        'E,"Phone ""E""",C,80\n',
    );
    expect(parsed.rows.map(({ line, row }) => [line, row.externalId, row.name])).toEqual([
      [2, 'A', 'Phone A'],
      [6, 'D', 'Phone\r\nD'],
      [8, 'E', 'Phone "E"'],
    ]);
    expect(parsed.errors.map(({ line, column, message }) => [line, column, message])).toEqual([
      [3, 'grade', 'grade "Q": use one of N, A, B, C, R.'],
      [
        4,
        null,
        'The row has 2 values but the header has 4 columns; check for a missing or extra ,.',
      ],
    ]);
    expect(parsed).toMatchObject({ failed: 2, blankRows: 1 });
  });

  it('ends a record at any line end, even when one file mixes them', async () => {
    const parsed = await parse(
      'external_id,name,price\r\nA,Phone A,1\nB,Phone B,2\rC,Phone C,3\r\n',
    );
    expect(parsed.rows.map(({ line, row }) => [line, row.externalId])).toEqual([
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
    ]);
  });

  it('detects ; on the header line and ignores unknown columns and the case of names', async () => {
    const parsed = await parse(
      '\uFEFFExternal_ID;Name;Notes;Price\r\nSKU-1;"Apple iPhone 13; 128GB";x;499,90\r\n',
    );
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        line: 2,
        row: expect.objectContaining({
          externalId: 'SKU-1',
          name: 'Apple iPhone 13; 128GB',
          price: 499.9,
        }),
      }),
    ]);
  });

  it('refuses as a whole: no header, missing columns, an unclosed quote', async () => {
    await expect(parse('')).rejects.toThrow(CatalogUploadRejected);
    await expect(parse(';;;\r\n\r\n')).rejects.toThrow(/The file is empty/);
    await expect(parse('id,title\n1,x\n')).rejects.toThrow(
      'The header row (line 1) has no external_id, name column.',
    );
    await expect(parse('id,title\n1,x\n', 'it-IT')).rejects.toThrow(
      /manca la colonna external_id, name/,
    );
    await expect(parse('external_id,name\nA,"unclosed\nB,b\n')).rejects.toThrow(
      'A quoted value that starts on line 2 is never closed',
    );
  });

  it('reads 50,000 rows from a stream', async () => {
    const header =
      'external_id,ean,name,brand,model,category,storage,grade,battery_type,price,cost,stock\n';
    function* lines() {
      yield header;
      for (let index = 0; index < 50_000; index += 1) {
        yield `SKU-${index},${String(index).padStart(13, '0')},"Apple iPhone ${index % 15}",Apple,iPhone,Smartphone,128GB,${'ABCNR'[index % 5]},std,${(index % 900) + 100}.50,80,${index % 40}\n`;
      }
    }
    const parsed = await parseCsvCatalog(Readable.from(lines()), demoContext());
    expect({ rows: parsed.rows.length, failed: parsed.failed }).toEqual({
      rows: 50_000,
      failed: 0,
    });
    expect(parsed.rows[49_999]).toMatchObject({
      line: 50_001,
      row: { externalId: 'SKU-49999', price: 599.5 },
    });
  });

  it('stops reading when the request is refused anyway', async () => {
    let reads = 0;
    function* lines() {
      yield 'external_id,name,category,price\n';
      for (let index = 0; index < 1000; index += 1) {
        reads += 1;
        yield `S-${index},Phone,smartphone,10\n`;
      }
    }
    const parsed = await parseCsvCatalog(Readable.from(lines()), {
      ...demoContext(),
      stopped: () => reads > 10,
    });
    expect(parsed.rows).toEqual([]);
    expect(reads).toBeLessThan(1000);
  });
});

describe('parseCsvCatalog: floods and invisible characters', () => {
  it('counts blank lines toward the row limit and refuses the file while reading', async () => {
    const csv = `external_id,name\nA,Phone\n${'\n'.repeat(200_000)}B,Phone\n`;
    await expect(parse(csv, 'en-GB', 65_536)).rejects.toThrow(
      'The file has more than 200,000 rows, 199,999 of them blank: remove the blank rows',
    );
  });

  it('reads a 1 MB quoted header sent in 256-byte chunks and refuses it for its quote', async () => {
    const csv = `"external_id${'x'.repeat(1_000_000)}\n`;
    await expect(parse(csv, 'en-GB', 256)).rejects.toThrow(
      'A quoted value that starts on line 1 is never closed',
    );
  });

  it('refuses control and bidi-override characters per row, naming the column', async () => {
    const parsed = await parse(
      'external_id,name,brand,color\nA,Phone \u202Eenohp,Apple,Red\nB,Phone,Ap\u0001ple,Black\nC,Phone,Apple,Bl\u0085ue\nD,Phone,Apple,Gold\n',
    );
    expect(parsed.rows.map(({ row }) => row.externalId)).toEqual(['D']);
    expect(parsed.errors).toEqual([
      {
        line: 2,
        item: null,
        column: 'name',
        value: 'Phone [U+202E]enohp',
        message:
          'name "Phone [U+202E]enohp": contains the invisible control character U+202E, which is not allowed in a catalog; remove it.',
      },
      expect.objectContaining({ line: 3, column: 'brand', value: 'Ap[U+0001]ple' }),
      expect.objectContaining({ line: 4, column: 'color', value: 'Bl[U+0085]ue' }),
    ]);
  });
});
