import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { toCsvStream } from './toCsvStream';

describe('toCsvStream', () => {
  it('writes the header then every row from an async iterable', async () => {
    async function* rows() {
      yield ['Apple iPhone 13', 'A', 899.9];
      yield ['=cmd|calc', 'B', -3];
    }
    const csv = await text(toCsvStream(['name', 'grade', 'price'], rows()));
    expect(csv).toBe("name,grade,price\r\nApple iPhone 13,A,899.9\r\n'=cmd|calc,B,-3\r\n");
  });

  it('streams many rows in batches without losing any', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [`item ${index}`, index]);
    const csv = await text(toCsvStream(['name', 'n'], rows));
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1002); // header + rows + the empty string after the last CRLF
    expect(lines[1000]).toBe('item 999,999');
  });

  it('writes only the header for no rows', async () => {
    expect(await text(toCsvStream(['a', 'b'], []))).toBe('a,b\r\n');
  });
});
