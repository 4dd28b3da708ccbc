import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../../testing/test-bff.js';
import { forwardToStore, listenOnLoopback } from '../../testing/store-proxy.js';

// A catalog page that asks for per-item details costs the list and one batch read
// (GET /api/catalog/details), not one call per item; against a store without the batch read
// the BFF reads item by item, and after the first 404 it does not ask for the batch again.

const pageWithPrices = '{ catalog(page: 1) { items { id prices { min max } } } }';

/**
 * The reference store as an older store sees it: every call passed on, except the batch read,
 * answered 404 (the route does not exist there).
 */
async function startStoreWithoutBatchRead(
  upstream: EmbeddedUpstream,
): Promise<{ server: Server; url: string }> {
  const store = new URL(upstream.url);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/api/catalog/details')) {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    forwardToStore(store, incoming, outgoing);
  });
  return { server, url: await listenOnLoopback(server) };
}

let upstream: EmbeddedUpstream;
let current: TestBff;
let older: TestBff;
let olderStore: { server: Server; url: string };

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  olderStore = await startStoreWithoutBatchRead(upstream);
  [current, older] = await Promise.all([
    startTestBff(upstream),
    startTestBff(upstream, {
      UPSTREAM_URL: olderStore.url,
      UPSTREAM_ORIGIN: upstream.origin,
      // Two pages of per-item calls in a row are more than the default burst of 60.
      UPSTREAM_CALLS_BURST: '200',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([current.stop(), older.stop()]);
  olderStore.server.closeAllConnections();
  await new Promise<void>((resolve) => olderStore.server.close(() => resolve()));
  await upstream.stop();
});

async function signedIn(bff: TestBff): Promise<TestBrowser> {
  const browser = new TestBrowser(bff.url);
  expect((await browser.login()).errors).toBeUndefined();
  bff.resetCalls();
  return browser;
}

interface Page {
  catalog: { items: Array<{ id: string; prices: { min: number | null } | null }> };
}

describe("a catalog page with its items' prices", () => {
  it('is two store calls: the list and one batch read of the details', async () => {
    const browser = await signedIn(current);
    const answer = await browser.gql<Page>(pageWithPrices);
    expect(answer.errors).toBeUndefined();
    const items = answer.data?.catalog.items ?? [];
    expect(items).toHaveLength(50);
    const paths = current.calls.map((call) => call.path.split('?')[0]);
    console.info(`catalog page with prices, 50 items: ${current.calls.length} store calls`);
    expect(paths).toEqual(['/api/catalog', '/api/catalog/details']);

    // Each item's prices are what its own detail read gives.
    const item = items[17];
    const one = await browser.gql<{ catalogItem: { prices: unknown } }>(
      `{ catalogItem(id: "${item?.id}") { prices { min max } } }`,
    );
    expect(one.data?.catalogItem.prices).toEqual(item?.prices);
  });

  it("with every item's buybox and log too, is three: the list and one batch read of each", async () => {
    const browser = await signedIn(current);
    const answer = await browser.gql<{ catalog: { items: Array<{ buybox: unknown[] }> } }>(
      '{ catalog(page: 1) { items { id buybox { price isMine } logs { event } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.catalog.items).toHaveLength(50);
    expect(current.calls.map((call) => call.path.split('?')[0]).sort()).toEqual([
      '/api/catalog',
      '/api/catalog/buyboxes',
      '/api/catalog/details',
    ]);
  });

  it('against a store without the batch read, is one call per item, the batch asked once', async () => {
    const browser = await signedIn(older);
    const first = await browser.gql<Page>(pageWithPrices);
    expect(first.errors).toBeUndefined();
    expect(first.data?.catalog.items.filter((item) => item.prices !== null)).toHaveLength(50);
    const firstPaths = older.calls.map((call) => call.path.split('?')[0]);
    console.info(
      `catalog page with prices, 50 items, store without the batch read: ${older.calls.length} store calls, then`,
    );
    expect(firstPaths.slice(0, 2)).toEqual(['/api/catalog', '/api/catalog/details']);
    expect(firstPaths.slice(2)).toHaveLength(50);
    expect(firstPaths.slice(2).every((path) => /^\/api\/catalog\/\d+$/.test(path ?? ''))).toBe(
      true,
    );

    older.resetCalls();
    const again = await browser.gql<Page>('{ catalog(page: 2) { items { id prices { min } } } }');
    expect(again.errors).toBeUndefined();
    console.info(`  ${older.calls.length} on the next page`);
    expect(older.calls.some((call) => call.path.startsWith('/api/catalog/details'))).toBe(false);
    expect(older.calls).toHaveLength(51);
  });
});
