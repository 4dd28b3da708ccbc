// catalogItems: a cursor walk of the catalog by price sees every item exactly once while a
// repricing batch runs in the middle of it, against the reference store (keyset paging) and
// against the same store behind a proxy that hides its keyset paging (an older store that pages
// by number only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream, startEmbeddedUpstream } from '../../embedded-upstream.js';
import { startFakeUpstream } from '../../testing/fake-upstream.js';
import { startTestBff, TestBrowser } from '../../testing/test-bff.js';

/** The reference store as an older one: no keyset parameters, fields or updated_since. */
async function startOlderStore(target: string) {
  return startFakeUpstream((request, response) => {
    const url = new URL(request.url, target);
    const isList = request.method === 'GET' && url.pathname === '/api/catalog';
    if (isList)
      for (const name of ['after', 'snapshot', 'updated_since']) url.searchParams.delete(name);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
    void fetch(url, { method: request.method, headers, body, redirect: 'manual' }).then(
      async (answer) => {
        let text = await answer.text();
        if (isList && answer.status === 200) {
          const page = JSON.parse(text) as Record<string, unknown> & { items: object[] };
          for (const name of ['after_keys', 'has_more', 'snapshot', 'updated_since'])
            delete page[name];
          for (const row of page.items) delete (row as Record<string, unknown>).updated_at;
          text = JSON.stringify(page);
        }
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'set-cookie', 'connection'].includes(name))
            out[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length > 0) out['set-cookie'] = cookies;
        response.writeHead(answer.status, out);
        response.end(text);
      },
      () => response.destroy(),
    );
  });
}

interface Connection {
  edges: Array<{ cursor: string; node: { id: string; price: number; updatedAt: string | null } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

const walkQuery = `query ($first: Int, $after: String, $sort: CatalogSort, $since: DateTime) {
  catalogItems(first: $first, after: $after, sort: $sort, updatedSince: $since) {
    edges { cursor node { id price updatedAt } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function page(browser: TestBrowser, variables: Record<string, unknown>): Promise<Connection> {
  const answer = await browser.gql<{ catalogItems: Connection }>(walkQuery, variables);
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data.catalogItems;
}

async function reprice(upstreamUrl: string): Promise<void> {
  expect((await fetch(`${upstreamUrl}/dev/reprice`, { method: 'POST' })).status).toBe(200);
}

/** A store of 2,000 items (where numbered pages drifted) and a BFF on it, or behind the proxy. */
function stack(older: boolean) {
  const started: { browser?: TestBrowser; upstream?: EmbeddedUpstream } = {};
  const stops: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const store = await startEmbeddedUpstream({ logLevel: 'silent', items: 2000 });
    stops.unshift(() => store.stop());
    const proxy = older ? await startOlderStore(store.url) : null;
    if (proxy) stops.unshift(() => proxy.stop());
    const limits = { UPSTREAM_CALLS_PER_SECOND: '1000' };
    const bff = await startTestBff(store, proxy ? { ...limits, UPSTREAM_URL: proxy.url } : limits);
    stops.unshift(() => bff.stop());
    const browser = new TestBrowser(bff.url);
    expect((await browser.login()).errors).toBeUndefined();
    Object.assign(started, { browser, upstream: store });
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
  });
  return started;
}

describe.each([
  ['with the keyset parameter', false],
  ['from a store that pages by number only', true],
])('a cursor walk by PRICE_ASC %s', (_name, older) => {
  const started = stack(older);

  it('returns every item exactly once while a repricing batch runs in the middle', async () => {
    const { browser, upstream } = started;
    if (!browser || !upstream) throw new Error('not started');
    const walkStart = new Date().toISOString();
    const seen: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    for (let step = 0; ; step += 1) {
      const connection = await page(browser, { first: 50, after, sort: 'PRICE_ASC' });
      totalCount = connection.totalCount;
      seen.push(...connection.edges.map((edge) => edge.node.id));
      if (step === 10) await reprice(upstream.url);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(totalCount).toBe(2000);
    expect(seen).toHaveLength(totalCount);
    expect(new Set(seen).size).toBe(totalCount);
    if (!older) {
      // The batch did change items during the walk: updatedSince lists them.
      const changed = await page(browser, { first: 1, since: walkStart, sort: 'PRICE_ASC' });
      expect(changed.totalCount).toBeGreaterThan(0);
    }
  });
});
