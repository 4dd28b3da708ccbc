import { describe, expect, it } from 'vitest';
import { type CsvRecord, detectDelimiter, readCsvRecords } from './csvRecordReader';

async function records(chunks: Array<string | Buffer>): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of readCsvRecords(chunks)) out.push(record);
  return out;
}

const tricky =
  '\uFEFFexternal_id;name;color\r\n' +
  'A1;"Apple; ""Pro"" edition";black\r\n' +
  '\r\n' +
  'A2;"two\r\nlines";\n' +
  'A3;plain;"white"\r' +
  'A4;last;red';

describe('detectDelimiter', () => {
  it('takes the more frequent of ; and , outside quotes', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('"a,b";c;d')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });
});

describe('readCsvRecords', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, all line ends, a BOM', async () => {
    expect(await records([tricky])).toEqual([
      { line: 1, cells: ['external_id', 'name', 'color'] },
      { line: 2, cells: ['A1', 'Apple; "Pro" edition', 'black'] },
      { line: 4, cells: ['A2', 'two\r\nlines', ''] },
      { line: 6, cells: ['A3', 'plain', 'white'] },
      { line: 7, cells: ['A4', 'last', 'red'] },
    ]);
  });

  it('gives the same records whatever the chunk boundaries', async () => {
    const whole = await records([tricky]);
    expect(await records([...tricky])).toEqual(whole);
    const bytes = Buffer.from('id,name\n1,"Café ""€"""\n', 'utf8');
    const split = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await records(split)).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['1', 'Café "€"'] },
    ]);
  });

  it('flags a quoted field left open at the end', async () => {
    expect(await records(['id,name\n1,"open\n'])).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['1', 'open\n'], unterminated: true },
    ]);
  });

  it('reads a file without a final line break and an empty file', async () => {
    expect(await records(['a,b\n1,2'])).toHaveLength(2);
    expect(await records([])).toEqual([]);
  });
});
