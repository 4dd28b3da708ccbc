import { describe, expect, it } from 'vitest';
import { parse } from './csv';

describe('parse (CSV for the export journeys)', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parse('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('refuses a file that ends inside a quote', () => {
    expect(() => parse('a,"b\n')).toThrow(/quoted/);
  });
});
