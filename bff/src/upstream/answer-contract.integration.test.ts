import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { createLogger } from '../logger.js';
import { buildApp } from '../server.js';
import { forwardToStore, listenOnLoopback } from '../testing/store-proxy.js';
import { startReferenceUpstream, TestBrowser } from '../testing/test-bff.js';

// Each checked store answer, broken in one field on its way from the reference store: the
// GraphQL field asked fails with UPSTREAM_UNAVAILABLE (a save's is settled by reading the profile
// back), nothing of the broken answer reaches the client, and the BFF logs one warn line naming
// the endpoint and the first failing field.

type Json = Record<string, unknown> & { items?: Json[] };

interface Corruption {
  route: RegExp;
  corrupt: (answer: Json) => void;
}

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  field?: string;
  problem?: string;
}

let upstream: EmbeddedUpstream;
let proxy: { server: Server; url: string };
let stopBff: () => Promise<void>;
let browser: TestBrowser;
let corruption: Corruption | null = null;
const lines: LogLine[] = [];
const ids = { item: '', category: '', vendor: '', batch: '' };

/** Forwards to the reference store; the answer of the route under test is broken first. */
async function startCorruptingProxy(target: URL): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) =>
    forwardToStore(target, req, res, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const active = corruption;
        if (active && active.route.test(req.url ?? '') && answer.statusCode === 200) {
          const parsed = JSON.parse(body.toString('utf8')) as Json;
          active.corrupt(parsed);
          body = Buffer.from(JSON.stringify(parsed));
        }
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    }),
  );
  return { server, url: await listenOnLoopback(server) };
}

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  proxy = await startCorruptingProxy(new URL(upstream.url));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: proxy.url,
    UPSTREAM_ORIGIN: upstream.origin,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
  });
  const app = buildApp(config, { logger: createLogger('warn', sink) });
  const { url } = await app.start(0);
  stopBff = () => app.stop();
  browser = new TestBrowser(url);
  expect((await browser.login()).errors).toBeUndefined();
  const known = await browser.gql<{
    catalog: { items: { id: string }[] };
    me: { categories: { id: string }[]; vendors: { id: string }[] };
    logBatches: { id: string }[];
  }>('{ catalog { items { id } } me { categories { id } vendors { id } } logBatches { id } }');
  expect(known.errors).toBeUndefined();
  ids.item = known.data!.catalog.items[0]!.id;
  ids.category = known.data!.me.categories[0]!.id;
  ids.vendor = known.data!.me.vendors[0]!.id;
  ids.batch = known.data!.logBatches[0]?.id ?? '1';
});

afterAll(async () => {
  await stopBff?.();
  await new Promise<void>((resolve) => proxy?.server.close(() => resolve()));
  await upstream?.stop();
});

const first = (answer: Json): Json => answer.items![0]!;

const endpoints: {
  endpoint: string;
  path: () => string;
  route: RegExp;
  query: () => string;
  corrupt: (answer: Json) => void;
  field: string;
}[] = [
  {
    endpoint: '/api/catalog',
    path: () => '/api/catalog',
    route: /^\/api\/catalog\?/,
    query: () => '{ catalog { items { id price } } }',
    corrupt: (answer) => void (first(answer).price = 'cheap'),
    field: '/items/0/price',
  },
  {
    endpoint: '/api/catalog/{id}',
    path: () => `/api/catalog/${ids.item}`,
    route: /^\/api\/catalog\/\d+$/,
    query: () => `{ catalogItem(id: "${ids.item}") { name price } }`,
    corrupt: (answer) => void ((answer.detail as Json).grade = 'Z'),
    field: '/detail/grade',
  },
  {
    endpoint: '/api/prices/{categoryId}',
    path: () => `/api/prices/${ids.category}`,
    route: /^\/api\/prices\/\d+\?/,
    query: () => `{ priceList(categoryId: "${ids.category}") { totalCount } }`,
    corrupt: (answer) => void ((answer.stats as Json).products = ''),
    field: '/stats/products',
  },
  {
    endpoint: '/api/competitors/{vendorId}',
    path: () => `/api/competitors/${ids.vendor}`,
    route: /^\/api\/competitors\/\d+\?/,
    query: () => `{ competitorListings(vendorId: "${ids.vendor}") { totalCount } }`,
    corrupt: (answer) => void ((answer.filters as Json).brands = 'Apple'),
    field: '/filters/brands',
  },
  {
    endpoint: '/api/logs',
    path: () => '/api/logs',
    route: /^\/api\/logs\?/,
    query: () => '{ logBatchPage { total } }',
    corrupt: (answer) => void (answer.items_count = 'many'),
    field: '/items_count',
  },
  {
    endpoint: '/api/logs/{batch}',
    path: () => `/api/logs/${ids.batch}`,
    route: /^\/api\/logs\/\d+\?/,
    query: () => `{ logBatch(id: "${ids.batch}") { entriesTotal } }`,
    corrupt: (answer) => void (answer.logs_count = null),
    field: '/logs_count',
  },
  {
    endpoint: '/api/user/tokens',
    path: () => '/api/user/tokens',
    route: /^\/api\/user\/tokens(\?|$)/,
    query: () => '{ apiTokens { id } }',
    corrupt: (answer) => void (answer.data = { tokens: [] }),
    field: '/data',
  },
  {
    endpoint: '/api/user',
    path: () => '/api/user',
    route: /^\/api\/user$/,
    query: () => '{ me { id } }',
    corrupt: (answer) => void ((answer.configuration as Json).show_catalog = 'maybe'),
    field: '/configuration/show_catalog',
  },
  {
    endpoint: '/api/user/notifications',
    path: () => '/api/user/notifications',
    route: /^\/api\/user\/notifications$/,
    query: () => '{ me { notifications { id } } }',
    corrupt: (answer) => void (answer.count = 'all'),
    field: '/count',
  },
  {
    endpoint: '/api/strategies/resell/{categoryId}/preview',
    path: () => `/api/strategies/resell/${ids.category}/preview`,
    route: /^\/api\/strategies\/resell\/\d+\/preview\?/,
    query: () =>
      `{ resellStrategyPreview(categoryId: "${ids.category}", input: { type: REVENDO }) { currencySymbol } }`,
    corrupt: (answer) => void ((answer.summary as Json).up = 'some'),
    field: '/summary/up',
  },
];

const saves = [
  {
    endpoint: 'PUT /api/strategies/{categoryId}',
    path: () => `/api/strategies/${ids.category}`,
    route: /^\/api\/strategies\/\d+$/,
    mutation: `mutation ($input: UpdateResellStrategyInput!) { save: updateResellStrategy(input: $input) {
      strategy { type variation { minPricePercentage maxPricePercentage } } userErrors { code } } }`,
    input: {
      type: 'VARIATION',
      variation: { minPricePercentage: 5, maxPricePercentage: 15, roundingType: 'NINE' },
    },
    corrupt: (answer: Json) => void ((answer.values as Json).min_price_percentage = 'five'),
    field: '/values/min_price_percentage',
    saved: { type: 'VARIATION', variation: { minPricePercentage: 5, maxPricePercentage: 15 } },
  },
  {
    endpoint: 'PUT /api/buyback-strategies/{categoryId}',
    path: () => `/api/buyback-strategies/${ids.category}`,
    route: /^\/api\/buyback-strategies\/\d+$/,
    mutation: `mutation ($input: UpdateBuybackStrategyInput!) { save: updateBuybackStrategy(input: $input) {
      strategy { pricePositioning roundingType } userErrors { code } } }`,
    input: { pricePositioning: 4, roundingType: 'NINE' },
    corrupt: (answer: Json) => void (answer.price_positioning = 'four'),
    field: '/price_positioning',
    saved: { pricePositioning: 4, roundingType: 'NINE' },
  },
];

describe('a store answer that fails its schema', () => {
  it.each(endpoints)(
    '$endpoint: UPSTREAM_UNAVAILABLE and one warn line naming $field',
    async (row) => {
      lines.splice(0);
      corruption = { route: row.route, corrupt: row.corrupt };
      try {
        const answer = await browser.gql(row.query());
        expect(answer.errors?.map((error) => error.extensions?.code)).toEqual([
          'UPSTREAM_UNAVAILABLE',
        ]);
        // Nothing of the broken answer: the field asked is null (or, non-null, the whole data).
        expect(
          answer.data === null || Object.values(answer.data).every((value) => value === null),
        ).toBe(true);
      } finally {
        corruption = null;
      }
      const refusals = lines.filter((line) => line.msg.startsWith('upstream answer refused'));
      expect(refusals).toEqual([
        expect.objectContaining({ level: 40, path: row.path(), field: row.field }),
      ]);
    },
  );

  it.each(saves)(
    '$endpoint: a save whose answer fails is settled by the profile, with one warn line naming $field',
    async (row) => {
      lines.splice(0);
      corruption = { route: row.route, corrupt: row.corrupt };
      let answer;
      try {
        answer = await browser.gql(row.mutation, {
          input: { categoryId: ids.category, ...row.input },
        });
      } finally {
        corruption = null;
      }
      // The profile read after the refused answer shows the strategy as asked: saved, and
      // nothing of the broken answer in it.
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ save: { strategy: row.saved, userErrors: [] } });
      const refusals = lines.filter((line) => line.msg.startsWith('upstream answer refused'));
      expect(refusals).toEqual([
        expect.objectContaining({ level: 40, path: row.path(), field: row.field }),
      ]);
    },
  );

  it('is read again whole once the store answers it right', async () => {
    const answer = await browser.gql<{ catalog: { items: { price: number }[] } }>(
      '{ catalog { items { price } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(typeof answer.data!.catalog.items[0]!.price).toBe('number');
  });
});
