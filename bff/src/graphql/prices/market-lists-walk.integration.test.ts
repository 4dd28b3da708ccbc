// priceListItems and competitorItems: a cursor walk sees every row exactly once while a repricing
// cycle (the market moves, then the batches run) happens in the middle of it, against the
// reference store, whose price list and competitor listings page by key.
import { describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { type GraphQLAnswer, type TestBff, type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let upstream: EmbeddedUpstream;
let bff: TestBff;
let demo: TestBrowser;
signedInDemo((started) => ({ upstream, bff, demo } = started), {
  UPSTREAM_CALLS_PER_SECOND: '1000',
});

interface Connection {
  edges: Array<{ node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

async function reprice(): Promise<void> {
  expect((await fetch(`${upstream.url}/dev/reprice`, { method: 'POST' })).status).toBe(200);
}

/** Walks `field` 50 at a time, with a repricing cycle after the second page. */
async function walkWhileRepricing(field: string, args: string) {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let step = 0; step < 200; step += 1) {
    const answer: GraphQLAnswer<{ list: Connection }> = await demo.gql<{ list: Connection }>(
      `query ($after: String) { list: ${field}(${args} first: 50, after: $after) {
        edges { node { id } } pageInfo { hasNextPage endCursor } totalCount } }`,
      { after },
    );
    expect(answer.errors).toBeUndefined();
    const connection: Connection | undefined = answer.data?.list;
    if (!connection) throw new Error('no connection');
    ids.push(...connection.edges.map((edge) => edge.node.id));
    totalCount = connection.totalCount;
    if (step === 1) await reprice();
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return { ids, totalCount };
}

describe('market lists by cursor during a repricing cycle', () => {
  it('the price list and the competitor listings show every row exactly once', async () => {
    const me = await demo.gql<{
      me: { vendors: Array<{ id: string }>; categories: Array<{ id: string }> };
    }>('{ me { vendors { id } categories { id } } }');
    const categoryId = me.data?.me.categories[0]?.id;
    const vendorId = me.data?.me.vendors[0]?.id;
    expect(categoryId && vendorId).toBeTruthy();
    bff.resetCalls();
    for (const [field, args, path] of [
      ['priceListItems', `categoryId: "${categoryId}",`, `/api/prices/${categoryId}`],
      ['competitorItems', `vendorId: "${vendorId}",`, `/api/competitors/${vendorId}`],
    ] as const) {
      const { ids, totalCount } = await walkWhileRepricing(field, args);
      // Long enough that the cycle came in the middle of the walk.
      expect(totalCount).toBeGreaterThan(150);
      expect(ids).toHaveLength(totalCount);
      expect(new Set(ids).size).toBe(totalCount);
      // Paged by key: after the first page, each page is one call resuming after a key.
      const listCalls = bff.calls.filter((call) => call.path.startsWith(path));
      expect(listCalls.filter((call) => call.path.includes('after='))).toHaveLength(
        listCalls.length - 1,
      );
      bff.resetCalls();
    }
  });
});
