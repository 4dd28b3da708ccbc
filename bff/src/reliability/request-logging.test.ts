import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { buildApp, type App } from '../server.js';
import { json, startFakeUpstream } from '../testing/fake-upstream.js';
import { TestBrowser } from '../testing/test-bff.js';

// Log levels: a client's mistake (CSRF, body, syntax, validation, limits, a 4xx) is one info or
// warn line per request with its request id; error is kept for the server's own failures. Each
// request is sent with its own x-request-id, and the lines are read from a captured pino stream.

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  err?: { message?: string };
}

const lines: LogLine[] = [];
/** The same lines as written: JSON.parse keeps only the last of two equal keys. */
const rawLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      rawLines.push(line);
      lines.push(JSON.parse(line) as LogLine);
    }
    done();
  },
});

let app: App;
let url: string;
let browser: TestBrowser;
let stopUpstream: () => Promise<void>;

beforeAll(async () => {
  // A store whose catalog count does not fit a GraphQL Int: the BFF's own failure to answer.
  const fake = await startFakeUpstream((request, response) => {
    if (request.url === '/sanctum/csrf-cookie') {
      response.writeHead(204, {
        'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/; HttpOnly'],
      });
      response.end();
    } else if (request.url === '/login') {
      json(response, 200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/; HttpOnly' });
    } else if (request.url === '/api/user') {
      json(response, 200, {
        id: 5,
        name: 'Mario Rossi',
        email: 'mario@example.com',
        language: 'en',
        categories: [],
        vendors: [],
        configuration: {},
        extra: null,
        strategies: [],
        buyback_strategies: [],
      });
    } else if (request.url.startsWith('/api/catalog?')) {
      // A whole catalog page (the contract's check passes) with a count no Int holds.
      json(response, 200, {
        items: [],
        items_count: 2 ** 40,
        page: 1,
        stats: {
          total_items: 0,
          automatic_price_enabled: 0,
          below_base_price: 0,
          price_limit_reached: 0,
          out_of_stock: 0,
        },
        last_update: null,
        filters: { categories: [], brands: [], models: [], grades: [], storage: [] },
      });
    } else {
      json(response, 404, { message: 'Not found' });
    }
  });
  stopUpstream = fake.stop;
  app = buildApp(
    loadConfig({
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
      UPSTREAM_URL: fake.url,
      SESSION_SECRET: 'x'.repeat(40),
    }),
    { logger: createLogger('debug', sink) },
  );
  url = (await app.start(0)).url;
  browser = new TestBrowser(url);
  expect((await browser.login()).errors).toBeUndefined();
});

afterAll(async () => {
  await app.stop();
  await stopUpstream();
});

beforeEach(() => {
  lines.length = 0;
  rawLines.length = 0;
});

let counter = 0;
const nextRequestId = () => `log-test-${String((counter += 1)).padStart(4, '0')}`;

async function post(
  body: string,
  headers: Record<string, string> = {},
): Promise<{ requestId: string; answeredId: string | null; status: number }> {
  const requestId = nextRequestId();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      'x-request-id': requestId,
      ...headers,
    },
    body,
  });
  await response.arrayBuffer();
  return { requestId, answeredId: response.headers.get('x-request-id'), status: response.status };
}

/** The lines worth reading in production (info and above). */
const logged = () => lines.filter((line) => line.level >= 30);

describe('a client mistake', () => {
  const query = (text: string) => JSON.stringify({ query: text });
  it.each<[string, string, Record<string, string>?]>([
    ['a missing CSRF header', query('{ me { id } }'), { 'content-type': 'text/plain' }],
    ['a body that is not JSON', '{ "query": '],
    ['a syntax error', query('{ me { id }')],
    ['a validation error', query('{ nope }')],
    [
      'a refused size (16 aliases)',
      query(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`),
    ],
    ['a text over MAX_QUERY_BYTES', query(`{ me { id } } #${'x'.repeat(21_000)}`)],
    [
      'a string argument too long',
      query(`{ catalog(filter: {search: "${'x'.repeat(3000)}"}) { totalCount } }`),
    ],
    [
      'an operation calling the store too often',
      query(
        `mutation { ${Array.from({ length: 11 }, (_, index) => `f${index}: toggleDynamicPrice(itemId: "${index + 1}") { id }`).join(' ')} }`,
      ),
    ],
    [
      'a variable of the wrong type',
      JSON.stringify({
        query: 'query ($p: Int) { catalog(page: $p) { totalCount } }',
        variables: { p: 'x' },
      }),
    ],
    ['a signed-out call', query('{ catalog { totalCount } }')],
  ])('is logged once, below error, with the request id: %s', async (_name, body, headers = {}) => {
    const answer = await post(body, headers);
    expect(answer.status).toBeLessThan(500);
    expect(answer.answeredId).toBe(answer.requestId);
    const mine = logged();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ requestId: answer.requestId });
    expect([30, 40]).toContain(mine[0]!.level);
  });

  it('is logged once at warn when the body is over the size limit', async () => {
    const requestId = nextRequestId();
    await new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(2 * 1024 * 1024),
          'x-request-id': requestId,
        },
      });
      outgoing.on('response', (response) => {
        response.resume();
        outgoing.destroy();
        resolve();
      });
      outgoing.on('error', reject);
      outgoing.write('{"query":"');
    });
    expect(logged()).toEqual([expect.objectContaining({ level: 40, requestId })]);
  });
});

describe("the server's own failure", () => {
  it('is logged once at error, with the request id and the cause, uncached and cached', async () => {
    const body = JSON.stringify({ query: '{ catalog { count: totalCount } }' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      lines.length = 0;
      const answer = await post(body, { cookie: browser.cookie ?? '' });
      const errors = logged().filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ requestId: answer.requestId, msg: 'unexpected error' });
      expect(errors[0]?.err?.message).toMatch(/Int cannot represent/);
    }
  });
});

describe('every line', () => {
  it('carries the request id once, whoever adds it', async () => {
    const signedIn = { cookie: browser.cookie ?? '' };
    // The store answers 404 to each of these: an upstream error, a failed notification count, a
    // failed upstream logout, a failed sign-in.
    await post(JSON.stringify({ query: '{ catalogItem(id: "7") { id } }' }), signedIn);
    await post(JSON.stringify({ query: '{ me { notificationCount } }' }), signedIn);
    const leaving = new TestBrowser(url);
    expect((await leaving.login()).errors).toBeUndefined();
    await post(JSON.stringify({ query: 'mutation { logout }' }), { cookie: leaving.cookie ?? '' });
    await post(
      JSON.stringify({ query: 'mutation { login(email: "x@example.com", password: "") { id } }' }),
    );
    const withId = rawLines.filter((line) => line.includes('"requestId"'));
    expect(withId.length).toBeGreaterThanOrEqual(4);
    expect(withId.filter((line) => line.split('"requestId"').length > 2)).toEqual([]);
  });
});
