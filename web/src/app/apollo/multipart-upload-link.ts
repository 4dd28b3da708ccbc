import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import { print } from 'graphql';
import { csrfHeaders } from './csrf-headers';

/** True when any variable (at any depth) is a File, so the operation must travel as multipart. */
export function hasFileVariable(value: unknown): boolean {
  if (value instanceof File) return true;
  if (Array.isArray(value)) return value.some(hasFileVariable);
  if (value && typeof value === 'object') return Object.values(value).some(hasFileVariable);
  return false;
}

// GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec), which
// graphql-yoga reads natively: `operations` with files replaced by null, `map` from part names to
// variable paths, then one part per file.
export function buildMultipartBody(operation: Operation): FormData {
  const files: Array<{ path: string; file: File }> = [];
  function extract(value: unknown, path: string): unknown {
    if (value instanceof File) {
      files.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => extract(item, `${path}.${index}`));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, extract(item, `${path}.${key}`)]),
      );
    }
    return value;
  }
  const variables = extract(operation.variables, 'variables');
  const body = new FormData();
  // Sent by hash (persisted-queries-link.ts): no text, the hash in `extensions`, as HttpLink does.
  const { http } = operation.getContext() as { http?: { includeQuery?: boolean } };
  const byHash = http?.includeQuery === false && 'persistedQuery' in operation.extensions;
  body.append(
    'operations',
    JSON.stringify({
      ...(byHash ? {} : { query: print(operation.query) }),
      variables,
      operationName: operation.operationName,
      ...(byHash ? { extensions: operation.extensions } : {}),
    }),
  );
  body.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((entry, index) => [String(index), [entry.path]]))),
  );
  files.forEach((entry, index) => body.append(String(index), entry.file, entry.file.name));
  return body;
}

export function createMultipartUploadLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const controller = new AbortController();
        // Headers the links before this one set (the displayed language), as HttpLink sends them.
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        fetch(uri, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { ...headers, ...csrfHeaders },
          body: buildMultipartBody(operation),
          signal: controller.signal,
        })
          .then(async (response) => {
            const result = (await response.json()) as FetchResult;
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}
