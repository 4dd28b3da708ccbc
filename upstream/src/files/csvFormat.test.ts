import { describe, expect, it } from 'vitest';
import { formatCsvCell, formatCsvRow } from './csvFormat';

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

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(formatCsvCell('a,b')).toBe('"a,b"');
    expect(formatCsvCell('12" screen')).toBe('"12"" screen"');
    expect(formatCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('prefixes a formula-looking string %j with a quote', (input, expected) => {
    expect(formatCsvCell(input)).toBe(expected);
  });

  it('keeps unicode as it is', () => {
    expect(formatCsvCell('Perla €')).toBe('Perla €');
  });
});

describe('formatCsvRow', () => {
  it('joins with commas and ends with CRLF', () => {
    expect(formatCsvRow(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
  });
});
