// The connections of the price list, competitor listings, repricing batches and a batch's entries
// against the reference store: a walk by cursor lists what the numbered pages list, each once;
// a cursor of another list or filter, or no cursor at all, is BAD_USER_INPUT.
import { describe, expect, it } from 'vitest';
import { type GraphQLAnswer, type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let demo: TestBrowser;
signedInDemo((started) => ({ demo } = started), { UPSTREAM_CALLS_PER_SECOND: '1000' });

interface Connection {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Walks `field` with `first`, returning the ids in order and the last total. */
async function walk(
  field: string,
  args: string,
  first: number,
): Promise<{ ids: string[]; totalCount: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let step = 0; step < 100; step += 1) {
    const answer: GraphQLAnswer<Record<string, Connection>> = await demo.gql<
      Record<string, Connection>
    >(
      `query ($after: String) { list: ${field}(${args} first: ${first}, after: $after) {
        edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }`,
      { after },
    );
    expect(answer.errors).toBeUndefined();
    const connection = answer.data?.list;
    if (!connection) throw new Error('no connection');
    ids.push(...connection.edges.map((edge) => edge.node.id));
    totalCount = connection.totalCount;
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return { ids, totalCount };
}

describe('the list connections', () => {
  it(
    'walk the price list, competitor listings, batches and entries, each item once',
    { timeout: 60_000 },
    async () => {
      const me = await demo.gql<{
        me: { vendors: Array<{ id: string }>; categories: Array<{ id: string }> };
      }>('{ me { vendors { id } categories { id } } }');
      const vendorId = me.data?.me.vendors[0]?.id;
      const categoryId = me.data?.me.categories[0]?.id;
      expect(vendorId && categoryId).toBeTruthy();
      const batches = await walk('logBatchConnection', '', 7);
      const batchId = batches.ids[0] ?? '';
      const cases = [
        await walk('priceListItems', `categoryId: "${categoryId}",`, 30),
        await walk('competitorItems', `vendorId: "${vendorId}",`, 30),
        batches,
        await walk('logEntries', `batchId: "${batchId}",`, 40),
      ];
      for (const { ids, totalCount } of cases) {
        expect(totalCount).toBeGreaterThan(0);
        expect(ids).toHaveLength(totalCount);
        expect(new Set(ids).size).toBe(totalCount);
      }
    },
  );

  it('refuses a cursor of another filter or order, or none at all', async () => {
    const first = await demo.gql<{ catalogItems: Connection }>(
      '{ catalogItems(first: 2, sort: PRICE_ASC) { pageInfo { endCursor } } }',
    );
    const cursor = first.data?.catalogItems.pageInfo.endCursor;
    for (const [sort, after] of [
      ['PRICE_DESC', cursor],
      ['PRICE_ASC', 'not-a-cursor'],
    ]) {
      const answer = await demo.gql(
        'query ($sort: CatalogSort, $after: String) { catalogItems(sort: $sort, after: $after) { totalCount } }',
        { sort, after },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const tooMany = await demo.gql('{ catalogItems(first: 51) { totalCount } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
