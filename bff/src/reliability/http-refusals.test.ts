import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { startReferenceUpstream, startTestBff, type TestBff } from '../testing/test-bff.js';

// A refusal of the HTTP request itself (before any operation runs) is still a GraphQL answer a
// script can read: a JSON body `{"errors":[{"message","extensions":{"code"}}]}` whose code
// docs/error-codes.md documents, in development and production alike.

const docs = readFileSync(new URL('../../../docs/error-codes.md', import.meta.url), 'utf8');

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** One request written as given (no body, a declared length without the body, any method). */
function send(
  url: string,
  options: { method: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const headers = { ...options.headers };
  // A declared length larger than what is sent: the answer comes before the body does.
  const declared = headers['content-length'] !== undefined;
  if (!declared && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = String(Buffer.byteLength(options.body ?? ''));
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${url}${options.path ?? '/graphql'}`, {
      method: options.method,
      headers,
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        outgoing.destroy();
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.on('error', reject);
    if (options.body !== undefined) outgoing.write(options.body);
    if (!declared) outgoing.end();
  });
}

const json = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };
const me = JSON.stringify({ query: '{ me { id } }' });

const refusals: Array<[string, Parameters<typeof send>[1], number, string]> = [
  [
    'a POST without a declared length (chunked)',
    { method: 'POST', headers: { ...json, 'transfer-encoding': 'chunked' }, body: me },
    411,
    'BAD_REQUEST',
  ],
  [
    'a JSON body over 1 MB',
    { method: 'POST', headers: { ...json, 'content-length': String(2 * 1024 * 1024) }, body: '{' },
    413,
    'REQUEST_TOO_LARGE',
  ],
  [
    'a multipart body over 21 MB',
    {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'x-graphql-csrf': '1',
        'content-length': String(22 * 1024 * 1024),
      },
      body: '--x',
    },
    413,
    'REQUEST_TOO_LARGE',
  ],
  [
    'a GET without the CSRF header',
    { method: 'GET', path: '/graphql?query=%7Bme%7Bid%7D%7D' },
    403,
    'CSRF_HEADER_MISSING',
  ],
  [
    'a form POST without the CSRF header',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7Bme%7Bid%7D%7D',
    },
    403,
    'CSRF_HEADER_MISSING',
  ],
  ['a PUT', { method: 'PUT', headers: json, body: me }, 405, 'BAD_REQUEST'],
  ['a DELETE', { method: 'DELETE', headers: { 'x-graphql-csrf': '1' } }, 405, 'BAD_REQUEST'],
  [
    'a mutation over GET',
    {
      method: 'GET',
      path: '/graphql?query=mutation%7Blogout%7D',
      headers: { 'x-graphql-csrf': '1', accept: 'application/json' },
    },
    405,
    'BAD_REQUEST',
  ],
  [
    'a body of an unknown media type',
    { method: 'POST', headers: { 'content-type': 'text/csv', 'x-graphql-csrf': '1' }, body: 'a' },
    415,
    'BAD_REQUEST',
  ],
  [
    'an Accept header naming nothing the endpoint answers with',
    {
      method: 'GET',
      path: '/graphql?query=%7Bme%7Bid%7D%7D',
      headers: { 'x-graphql-csrf': '1', accept: 'image/png' },
    },
    406,
    'BAD_REQUEST',
  ],
  [
    'a body that is not JSON',
    { method: 'POST', headers: json, body: '{"query": ' },
    400,
    'BAD_REQUEST',
  ],
];

let upstream: EmbeddedUpstream;
let development: TestBff;
let production: TestBff;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  [development, production] = await Promise.all([
    startTestBff(upstream),
    startTestBff(upstream, {
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([development.stop(), production.stop()]);
  await upstream.stop();
});

describe.each([
  ['development', () => development],
  ['production', () => production],
])('HTTP refusals of /graphql (%s)', (_mode, bff) => {
  it.each(refusals)('%s: answered with a documented code', async (_name, request, status, code) => {
    const answer = await send(bff().url, request);
    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/json/);
    const body = JSON.parse(answer.body) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.message).toEqual(expect.any(String));
    expect(body.errors[0]?.extensions.code).toBe(code);
    expect(docs).toContain(`\`${code}\``);
  });
});
