import type {
  LogBatchAnswer,
  StrategyPreviewAnswer,
  StrategyPreviewItemAnswer,
} from '@refurb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import type { StoreRecord } from '../data/types';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let demoStore: StoreRecord;

const SMARTPHONES = 1;
const PREVIEW = `/api/strategies/resell/${SMARTPHONES}/preview`;
const EDITED = {
  type: 'market',
  values: {
    value: -4,
    comparison: 'percentage',
    market_price: 'median',
    margin: 12,
    validate_against_next_gen: true,
  },
};

beforeAll(async () => {
  upstream = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 300,
    devRoutes: true,
    repriceIntervalMs: 0,
    logLevel: 'silent',
  });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  const store = upstream.services.db.stores.get(1);
  if (!store) throw new Error('demo store missing');
  demoStore = store;
});
afterAll(() => upstream.stop());

async function preview(query = '', body: unknown = EDITED) {
  return demo.request<StrategyPreviewAnswer>('POST', `${PREVIEW}${query}`, { json: body });
}

/** Every item of the preview, page by page in the order asked for. */
async function allItems(sort: string, outcome?: string): Promise<StrategyPreviewItemAnswer[]> {
  const items: StrategyPreviewItemAnswer[] = [];
  for (let offset = 0; ; offset += 100) {
    const filter = outcome === undefined ? '' : `&outcome=${outcome}`;
    const page = await preview(`?offset=${offset}&limit=100&sort=${sort}${filter}`);
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    if (offset + 100 >= page.body.items_count) return items;
  }
}

function snapshot(store: StoreRecord) {
  return JSON.stringify({
    strategies: store.resellStrategies,
    prices: store.items.map((item) => [item.price, item.suggestedPrice, item.lastPriceChangeAt]),
    batches: store.logBatches.length,
    notifications: store.notifications.length,
  });
}

describe('POST /api/strategies/resell/{categoryId}/preview', () => {
  it('answers every item the batch would reprice, with figures that add up, and writes nothing', async () => {
    const before = snapshot(demoStore);
    const { status, body } = await preview();
    expect(status).toBe(200);
    expect(snapshot(demoStore)).toBe(before);

    const category = demoStore.items.filter((item) => item.categoryId === SMARTPHONES);
    const { summary } = body;
    expect(summary.items_total).toBe(category.filter((item) => item.automaticPriceEnabled).length);
    expect(summary.items_manual).toBe(
      category.filter((item) => !item.automaticPriceEnabled).length,
    );
    expect(summary.items_priced + summary.skipped).toBe(summary.items_total);
    expect(summary.up + summary.down + summary.unchanged).toBe(summary.items_priced);
    expect(summary.skipped_by_reason.reduce((total, group) => total + group.count, 0)).toBe(
      summary.skipped,
    );
    expect(body.market_at).toBe(new Date(upstream.services.db.market.lastUpdate).toISOString());
    expect(body.currency_symbol).toBe('€');

    const items = await allItems('name');
    expect(items).toHaveLength(summary.items_total);
    expect(new Set(items.map((item) => item.item_id)).size).toBe(items.length);
    const priced = items.filter((item) => item.new_price !== null);
    expect(priced).toHaveLength(summary.items_priced);
    const totalCents = priced.reduce(
      (total, item) =>
        total +
        Math.round((item.new_price ?? 0) * 100) -
        Math.round((item.current_price ?? 0) * 100),
      0,
    );
    expect(Math.round(summary.total_change * 100)).toBe(totalCents);
    for (const item of items) {
      expect(item.decision.result).toBe(item.new_price ?? item.decision.result);
      if (item.outcome === 'skipped') {
        expect(item.new_price).toBeNull();
        expect(item.decision.skip_reason?.note).toEqual(expect.any(String));
      } else {
        expect(item.decision.steps.at(-1)?.kind).toBe('clamp');
      }
    }
    const histogram = body.change_histogram;
    expect(histogram.reduce((total, bucket) => total + bucket.count, 0)).toBe(
      priced.filter((item) => item.change_percent !== null).length,
    );
    for (const [index, bucket] of histogram.entries()) {
      if (index > 0) expect(bucket.from_percent).toBe(histogram[index - 1]?.to_percent);
    }
    expect(histogram.length).toBeLessThanOrEqual(20);
  });

  it('pages and filters the items in the order asked for', async () => {
    const largest = await allItems('largest_change');
    const changes = largest.flatMap((item) =>
      item.change_percent === null ? [] : [Math.abs(item.change_percent)],
    );
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    const downs = await allItems('change_asc', 'down');
    expect(downs.every((item) => item.outcome === 'down')).toBe(true);
    expect(downs.map((item) => item.change_percent)).toEqual(
      downs.map((item) => item.change_percent).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const { body } = await preview('?limit=0');
    expect(body.items).toEqual([]);
    expect(downs).toHaveLength(body.summary.down);
  });

  it('refuses an invalid strategy with the 422 a save answers, and saves nothing', async () => {
    const invalid = { type: 'market', values: { value: 'a lot', comparison: 'percentage' } };
    const before = snapshot(demoStore);
    const previewed = await preview('', invalid);
    const saved = await demo.request('PUT', `/api/strategies/${SMARTPHONES}`, { json: invalid });
    expect(previewed.status).toBe(422);
    expect(previewed.body).toEqual(saved.body);
    expect(snapshot(demoStore)).toBe(before);
  });

  it('refuses a bad page query, an unknown category and a side the batches do not use', async () => {
    const bad = await preview('?limit=500&sort=price&outcome=maybe');
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as { errors: object }).errors).sort()).toEqual([
      'limit',
      'outcome',
      'sort',
    ]);
    const unknown = await demo.request('POST', '/api/strategies/resell/999/preview', {
      json: EDITED,
    });
    expect(unknown.status).toBe(404);
    const buyback = await demo.request('POST', `/api/strategies/buyback/${SMARTPHONES}/preview`, {
      json: { price_positioning: -5, rounding_type: 'nine', rounding_value: null },
    });
    expect(buyback.status).toBe(404);
  });

  it('previews a buyback strategy for a store that reprices its trade-in catalog', async () => {
    const tradeIn = await new UpstreamSession(upstream.url).login('buyback@example.com');
    const { status, body } = await tradeIn.request<StrategyPreviewAnswer>(
      'POST',
      `/api/strategies/buyback/${SMARTPHONES}/preview`,
      { json: { price_positioning: -5, rounding_type: 'nine', rounding_value: null } },
    );
    expect(status).toBe(200);
    expect(body.summary.items_total).toBeGreaterThan(0);
    expect(body.items[0]?.decision.strategy).toBe('buyback');
  });

  it('gives each item the decision of a batch run after saving the strategy on the same market', async () => {
    const items = await allItems('name');
    expect(
      (await demo.request('PUT', `/api/strategies/${SMARTPHONES}`, { json: EDITED })).status,
    ).toBe(200);
    const version = upstream.services.db.market.version;
    const ran = await fetch(`${upstream.url}/dev/reprice?market=hold`, { method: 'POST' });
    expect(ran.status).toBe(200);
    expect(upstream.services.db.market.version).toBe(version);
    const { batches } = (await ran.json()) as {
      batches: Array<{ store_id: number; batch: number }>;
    };
    const batch = batches.find((row) => row.store_id === 1)?.batch;
    const logged = new Map<number, { result: number | null; outcome: string }>();
    for (let page = 1; ; page += 1) {
      const answer = await demo.get<LogBatchAnswer>(`/api/logs/${batch}?page=${page}`);
      for (const entry of answer.body.logs) {
        logged.set(entry.catalog_item_id, {
          result: entry.decision?.result ?? null,
          outcome: entry.decision?.outcome ?? '',
        });
      }
      if (page * (answer.body.per_page ?? 50) >= (answer.body.logs_count ?? 0)) break;
    }
    for (const item of items) {
      expect(logged.get(item.item_id)?.result, `item ${item.item_id}`).toBe(item.new_price);
      if (item.outcome === 'skipped') expect(logged.get(item.item_id)?.outcome).toBe('skipped');
    }
  });
});

describe('POST /dev/reprice?market=', () => {
  it('refuses a market mode other than hold', async () => {
    const answer = await fetch(`${upstream.url}/dev/reprice?market=later`, { method: 'POST' });
    expect(answer.status).toBe(422);
  });
});
