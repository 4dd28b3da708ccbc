import type { LogBatchRow } from '@refurb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

interface Step {
  kind: string;
  amount: number;
  label: string;
  note: string;
}
interface Entry {
  id: number;
  catalog_item_id: number;
  brand_name: string;
  name: string;
  status: 'success' | 'skipped' | 'failed';
  readable_status: string;
  old_price: number;
  new_price: number | null;
  readable_reason: string;
  decision: {
    strategy: string | null;
    reference: { kind: string; amount: number | null; label: string; note: string } | null;
    steps: Step[];
    result: number | null;
    outcome: string;
  };
}
interface Detail {
  batch: LogBatchRow;
  logs: Entry[];
  logs_count: number;
  counts: { success: number; skipped: number; failed: number };
  page: number;
  per_page: number;
}
interface ItemDetail {
  prices: {
    market_price: number | null;
    market_price_reference: { kind: string; amount: number | null; countries: string[] };
  };
  data: { resell: { snapshots: Array<{ id: string; created_at: string; price: number }> } };
  logs: Array<{ id: string; created_at: string; event: string; note: string | null }>;
  last_decision: (Entry['decision'] & { batch: number; reason: string }) | null;
  detail: { notifications: Array<{ type: string; message: string }> };
}

let upstream: RunningUpstream;
let demo: UpstreamSession;

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
});
afterAll(() => upstream.stop());

const italian = { headers: { 'Accept-Language': 'it-IT,it;q=0.9' } };
const reprice = () => fetch(`${upstream.url}/dev/reprice`, { method: 'POST' });

async function allBatches(session: UpstreamSession): Promise<LogBatchRow[]> {
  const rows: LogBatchRow[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await session.get<{ items: LogBatchRow[]; items_count: number }>(
      `/api/logs?page=${page}`,
    );
    rows.push(...body.items);
    if (body.items.length === 0 || rows.length >= body.items_count) return rows;
  }
}

describe('GET /api/logs', () => {
  it('pages 90 days of batches, 50 a page, newest first', async () => {
    const first = await demo.get<{
      items: LogBatchRow[];
      items_count: number;
      page: number;
      per_page: number;
    }>('/api/logs');
    expect(first.body).toMatchObject({ page: 1, per_page: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items_count).toBeGreaterThan(250);
    const rows = await allBatches(demo);
    expect(rows).toHaveLength(first.body.items_count);
    const numbers = rows.map((row) => row.batch);
    expect(numbers).toEqual([...numbers].sort((left, right) => right - left));
    const oldest = Date.parse(rows.at(-1)?.start ?? '');
    expect(Date.now() - oldest).toBeGreaterThan(89 * 86_400_000);
    expect(Date.now() - oldest).toBeLessThan(90 * 86_400_000);
    const past = await demo.get<{ items: LogBatchRow[] }>('/api/logs?page=999');
    expect(past.body.items).toEqual([]);
  });
});

describe('GET /api/logs/{id}', () => {
  it('pages the entries 50 a page, with the whole batch counts', async () => {
    const [newest] = (await demo.get<{ items: LogBatchRow[] }>('/api/logs')).body.items;
    if (!newest) throw new Error('no batch');
    const pages: Entry[] = [];
    for (let page = 1; pages.length < newest.total; page += 1) {
      const { body } = await demo.get<Detail>(`/api/logs/${newest.batch}?page=${page}`);
      expect(body).toMatchObject({
        page,
        per_page: 50,
        logs_count: newest.total,
        counts: { success: newest.success, skipped: newest.skipped, failed: newest.failures },
      });
      expect(body.logs.length).toBe(Math.min(50, newest.total - pages.length));
      pages.push(...body.logs);
    }
    expect(new Set(pages.map((entry) => entry.id)).size).toBe(newest.total);
    expect(newest.total).toBeGreaterThan(100);
  });

  it('filters by status and searches by product, counting what matches', async () => {
    const rows = await allBatches(demo);
    const batch = rows.find((row) => row.failures > 0 && row.success > 0);
    if (!batch) throw new Error('no batch with failures');
    for (const status of ['success', 'skipped', 'failed'] as const) {
      const { body } = await demo.get<Detail>(`/api/logs/${batch.batch}?status=${status}`);
      const expected = status === 'failed' ? batch.failures : batch[status];
      expect(body.logs_count).toBe(expected);
      expect(body.logs.every((entry) => entry.status === status)).toBe(true);
      expect(body.counts.failed).toBe(batch.failures);
    }
    const { body: all } = await demo.get<Detail>(`/api/logs/${batch.batch}`);
    const sample = all.logs[3];
    if (!sample) throw new Error('no entries');
    const word = sample.name.split(' ')[0] ?? '';
    const { body: found } = await demo.get<Detail>(
      `/api/logs/${batch.batch}?search=${encodeURIComponent(`${word} ${sample.brand_name}`)}`,
    );
    expect(found.logs_count).toBeGreaterThan(0);
    expect(found.logs_count).toBeLessThan(batch.total);
    for (const entry of found.logs) {
      expect(`${entry.brand_name} ${entry.name}`.toLowerCase()).toContain(word.toLowerCase());
    }
    const byId = await demo.get<Detail>(
      `/api/logs/${batch.batch}?search=${sample.catalog_item_id}&status=${sample.status}`,
    );
    expect(byId.body.logs.map((entry) => entry.id)).toContain(sample.id);
    const bad = await demo.get<{ errors: Record<string, string[]> }>(
      `/api/logs/${batch.batch}?status=done`,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });

  it('explains each entry: reference, steps that lead to the new price, outcome', async () => {
    const rows = await allBatches(demo);
    const batch = rows.find((row) => row.success > 5);
    if (!batch) throw new Error('no batch with updates');
    const { body } = await demo.get<Detail>(`/api/logs/${batch.batch}?status=success`);
    for (const entry of body.logs) {
      expect(entry.decision.outcome).toBe('updated');
      expect(entry.decision.result).toBe(entry.new_price);
      expect(entry.decision.steps.at(-1)?.amount).toBe(entry.new_price);
      expect(entry.decision.reference?.amount).not.toBeNull();
      for (const step of entry.decision.steps) {
        expect(step.label).not.toBe('');
        expect(step.note).not.toBe('');
      }
      expect(entry.readable_reason).toContain(entry.decision.reference?.label ?? '?');
    }
  });

  it('words statuses, reasons and amounts in the language asked for', async () => {
    const [newest] = (await demo.get<{ items: LogBatchRow[] }>('/api/logs')).body.items;
    const path = `/api/logs/${newest?.batch}?status=skipped`;
    const english = (await demo.get<Detail>(path)).body.logs;
    const inItalian = (await demo.request<Detail>('GET', path, italian)).body.logs;
    expect(english.map((entry) => entry.id)).toEqual(inItalian.map((entry) => entry.id));
    expect(new Set(english.map((entry) => entry.readable_status))).toEqual(new Set(['Skipped']));
    expect(new Set(inItalian.map((entry) => entry.readable_status))).toEqual(new Set(['Saltato']));
    const priced = inItalian.find((entry) => entry.decision.outcome === 'unchanged');
    expect(priced?.readable_reason).toMatch(/^Prezzo già a \d{1,3}(\.\d{3})*,\d{2} € \(/);
    const same = english.find((entry) => entry.id === priced?.id);
    expect(same?.readable_reason).toMatch(/^Price already €\d{1,3}(,\d{3})*\.\d{2} \(/);
    // The Italian profile reads Italian without asking; a header still wins.
    const rivenditore = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
    const [own] = (await rivenditore.get<{ items: LogBatchRow[] }>('/api/logs')).body.items;
    const byProfile = await rivenditore.get<Detail>(`/api/logs/${own?.batch}`);
    expect(byProfile.body.logs[0]?.readable_status).toMatch(/^(Riuscito|Saltato|Fallito)$/);
    const asked = await rivenditore.request<Detail>('GET', `/api/logs/${own?.batch}`, {
      headers: { 'Accept-Language': 'en-GB' },
    });
    expect(asked.body.logs[0]?.readable_status).toMatch(/^(Success|Skipped|Failed)$/);
  });
});

describe('history that does not move', () => {
  it('answers the same log list, log detail and item history before and after three batches', async () => {
    const before = await allBatches(demo);
    const old = before[4];
    if (!old) throw new Error('too few batches');
    const oldDetail = (await demo.get<Detail>(`/api/logs/${old.batch}?page=2`)).body;
    const itemId = oldDetail.logs[0]?.catalog_item_id;
    const itemBefore = (await demo.get<ItemDetail>(`/api/catalog/${itemId}`)).body;

    for (let run = 0; run < 3; run += 1) expect((await reprice()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const after = await allBatches(demo);
    expect(after.slice(3)).toEqual(before);
    expect(after[0]?.batch).toBe((before[0]?.batch ?? 0) + 3);
    expect((await demo.get<Detail>(`/api/logs/${old.batch}?page=2`)).body).toEqual(oldDetail);
    const itemAfter = (await demo.get<ItemDetail>(`/api/catalog/${itemId}`)).body;
    const snapshotsBefore = itemBefore.data.resell.snapshots;
    expect(itemAfter.data.resell.snapshots.slice(0, snapshotsBefore.length)).toEqual(
      snapshotsBefore,
    );
    const logsBefore = itemBefore.logs;
    expect(itemAfter.logs.slice(itemAfter.logs.length - logsBefore.length)).toEqual(logsBefore);
  });
});

describe('GET /api/catalog/{id}: why this price', () => {
  it('shows the market price the repricer uses and the last decision', async () => {
    expect((await reprice()).status).toBe(200);
    const [newest] = (await demo.get<{ items: LogBatchRow[] }>('/api/logs')).body.items;
    const { body } = await demo.get<Detail>(`/api/logs/${newest?.batch}?status=success`);
    const entry = body.logs[0];
    if (!entry) throw new Error('no update in the newest batch');
    const item = (await demo.get<ItemDetail>(`/api/catalog/${entry.catalog_item_id}`)).body;
    expect(item.last_decision).toMatchObject({
      batch: newest?.batch,
      outcome: 'updated',
      result: entry.new_price,
    });
    // No market movement since the batch: the detail's market price is the batch's reference.
    expect(item.prices.market_price).toBe(entry.decision.reference?.amount);
    expect(item.prices.market_price_reference).toMatchObject({
      kind: entry.decision.reference?.kind,
      countries: ['it', 'de', 'fr'],
    });
    expect(item.logs[0]).toMatchObject({
      event: 'price_updated',
      note: expect.stringContaining(`batch #${newest?.batch}`),
    });
    const inItalian = (
      await demo.request<ItemDetail>('GET', `/api/catalog/${entry.catalog_item_id}`, italian)
    ).body;
    expect(inItalian.logs[0]?.note).toMatch(/^Prezzo cambiato da .* € a .* € dal lotto/);
    expect(inItalian.last_decision?.reason).not.toBe(item.last_decision?.reason);
  });
});

describe("the item's log in the reader's language", () => {
  it('words the listing, uploads, base price syncs and notifications in Italian', async () => {
    const { body: list } = await demo.get<{ items: Array<{ id: number; price: number }> }>(
      '/api/catalog?sort=price:asc',
    );
    const id = list.items[0]?.id;
    const synced = await demo.request('PATCH', `/api/catalog/${id}/sync-base-price`);
    expect(synced.status).toBe(200);
    const english = (await demo.get<ItemDetail>(`/api/catalog/${id}`)).body;
    const inItalian = (await demo.request<ItemDetail>('GET', `/api/catalog/${id}`, italian)).body;
    expect(english.logs[0]).toMatchObject({
      event: 'base_price_synced',
      note: expect.stringMatching(/^Base price changed from €[\d,.]+ to €[\d,.]+$/),
    });
    expect(inItalian.logs[0]?.note).toMatch(/^Prezzo base cambiato da [\d.,]+ € a [\d.,]+ €$/);
    expect(inItalian.logs.at(-1)?.note).toMatch(/^Aggiunto al catalogo tramite caricamento a /);
    expect(inItalian.logs.map((row) => row.id)).toEqual(english.logs.map((row) => row.id));
    for (const row of inItalian.logs) expect(row.note ?? '').not.toMatch(/[A-Z][a-z]+ (by|from) /);
  });
});

describe('retention', () => {
  it('keeps the batches of LOG_RETENTION_DAYS', async () => {
    const short = await runUpstream({
      ...DEFAULT_CONFIG,
      port: 0,
      items: 40,
      devRoutes: true,
      repriceIntervalMs: 0,
      logRetentionDays: 30,
      logLevel: 'silent',
    });
    try {
      const session = await new UpstreamSession(short.url).login('demo@example.com');
      const rows = await allBatches(session);
      const oldest = Date.parse(rows.at(-1)?.start ?? '');
      expect(Date.now() - oldest).toBeLessThan(30 * 86_400_000);
      expect(rows.length).toBeGreaterThan(80);
      const firstNumber = rows.at(-1)?.batch ?? 0;
      expect(firstNumber).toBeGreaterThan(1);
      expect((await session.get(`/api/logs/${firstNumber - 1}`)).status).toBe(404);
    } finally {
      await short.stop();
    }
  });
});
