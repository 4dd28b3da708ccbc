import { describe, expect, it } from 'vitest';
import { TestBrowser, type TestBff } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

// The work-queue filters and counts as an API caller sees them, against the reference upstream.

interface WorkQueue {
  atMinimum: number;
  atMaximum: number;
  withNotifications: number;
  dynamicPricingOff: number;
  belowBasePrice: number;
}

interface Row {
  id: string;
  automaticPriceEnabled: boolean;
  notificationsCount: number;
  belowBasePrice: boolean;
}

const catalogQuery = `query ($filter: CatalogFilter, $page: Int) {
  catalog(filter: $filter, page: $page) {
    totalCount
    hasMore
    items { id automaticPriceEnabled notificationsCount belowBasePrice }
    workQueue { atMinimum atMaximum withNotifications dynamicPricingOff belowBasePrice }
  }
}`;

let bff: TestBff;
let demo: TestBrowser;

signedInDemo((started) => ({ bff, demo } = started));

async function catalog(filter: Record<string, unknown> = {}, page = 1) {
  const answer = await demo.gql<{
    catalog: { totalCount: number; hasMore: boolean; items: Row[]; workQueue: WorkQueue };
  }>(catalogQuery, { filter, page });
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data.catalog;
}

async function everyRow(filter: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await catalog(filter, page);
    rows.push(...answer.items);
    if (!answer.hasMore) return rows;
  }
}

describe('catalog work-queue filters and counts', () => {
  it('come with the list in one upstream call, whatever the filters', async () => {
    bff.resetCalls();
    const answer = await catalog({ grades: ['A'], dynamicPricing: true });
    expect(bff.calls.map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual([
      'GET /api/catalog',
    ]);
    expect(bff.calls[0]?.path).toContain('dynamic_price=on');
    const unfiltered = await catalog();
    expect(answer.workQueue).toEqual(unfiltered.workQueue);
    expect(unfiltered.workQueue.atMinimum).toBeGreaterThan(0);
    expect(unfiltered.workQueue.dynamicPricingOff).toBeGreaterThan(0);
  });

  it("each count equals its filter's total", async () => {
    const { workQueue } = await catalog();
    const totalOf = async (filter: Record<string, unknown>) => (await catalog(filter)).totalCount;
    expect(await totalOf({ priceLimit: 'MIN' })).toBe(workQueue.atMinimum);
    expect(await totalOf({ priceLimit: 'MAX' })).toBe(workQueue.atMaximum);
    expect(await totalOf({ hasNotifications: true })).toBe(workQueue.withNotifications);
    expect(await totalOf({ dynamicPricing: false })).toBe(workQueue.dynamicPricingOff);
    expect(await totalOf({ belowBasePrice: true })).toBe(workQueue.belowBasePrice);
  });

  it('lists only items that show the filtered state, and their opposites add up', async () => {
    const off = await everyRow({ dynamicPricing: false, belowBasePrice: true });
    expect(off.length).toBeGreaterThan(0);
    for (const row of off)
      expect(row).toMatchObject({ automaticPriceEnabled: false, belowBasePrice: true });
    const withNotifications = await everyRow({ hasNotifications: true });
    for (const row of withNotifications) expect(row.notificationsCount).toBeGreaterThan(0);
    const total = (await catalog()).totalCount;
    expect((await catalog({ hasNotifications: false })).totalCount + withNotifications.length).toBe(
      total,
    );
  });

  it('agrees with the price limit the item detail shows (MIN and MAX)', async () => {
    for (const [limit, expected] of [
      ['MIN', 'MIN'],
      ['MAX', 'MAX'],
    ] as const) {
      const rows = (await catalog({ priceLimit: limit })).items.slice(0, 8);
      for (const row of rows) {
        const detail = await demo.gql<{ catalogItem: { priceLimit: string } }>(
          'query ($id: ID!) { catalogItem(id: $id) { priceLimit } }',
          { id: row.id },
        );
        expect(detail.data?.catalogItem.priceLimit, row.id).toBe(expected);
      }
    }
  });
});
