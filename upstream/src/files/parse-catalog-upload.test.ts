import { describe, expect, it } from 'vitest';
import { catalogUploadFormat, parseCatalogUpload } from './parse-catalog-upload';
import { demoContext } from './testing/upload-fixtures';

describe('parseCatalogUpload', () => {
  it('knows the format from the file name, case-insensitively', () => {
    expect(catalogUploadFormat('catalog.CSV')).toBe('csv');
    expect(catalogUploadFormat('feed.xml')).toBe('xml');
    expect(catalogUploadFormat('catalog.xlsx')).toBeNull();
    expect(catalogUploadFormat('csv')).toBeNull();
  });

  it('parses each format with its parser', async () => {
    const csv = await parseCatalogUpload(
      [Buffer.from('external_id,name\n1,One\n')],
      'csv',
      demoContext(),
    );
    const xml = await parseCatalogUpload(
      [Buffer.from('<catalog><item><external_id>2</external_id><name>Two</name></item></catalog>')],
      'xml',
      demoContext(),
    );
    expect(csv.rows).toEqual([
      expect.objectContaining({
        line: 2,
        item: null,
        row: expect.objectContaining({ externalId: '1', name: 'One' }),
      }),
    ]);
    expect(xml.rows).toEqual([
      expect.objectContaining({
        line: 1,
        item: { position: 1, id: '2' },
        row: expect.objectContaining({ externalId: '2', name: 'Two' }),
      }),
    ]);
  });
});
