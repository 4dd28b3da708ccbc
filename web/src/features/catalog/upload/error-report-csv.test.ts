import { describe, expect, it } from 'vitest';
import {
  errorReportCsv,
  errorReportDelimiter,
  guardFormula,
  itemCell,
  uploadedBaseName,
  type ErrorReportRow,
} from './error-report-csv';

const header = { line: 'Line', item: 'Item', column: 'Column', value: 'Value', message: 'Message' };

function row(overrides: Partial<ErrorReportRow> = {}): ErrorReportRow {
  return {
    line: 3,
    column: 'grade',
    value: 'Z',
    message: 'bad grade',
    itemPosition: null,
    itemId: null,
    ...overrides,
  };
}

describe('the upload error report', () => {
  it('starts with a BOM, ends lines with CRLF and uses the locale list separator', () => {
    expect(errorReportCsv([row()], header, 'en-GB')).toBe(
      '\uFEFFLine,Item,Column,Value,Message\r\n3,,grade,Z,bad grade\r\n',
    );
    expect(errorReportCsv([row()], header, 'it-IT')).toBe(
      '\uFEFFLine;Item;Column;Value;Message\r\n3;;grade;Z;bad grade\r\n',
    );
    expect(errorReportDelimiter('it')).toBe(';');
    expect(errorReportDelimiter('en')).toBe(',');
  });

  it('quotes cells holding the separator, quotes or line breaks (only the active separator)', () => {
    const rows = [
      row({ value: '1,5', message: 'say "one"' }),
      row({ value: 'two\nlines', message: 'a;b' }),
    ];
    expect(errorReportCsv(rows, header, 'en-GB').split('\r\n').slice(1, 3)).toEqual([
      '3,,grade,"1,5","say ""one"""',
      '3,,grade,"two\nlines",a;b',
    ]);
    expect(errorReportCsv(rows, header, 'it-IT').split('\r\n').slice(1, 3)).toEqual([
      '3;;grade;1,5;"say ""one"""',
      '3;;grade;"two\nlines";"a;b"',
    ]);
  });

  it('guards text cells a spreadsheet would run as formulas, never the line number', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(guardFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(guardFormula('12.50')).toBe('12.50');
    expect(guardFormula('')).toBe('');
    const csv = errorReportCsv(
      [row({ column: '@col', value: '-12', message: '+ sign', itemPosition: 2, itemId: '=X' })],
      header,
      'en-GB',
    );
    expect(csv.split('\r\n')[1]).toBe("3,2 (=X),'@col,'-12,'+ sign");
  });

  it('names XML items by position and id, and leaves unknown cells empty', () => {
    expect(itemCell({ itemPosition: 3, itemId: 'SKU-1' })).toBe('3 (SKU-1)');
    expect(itemCell({ itemPosition: 3, itemId: null })).toBe('3');
    expect(itemCell({ itemPosition: null, itemId: null })).toBe('');
    const csv = errorReportCsv(
      [row({ line: null, column: null, value: null, itemPosition: 7, itemId: 'A' })],
      header,
      'en-GB',
    );
    expect(csv.split('\r\n')[1]).toBe(',7 (A),,,bad grade');
  });

  it('writes only the header for a report without rows', () => {
    expect(errorReportCsv([], header, 'en-GB')).toBe('\uFEFFLine,Item,Column,Value,Message\r\n');
  });

  it('names the report after the uploaded file', () => {
    expect(uploadedBaseName('catalog.csv')).toBe('catalog');
    expect(uploadedBaseName('spring.sale.xml')).toBe('spring.sale');
    expect(uploadedBaseName('.csv')).toBe('.csv');
  });
});
