import { type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { SEMICOLON_STYLE } from './csv-format';
import { toCsvStream } from './to-csv-stream';

/** The bytes as UTF-8 text, BOM included (a TextDecoder would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

describe('toCsvStream', () => {
  it('starts with a UTF-8 BOM, then the header and every row from an async iterable', async () => {
    async function* rows() {
      yield ['Apple iPhone 13', 'A', 899.9];
      yield ['=cmd|calc', 'B', -3];
    }
    const csv = await text(toCsvStream(['name', 'grade', 'price'], rows()));
    expect(csv).toBe("\uFEFFname,grade,price\r\nApple iPhone 13,A,899.9\r\n'=cmd|calc,B,-3\r\n");
  });

  it('writes ; and decimal commas in the Italian style', async () => {
    const csv = await text(
      toCsvStream(['name', 'price'], [['Più che buono; 128GB', 1234.5]], SEMICOLON_STYLE),
    );
    expect(csv).toBe('\uFEFFname;price\r\n"Più che buono; 128GB";1234,5\r\n');
  });

  it('streams many rows in batches without losing any', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [`item ${index}`, index]);
    const csv = await text(toCsvStream(['name', 'n'], rows));
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1002); // header + rows + the empty string after the last CRLF
    expect(lines[1000]).toBe('item 999,999');
  });

  it('writes only the header for no rows', async () => {
    expect(await text(toCsvStream(['a', 'b'], []))).toBe('\uFEFFa,b\r\n');
  });
});
