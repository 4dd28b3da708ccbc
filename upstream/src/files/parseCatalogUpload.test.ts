import { describe, expect, it } from 'vitest';
import { catalogUploadFormat, parseCatalogUpload } from './parseCatalogUpload';

describe('parseCatalogUpload', () => {
  it('knows the format from the file name, case-insensitively', () => {
    expect(catalogUploadFormat('catalog.CSV')).toBe('csv');
    expect(catalogUploadFormat('feed.xml')).toBe('xml');
    expect(catalogUploadFormat('catalog.xlsx')).toBeNull();
    expect(catalogUploadFormat('csv')).toBeNull();
  });

  it('parses each format with its parser', async () => {
    const csv = [];
    for await (const result of parseCatalogUpload(['external_id,name\n1,One\n'], 'csv'))
      csv.push(result);
    const xml = [];
    for await (const result of parseCatalogUpload(
      ['<catalog><item><external_id>2</external_id><name>Two</name></item></catalog>'],
      'xml',
    )) {
      xml.push(result);
    }
    expect(csv).toEqual([
      { line: 2, row: expect.objectContaining({ externalId: '1', name: 'One' }) },
    ]);
    expect(xml).toEqual([
      { line: 1, row: expect.objectContaining({ externalId: '2', name: 'Two' }) },
    ]);
  });
});
