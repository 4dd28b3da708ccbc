import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';
import { type PagedList, type WalkedPage, walkList } from './cursor-walk.js';

interface Row {
  id: string;
  value: number;
}

/** A list paged by number (10 a page), sorted by value then id, that `move` may change between calls. */
function numberedList(rows: Row[], move: (call: number) => void = () => undefined): PagedList<Row> {
  let calls = 0;
  return {
    list: 'test',
    directions: ['asc'],
    positionOf: (row) => ({ values: [row.value], id: row.id }),
    fetch: ({ page }) => {
      move(calls);
      calls += 1;
      const sorted = [...rows].sort((a, b) => a.value - b.value || Number(a.id) - Number(b.id));
      const nodes = sorted.slice((page - 1) * 10, page * 10).map((row) => ({ ...row }));
      return Promise.resolve({
        nodes,
        afterKeys: null,
        snapshot: null,
        hasMore: page * 10 < sorted.length,
        totalCount: sorted.length,
        pageSize: 10,
      });
    },
  };
}

/** Every id a walk of `first` at a time shows, resuming from each end cursor as a client would. */
async function walkAll(source: PagedList<Row>, first: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let step = 0; step < 100; step += 1) {
    const page: WalkedPage<Row> = await walkList(source, first, decodeCursor(after, 'test'));
    ids.push(...page.edges.map((edge) => edge.node.id));
    const last = page.edges.at(-1)?.cursor ?? page.resume;
    if (!page.hasNextPage) return ids;
    after = last ? encodeCursor(last) : null;
  }
  throw new Error('the walk did not end');
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index + 1), value: (index + 1) * 10 }));

describe('walkList on a store that pages by number', () => {
  it('shows every item once when items move both ways across the cursor between pages', async () => {
    const list = rows(45);
    const source = numberedList(list, (call) => {
      if (call === 2) {
        // Shown ones move to the end, unseen ones to the start: every page boundary shifts.
        for (const id of ['1', '2', '3']) list[Number(id) - 1]!.value = 1000 + Number(id);
        for (const id of ['40', '41']) list[Number(id) - 1]!.value = -Number(id);
      }
    });
    const ids = await walkAll(source, 7);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });

  it('without the seen set (an edge cursor) skips what sorts up to the cursor only', async () => {
    const list = rows(30);
    const source = numberedList(list);
    const first = await walkList(source, 12, null);
    const middle = first.edges[4]?.cursor;
    if (!middle) throw new Error('no edge');
    expect(middle.seen).toBeNull();
    // Items before the cursor's item left: what follows it starts a page earlier now.
    for (const id of ['1', '2', '3']) list[Number(id) - 1]!.value = 5000 + Number(id);
    const next = await walkList(source, 5, middle);
    expect(next.edges.map((edge) => edge.node.id)).toEqual(['6', '7', '8', '9', '10']);
  });

  it('refuses a cursor of another list', () => {
    const cursor = encodeCursor({
      list: 'other',
      key: null,
      snapshot: null,
      values: [1],
      id: '1',
      page: 1,
      offset: 0,
      seen: null,
      sweep: false,
    });
    expect(() => decodeCursor(cursor, 'test')).toThrow(/another list/);
  });
});
