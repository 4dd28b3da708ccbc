// Filters, search, sort and paging of the list calls against a brute-force computation on the
// same generated data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { productOffers } from '../data/marketStats';
import { createRandom } from '../data/prng';
import { GRADE_RANK } from '../data/reference';
import type { Grade, StoreRecord } from '../data/types';
import { runUpstream, type RunningUpstream } from '../server';
import { bruteForceCatalogPage } from '../testing/catalogOracle';
import { UpstreamSession } from '../testing/upstreamSession';

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
