import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { operationTooLargeMessage } from '../plugins/use-graphql-armor.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

interface Answer {
  status: number;
  errors?: Array<{ message: string; extensions?: { code?: string; retryAfterSeconds?: number } }>;
  data?: Record<string, unknown> | null;
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
      TRUST_PROXY: '1',
    }),
    startTestBff(upstream, { TRUST_PROXY: '1' }),
  ]);
});

afterAll(async () => {
  await Promise.all([production.stop(), development.stop()]);
  await upstream.stop();
});

async function gql(
  bff: TestBff,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

// graphql-armor does not count aliased __typename, which costs nothing to resolve.
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: me { id }`).join(' ')} }`;
const deep = (depth: number) =>
  `{ me ${'{ categories '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;

describe('operation limits', () => {
  it.each([
    ['1,000 aliases', aliases(1000)],
    ['16 aliases', aliases(16)],
    ['depth 12', deep(12)],
    // Short tokens: a text over MAX_QUERY_BYTES is refused before the token count (below).
    ['4,000 tokens', `{ ${'a '.repeat(4000)}}`],
  ])('refuses %s in production with a message that names no limit', async (_name, query) => {
    production.resetCalls();
    const answer = await gql(production, query);
    // Token limits strike while parsing (yoga's GRAPHQL_PARSE_FAILED), the others in validation.
    expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_PARSE_FAILED)$/);
    expect(answer.errors?.map((error) => error.message)).toEqual([
      `Syntax Error: ${operationTooLargeMessage}`,
    ]);
    expect(production.calls).toHaveLength(0);
  });

  it('refuses an operation over the cost limit before any resolver runs', async () => {
    // 15 aliased catalog pages of 50 rows: armor multiplies each page by its literal `first`.
    const fields = 'id name grade price basePrice currencySymbol belowBasePrice externalId';
    const query = `fragment F on CatalogItemConnection { edges { cursor node { ${fields} } } filters { brands { value label } grades { value label } } }
      { ${Array.from({ length: 15 }, (_, page) => `p${page}: catalogItems(first: 50) { ...F }`).join(' ')} }`;
    development.resetCalls();
    const answer = await gql(development, query);
    expect(answer.errors?.[0]?.message).toMatch(/cost/i);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(development.calls).toHaveLength(0);
  });

  it('tells developers the limit outside production', async () => {
    const answer = await gql(development, aliases(16));
    expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('accepts the largest real screen', async () => {
    const answer = await gql(development, deep(3));
    expect(answer.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
  });
});

describe('body size limits', () => {
  async function rawPost(contentType: string, length: number, chunked = false): Promise<number> {
    const { request } = await import('node:http');
    return new Promise((resolve, reject) => {
      const outgoing = request(`${development.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'x-graphql-csrf': '1',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
        },
      });
      outgoing.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        outgoing.destroy();
      });
      outgoing.on('error', reject);
      // Only a little is sent: the limit is enforced on the declared length, before reading.
      outgoing.write('{"query":"');
      if (chunked) outgoing.end();
    });
  }

  it('refuses JSON over 1 MB, uploads over 21 MB and bodies without a length', async () => {
    expect(await rawPost('application/json', 1024 * 1024 + 1)).toBe(413);
    expect(await rawPost('multipart/form-data; boundary=x', 21 * 1024 * 1024 + 1)).toBe(413);
    expect(await rawPost('application/json', 0, true)).toBe(411);
  });

  it('refuses an upload file over 20 MB inside an accepted body', async () => {
    const file = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: File!) { uploadCatalog(file: $file) }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([file], { type: 'text/csv' }), 'catalog.csv');
    const browser = new TestBrowser(development.url);
    await browser.login();
    development.resetCalls();
    const response = await fetch(`${development.url}/graphql`, {
      method: 'POST',
      headers: { 'x-graphql-csrf': '1', cookie: browser.cookie ?? '' },
      body: form,
    });
    const body = (await response.json()) as Answer;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(development.calls.filter((call) => call.path.includes('upload'))).toHaveLength(0);
  });
});

describe('login brute force', () => {
  const login = (bff: TestBff, email: string, address: string, password = 'wrong') =>
    gql(
      bff,
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
      { email, password },
      { 'x-forwarded-for': address },
    );

  it('allows 10 failed attempts a minute per e-mail and address, then refuses with RATE_LIMITED without asking the upstream', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await login(development, 'victim@example.com', '10.0.0.66');
      expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    development.resetCalls();
    const refused = await login(development, 'Victim@Example.com', '10.0.0.66', 'demo1234');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(refused.errors?.[0]?.message).toMatch(/Too many sign-in attempts/);
    expect(development.calls).toHaveLength(0);
  });

  it('allows LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE failed attempts per address, whatever the e-mail', async () => {
    const bff = await startTestBff(upstream, {
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '12',
    });
    try {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        await login(bff, `guess${attempt}@example.com`, '10.9.9.9');
      }
      const refused = await login(bff, 'demo@example.com', '10.9.9.9', 'demo1234');
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const elsewhere = await login(bff, 'demo@example.com', '10.9.9.10', 'demo1234');
      expect(elsewhere.errors).toBeUndefined();
    } finally {
      await bff.stop();
    }
  });

  it('gives aliased and batched logins no extra attempts', async () => {
    const attempts = Array.from(
      { length: 15 },
      (_, index) => `a${index}: login(email: "alias${index}@example.com", password: "x") { id }`,
    );
    const aliased = JSON.stringify({ query: `mutation { ${attempts.join(' ')} }` });
    const post = (body: string) =>
      fetch(`${development.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-csrf': '1',
          'x-forwarded-for': '10.7.7.7',
        },
        body,
      });
    development.resetCalls();
    // Batching is off: an array of operations is refused before anything runs.
    const batch = await post(
      JSON.stringify(attempts.map((attempt) => ({ query: `mutation { ${attempt} }` }))),
    );
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.status).toBeLessThan(500);
    // Each alias is an attempt of its own: four operations of 15 reach the per-address limit (50).
    for (let operation = 0; operation < 4; operation += 1) {
      const answer = (await (await post(aliased)).json()) as Answer;
      // Each refused sign-in is null beside its error; none stops the others from being tried.
      expect(Object.values(answer.data ?? {})).toEqual(Array<null>(15).fill(null));
    }
    expect(development.calls.filter((call) => call.path === '/login')).toHaveLength(50);
    const refused = (await (await post(aliased)).json()) as Answer;
    expect(refused.errors?.[0]?.message).toMatch(/Too many sign-in attempts/);
    expect(development.calls.filter((call) => call.path === '/login')).toHaveLength(50);
  });

  it('does not count successful sign-ins (many users behind one address)', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await login(development, 'demo@example.com', '10.5.5.5', 'demo1234');
      expect(answer.errors).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const bff = await startTestBff(upstream, { LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '2' });
    try {
      await login(bff, 'a@example.com', '10.1.0.1');
      await login(bff, 'b@example.com', '10.1.0.2');
      const third = await login(bff, 'c@example.com', '10.1.0.3');
      expect(third.errors?.[0]?.message).toMatch(/Too many sign-in attempts/);
    } finally {
      await bff.stop();
    }
  });
});
