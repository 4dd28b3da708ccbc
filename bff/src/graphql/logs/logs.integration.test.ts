import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { createLogger } from '../../logger.js';
import { buildApp } from '../../server.js';
import { json, startFakeUpstream } from '../../testing/fake-upstream.js';
import { TestBrowser, type GraphQLAnswer } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let upstream: EmbeddedUpstream;
let demo: TestBrowser;

signedInDemo((started) => ({ upstream, demo } = started));

/** A GraphQL call of `browser` with an Accept-Language of its own, as the web app sends it. */
async function gqlIn<T>(
  browser: TestBrowser,
  language: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${browser.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors, setCookie: null };
}

const decisionFields =
  'strategy strategyKind reference referenceKind referenceAmount referenceNote referenceCountries referenceOffers steps { kind label value note } result outcome skipReason currencySymbol reason batchId decidedAt parameters { name value }';

interface Decision {
  strategy: string;
  strategyKind: string | null;
  reference: string;
  referenceKind: string | null;
  referenceAmount: number | null;
  referenceCountries: string[];
  steps: Array<{ kind: string; label: string; value: number | null; note: string | null }>;
  result: number | null;
  outcome: string;
  reason: string | null;
  batchId: string | null;
}

interface Entry {
  id: string | null;
  catalogItemId: string;
  status: string;
  readableStatus: string;
  newPrice: number | null;
  reason: string | null;
  decision: Decision | null;
}

interface Detail {
  logBatch: {
    batch: { id: string; total: number; success: number; skipped: number; failures: number };
    entries: Entry[];
    entriesTotal: number;
    page: number;
    pageSize: number;
    statusCounts: { success: number; skipped: number; failed: number };
  };
}

const detailQuery = `query ($id: ID!, $page: Int, $status: LogStatus, $search: String) {
  logBatch(id: $id, page: $page, status: $status, search: $search) {
    batch { id total success skipped failures }
    entries { id catalogItemId status readableStatus newPrice reason decision { ${decisionFields} } }
    entriesTotal page pageSize statusCounts { success skipped failed }
  }
}`;

const itemQuery = `query ($id: ID!) {
  catalogItem(id: $id) {
    id price
    prices { marketPrice marketPriceReference { kind label note countries grade offers } }
    notifications { type kind message createdAt }
    resell { snapshots { id createdAt price } }
    logs { id createdAt event note }
    lastDecision { ${decisionFields} }
  }
}`;

interface Item {
  catalogItem: {
    price: number;
    prices: { marketPrice: number | null; marketPriceReference: { kind: string } | null };
    resell: { snapshots: Array<{ id: string; createdAt: string; price: number }> };
    logs: Array<{ id: string; createdAt: string; event: string; note: string | null }>;
    lastDecision: Decision | null;
  };
}

describe('repricing log through GraphQL', () => {
  it('pages batches with the upstream page size and total', async () => {
    const answer = await demo.gql<{
      logBatchPage: { items: Array<{ id: string }>; total: number; page: number; pageSize: number };
      logBatches: Array<{ id: string }>;
    }>('{ logBatchPage(page: 2) { items { id } total page pageSize } logBatches(page: 2) { id } }');
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.logBatchPage;
    expect(page).toMatchObject({ page: 2, pageSize: 50 });
    expect(page.total).toBeGreaterThan(250);
    expect(page.items).toHaveLength(50);
    expect(answer.data!.logBatches).toEqual(page.items);
    const first = await demo.gql<{ logBatches: Array<{ id: string }> }>('{ logBatches { id } }');
    expect(Number(first.data!.logBatches[49]?.id)).toBe(Number(page.items[0]?.id) + 1);
  });

  it('pages, filters and searches a batch, with the counts of the whole batch', async () => {
    const list = await demo.gql<{ logBatches: Array<{ id: string; success: number }> }>(
      '{ logBatches { id success } }',
    );
    const batch = list.data!.logBatches.find((row) => row.success > 0);
    if (!batch) throw new Error('no batch with updates');
    const all = (await demo.gql<Detail>(detailQuery, { id: batch.id })).data!.logBatch;
    expect(all.pageSize).toBe(50);
    expect(all.entriesTotal).toBe(all.batch.total);
    expect(all.statusCounts).toEqual({
      success: all.batch.success,
      skipped: all.batch.skipped,
      failed: all.batch.failures,
    });
    const second = (await demo.gql<Detail>(detailQuery, { id: batch.id, page: 2 })).data!.logBatch;
    expect(second.page).toBe(2);
    expect(second.entries[0]?.id).not.toBe(all.entries[0]?.id);
    const updated = (await demo.gql<Detail>(detailQuery, { id: batch.id, status: 'SUCCESS' })).data!
      .logBatch;
    expect(updated.entriesTotal).toBe(all.batch.success);
    expect(updated.statusCounts).toEqual(all.statusCounts);
    for (const entry of updated.entries) {
      expect(entry.status).toBe('SUCCESS');
      expect(entry.decision?.outcome).toBe('UPDATED');
      expect(entry.decision?.result).toBe(entry.newPrice);
      expect(entry.decision?.steps.at(-1)?.value).toBe(entry.newPrice);
      expect(entry.decision?.batchId).toBe(batch.id);
    }
    const target = updated.entries[0]!;
    const found = (
      await demo.gql<Detail>(detailQuery, { id: batch.id, search: target.catalogItemId })
    ).data!.logBatch;
    expect(found.entries.map((entry) => entry.id)).toContain(target.id);
    expect(found.entriesTotal).toBeLessThan(all.entriesTotal);
  });

  it('reads the same history, log list and log detail before and after three batches', async () => {
    const listQuery =
      '{ logBatchPage(page: 2) { items { id total success skipped failures start end } total } }';
    const before = (
      await demo.gql<{ logBatchPage: { items: unknown[]; total: number } }>(listQuery)
    ).data!.logBatchPage;
    const oldBatch = (before.items[10] as { id: string }).id;
    const detailBefore = (await demo.gql<Detail>(detailQuery, { id: oldBatch, page: 2 })).data;
    const itemId = detailBefore!.logBatch.entries[0]!.catalogItemId;
    const itemBefore = (await demo.gql<Item>(itemQuery, { id: itemId })).data!.catalogItem;

    for (let run = 0; run < 3; run += 1) {
      const answer = await fetch(`${upstream.url}/dev/reprice`, { method: 'POST' });
      expect(answer.status).toBe(200);
    }

    const after = (await demo.gql<{ logBatchPage: { items: unknown[]; total: number } }>(listQuery))
      .data!.logBatchPage;
    expect(after.total).toBe(before.total + 3);
    // Three newer batches push the same rows three places down.
    const afterFirstPage = (
      await demo.gql<{ logBatches: unknown[] }>(
        '{ logBatches(page: 2) { id total success skipped failures start end } }',
      )
    ).data!.logBatches;
    expect(afterFirstPage.slice(3)).toEqual(before.items.slice(0, 47));
    expect(after.items.slice(3)).toEqual(before.items.slice(0, 47));
    expect((await demo.gql<Detail>(detailQuery, { id: oldBatch, page: 2 })).data).toEqual(
      detailBefore,
    );
    const itemAfter = (await demo.gql<Item>(itemQuery, { id: itemId })).data!.catalogItem;
    const snapshots = itemBefore.resell.snapshots;
    expect(itemAfter.resell.snapshots.slice(0, snapshots.length)).toEqual(snapshots);
    expect(itemAfter.logs.slice(itemAfter.logs.length - itemBefore.logs.length)).toEqual(
      itemBefore.logs,
    );
    expect(new Set(itemAfter.logs.map((row) => row.id)).size).toBe(itemAfter.logs.length);
  });

  it("explains the item's price with the market price the repricer uses", async () => {
    const list = await demo.gql<{ logBatches: Array<{ id: string; success: number }> }>(
      '{ logBatches { id success } }',
    );
    const newest = list.data!.logBatches.find((row) => row.success > 0);
    const detail = (await demo.gql<Detail>(detailQuery, { id: newest?.id, status: 'SUCCESS' }))
      .data!.logBatch;
    const entry = detail.entries[0]!;
    const item = (await demo.gql<Item>(itemQuery, { id: entry.catalogItemId })).data!.catalogItem;
    expect(item.lastDecision).toMatchObject({ outcome: 'UPDATED', batchId: newest?.id });
    expect(item.lastDecision?.steps.length).toBeGreaterThan(0);
    expect(item.prices.marketPriceReference?.kind).toBe(item.lastDecision?.referenceKind);
    if (newest?.id === list.data!.logBatches[0]?.id) {
      // No market movement since that batch: the detail's market price is its reference.
      expect(item.prices.marketPrice).toBe(item.lastDecision?.referenceAmount);
    }
  });

  it("words the upstream's texts in the language the web app displays", async () => {
    const list = await demo.gql<{ logBatches: Array<{ id: string }> }>('{ logBatches { id } }');
    const id = list.data!.logBatches[0]!.id;
    const variables = { id, status: 'SKIPPED' };
    const english = (await gqlIn<Detail>(demo, 'en-GB,en;q=0.9', detailQuery, variables)).data!;
    const italian = (await gqlIn<Detail>(demo, 'it-IT,it;q=0.9,en;q=0.8', detailQuery, variables))
      .data!;
    const byProfile = (await gqlIn<Detail>(demo, null, detailQuery, variables)).data!;
    expect(english.logBatch.entries[0]?.readableStatus).toBe('Skipped');
    expect(italian.logBatch.entries[0]?.readableStatus).toBe('Saltato');
    expect(italian.logBatch.entries[0]?.reason).not.toBe(english.logBatch.entries[0]?.reason);
    expect(italian.logBatch.entries[0]?.decision?.strategy).not.toBe('');
    // demo@example.com's profile language is English.
    expect(byProfile).toEqual(english);
    // Two languages in one operation window never share an answer.
    const [again, inItalianAgain] = await Promise.all([
      gqlIn<Detail>(demo, 'en-GB', detailQuery, variables),
      gqlIn<Detail>(demo, 'it-IT', detailQuery, variables),
    ]);
    expect(again.data).toEqual(english);
    expect(inItalianAgain.data).toEqual(italian);
  });
});

describe('an upstream without decisions, paging or language', () => {
  const profile = {
    id: 7,
    name: 'Old Store',
    email: 'old@example.com',
    language: 'it',
    categories: [],
    vendors: [],
    configuration: { show_catalog: true, store_slug: 'old', repricing_mode: 'live' },
    extra: null,
    strategies: [],
    buyback_strategies: [],
  };
  const oldDetail = {
    batch: { batch: 3, total: 2, success: 1, skipped: 1, failures: 0, start: null, end: null },
    logs: [
      {
        catalog_item_id: 11,
        brand_name: 'Apple',
        name: 'iPhone 12',
        status: 'success',
        readable_status: 'Success',
        old_price: 500,
        new_price: 489,
        percentage_difference: -2.2,
        created_at: '2026-01-01T10:00:00.000Z',
        readable_reason: 'Lowered to 1 unit below the lowest competitor',
      },
      {
        catalog_item_id: 12,
        brand_name: 'Apple',
        name: 'iPhone 13',
        status: 'skipped',
        readable_status: 'Skipped',
        old_price: 600,
        new_price: null,
        percentage_difference: null,
        created_at: '2026-01-01T10:00:01.000Z',
        readable_reason: 'Price already optimal',
      },
    ],
  };

  it('shows entries with their reason and no decision, paged as one page', async () => {
    const fake = await startFakeUpstream((request, response) => {
      if (request.url === '/sanctum/csrf-cookie') {
        response.writeHead(204, { 'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/'] });
        response.end();
      } else if (request.url === '/login') {
        json(response, 200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/' });
      } else if (request.url === '/api/user') {
        json(response, 200, profile);
      } else if (request.url.startsWith('/api/logs/3')) {
        json(response, 200, oldDetail);
      } else if (request.url.startsWith('/api/logs')) {
        json(response, 200, [oldDetail.batch]);
      } else {
        json(response, 404, { message: 'Not Found.' });
      }
    });
    const app = buildApp(loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: fake.url }), {
      logger: createLogger('silent'),
    });
    const { url } = await app.start(0);
    try {
      const browser = new TestBrowser(url);
      expect((await browser.login('old@example.com', 'x')).errors).toBeUndefined();
      const answer = await gqlIn<Detail & { logBatchPage: unknown }>(
        browser,
        'it-IT',
        `{
          logBatchPage { items { id } total page pageSize }
          logBatch(id: "3") {
            batch { id total success skipped failures }
            entries { id catalogItemId status readableStatus newPrice reason decision { outcome } }
            entriesTotal page pageSize statusCounts { success skipped failed }
          }
        }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.logBatchPage).toEqual({
        items: [{ id: '3' }],
        total: 1,
        page: 1,
        pageSize: 1,
      });
      expect(answer.data!.logBatch).toMatchObject({
        entriesTotal: 2,
        page: 1,
        pageSize: 2,
        statusCounts: { success: 1, skipped: 1, failed: 0 },
      });
      expect(
        answer.data!.logBatch.entries.map((entry) => [entry.id, entry.reason, entry.decision]),
      ).toEqual([
        [null, 'Lowered to 1 unit below the lowest competitor', null],
        [null, 'Price already optimal', null],
      ]);
      // The reader's language went with every call after sign-in; none without one.
      const calls = fake.requests.filter((request) => request.url.startsWith('/api/logs'));
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.headers['accept-language']).toBe('it-IT');
      fake.requests.length = 0;
      await gqlIn(browser, 'fr-FR,de;q=0.5', '{ logBatches { id } }');
      await gqlIn(browser, null, '{ logBatches { id } }');
      expect(fake.requests.map((request) => request.headers['accept-language'])).toEqual([
        undefined,
        undefined,
      ]);
    } finally {
      await app.stop();
      await fake.stop();
    }
  });
});
