// GET /api/catalog by key: `after` resumes right after an item, `snapshot` in the order a walk
// started on, so a repricing batch in the middle of a walk neither repeats nor skips an item;
// `updated_since` keeps the items changed since a moment, and each row says when it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { touchStorePrices } from '../data/store-changes';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let client: UpstreamSession;

interface Row {
  id: number;
  price: number;
  updated_at: string;
}
interface Answer {
  items: Row[];
  items_count: number;
  after_keys: string[];
  has_more: boolean;
  snapshot: string;
  updated_since: string | null;
}

beforeAll(async () => {
  upstream = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 400,
    devRoutes: true,
    repriceIntervalMs: 0,
    logLevel: 'silent',
  });
  client = await new UpstreamSession(upstream.url).login();
});
afterAll(() => upstream.stop());

async function list(query: string): Promise<Answer> {
  const answer = await client.get<Answer>(`/api/catalog?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function reprice(): Promise<void> {
  const answer = await fetch(`${upstream.url}/dev/reprice`, { method: 'POST' });
  expect(answer.status).toBe(200);
}

/** Every item's price, read page by page while nothing runs. */
async function allPrices(): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  for (let page = 1; ; page += 1) {
    const answer = await list(`sort=grade:desc&page=${page}`);
    for (const row of answer.items) prices.set(row.id, row.price);
    if (!answer.has_more) return prices;
  }
}

describe('GET /api/catalog by key', () => {
  it('walks every item once by price while a repricing batch moves prices', async () => {
    const pricesBefore = await allPrices();
    const seen: number[] = [];
    let page = await list('sort=price:asc');
    const total = page.items_count;
    for (let step = 0; page.items.length > 0; step += 1) {
      expect(page.after_keys).toHaveLength(page.items.length);
      seen.push(...page.items.map((row) => row.id));
      if (step === 2) await reprice();
      if (!page.has_more) break;
      const after = encodeURIComponent(page.after_keys.at(-1) ?? '');
      page = await list(`sort=price:asc&after=${after}&snapshot=${page.snapshot}`);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // The batch did move prices during the walk.
    const pricesAfter = await allPrices();
    const moved = [...pricesAfter].filter(([id, price]) => pricesBefore.get(id) !== price);
    expect(moved.length).toBeGreaterThan(0);
  });

  it('keeps the order the walk started on: an item moved across the cursor is seen once', async () => {
    const store = upstream.services.db.stores.get(1);
    if (!store) throw new Error('demo store missing');
    const walk = async (withSnapshot: boolean) => {
      let page = await list('sort=price:desc');
      const seen = page.items.map((row) => row.id);
      // The first item shown drops to the end, the last one not shown yet jumps to the start.
      const shown = store.itemsById.get(page.items[0]?.id ?? 0);
      const last = await list(`sort=price:desc&page=${Math.ceil(page.items_count / 50)}`);
      const unseen = store.itemsById.get(last.items.at(-1)?.id ?? 0);
      if (!shown || !unseen) throw new Error('no items');
      [shown.price, unseen.price] = [0.01, 999_999];
      touchStorePrices(store, Date.now());
      while (page.has_more) {
        const after = encodeURIComponent(page.after_keys.at(-1) ?? '');
        const snapshot = withSnapshot ? `&snapshot=${page.snapshot}` : '';
        page = await list(`sort=price:desc&after=${after}${snapshot}`);
        seen.push(...page.items.map((row) => row.id));
      }
      return { seen, shown: shown.id, unseen: unseen.id };
    };
    const kept = await walk(true);
    expect(kept.seen).toHaveLength(new Set(kept.seen).size);
    expect(kept.seen).toContain(kept.unseen);
    // In the current order instead, the same moves repeat one item and skip the other.
    const current = await walk(false);
    expect(current.seen.filter((id) => id === current.shown)).toHaveLength(2);
    expect(current.seen).not.toContain(current.unseen);
  });

  it('resumes by key in the current order without a snapshot, ties by id', async () => {
    const first = await list('sort=grade:desc');
    const next = await list(`sort=grade:desc&after=${first.after_keys.at(-1) ?? ''}`);
    const byPage = await list('sort=grade:desc&page=2');
    expect(next.items.map((row) => row.id)).toEqual(byPage.items.map((row) => row.id));
    expect(next.after_keys).toEqual(byPage.after_keys);
  });

  it('keeps the items changed since a moment, and says when each changed', async () => {
    const since = new Date().toISOString();
    const before = await list(`updated_since=${encodeURIComponent(since)}`);
    expect(before.updated_since).toBe(since);
    const item = (await list('sort=stock:desc')).items[0];
    if (!item) throw new Error('no item');
    const toggled = await client.request('PUT', `/api/catalog/${item.id}/toggle-dynamic-price`);
    expect(toggled.status).toBe(200);
    const changed = await list(`updated_since=${encodeURIComponent(since)}`);
    expect(changed.items.map((row) => row.id)).toContain(item.id);
    expect(changed.items_count).toBe(before.items_count + 1);
    const row = changed.items.find((candidate) => candidate.id === item.id);
    expect(Date.parse(row?.updated_at ?? '')).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('refuses an after, snapshot or updated_since that is none', async () => {
    for (const query of ['after=cheap', 'after=1,2&snapshot=x', 'updated_since=yesterday']) {
      const answer = await client.get<{ errors: Record<string, string[]> }>(
        `/api/catalog?${query}`,
      );
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toHaveLength(1);
    }
  });
});
