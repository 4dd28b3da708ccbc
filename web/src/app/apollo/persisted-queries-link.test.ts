import { ApolloLink, execute, HttpLink, Observable } from '@apollo/client';
import { createOperation } from '@apollo/client/link/utils';
import { print } from '@apollo/client/utilities';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildMultipartBody } from './multipart-upload-link';
import { createTrustedDocumentsLink } from './persisted-queries-link';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('trusted documents link', () => {
  const query = parse('query Viewer { viewer { displayName } }');

  it('sends the sha256 of the printed text and no text, by POST', async () => {
    const fetch = vi.fn(
      async (_uri: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { viewer: null } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const link = ApolloLink.from([
      createTrustedDocumentsLink(),
      new HttpLink({ uri: '/graphql', fetch }),
    ]);
    await new Promise((resolve, reject) =>
      execute(link, { query }).subscribe({ complete: () => resolve(null), error: reject }),
    );
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'Viewer',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(print(query)) } },
    });
  });

  it('sends the text with the hash once the BFF does not know the hash', async () => {
    const bodies: unknown[] = [];
    const terminal = new ApolloLink((operation) => {
      const { http } = operation.getContext() as { http?: { includeQuery?: boolean } };
      bodies.push({
        includeQuery: http?.includeQuery,
        hash: 'persistedQuery' in operation.extensions,
      });
      return Observable.of(
        bodies.length === 1
          ? {
              errors: [
                {
                  message: 'PersistedQueryNotFound',
                  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
                },
              ],
            }
          : { data: { viewer: null } },
      );
    });
    await new Promise((resolve, reject) =>
      execute(ApolloLink.from([createTrustedDocumentsLink(), terminal]), { query }).subscribe({
        complete: () => resolve(null),
        error: reject,
      }),
    );
    expect(bodies).toEqual([
      { includeQuery: false, hash: true },
      { includeQuery: true, hash: true },
    ]);
  });

  it('sends an upload by hash too: no text in `operations`, the hash in its extensions', () => {
    const upload = parse('mutation UploadCatalog($file: File!) { uploadCatalog(file: $file) }');
    const operation = createOperation(
      { http: { includeQuery: false } },
      {
        query: upload,
        variables: { file: new File(['a'], 'a.csv') },
        operationName: 'UploadCatalog',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
      },
    );
    expect(JSON.parse(String(buildMultipartBody(operation).get('operations')))).toEqual({
      variables: { file: null },
      operationName: 'UploadCatalog',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    });
  });
});
