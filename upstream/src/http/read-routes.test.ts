import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let italian: UpstreamSession;
let buyback: UpstreamSession;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 300, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  italian = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
  buyback = await new UpstreamSession(upstream.url).login('buyback@example.com');
});
afterAll(() => upstream.stop());

type Json = Record<string, unknown>;

function expectFields(value: unknown, fields: string[], label: string): void {
  expect(value, label).toBeTypeOf('object');
  for (const field of fields)
    expect(Object.keys(value as Json), `${label} lacks ${field}`).toContain(field);
}

const MARKET_STATS = ['min_price', 'max_price', 'avg_price', 'change_30_days', 'change_60_days'];

function expectCountryPrices(rows: unknown, label: string): void {
  expect(Array.isArray(rows), label).toBe(true);
  for (const row of rows as Json[]) {
    expectFields(row, ['country', 'currency_symbol', 'resell', 'buyback'], label);
    if (row.resell !== null) expectFields(row.resell, MARKET_STATS, `${label}.resell`);
    if (row.buyback !== null) expectFields(row.buyback, MARKET_STATS, `${label}.buyback`);
  }
}

describe('GET answers have the documented shapes (upstream/README.md)', () => {
  it('/api/user is the profile with every permission field', async () => {
    const { status, body } = await demo.get<Json>('/api/user');
    expect(status).toBe(200);
    expectFields(
      body,
      [
        'id',
        'name',
        'email',
        'language',
        'categories',
        'vendors',
        'configuration',
        'extra',
        'strategies',
        'buyback_strategies',
      ],
      'profile',
    );
    expectFields(
      body.configuration,
      [
        'store_name',
        'show_catalog',
        'catalog_type',
        'integration',
        'integration_type',
        'active',
        'repricing_mode',
        'repricing_enabled',
        'google_feed_url',
        'manual_feed_upload_enabled',
        'export_items_enabled',
        'store_slug',
      ],
      'configuration',
    );
    expectFields(
      body.extra,
      [
        'resell_enabled',
        'buyback_enabled',
        'catalog_currency',
        'catalog_currency_symbol',
        'resell_countries',
        'buyback_countries',
      ],
      'extra',
    );
    for (const category of body.categories as Json[])
      expectFields(category, ['id', 'name', 'slug'], 'category');
    for (const vendor of body.vendors as Json[])
      expectFields(vendor, ['id', 'name', 'country', 'category'], 'vendor');
    for (const strategy of body.strategies as Json[])
      expectFields(strategy, ['id', 'category', 'type', 'values'], 'strategy');
    for (const strategy of body.buyback_strategies as Json[])
      expectFields(
        strategy,
        ['id', 'category', 'price_positioning', 'rounding_type', 'rounding_value'],
        'buyback strategy',
      );
  });

  it('the demo accounts have exactly the permissions the READMEs list', async () => {
    const profile = async (client: UpstreamSession) =>
      (await client.get<Json>('/api/user')).body as {
        configuration: Json;
        extra: Json;
        vendors: unknown[];
        language: string;
      };
    const everything = await profile(demo);
    expect(everything.configuration).toMatchObject({
      show_catalog: true,
      integration_type: 's3',
      manual_feed_upload_enabled: true,
      export_items_enabled: true,
    });
    expect(everything.extra).toMatchObject({ resell_enabled: true, buyback_enabled: true });
    expect((everything.extra.resell_countries as string[]).length).toBe(3);
    expect(everything.vendors).toHaveLength(4);
    const it_ = await profile(italian);
    expect(it_.language).toBe('it');
    expect(it_.extra).toMatchObject({
      resell_enabled: true,
      buyback_enabled: false,
      resell_countries: ['it'],
    });
    expect(it_.configuration.manual_feed_upload_enabled).toBe(false);
    const trade = await profile(buyback);
    expect(trade.configuration.show_catalog).toBe(false);
    expect(trade.extra).toMatchObject({ resell_enabled: false, buyback_enabled: true });
    expect(trade.vendors).toHaveLength(0);
    const dry = await profile(await new UpstreamSession(upstream.url).login('dryrun@example.com'));
    expect(dry.configuration).toMatchObject({ repricing_mode: 'dry_run', repricing_enabled: true });
    expect(dry.extra.resell_countries).toHaveLength(1);
  });

  it('/api/user/notifications answers {count, items}', async () => {
    const { body } = await demo.get<{ count: number; items: Json[] }>('/api/user/notifications');
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(50);
    expectFields(
      body.items[0],
      ['id', 'type', 'message', 'catalog_item_id', 'created_at'],
      'notification',
    );
  });

  it('/api/catalog lists items with stats, last_update and filter options', async () => {
    const { status, body } = await demo.get<Json>('/api/catalog');
    expect(status).toBe(200);
    expectFields(body, ['items', 'items_count', 'stats', 'last_update', 'filters'], 'catalog');
    expect(body.items).toHaveLength(50);
    expect(body.items_count).toBe(300);
    for (const item of body.items as Json[]) {
      expectFields(
        item,
        [
          'id',
          'external_id',
          'ean',
          'name',
          'storage',
          'ram',
          'grade',
          'color',
          'battery_type',
          'price',
          'base_price',
          'currency_symbol',
          'stock',
          'margin_percentage',
          'automatic_price_enabled',
          'notifications_count',
        ],
        'catalog item',
      );
    }
    expectFields(body.filters, ['categories', 'brands', 'models', 'grades', 'storage'], 'filters');
    for (const list of Object.values(body.filters as Record<string, Json[]>))
      for (const option of list) expectFields(option, ['value', 'label'], 'option');
  });

  it('/api/catalog/{id} is the detail response', async () => {
    const first = ((await demo.get<{ items: Json[] }>('/api/catalog')).body.items[0] ?? {}).id;
    const { status, body } = await demo.get<Json>(`/api/catalog/${String(first)}`);
    expect(status).toBe(200);
    expectFields(
      body,
      ['detail', 'prices', 'price_info', 'competitors', 'data', 'logs'],
      'detail response',
    );
    expectFields(
      body.detail,
      [
        'name',
        'url',
        'grade',
        'battery_type',
        'details',
        'currency_symbol',
        'price',
        'base_price',
        'has_prices',
        'automatic_price_enabled',
        'notifications',
      ],
      'detail',
    );
    expectFields(body.prices, ['suggested', 'market_price', 'min', 'max'], 'prices');
    expectCountryPrices((body.price_info as Json).prices, 'price_info.prices');
    for (const row of body.competitors as Json[])
      expectFields(row, ['grade', 'counter', 'catalog_item_id'], 'competitor');
    const data = body.data as { resell: Json; buyback: Json };
    for (const side of [data.resell, data.buyback]) {
      expectFields(side, ['historical', 'snapshots', 'items'], 'market data');
      const historical = side.historical as Json[];
      expect(historical.length).toBeGreaterThan(0);
      expectFields(
        historical[0],
        ['vendor_name', 'date', 'median_price', 'currency_symbol'],
        'historical',
      );
      for (const offer of side.items as Json[]) {
        expectFields(
          offer,
          ['color', 'battery', 'price', 'currency_symbol', 'url', 'seller_name', 'vendor'],
          'offer',
        );
        expectFields(offer.vendor, ['name', 'country', 'reviews_url', 'rating'], 'offer vendor');
      }
    }
    expectFields((data.resell.snapshots as Json[])[0], ['created_at', 'price'], 'snapshot');
    for (const log of body.logs as Json[])
      expectFields(log, ['created_at', 'event', 'note'], 'log');
  });

  it('an account without buyback gets no trade-in data block', async () => {
    const first = ((await italian.get<{ items: Json[] }>('/api/catalog')).body.items[0] ?? {}).id;
    const { body } = await italian.get<{ data: Json }>(`/api/catalog/${String(first)}`);
    expect(body.data.buyback).toBeNull();
    expect(body.data.resell).not.toBeNull();
  });

  it('/api/catalog/{id}/buybox lists buybox rows with one of mine', async () => {
    const first = ((await demo.get<{ items: Json[] }>('/api/catalog')).body.items[0] ?? {}).id;
    const { body } = await demo.get<Json[]>(`/api/catalog/${String(first)}/buybox`);
    expect(body.length).toBeGreaterThan(0);
    for (const row of body)
      expectFields(
        row,
        [
          'vendor_name',
          'vendor_country',
          'price',
          'suggested_price',
          'seller_name',
          'is_mine',
          'url',
          'currency_symbol',
          'created_at',
          'color',
        ],
        'buybox',
      );
    expect(body.filter((row) => row.is_mine)).toHaveLength(1);
  });

  it('/api/prices/{categoryId} lists price rows with per-country prices', async () => {
    const { status, body } = await demo.get<Json>('/api/prices/1');
    expect(status).toBe(200);
    expectFields(body, ['items', 'items_count', 'stats', 'filters'], 'prices');
    expectFields(body.stats, ['products', 'monitored_items', 'last_update'], 'stats');
    expectFields(body.filters, ['brands', 'models', 'grades'], 'filters');
    for (const row of body.items as Json[]) {
      expectFields(
        row,
        ['name', 'storage', 'battery_type', 'grade', 'online_items', 'top_competitor', 'prices'],
        'price row',
      );
      expectFields(row.top_competitor, ['reseller', 'vendor'], 'top competitor');
      expectCountryPrices(row.prices, 'price row prices');
      expect((row.prices as Json[]).map((price) => price.country)).toEqual(['it', 'de', 'fr']);
    }
  });

  it('/api/logs and /api/logs/{id} list batches and entries of all three statuses', async () => {
    const list = await demo.get<{ items: Json[]; items_count: number }>('/api/logs');
    expect(list.body.items_count).toBeGreaterThan(0);
    for (const batch of list.body.items)
      expectFields(
        batch,
        ['batch', 'total', 'success', 'skipped', 'failures', 'start', 'end'],
        'batch',
      );
    const statuses = new Set<string>();
    for (const batch of list.body.items) {
      const detail = await demo.get<{ batch: Json; logs: Json[] }>(
        `/api/logs/${String(batch.batch)}${Number(batch.failures) > 0 ? '?status=failed' : ''}`,
      );
      expectFields(detail.body, ['batch', 'logs'], 'log detail');
      for (const entry of detail.body.logs) {
        expectFields(
          entry,
          [
            'catalog_item_id',
            'brand_name',
            'name',
            'readable_status',
            'old_price',
            'new_price',
            'percentage_difference',
            'created_at',
            'readable_reason',
          ],
          'log entry',
        );
        statuses.add(String(entry.status));
      }
    }
    expect([...statuses].sort()).toEqual(['failed', 'skipped', 'success']);
  });

  it('/api/competitors/{vendorId} and its item detail', async () => {
    const vendorId = ((await demo.get<{ vendors: Json[] }>('/api/user')).body.vendors[0] ?? {}).id;
    const list = await demo.get<Json>(`/api/competitors/${String(vendorId)}`);
    expect(list.status).toBe(200);
    expectFields(list.body, ['items', 'items_count', 'last_update', 'filters'], 'competitors');
    const items = list.body.items as Json[];
    for (const item of items) {
      expectFields(
        item,
        [
          'id',
          'name',
          'catalog_items',
          'grade',
          'price',
          'currency_symbol',
          'storage',
          'color',
          'battery',
          'seller_name',
        ],
        'competitor item',
      );
      for (const ref of item.catalog_items as Json[])
        expectFields(ref, ['id', 'ean', 'external_id'], 'catalog ref');
    }
    const detail = await demo.get<Json>(
      `/api/competitors/${String(vendorId)}/items/${String(items[0]?.id)}`,
    );
    expect(detail.status).toBe(200);
    expectFields(detail.body, ['detail', 'items', 'historical'], 'competitor detail');
    expectFields(
      detail.body.detail,
      ['name', 'url', 'price', 'currency_symbol', 'grade', 'details', 'vendor'],
      'competitor detail.detail',
    );
    expectFields(
      (detail.body.historical as Json[])[0],
      ['date', 'min_price', 'median_price', 'average_price', 'max_price'],
      'historical',
    );
    expect(detail.body.historical).toHaveLength(90);
  });
});

describe('tenant isolation', () => {
  it("another store's item, vendor, category and batch ids answer 404", async () => {
    const demoItem = ((await demo.get<{ items: Json[] }>('/api/catalog')).body.items[0] ?? {}).id;
    expect((await italian.get(`/api/catalog/${String(demoItem)}`)).status).toBe(404);
    expect((await italian.get(`/api/catalog/${String(demoItem)}/buybox`)).status).toBe(404);
    expect(
      (await italian.request('PUT', `/api/catalog/${String(demoItem)}/toggle-dynamic-price`))
        .status,
    ).toBe(404);
    // Vendor 1 (de phones) is on demo's watchlist, not on the Italian store's.
    expect((await demo.get('/api/competitors/1')).status).toBe(200);
    expect((await italian.get('/api/competitors/1')).status).toBe(404);
    expect((await italian.get('/api/prices/2')).status).toBe(404);
    expect((await demo.get('/api/prices/2')).status).toBe(200);
    const italianItems = (await italian.get<{ items: Json[] }>('/api/catalog')).body.items;
    const demoIds = new Set(upstream.services.db.stores.get(1)?.items.map((item) => item.id));
    expect(italianItems.some((item) => demoIds.has(item.id as number))).toBe(false);
  });

  it('an account without the catalog gets 403 on catalog and logs', async () => {
    expect((await buyback.get('/api/catalog')).status).toBe(403);
    expect((await buyback.get('/api/logs')).status).toBe(403);
    expect((await buyback.get('/api/prices/1')).status).toBe(200);
  });

  it('unknown ids are 404, never 500', async () => {
    for (const path of [
      '/api/catalog/99999999',
      '/api/catalog/abc',
      '/api/catalog/-1',
      '/api/logs/999',
      '/api/competitors/5/items/99999999',
      '/api/competitors/x',
      '/api/nothing-here',
      '/api/catalog/%E0%A4%A',
    ]) {
      expect((await demo.get(path)).status, path).toBe(404);
    }
  });
});

describe('bad query values', () => {
  it.each([
    ['/api/catalog?grades[]=Z', 'grades.0'],
    ['/api/catalog?sort=name:asc', 'sort'],
    ['/api/catalog?sort=price', 'sort'],
    ['/api/catalog?page=0', 'page'],
    ['/api/catalog?page=abc', 'page'],
    ['/api/catalog?categories[]=phones', 'categories.0'],
    [`/api/catalog?search=${'x'.repeat(201)}`, 'search'],
    ['/api/prices/1?sort=price:asc', 'sort'],
    ['/api/prices/1?grades=Q', 'grades.0'],
    ['/api/competitors/5?page=-2', 'page'],
    ['/api/logs?page=1.5', 'page'],
  ])('%s answers 422 naming %s', async (path, field) => {
    const { status, body } = await demo.get<{ message: string; errors: Record<string, string[]> }>(
      path,
    );
    expect(status).toBe(422);
    expect(body.message).toBeTypeOf('string');
    expect(Object.keys(body.errors)).toContain(field);
  });
});
