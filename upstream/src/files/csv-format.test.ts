import { describe, expect, it } from 'vitest';
import { formatCsvCell, formatCsvRow, SEMICOLON_STYLE, unguardFormula } from './csv-format';

describe('formatCsvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(formatCsvCell('iPhone 13')).toBe('iPhone 13');
    expect(formatCsvCell(899.9)).toBe('899.9');
    expect(formatCsvCell(-12.5)).toBe('-12.5');
    expect(formatCsvCell(null)).toBe('');
    expect(formatCsvCell(undefined)).toBe('');
    expect(formatCsvCell(Number.NaN)).toBe('');
    expect(formatCsvCell(true)).toBe('true');
  });

  it('quotes the delimiter, quotes and line breaks (RFC 4180)', () => {
    expect(formatCsvCell('a,b')).toBe('"a,b"');
    expect(formatCsvCell('12" screen')).toBe('"12"" screen"');
    expect(formatCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvCell('a;b')).toBe('a;b');
    expect(formatCsvCell('a;b', SEMICOLON_STYLE)).toBe('"a;b"');
    expect(formatCsvCell('a,b', SEMICOLON_STYLE)).toBe('a,b');
  });

  it('writes a decimal comma for Italian spreadsheets', () => {
    expect(formatCsvCell(899.9, SEMICOLON_STYLE)).toBe('899,9');
    expect(formatCsvCell(-12.5, SEMICOLON_STYLE)).toBe('-12,5');
    expect(formatCsvCell(1099, SEMICOLON_STYLE)).toBe('1099');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-20% Apple iPhone SE', "'-20% Apple iPhone SE"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ["'=already quoted", "''=already quoted"],
  ])('prefixes a formula-looking string %j with a quote', (input, expected) => {
    expect(formatCsvCell(input)).toBe(expected);
  });

  it('keeps unicode and a plain leading quote as they are', () => {
    expect(formatCsvCell('Perla €')).toBe('Perla €');
    expect(formatCsvCell("'80s style")).toBe("'80s style");
  });
});

describe('formatCsvRow', () => {
  it('joins with the delimiter and ends with CRLF', () => {
    expect(formatCsvRow(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
    expect(formatCsvRow(['a', 1.5, null], SEMICOLON_STYLE)).toBe('a;1,5;\r\n');
  });
});

describe('unguardFormula', () => {
  it('gives back what the guard protected, and nothing else', () => {
    for (const value of ['-20% Apple iPhone SE', '=1+1', '+39 phone', '@home', '\tx', "'=x"]) {
      const cell = formatCsvCell(value).replace(/^"|"$/g, '').replaceAll('""', '"');
      expect(unguardFormula(cell), value).toBe(value);
    }
    expect(unguardFormula("'80s style")).toBeNull();
    expect(unguardFormula('plain')).toBeNull();
  });
});

describe('the formula guard and a leading line break', () => {
  it('guards a cell starting with a line feed, as with a carriage return, and takes it back', () => {
    expect(formatCsvCell('\n=HYPERLINK("x")')).toBe('"\'\n=HYPERLINK(""x"")"');
    expect(formatCsvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(unguardFormula("'\n=1+1")).toBe('\n=1+1');
  });
});
