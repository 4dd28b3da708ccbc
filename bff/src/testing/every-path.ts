import { createHash } from 'node:crypto';
import { type EveryPathBff } from './every-path-bff.js';

/**
 * A client that sends one operation through a chosen way of reaching /graphql (JSON POST, GET,
 * multipart) (reliability/every-path.test.ts).
 */

export interface Exchange {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    extensions?: Record<string, unknown>;
  };
  /** From sending the request to reading the whole answer. */
  elapsedMs: number;
}

export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  /** Without the CSRF header a browser cannot send from another site. */
  csrf?: boolean;
  cookie?: string | null;
  /** Sent by hash only (Apollo's persisted-query extension, no `query`), as the dashboard does. */
  persisted?: boolean;
  /** An Authorization header (a caller with a token). */
  authorization?: string;
}

/** What a request carries for its operation: the text, or the hash of it. */
export function operationFields(operation: Operation): Record<string, unknown> {
  const variables = operation.variables ?? {};
  if (!operation.persisted) return { query: operation.query, variables };
  const sha256Hash = createHash('sha256').update(operation.query).digest('hex');
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash } } };
}

/** How a request is sent. */
export interface RequestPath {
  name: string;
  /**
   * A JSON POST: a page of another site cannot send it without a CORS preflight, so yoga's CSRF
   * rule lets it through without the header.
   */
  preflighted: boolean;
  /** Sends one operation (texts this path cannot carry are the test's to avoid). */
  send(bff: EveryPathBff, operation: Operation): Promise<Exchange>;
}

function headersOf(operation: Operation, extra: Record<string, string>): Record<string, string> {
  return {
    ...extra,
    ...(operation.csrf === false ? {} : { 'x-graphql-csrf': '1' }),
    ...(operation.cookie ? { cookie: operation.cookie } : {}),
    ...(operation.authorization ? { authorization: operation.authorization } : {}),
  };
}

async function exchange(bff: EveryPathBff, request: () => Promise<Response>): Promise<Exchange> {
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  const elapsedMs = performance.now() - started;
  return {
    elapsedMs,
    status: response.status,
    headers: response.headers,
    body: text === '' ? {} : (JSON.parse(text) as Exchange['body']),
  };
}

function postJson(bff: EveryPathBff, operation: Operation): Promise<Exchange> {
  return exchange(bff, () =>
    fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: headersOf(operation, {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      }),
      body: JSON.stringify(operationFields(operation)),
    }),
  );
}

let unique = 0;

/** A multipart body: `operations`, `map`, then the file parts it names. */
export function multipartBody(
  operations: unknown,
  map: Record<string, string[]>,
  files: Record<string, { name: string; content: string }>,
): { body: string; contentType: string } {
  const boundary = `----every-path-${(unique += 1)}`;
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(operations)}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(map)}\r\n`,
    ...Object.entries(files).map(
      ([key, file]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${file.name}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${file.content}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return {
    body: parts.join(''),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function postMultipart(
  bff: EveryPathBff,
  operation: Operation,
  files: Record<string, { name: string; content: string }>,
  map: Record<string, string[]>,
): Promise<Exchange> {
  const { body, contentType } = multipartBody(operationFields(operation), map, files);
  return exchange(bff, () =>
    fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: headersOf(operation, {
        'content-type': contentType,
        accept: 'application/graphql-response+json, application/json',
      }),
      body,
    }),
  );
}

/** The catalog upload the web sends; `file` is the variable of the streamed file. */
export const uploadMutation = 'mutation ($file: File!) { uploadCatalog(file: $file) }';
export const catalogFile = { name: 'catalog.csv', content: 'sku;price\nA1;10.00\n' };

export const paths: RequestPath[] = [
  {
    name: 'JSON POST of a text seen before (parse, validation and compilation cached)',
    preflighted: true,
    async send(bff, operation) {
      // The warm-up carries no session and no CSRF-free request: it changes nothing a test sees.
      await postJson(bff, { ...operation, cookie: null, csrf: true });
      return postJson(bff, operation);
    },
  },
  {
    name: 'JSON POST (first sight of a text)',
    preflighted: true,
    send: (bff, operation) =>
      postJson(bff, { ...operation, query: `${operation.query} # ${(unique += 1)}` }),
  },
  {
    name: 'GET',
    preflighted: false,
    send: (bff, operation) => {
      const search = new URLSearchParams(
        Object.entries(operationFields(operation)).map(([name, value]): [string, string] => [
          name,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      );
      return exchange(bff, () =>
        fetch(`${bff.url}/graphql?${search.toString()}`, {
          headers: headersOf(operation, { accept: 'application/graphql-response+json' }),
        }),
      );
    },
  },
  {
    name: 'multipart POST without a file (not an upload)',
    preflighted: false,
    send: (bff, operation) => postMultipart(bff, operation, {}, {}),
  },
];

/** `uploadCatalog` with its file streamed; `file` is mapped to the catalog part. */
export const uploadPaths: RequestPath[] = [
  {
    name: 'multipart upload (uploadCatalog, the file streamed)',
    preflighted: false,
    send: (bff, operation) =>
      postMultipart(bff, operation, { '0': catalogFile }, { '0': ['variables.file'] }),
  },
  {
    name: 'multipart upload with a variable the operation does not declare',
    preflighted: false,
    send: (bff, operation) =>
      postMultipart(
        bff,
        { ...operation, variables: { ...operation.variables, file: null, other: null } },
        { '0': catalogFile },
        { '0': ['variables.file'] },
      ),
  },
];
