import { createOperation } from '@apollo/client/link/utils';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildMultipartBody, hasFileVariable } from './multipart-upload-link';

describe('GraphQL multipart request', () => {
  const query = parse('mutation UploadCatalog($file: File!) { uploadCatalog(file: $file) }');

  it('spots a File anywhere in the variables', () => {
    const file = new File(['a'], 'a.csv');
    expect(hasFileVariable({ file })).toBe(true);
    expect(hasFileVariable({ input: { files: [file] } })).toBe(true);
    expect(hasFileVariable({ id: '1', filter: { search: 'x' } })).toBe(false);
  });

  it('sends operations with the file nulled, a map, and the file part with its name', () => {
    const file = new File(['external_id\n1\n'], 'catalog.csv', { type: 'text/csv' });
    const body = buildMultipartBody(
      createOperation({}, { query, variables: { file }, operationName: 'UploadCatalog' }),
    );
    expect(JSON.parse(String(body.get('operations')))).toEqual({
      query: expect.stringContaining('uploadCatalog(file: $file)'),
      variables: { file: null },
      operationName: 'UploadCatalog',
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ '0': ['variables.file'] });
    const part = body.get('0');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('catalog.csv');
  });
});
