import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { cacheTypePolicies } from './cache-type-policies';

const batches = gql`
  query Batches($page: Int) {
    logBatchPage(page: $page) {
      total
      page
      items {
        id
      }
    }
  }
`;

const entries = gql`
  query Entries($id: ID!, $page: Int, $status: LogStatus) {
    logBatch(id: $id, page: $page, status: $status) {
      page
      entriesTotal
      entries {
        id
        reason
      }
    }
  }
`;

function batchPage(page: number, ids: number[], total = 150) {
  return {
    logBatchPage: {
      __typename: 'LogBatchPage',
      total,
      page,
      items: ids.map((id) => ({ __typename: 'LogBatch', id: String(id) })),
    },
  };
}

function entryPage(page: number, ids: number[], reason: string) {
  return {
    logBatch: {
      __typename: 'LogBatchDetail',
      page,
      entriesTotal: 150,
      entries: ids.map((id) => ({ __typename: 'LogEntry', id: String(id), reason })),
    },
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('paged lists in the cache', () => {
  it('appends each next page once, whatever rows it repeats', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, variables: { page: 1 }, data: batchPage(1, range(1, 50)) });
    cache.writeQuery({ query: batches, variables: { page: 2 }, data: batchPage(2, range(50, 99)) });
    const list = cache.readQuery<ReturnType<typeof batchPage>>({ query: batches })?.logBatchPage;
    expect(list?.page).toBe(2);
    expect(list?.items.map((item) => Number(item.id))).toEqual(range(1, 99));
  });

  it('keeps the pages after the first when the first is read again, so no rows go missing', () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    cache.writeQuery({ query: batches, variables: { page: 1 }, data: batchPage(1, range(1, 50)) });
    cache.writeQuery({
      query: batches,
      variables: { page: 2 },
      data: batchPage(2, range(51, 100)),
    });
    // A new batch ran meanwhile: the first page starts one later and the total grew.
    cache.writeQuery({
      query: batches,
      variables: { page: 1 },
      data: batchPage(1, range(0, 49), 151),
    });
    const list = cache.readQuery<ReturnType<typeof batchPage>>({ query: batches })?.logBatchPage;
    expect(list?.page).toBe(2);
    expect(list?.total).toBe(151);
    expect(list?.items.map((item) => Number(item.id))).toEqual(range(0, 100));
  });

  it("drops a batch's later entries when its first page is read again, per filter", () => {
    const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
    const write = (page: number, ids: number[], reason: string, status: string | null = null) =>
      cache.writeQuery({
        query: entries,
        variables: { id: '7', page, status },
        data: entryPage(page, ids, reason),
      });
    const read = (status: string | null = null) =>
      cache.readQuery<ReturnType<typeof entryPage>>({
        query: entries,
        variables: { id: '7', status },
      })?.logBatch;
    write(1, range(1, 50), 'Price already €1.00');
    write(2, range(51, 100), 'Price already €1.00');
    write(1, range(1, 10), 'Updated', 'SUCCESS');
    expect(read()?.entries).toHaveLength(100);
    expect(read('SUCCESS')?.entries).toHaveLength(10);

    // In another language: the screen reads the pages after it again, in that language too.
    write(1, range(1, 50), 'Prezzo già a 1,00 €');
    expect(read()?.page).toBe(1);
    expect(new Set(read()?.entries.map((entry) => entry.reason))).toEqual(
      new Set(['Prezzo già a 1,00 €']),
    );
    expect(read()?.entries).toHaveLength(50);
    expect(read('SUCCESS')?.entries).toHaveLength(10);
  });
});
