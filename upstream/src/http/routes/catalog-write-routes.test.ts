import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../config';
import type { CatalogItemRecord, StoreRecord } from '../../data/types';
import { runUpstream, type RunningUpstream } from '../../server';
import { UpstreamSession } from '../../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let demoStore: StoreRecord;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 60, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  const store = upstream.services.db.stores.get(1);
  if (!store) throw new Error('demo store missing');
  demoStore = store;
});
afterAll(() => upstream.stop());

function firstItem(predicate: (item: CatalogItemRecord) => boolean): CatalogItemRecord {
  const found = demoStore.items.find(predicate);
  if (!found) throw new Error('no such item in the demo data');
  return found;
}

describe('PUT /api/catalog/{id}/dynamic-price', () => {
  it('sets the state asked for, says whether it changed, and writes nothing the second time', async () => {
    const target = firstItem((item) => item.automaticPriceEnabled);
    const path = `/api/catalog/${target.id}/dynamic-price`;
    const events = target.events.length;

    const off = await demo.request('PUT', path, { json: { enabled: false } });
    expect(off).toMatchObject({
      status: 200,
      body: { automatic_price_enabled: false, changed: true },
    });
    const again = await demo.request('PUT', path, { json: { enabled: false } });
    expect(again).toMatchObject({
      status: 200,
      body: { automatic_price_enabled: false, changed: false },
    });
    expect(target.events.length).toBe(events + 1);

    const detail = await demo.request<{ detail: { automatic_price_enabled: boolean } }>(
      'GET',
      `/api/catalog/${target.id}`,
    );
    expect(detail.body.detail.automatic_price_enabled).toBe(false);
    const on = await demo.request('PUT', path, { json: { enabled: true } });
    expect(on.body).toEqual({ automatic_price_enabled: true, changed: true });
  });

  it('refuses a body without a boolean `enabled` with 422, changing nothing', async () => {
    const target = firstItem(() => true);
    const before = target.automaticPriceEnabled;
    for (const json of [{}, { enabled: 'false' }, { enabled: 0 }]) {
      const answer = await demo.request<{ errors: Record<string, string[]> }>(
        'PUT',
        `/api/catalog/${target.id}/dynamic-price`,
        { json },
      );
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['enabled']);
    }
    expect(target.automaticPriceEnabled).toBe(before);
  });

  it('answers 404 for an item that is not the store’s', async () => {
    const answer = await demo.request('PUT', '/api/catalog/999999999/dynamic-price', {
      json: { enabled: true },
    });
    expect(answer.status).toBe(404);
  });
});
