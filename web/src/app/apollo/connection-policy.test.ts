import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { cacheTypePolicies } from './cache-type-policies';

const batches = gql`
  query Batches($after: String) {
    logBatchConnection(after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
        }
      }
    }
  }
`;

interface BatchesData {
  logBatchConnection: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ cursor: string; node: { id: string } }>;
  };
}

/** The page of batches `ids`, ending with the cursor `end`. */
function page(ids: number[], end: string | null, { hasNextPage = true, totalCount = 150 } = {}) {
  return {
    logBatchConnection: {
      __typename: 'LogBatchConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: end },
      edges: ids.map((id) => ({
        __typename: 'LogBatchEdge',
        cursor: `c${id}`,
        node: { __typename: 'LogBatch', id: String(id) },
      })),
    },
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function ids(cache: InMemoryCache) {
  const list = cache.readQuery<BatchesData>({ query: batches })?.logBatchConnection;
  return { ids: list?.edges.map((edge) => Number(edge.node.id)), pageInfo: list?.pageInfo };
}

describe('lists paged by cursor in the cache', () => {
  it('appends the page after the end cursor once, whatever nodes it repeats', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, data: page(range(1, 50), 'end-50') });
    cache.writeQuery({
      query: batches,
      variables: { after: 'end-50' },
      data: page(range(50, 99), 'end-99', { totalCount: 151 }),
    });
    const list = ids(cache);
    expect(list.ids).toEqual(range(1, 99));
    expect(list.pageInfo).toMatchObject({ endCursor: 'end-99', hasNextPage: true });
    expect(cache.readQuery<BatchesData>({ query: batches })?.logBatchConnection.totalCount).toBe(
      151,
    );
  });

  it('keeps the end cursor where it was after an empty last page', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, data: page(range(1, 50), 'end-50') });
    cache.writeQuery({
      query: batches,
      variables: { after: 'end-50' },
      data: page([], null, { hasNextPage: false }),
    });
    expect(ids(cache).pageInfo).toMatchObject({ endCursor: 'end-50', hasNextPage: false });
  });

  it('ignores the rows of a page after a cursor the list no longer holds', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, data: page(range(1, 50), 'end-50') });
    cache.writeQuery({
      query: batches,
      variables: { after: 'gone' },
      data: page(range(200, 210), 'end-210'),
    });
    expect(ids(cache)).toMatchObject({ ids: range(1, 50), pageInfo: { endCursor: 'end-50' } });
  });

  it('a first page read again replaces the first rows and keeps the ones after it', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, data: page(range(1, 50), 'end-50') });
    cache.writeQuery({
      query: batches,
      variables: { after: 'end-50' },
      data: page(range(51, 100), 'end-100'),
    });
    // A new batch on top: the first page read again starts with it.
    cache.writeQuery({ query: batches, data: page([0, ...range(1, 49)], 'end-49') });
    expect(ids(cache)).toMatchObject({
      ids: [0, ...range(1, 100)],
      pageInfo: { endCursor: 'end-100' },
    });
  });
});
