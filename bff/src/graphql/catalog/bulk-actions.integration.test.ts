import { afterEach, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { clearChaos, setChaos } from '../../testing/upstream-chaos.js';
import { startTestBff, TestBrowser, type TestBff } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';
import { type UpstreamCall } from '../../upstream/upstream-client.js';

// Bulk actions as an API caller sees them, against the reference upstream.

interface ItemResult {
  itemId: string;
  status: 'DONE' | 'ALREADY' | 'FAILED';
  name: string | null;
  errorCode: string | null;
  message: string | null;
  automaticPriceEnabled: boolean | null;
  price: number | null;
  basePrice: number | null;
}

interface Job {
  total: number;
  done: number;
  already: number;
  failed: number;
  results: ItemResult[];
}

const jobFields = `total done already failed
  results { itemId status name errorCode message automaticPriceEnabled price basePrice }`;
const setDynamicPricing = `mutation ($target: BulkTarget!, $enabled: Boolean!) {
  bulkSetDynamicPricing(target: $target, enabled: $enabled) { ${jobFields} }
}`;
const syncBasePrice = `mutation ($target: BulkTarget!) {
  bulkSyncBasePrice(target: $target) { ${jobFields} }
}`;

let upstream: EmbeddedUpstream;
let bff: TestBff;
let demo: TestBrowser;

// A generous call budget: these tests are about the jobs, not the budget.
signedInDemo((started) => ({ upstream, bff, demo } = started), {
  UPSTREAM_CALLS_PER_SECOND: '1000',
});

afterEach(() => clearChaos(upstream.url));

async function bulkDynamicPricing(target: Record<string, unknown>, enabled: boolean) {
  const answer = await demo.gql<{ bulkSetDynamicPricing: Job }>(setDynamicPricing, {
    target,
    enabled,
  });
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data.bulkSetDynamicPricing;
}

async function rows(filter: Record<string, unknown>) {
  const answer = await demo.gql<{
    catalog: {
      totalCount: number;
      items: Array<{
        id: string;
        automaticPriceEnabled: boolean;
        price: number;
        basePrice: number;
      }>;
    };
  }>(
    'query ($filter: CatalogFilter) { catalog(filter: $filter) { totalCount items { id automaticPriceEnabled price basePrice } } }',
    { filter },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.catalog;
}

/** The most upstream calls in flight at one moment. */
function mostAtOnce(calls: readonly UpstreamCall[]): number {
  const edges = calls.flatMap((call) => [
    { at: call.startedAt, step: 1 },
    { at: call.startedAt + call.durationMs, step: -1 },
  ]);
  edges.sort((left, right) => left.at - right.at || left.step - right.step);
  let running = 0;
  let most = 0;
  for (const edge of edges) {
    running += edge.step;
    most = Math.max(most, running);
  }
  return most;
}

describe('bulkSetDynamicPricing', () => {
  it('turns off every item a filter matches, then reports ALREADY for all when run again', async () => {
    const filter = { grades: ['B'], dynamicPricing: true };
    const before = await rows(filter);
    expect(before.totalCount).toBeGreaterThan(10);

    const first = await bulkDynamicPricing({ filter }, false);
    expect(first).toMatchObject({ total: before.totalCount, done: before.totalCount, failed: 0 });
    for (const result of first.results) {
      expect(result).toMatchObject({ status: 'DONE', automaticPriceEnabled: false });
      expect(result.name).toBeTruthy();
    }
    expect((await rows(filter)).totalCount).toBe(0);

    const ids = first.results.map((result) => result.itemId);
    const again = await bulkDynamicPricing({ itemIds: ids }, false);
    expect(again).toMatchObject({ total: ids.length, done: 0, already: ids.length, failed: 0 });
    expect(again.results.map((result) => result.itemId)).toEqual(ids);

    const back = await bulkDynamicPricing({ itemIds: ids }, true);
    expect(back).toMatchObject({ done: ids.length, already: 0 });
    expect((await rows(filter)).totalCount).toBe(before.totalCount);
  });

  it('reports a failing item among good ones, and the item alone succeeds on retry', async () => {
    const candidates = (await rows({ grades: ['C'], dynamicPricing: true })).items.slice(0, 5);
    const [first, failing, ...others] = candidates.map((item) => item.id);
    if (!first || !failing) throw new Error('not enough items');
    await setChaos(upstream.url, [
      // Both ways of writing it: the set-state call and the toggle.
      { route: `PUT /api/catalog/${failing}/*`, fault: 'status', status: 500 },
    ]);
    const job = await bulkDynamicPricing(
      { itemIds: [first, failing, '99999999', ...others] },
      false,
    );
    expect(job).toMatchObject({ total: 2 + 1 + others.length, done: 1 + others.length, failed: 2 });
    expect(job.results[1]).toMatchObject({
      itemId: failing,
      status: 'FAILED',
      errorCode: 'UPSTREAM_UNAVAILABLE',
    });
    expect(job.results[1]?.message).toBeTruthy();
    expect(job.results[2]).toMatchObject({
      itemId: '99999999',
      status: 'FAILED',
      errorCode: 'NOT_FOUND',
    });
    // The failed write changed nothing.
    const failedNow = await demo.gql<{ catalogItem: { automaticPriceEnabled: boolean } }>(
      'query ($id: ID!) { catalogItem(id: $id) { automaticPriceEnabled } }',
      { id: failing },
    );
    expect(failedNow.data?.catalogItem.automaticPriceEnabled).toBe(true);

    await clearChaos(upstream.url);
    const retry = await bulkDynamicPricing({ itemIds: [failing] }, false);
    expect(retry).toMatchObject({ total: 1, done: 1, failed: 0 });
    await bulkDynamicPricing({ itemIds: candidates.map((item) => item.id) }, true);
  });

  it('keeps at most 4 items in flight', async () => {
    const ids = (await rows({ grades: ['A'] })).items.slice(0, 20).map((item) => item.id);
    // Slow answers make the items overlap, so the bound is what limits them.
    await setChaos(upstream.url, [{ route: 'GET /api/catalog/*', fault: 'latency', ms: 40 }]);
    bff.resetCalls();
    const job = await bulkDynamicPricing({ itemIds: ids }, true);
    expect(job.failed).toBe(0);
    expect(mostAtOnce(bff.calls)).toBe(4);
  });

  it('refuses a target with both or neither of itemIds and filter, or no ids', async () => {
    for (const target of [{}, { itemIds: ['1'], filter: {} }, { itemIds: [] }]) {
      const answer = await demo.gql(setDynamicPricing, { target, enabled: false });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(target)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('bulkSyncBasePrice', () => {
  it('syncs every item below its base price, then reports ALREADY for all', async () => {
    const filter = { grades: ['N'], belowBasePrice: true };
    const before = await rows(filter);
    expect(before.totalCount).toBeGreaterThan(0);
    const answer = await demo.gql<{ bulkSyncBasePrice: Job }>(syncBasePrice, {
      target: { filter },
    });
    const job = answer.data?.bulkSyncBasePrice;
    expect(job).toMatchObject({ total: before.totalCount, done: before.totalCount, failed: 0 });
    for (const result of job?.results ?? []) expect(result.basePrice).toBe(result.price);
    expect((await rows(filter)).totalCount).toBe(0);

    const again = await demo.gql<{ bulkSyncBasePrice: Job }>(syncBasePrice, {
      target: { itemIds: job?.results.map((result) => result.itemId) },
    });
    expect(again.data?.bulkSyncBasePrice).toMatchObject({
      done: 0,
      already: before.totalCount,
      failed: 0,
    });
  });
});

describe('catalogItemIds', () => {
  it('lists every id a filter matches', async () => {
    const filter = { grades: ['A'], belowBasePrice: false };
    const answer = await demo.gql<{ catalogItemIds: { ids: string[]; totalCount: number } }>(
      'query ($filter: CatalogFilter) { catalogItemIds(filter: $filter) { ids totalCount } }',
      { filter },
    );
    const listed = await rows(filter);
    expect(answer.data?.catalogItemIds.totalCount).toBe(listed.totalCount);
    expect(new Set(answer.data?.catalogItemIds.ids).size).toBe(listed.totalCount);
    expect(answer.data?.catalogItemIds.ids.slice(0, listed.items.length)).toEqual(
      listed.items.map((item) => item.id),
    );
  });
});

describe('a bulk action under the default call budget (30 calls a second)', () => {
  it('two jobs at once finish without refusals and leave room for the seller’s other tabs', async () => {
    const paced = await startTestBff(upstream);
    const [seller, otherTab] = [new TestBrowser(paced.url), new TestBrowser(paced.url)];
    try {
      expect((await seller.login()).data).toBeTruthy();
      expect((await otherTab.login()).data).toBeTruthy();
      const listed = await seller.gql<{ catalogItemIds: { ids: string[] } }>(
        '{ catalogItemIds(filter: { grades: ["R"] }) { ids } }',
      );
      const ids = listed.data?.catalogItemIds.ids ?? [];
      expect(ids.length).toBeGreaterThanOrEqual(40);
      const halves = [ids.slice(0, ids.length / 2), ids.slice(ids.length / 2)];
      const started = performance.now();
      const jobs = halves.map((half) =>
        seller.gql<{ bulkSetDynamicPricing: Job }>(setDynamicPricing, {
          target: { itemIds: half },
          enabled: false,
        }),
      );
      // A screen opened in another tab of the same user while both jobs run still loads.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const meanwhile = await otherTab.gql('{ catalog { totalCount } me { id } }');
      expect(meanwhile.errors).toBeUndefined();
      const done = (await Promise.all(jobs)).map((answer) => answer.data?.bulkSetDynamicPricing);
      const results = done.flatMap((job) => job?.results ?? []);
      expect(results.filter((result) => result.status === 'FAILED')).toEqual([]);
      expect(results).toHaveLength(ids.length);
      // Both jobs together keep to half of the user's 30 calls a second (15), two calls an item
      // (the write and the read after it): at least (items - 15) / 7.5 seconds.
      expect(performance.now() - started).toBeGreaterThanOrEqual(((ids.length - 15) / 7.5) * 1000);
      const after = await otherTab.gql('{ catalog(filter: { grades: ["R"] }) { totalCount } }');
      expect(after.errors).toBeUndefined();
      const restored = await seller.gql<{ bulkSetDynamicPricing: Job }>(setDynamicPricing, {
        target: { itemIds: results.filter((r) => r.status === 'DONE').map((r) => r.itemId) },
        enabled: true,
      });
      expect(restored.data?.bulkSetDynamicPricing.failed).toBe(0);
    } finally {
      await paced.stop();
    }
  }, 60_000);
});
