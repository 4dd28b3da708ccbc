import { describe, expect, it } from 'vitest';
import { toCatalogUploadReport } from './catalog-upload-report.js';

const noItem = { itemPosition: null, itemId: null };

describe('toCatalogUploadReport', () => {
  it('reads the current payload: counts, CSV and XML row errors, the total', () => {
    const report = toCatalogUploadReport({
      filename: 'catalog.csv',
      created: 3,
      updated: 1,
      unchanged: 10,
      failed: 2,
      blank_rows_skipped: 1,
      row_errors: [
        {
          line: 5,
          item: null,
          column: 'price',
          value: '1.099',
          message: 'price "1.099": unclear whether 1099 or 1.099',
        },
        {
          line: 12,
          item: { position: 3, id: 'SKU-1' },
          column: 'grade',
          value: 'Z',
          message: 'grade "Z" is not one of A, B, C, N, R',
        },
      ],
      row_errors_total: 2,
      // The older keys stay in the payload; the current ones win.
      errors: [{ line: 5, message: 'old text' }],
    });
    expect(report).toEqual({
      filename: 'catalog.csv',
      created: 3,
      updated: 1,
      unchanged: 10,
      failed: 2,
      blankRowsSkipped: 1,
      rowErrors: [
        {
          line: 5,
          column: 'price',
          value: '1.099',
          message: 'price "1.099": unclear whether 1099 or 1.099',
          ...noItem,
        },
        {
          line: 12,
          column: 'grade',
          value: 'Z',
          message: 'grade "Z" is not one of A, B, C, N, R',
          itemPosition: 3,
          itemId: 'SKU-1',
        },
      ],
      rowErrorsTotal: 2,
    });
  });

  it('says when the list was cut: the total counts every row error', () => {
    const rowErrors = Array.from({ length: 200 }, (_, index) => ({
      line: index + 2,
      item: null,
      column: 'stock',
      value: 'x',
      message: 'stock must be a whole number',
    }));
    const report = toCatalogUploadReport({
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 950,
      blank_rows_skipped: 0,
      row_errors: rowErrors,
      row_errors_total: 950,
    });
    expect(report.rowErrors).toHaveLength(200);
    expect(report.rowErrorsTotal).toBe(950);
    expect(report.failed).toBe(950);
  });

  it('never passes more than 200 row errors on, whatever the upstream sends', () => {
    const rowErrors = Array.from({ length: 250 }, (_, index) => ({
      line: index + 2,
      message: 'bad',
    }));
    const report = toCatalogUploadReport({ failed: 250, row_errors: rowErrors });
    expect(report.rowErrors).toHaveLength(200);
    expect(report.rowErrors.at(-1)?.line).toBe(201);
    expect(report.rowErrorsTotal).toBe(250);
  });

  it('maps an older payload with "line N: …" strings; what it lacks is null', () => {
    const report = toCatalogUploadReport({
      created: 4,
      updated: 0,
      failed: 2,
      errors: ['line 4: grade must be one of A, B, C, N, R', 'stock must be a whole number'],
    });
    expect(report).toEqual({
      filename: null,
      created: 4,
      updated: 0,
      unchanged: null,
      failed: 2,
      blankRowsSkipped: null,
      rowErrors: [
        {
          line: 4,
          column: null,
          value: null,
          message: 'grade must be one of A, B, C, N, R',
          ...noItem,
        },
        {
          line: null,
          column: null,
          value: null,
          message: 'stock must be a whole number',
          ...noItem,
        },
      ],
      rowErrorsTotal: 2,
    });
  });

  it('maps an older payload with { line, message } objects, cut at 50 of 70', () => {
    const errors = Array.from({ length: 50 }, (_, index) => ({
      line: index + 2,
      message: `problem ${index}`,
    }));
    const report = toCatalogUploadReport({ created: 1, updated: 2, failed: 70, errors });
    expect(report.rowErrors).toHaveLength(50);
    expect(report.rowErrors[0]).toEqual({
      line: 2,
      column: null,
      value: null,
      message: 'problem 0',
      ...noItem,
    });
    expect(report.rowErrorsTotal).toBe(70);
    expect(report.failed).toBe(70);
    expect(report.unchanged).toBeNull();
  });

  it('keeps an empty refused value, and reads numbers sent as strings', () => {
    const report = toCatalogUploadReport({
      created: '2',
      updated: '0',
      failed: '1',
      row_errors: [{ line: '3', column: 'name', value: '', message: 'name is required' }],
      row_errors_total: '1',
    });
    expect(report.created).toBe(2);
    expect(report.rowErrors).toEqual([
      { line: 3, column: 'name', value: '', message: 'name is required', ...noItem },
    ]);
    expect(report.rowErrorsTotal).toBe(1);
  });

  it('turns a malformed payload into an empty report instead of failing', () => {
    for (const data of [null, undefined, 'text', 42, [], {}]) {
      expect(toCatalogUploadReport(data)).toEqual({
        filename: null,
        created: 0,
        updated: 0,
        unchanged: null,
        failed: 0,
        blankRowsSkipped: null,
        rowErrors: [],
        rowErrorsTotal: 0,
      });
    }
    const report = toCatalogUploadReport({
      filename: 7,
      created: -1,
      updated: 1.5e12,
      unchanged: 'many',
      row_errors: [null, 5, { line: 2 }, { message: '' }, { line: 'x', message: 'kept' }],
    });
    expect(report).toMatchObject({
      filename: '7',
      created: 0,
      updated: 0,
      unchanged: null,
      rowErrors: [{ line: null, message: 'kept' }],
    });
    // Five errors were listed, so the total says five though only one could be shown.
    expect(report.rowErrorsTotal).toBe(5);
    expect(report.failed).toBe(5);
  });

  it('derives failed from the errors when no count came', () => {
    const report = toCatalogUploadReport({ row_errors: [{ line: 2, message: 'bad' }] });
    expect(report.failed).toBe(1);
    expect(report.rowErrorsTotal).toBe(1);
  });
});
