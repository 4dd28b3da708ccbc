import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import type { CatalogItemRecord, StoreRecord } from '../data/types';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let italian: UpstreamSession;
let demoStore: StoreRecord;

type Json = Record<string, unknown>;
type Validation = { message: string; errors: Record<string, string[]> };

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 200, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  italian = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
  const store = upstream.services.db.stores.get(1);
  if (!store) throw new Error('demo store missing');
  demoStore = store;
});
afterAll(() => upstream.stop());

function item(predicate: (candidate: CatalogItemRecord) => boolean): CatalogItemRecord {
  const found = demoStore.items.find(predicate);
  if (!found) throw new Error('no such item in the demo data');
  return found;
}

describe('PUT /api/catalog/{id}/toggle-dynamic-price', () => {
  it('flips the flag and answers it', async () => {
    const target = item(() => true);
    const before = target.automaticPriceEnabled;
    const first = await demo.request<Json>('PUT', `/api/catalog/${target.id}/toggle-dynamic-price`);
    expect(first).toMatchObject({ status: 200, body: { automatic_price_enabled: !before } });
    const detail = await demo.get<{ detail: Json }>(`/api/catalog/${target.id}`);
    expect(detail.body.detail.automatic_price_enabled).toBe(!before);
    const second = await demo.request<Json>(
      'PUT',
      `/api/catalog/${target.id}/toggle-dynamic-price`,
    );
    expect(second.body).toEqual({ automatic_price_enabled: before });
  });
});

describe('PATCH /api/catalog/{id}/sync-base-price', () => {
  it('sets base_price to price and answers the list item', async () => {
    const target = item((candidate) => candidate.price < candidate.basePrice);
    const { status, body } = await demo.request<Json>(
      'PATCH',
      `/api/catalog/${target.id}/sync-base-price`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: target.id,
      price: target.price,
      base_price: target.price,
      external_id: target.externalId,
    });
    expect(Object.keys(body)).toContain('margin_percentage');
  });
});

describe('PUT /api/strategies/{categoryId}', () => {
  it('saves a variation strategy and the profile shows it', async () => {
    const body = {
      type: 'variation',
      values: {
        min_price_percentage: -8,
        max_price_percentage: 12,
        rounding_type: 'nine',
        rounding_value: 9,
      },
    };
    const saved = await demo.request<Json>('PUT', '/api/strategies/1', { json: body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      category: { id: 1, slug: 'smartphone' },
      type: 'variation',
      values: { min_price_percentage: -8, max_price_percentage: 12, rounding_type: 'nine' },
    });
    const profile = await demo.get<{ strategies: Json[] }>('/api/user');
    expect(
      profile.body.strategies.find((strategy) => (strategy.category as Json).id === 1),
    ).toEqual(saved.body);
  });

  it('saves market and revendo strategies', async () => {
    const market = await demo.request<Json>('PUT', '/api/strategies/2', {
      json: {
        type: 'market',
        values: {
          value: -3,
          comparison: 'percentage',
          market_price: 'min',
          margin: 12,
          validate_against_next_gen: false,
        },
      },
    });
    expect(market.status).toBe(200);
    expect(market.body).toMatchObject({
      type: 'market',
      values: { value: -3, market_price: 'min', margin: 12 },
    });
    const revendo = await demo.request<Json>('PUT', '/api/strategies/3', {
      json: { type: 'revendo' },
    });
    expect(revendo.body).toMatchObject({ type: 'revendo', values: {} });
  });

  it.each([
    ['unknown type', { type: 'magic', values: {} }],
    [
      'min above max',
      {
        type: 'variation',
        values: { min_price_percentage: 20, max_price_percentage: 10, rounding_type: 'nine' },
      },
    ],
    [
      'fixed without a value',
      {
        type: 'variation',
        values: { min_price_percentage: -5, max_price_percentage: 5, rounding_type: 'fixed' },
      },
    ],
    [
      'unknown rounding',
      {
        type: 'variation',
        values: { min_price_percentage: -5, max_price_percentage: 5, rounding_type: 'ceil' },
      },
    ],
    [
      'not a number',
      {
        type: 'variation',
        values: { min_price_percentage: 'ten', max_price_percentage: 5, rounding_type: 'nine' },
      },
    ],
    [
      'out of range',
      {
        type: 'variation',
        values: { min_price_percentage: -500, max_price_percentage: 5, rounding_type: 'nine' },
      },
    ],
    [
      'next-gen outside smartphones',
      {
        type: 'market',
        values: {
          value: 1,
          comparison: 'percentage',
          market_price: 'median',
          validate_against_next_gen: true,
        },
      },
    ],
  ])('answers 422 with a readable message for %s', async (_label, body) => {
    const categoryId = _label === 'next-gen outside smartphones' ? 2 : 1;
    const before = JSON.stringify(demoStore.resellStrategies);
    const { status, body: answer } = await demo.request<Validation>(
      'PUT',
      `/api/strategies/${categoryId}`,
      { json: body },
    );
    expect(status).toBe(422);
    expect(answer.message.length).toBeGreaterThan(10);
    expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
    expect(JSON.stringify(demoStore.resellStrategies)).toBe(before);
  });

  it('answers 404 for a category the user lacks and 403 without resell', async () => {
    expect(
      (await italian.request('PUT', '/api/strategies/2', { json: { type: 'revendo' } })).status,
    ).toBe(404);
    const tradeIn = await new UpstreamSession(upstream.url).login('buyback@example.com');
    expect(
      (await tradeIn.request('PUT', '/api/strategies/1', { json: { type: 'revendo' } })).status,
    ).toBe(403);
  });
});

describe('PUT /api/buyback-strategies/{categoryId}', () => {
  it('saves and answers the strategy', async () => {
    const { status, body } = await demo.request<Json>('PUT', '/api/buyback-strategies/1', {
      json: { price_positioning: -12, rounding_type: 'point_nine', rounding_value: 0.9 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      category: { id: 1 },
      price_positioning: -12,
      rounding_type: 'point_nine',
    });
  });

  it('answers 422 for bad values and 403 for a resell-only account', async () => {
    const bad = await demo.request<Validation>('PUT', '/api/buyback-strategies/1', {
      json: { price_positioning: 'lots', rounding_type: 'nine' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price_positioning).toBeDefined();
    expect(
      (
        await italian.request('PUT', '/api/buyback-strategies/1', {
          json: { price_positioning: -5, rounding_type: 'nine' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /broadcasting/auth', () => {
  it("signs the user's own private channel only", async () => {
    const channel = 'private-user.1.notifications';
    const own = await demo.request<{ auth: string }>('POST', '/broadcasting/auth', {
      body: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(own.status).toBe(200);
    const { appKey, appSecret } = upstream.services.config.pusher;
    expect(own.body.auth).toBe(
      `${appKey}:${createHmac('sha256', appSecret).update(`1234.5678:${channel}`).digest('hex')}`,
    );
    const json = await demo.request('POST', '/broadcasting/auth', {
      json: { socket_id: '1234.5678', channel_name: channel },
    });
    expect(json.status).toBe(200);
    expect(
      (
        await demo.request('POST', '/broadcasting/auth', {
          json: { socket_id: '1234.5678', channel_name: 'private-user.2.notifications' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await demo.request('POST', '/broadcasting/auth', {
          json: { socket_id: '1234.5678', channel_name: 'public-news' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await demo.request('POST', '/broadcasting/auth', {
          json: { socket_id: 'nope', channel_name: channel },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await demo.request('POST', '/broadcasting/auth', {
          json: { socket_id: '1234.5678', channel_name: channel },
          xsrf: false,
        })
      ).status,
    ).toBe(419);
    // Without a session: from a stateful origin the CSRF check fails first (419), as in Laravel;
    // from anywhere else the call is simply signed out (401).
    expect(
      (
        await new UpstreamSession(upstream.url).request('POST', '/broadcasting/auth', {
          json: { socket_id: '1234.5678', channel_name: channel },
        })
      ).status,
    ).toBe(419);
    expect(
      (
        await new UpstreamSession(upstream.url, null).request('POST', '/broadcasting/auth', {
          json: { socket_id: '1234.5678', channel_name: channel },
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /api/catalog/export', () => {
  it('streams the catalog as CSV for the s3 account and refuses the others', async () => {
    const response = await demo.get<string>('/api/catalog/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="catalog-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price',
    );
    expect(lines).toHaveLength(demoStore.items.length + 1);
    expect((await italian.get('/api/catalog/export')).status).toBe(403);
  });
});
