import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { graphqlWsClient } from '../testing/realtime.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// What production answers tell a client about a failed request: the message and the code, no
// parser output echoing the body, no internals, no "Did you mean …" map of the schema. Errors
// on first sight of a text, over GET, from validation and from a cached text whose variables
// fail are checked.

interface GraphQLErrorJson {
  message: string;
  locations?: unknown;
  path?: unknown;
  extensions?: Record<string, unknown>;
}

let upstream: EmbeddedUpstream;
let production: TestBff;
let development: TestBff;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  [production, development] = await Promise.all([
    startTestBff(upstream, {
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
    }),
    startTestBff(upstream),
  ]);
});

afterAll(async () => {
  await Promise.all([production.stop(), development.stop()]);
  await upstream.stop();
});

async function post(
  bff: TestBff,
  body: string,
  accept = 'application/json',
): Promise<{ status: number; text: string; errors: GraphQLErrorJson[] }> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', accept },
    body,
  });
  const text = await response.text();
  const parsed = JSON.parse(text) as { errors?: GraphQLErrorJson[] };
  return { status: response.status, text, errors: parsed.errors ?? [] };
}

/** Only what GraphQL itself defines, and only the code in extensions. */
function expectPublicOnly(errors: GraphQLErrorJson[]): void {
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(
      Object.keys(error).every((key) =>
        ['message', 'locations', 'path', 'extensions'].includes(key),
      ),
    ).toBe(true);
    expect(Object.keys(error.extensions ?? {})).toEqual(['code']);
  }
}

describe('a body that is not JSON', () => {
  const body = '{"query": "{ me { id } }", "secret": password123';

  it.each(['application/json', 'application/graphql-response+json'])(
    'answers 400 with a generic message and a code (Accept %s), echoing nothing',
    async (accept) => {
      const answer = await post(production, body, accept);
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual([
        { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } },
      ]);
      expect(answer.text).not.toMatch(/password123|SyntaxError|position/);
    },
  );

  it('answers the same message in development', async () => {
    const answer = await post(development, body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toBe('The request body is not valid JSON.');
  });
});

describe('suggestions', () => {
  const cases: Array<[string, string]> = [
    ['an enum value', '{ catalog(sort: PRICE_AS) { totalCount } }'],
    ['a field', '{ catalog { totalCoun } }'],
    ['an argument', '{ catalog(filtr: {}) { totalCount } }'],
    ['a type', '{ catalog { totalCount } } fragment F on CatalogItm { id }'],
    ['an input field', '{ catalog(filter: {serch: "x"}) { totalCount } }'],
  ];

  it.each(cases)('are hidden in production for %s, shown in development', async (_name, query) => {
    const body = JSON.stringify({ query });
    const hidden = await post(production, body);
    expectPublicOnly(hidden.errors);
    expect(hidden.text).not.toMatch(/Did you mean/);
    const shown = await post(development, body);
    expect(shown.text).toMatch(/Did you mean/);
  });

  it('are hidden for variables, on first sight of a text and once it is cached', async () => {
    const query =
      'query ($sort: CatalogSort, $filter: CatalogFilter) { catalog(sort: $sort, filter: $filter) { totalCount } }';
    const wrong = JSON.stringify({
      query,
      variables: { sort: 'PRICE_AS', filter: { serch: 'x' } },
    });
    const firstSight = await post(production, wrong);
    // A valid request caches the text's parse, validation and compiled operation.
    await post(production, JSON.stringify({ query, variables: {} }));
    const again = await post(production, wrong);
    for (const answer of [firstSight, again]) {
      expectPublicOnly(answer.errors);
      expect(answer.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.text).not.toMatch(/Did you mean/);
    }
  });
});

describe('suggestions over WebSocket', () => {
  it('are hidden in production for a signed-in socket too', async () => {
    const browser = new TestBrowser(production.url);
    expect((await browser.login()).errors).toBeUndefined();
    const client = graphqlWsClient(production.url, { cookie: browser.cookie ?? '' });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          {
            query:
              'subscription S { notifications { kind } } query Q { catalog(sort: PRICE_AS) { totalCount } }',
            operationName: 'S',
          },
          { next: () => undefined, error: resolve, complete: () => resolve(null) },
        );
      });
      const text = JSON.stringify(errors);
      expect(text).toMatch(/does not exist in \\"CatalogSort\\" enum/);
      expect(text).not.toMatch(/Did you mean/);
    } finally {
      await client.dispose();
    }
  });
});

describe('request refusals in production', () => {
  it.each([
    ['a syntax error', JSON.stringify({ query: '{ me { id }' })],
    ['an unknown operation name', JSON.stringify({ query: '{ me { id } }', operationName: 'X' })],
    ['a query that is not a string', JSON.stringify({ query: 42 })],
    ['a missing query', JSON.stringify({ variables: {} })],
    ['a batch', JSON.stringify([{ query: '{ me { id } }' }])],
    ['an operation over the limits', JSON.stringify({ query: `{ ${'a '.repeat(4000)}}` })],
  ])('carry only a message and a code: %s', async (_name, body) => {
    expectPublicOnly((await post(production, body)).errors);
  });
});
