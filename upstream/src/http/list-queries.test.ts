// Filters, search, sort and paging of the list calls against a brute-force computation on the
// same generated data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { productOffers } from '../data/market-stats';
import { createRandom } from '../data/prng';
import { GRADE_RANK } from '../data/reference';
import type { Grade, StoreRecord } from '../data/types';
import { runUpstream, type RunningUpstream } from '../server';
import {
  bruteForceCatalogPage,
  bruteForceWorkQueueCounts,
  type HasMarketPrices,
} from '../testing/catalog-oracle';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let client: UpstreamSession;
let store: StoreRecord;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 700, logLevel: 'silent' });
  client = await new UpstreamSession(upstream.url).login();
  const found = upstream.services.db.stores.get(1);
  if (!found) throw new Error('demo store missing');
  store = found;
});
afterAll(() => upstream.stop());

interface CatalogCase {
  search: string;
  categories: number[];
  brands: string[];
  models: string[];
  grades: Grade[];
  storage: string[];
  sort: { field: 'grade' | 'price' | 'stock' | 'margin'; direction: 'asc' | 'desc' };
  page: number;
}

function sample<T>(
  random: ReturnType<typeof createRandom>,
  values: readonly T[],
  max: number,
): T[] {
  const count = random.int(0, max);
  return [...new Set(Array.from({ length: count }, () => random.pick(values)))];
}

describe('GET /api/catalog against a brute-force filter', () => {
  it('agrees on 60 random filter, search, sort and page combinations', async () => {
    const random = createRandom(7);
    const items = store.items;
    for (let round = 0; round < 60; round += 1) {
      const someItem = random.pick(items);
      const query: CatalogCase = {
        search: random.chance(0.3)
          ? random.pick([
              someItem.model.split(' ')[0] ?? '',
              someItem.externalId,
              someItem.color ?? 'blue',
              `${someItem.brand.toLowerCase()} ${someItem.storage ?? ''}`,
              'no-such-thing',
            ])
          : '',
        categories: random.chance(0.3) ? sample(random, [1, 2, 3, 4], 2) : [],
        brands: random.chance(0.3) ? sample(random, ['Apple', 'Samsung', 'Google'], 2) : [],
        models: random.chance(0.2)
          ? sample(
              random,
              items.map((item) => item.model),
              3,
            )
          : [],
        grades: random.chance(0.5) ? sample<Grade>(random, ['A', 'B', 'C', 'N', 'R'], 3) : [],
        storage: random.chance(0.3)
          ? sample(random, ['64GB', '128GB', '256GB', '512GB', '1TB'], 2)
          : [],
        sort: {
          field: random.pick(['grade', 'price', 'stock', 'margin'] as const),
          direction: random.pick(['asc', 'desc'] as const),
        },
        page: random.int(1, 3),
      };
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      // Both array spellings Laravel reads: `x[]=a` and a repeated `x=a`.
      const key = (name: string) => (round % 2 === 0 ? `${name}[]` : name);
      for (const value of query.categories) params.append(key('categories'), String(value));
      for (const value of query.brands) params.append(key('brands'), value);
      for (const value of query.models) params.append(key('models'), value);
      for (const value of query.grades) params.append(key('grades'), value);
      for (const value of query.storage) params.append(key('storage'), value);
      params.set('sort', `${query.sort.field}:${query.sort.direction}`);
      params.set('page', String(query.page));
      const { status, body } = await client.get<{
        items: Array<{ id: number }>;
        items_count: number;
      }>(`/api/catalog?${params}`);
      expect(status, params.toString()).toBe(200);
      const expected = bruteForceCatalogPage(
        items,
        { ...query, categoryIds: query.categories },
        query.sort,
        query.page,
      );
      expect(body.items_count, params.toString()).toBe(expected.total);
      expect(
        body.items.map((item) => item.id),
        params.toString(),
      ).toEqual(expected.ids);
    }
  });

  it('pages cover every match exactly once', async () => {
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page <= 20; page += 1) {
      const { body } = await client.get<{ items: Array<{ id: number }>; items_count: number }>(
        `/api/catalog?grades[]=A&grades[]=B&sort=price:asc&page=${page}`,
      );
      total = body.items_count;
      if (body.items.length === 0) break;
      seen.push(...body.items.map((item) => item.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('sees a toggled item change without a restart (indexes follow store changes)', async () => {
    const target = store.items[3];
    if (!target) throw new Error('no item');
    const before = target.automaticPriceEnabled;
    const toggled = await client.request<{ automatic_price_enabled: boolean }>(
      'PUT',
      `/api/catalog/${target.id}/toggle-dynamic-price`,
    );
    expect(toggled.body.automatic_price_enabled).toBe(!before);
    await client.request('PUT', `/api/catalog/${target.id}/toggle-dynamic-price`);
  });
});

/**
 * Whether an item has market prices, counted the obvious way: a live offer of its product on a
 * side and in a country the store sells on.
 */
function marketPricesFromOffers(): HasMarketPrices {
  const extra = store.extra;
  const sides = [
    ...(extra?.resellEnabled ? extra.resellCountries : []).map(
      (country) => ['resell', country] as const,
    ),
    ...(extra?.buybackEnabled ? extra.buybackCountries : []).map(
      (country) => ['buyback', country] as const,
    ),
  ];
  return (item) =>
    sides.some(
      ([kind, country]) =>
        productOffers(upstream.services.db, item.productKey, country, kind).length > 0,
    );
}

interface WorkQueueCase {
  has_notifications?: '1' | '0' | 'true' | 'false';
  price_limit?: 'min' | 'max';
  dynamic_price?: 'on' | 'off';
  below_base_price?: '1' | '0';
}

describe('GET /api/catalog work-queue filters and counts', () => {
  it('agree with the brute-force filter and the detail answers on 40 random combinations', async () => {
    const hasMarketPrices = marketPricesFromOffers();
    const random = createRandom(31);
    for (let round = 0; round < 40; round += 1) {
      const wq: WorkQueueCase = {};
      if (random.chance(0.5)) wq.has_notifications = random.pick(['1', '0', 'true', 'false']);
      if (random.chance(0.5)) wq.price_limit = random.pick(['min', 'max']);
      if (random.chance(0.5)) wq.dynamic_price = random.pick(['on', 'off']);
      if (random.chance(0.5)) wq.below_base_price = random.pick(['1', '0']);
      const grades = random.chance(0.3) ? sample<Grade>(random, ['A', 'B', 'C', 'N', 'R'], 2) : [];
      const sort = {
        field: random.pick(['grade', 'price', 'stock', 'margin'] as const),
        direction: random.pick(['asc', 'desc'] as const),
      };
      const page = random.int(1, 2);
      const params = new URLSearchParams(wq as Record<string, string>);
      for (const grade of grades) params.append('grades[]', grade);
      params.set('sort', `${sort.field}:${sort.direction}`);
      params.set('page', String(page));
      const { status, body } = await client.get<{
        items: Array<{ id: number }>;
        items_count: number;
      }>(`/api/catalog?${params}`);
      expect(status, params.toString()).toBe(200);
      const flag = (value: string | undefined) =>
        value === undefined ? null : value === '1' || value === 'true';
      const expected = bruteForceCatalogPage(
        store.items,
        {
          search: '',
          categoryIds: [],
          brands: [],
          models: [],
          grades,
          storage: [],
          hasNotifications: flag(wq.has_notifications),
          priceLimit: wq.price_limit ?? null,
          dynamicPrice: wq.dynamic_price === undefined ? null : wq.dynamic_price === 'on',
          belowBasePrice: flag(wq.below_base_price),
        },
        sort,
        page,
        hasMarketPrices,
      );
      expect(body.items_count, params.toString()).toBe(expected.total);
      expect(
        body.items.map((item) => item.id),
        params.toString(),
      ).toEqual(expected.ids);
    }
  });

  it('answers stats.work_queue over the whole store, whatever the filters, each equal to its filter total', async () => {
    const hasMarketPrices = marketPricesFromOffers();
    const { body } = await client.get<{
      items_count: number;
      stats: { work_queue: Record<string, number>; below_base_price: number };
    }>('/api/catalog?grades[]=A&search=iphone&dynamic_price=off');
    const counts = body.stats.work_queue;
    expect(counts).toEqual(bruteForceWorkQueueCounts(store.items, hasMarketPrices));
    expect(counts.below_base_price).toBe(body.stats.below_base_price);
    for (const [name, query] of [
      ['at_min', 'price_limit=min'],
      ['at_max', 'price_limit=max'],
      ['with_notifications', 'has_notifications=1'],
      ['dynamic_off', 'dynamic_price=off'],
      ['below_base_price', 'below_base_price=1'],
    ] as const) {
      const filtered = await client.get<{ items_count: number }>(`/api/catalog?${query}`);
      expect(filtered.body.items_count, name).toBe(counts[name]);
      // The demo data has items of each kind but, at 700 items, none at its maximum price.
      if (name !== 'at_max') expect(counts[name], name).toBeGreaterThan(0);
    }
  });

  it('refuses bad work-queue values with 422 and a message per field', async () => {
    const { status, body } = await client.get<{
      message: string;
      errors: Record<string, string[]>;
    }>('/api/catalog?has_notifications=yes&price_limit=lowest&dynamic_price=1&below_base_price=2');
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      has_notifications: ['The has_notifications field must be true or false (1 or 0).'],
      price_limit: ['The selected price_limit is invalid: use min or max.'],
      dynamic_price: ['The selected dynamic_price is invalid: use on or off.'],
      below_base_price: ['The below_base_price field must be true or false (1 or 0).'],
    });
    expect(body.message).toBe(
      'The has_notifications field must be true or false (1 or 0). (and 3 more errors)',
    );
  });

  it('has market prices exactly where the detail answer says has_prices', async () => {
    const hasMarketPrices = marketPricesFromOffers();
    const random = createRandom(41);
    const sampled = Array.from({ length: 25 }, () => random.pick(store.items));
    const withoutPrices = store.items.find((item) => !hasMarketPrices(item));
    if (withoutPrices) sampled.push(withoutPrices);
    for (const item of sampled) {
      const { status, body } = await client.get<{ detail: { has_prices: boolean } }>(
        `/api/catalog/${item.id}`,
      );
      expect(status).toBe(200);
      expect(body.detail.has_prices, String(item.id)).toBe(hasMarketPrices(item));
    }
  });

  it('follows a toggle: the item joins the dynamic-off list and the count moves', async () => {
    const target = store.items.find((item) => item.automaticPriceEnabled);
    if (!target) throw new Error('no item with dynamic pricing on');
    const before = await client.get<{ stats: { work_queue: { dynamic_off: number } } }>(
      '/api/catalog',
    );
    await client.request('PUT', `/api/catalog/${target.id}/toggle-dynamic-price`);
    try {
      const after = await client.get<{
        items: Array<{ id: number }>;
        items_count: number;
        stats: { work_queue: { dynamic_off: number } };
      }>(`/api/catalog?dynamic_price=off&search=${encodeURIComponent(target.externalId)}`);
      expect(after.body.items.map((item) => item.id)).toContain(target.id);
      expect(after.body.stats.work_queue.dynamic_off).toBe(
        before.body.stats.work_queue.dynamic_off + 1,
      );
    } finally {
      await client.request('PUT', `/api/catalog/${target.id}/toggle-dynamic-price`);
    }
  });
});

describe('GET /api/prices/{id} and /api/competitors/{id} against brute force', () => {
  it('price rows: count and grade order for filters and both sort directions', async () => {
    const random = createRandom(11);
    const products = [...upstream.services.db.market.products.values()].filter(
      (product) => product.categoryId === 1,
    );
    const listed = products.filter((product) =>
      ['it', 'de', 'fr'].some(
        (country) =>
          productOffers(upstream.services.db, product.key, country as 'it', 'resell').length > 0,
      ),
    );
    for (let round = 0; round < 20; round += 1) {
      const grades = random.chance(0.5) ? sample(random, ['A', 'B', 'C', 'N', 'R'], 2) : [];
      const brands = random.chance(0.5) ? sample(random, ['Apple', 'Samsung', 'Google'], 1) : [];
      const search = random.chance(0.3)
        ? random.pick(['iphone 13', 'galaxy', '256gb', 'pixel 7'])
        : '';
      const direction = random.pick(['asc', 'desc'] as const);
      const params = new URLSearchParams({ sort: `grade:${direction}` });
      grades.forEach((grade) => params.append('grades[]', grade));
      brands.forEach((brand) => params.append('brands', brand));
      if (search) params.set('search', search);
      const terms = search.split(' ');
      const expected = listed.filter(
        (product) =>
          (grades.length === 0 || grades.includes(product.grade)) &&
          (brands.length === 0 || brands.includes(product.brand)) &&
          terms.every((term) =>
            `${product.name} ${product.storage ?? ''}`.toLowerCase().includes(term),
          ),
      );
      const { body } = await client.get<{
        items: Array<{ grade: string; name: string }>;
        items_count: number;
      }>(`/api/prices/1?${params}`);
      expect(body.items_count, params.toString()).toBe(expected.length);
      const ranks = body.items.map((item) => GRADE_RANK[item.grade] ?? 0);
      const sorted = [...ranks].sort((left, right) =>
        direction === 'desc' ? right - left : left - right,
      );
      expect(ranks).toEqual(sorted);
    }
  });

  it('competitor listings: count for filters', async () => {
    const db = upstream.services.db;
    const offers = [...db.market.offers.values()].filter(
      (offer) => offer.vendorId === 5 && offer.kind === 'resell',
    );
    for (const [query, predicate] of [
      ['grades[]=A', (grade: string) => grade === 'A'],
      ['grades=B&grades=C', (grade: string) => grade === 'B' || grade === 'C'],
      ['', () => true],
    ] as const) {
      const expected = offers.filter((offer) =>
        predicate(db.market.products.get(offer.productKey)?.grade ?? ''),
      );
      const { body } = await client.get<{ items_count: number }>(`/api/competitors/5?${query}`);
      expect(body.items_count, query).toBe(expected.length);
    }
  });
});
