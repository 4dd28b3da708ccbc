import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { startReferenceUpstream, startTestBff, type TestBff } from '../testing/test-bff.js';
import { checkProperty } from './fuzz-check.js';
import { problemWithAnswer, type RawAnswer } from './graphql-answer-check.js';

// Property: whatever bytes arrive at /graphql (any content type, invalid JSON, wrong shapes,
// bombs), the answer is a 4xx or GraphQL errors with a code, never a 5xx, and the BFF lives on.

const runs = Number(process.env.FUZZ_RUNS ?? 25) * 8;
let casesRun = 0;

let upstream: EmbeddedUpstream;
let bff: TestBff;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream);
});

afterAll(async () => {
  console.info(`raw request fuzz: ${casesRun} cases`);
  await bff.stop();
  await upstream.stop();
});

const nested = (depth: number) =>
  `{ me ${'{ categories '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: __typename`).join(' ')} }`;

const queryText = fc.oneof(
  fc.constantFrom(
    '{ me { id } }',
    '{ catalog { totalCount } }',
    'mutation { logout }',
    'subscription { notifications { kind } }',
    '{ __schema { types { name } } }',
    '{ me { id } ',
    '{ nope }',
    'query A { me { id } } query B { me { id } }',
  ),
  fc.string({ maxLength: 60 }),
  fc.integer({ min: 5, max: 2000 }).map(nested),
  fc.integer({ min: 10, max: 1000 }).map(aliases),
  fc.integer({ min: 1000, max: 20_000 }).map((count) => `{ ${'__typename '.repeat(count)}}`),
);

const jsonBody = fc.record(
  {
    query: fc.oneof(queryText, fc.jsonValue({ maxDepth: 2 })),
    variables: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 })),
    operationName: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('A', 'B', 'Missing'),
      fc.integer(),
    ),
    extensions: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  jsonBody.map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '',
    '{',
    '{"query":',
    'null',
    '[]',
    '[{"query":"{ me { id } }"}]',
    '\u0000\u0001',
  ),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.integer({ min: 100, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql-response+json',
  'application/graphql',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'image/png',
  null,
);

async function send(request: {
  method: 'POST' | 'GET' | 'PUT';
  contentType: string | null;
  body: string;
  csrf: boolean;
}): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.csrf) headers['x-graphql-csrf'] = '1';
  const url =
    request.method === 'GET'
      ? `${bff.url}/graphql?query=${encodeURIComponent(request.body.slice(0, 4000))}`
      : `${bff.url}/graphql`;
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(request.method === 'GET' ? {} : { body: request.body }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('raw requests to /graphql', () => {
  it('never answer 5xx or an uncoded GraphQL error', async () => {
    await checkProperty(
      fc.asyncProperty(
        fc.record({
          method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
          contentType,
          body,
          csrf: fc.boolean(),
        }),
        async (request) => {
          casesRun += 1;
          const problem = problemWithAnswer(await send(request));
          if (problem) throw new Error(problem);
        },
      ),
      runs,
    );
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
