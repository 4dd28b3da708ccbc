import { type CatalogPage, type CatalogRow, type ListPaging } from '@refurb/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { type RecordedRequest } from '../testing/fake-upstream.js';
import { answerWithStatus, scriptedStore } from '../upstream/testing/scripted-store.js';
import { mapCatalogPage } from './catalog/catalog-mapping.js';
import { createRequestLoaders, type StoreRoutes } from './request-loaders.js';

const logger = createLogger('silent');
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const profile = {
  id: 7,
  name: 'Seller',
  email: 's@example.com',
  language: 'en',
  categories: [],
  vendors: [],
  configuration: {},
  extra: null,
  strategies: [],
  buyback_strategies: [],
};

function catalogRows(count: number, first = 1): CatalogRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: first + index,
    external_id: null,
    ean: null,
    name: `Item ${first + index}`,
    storage: null,
    ram: null,
    grade: 'A',
    color: null,
    battery_type: null,
    price: 100,
    base_price: 120,
    currency_symbol: '€',
    stock: 1,
    margin_percentage: null,
    automatic_price_enabled: true,
  }));
}

/** A catalog answer of `items` with the given paging fields. */
function catalogPage(items: CatalogRow[], paging: ListPaging): CatalogPage {
  const stats = {
    total_items: 0,
    automatic_price_enabled: 0,
    below_base_price: 0,
    price_limit_reached: 0,
    out_of_stock: 0,
  };
  const filters = { categories: [], brands: [], models: [], grades: [], storage: [] };
  return { items, ...paging, stats, last_update: null, filters };
}

/** A signed-in operation's loaders against a scripted store. */
async function operation(answer: (request: RecordedRequest) => unknown, routes?: StoreRoutes) {
  const { fake, upstream, stop } = await scriptedStore(answer, logger, 'req-loaders');
  stops.push(stop);
  return { fake, upstream, loaders: createRequestLoaders(upstream, routes) };
}

/** A detail answer of GET /api/catalog/{id} for item `id`. */
function detailAnswer(id: number) {
  return {
    detail: {
      id,
      name: `Item ${id}`,
      url: null,
      grade: 'A',
      battery_type: null,
      details: {},
      currency_symbol: '€',
      price: 100,
      base_price: 120,
      has_prices: false,
      automatic_price_enabled: true,
      notifications: [],
    },
    prices: { suggested: null, market_price: null, min: 90 + id, max: 200 },
    price_info: { prices: [] },
    competitors: [],
    data: { resell: null, buyback: null },
    logs: [],
  };
}

function paths(requests: readonly RecordedRequest[]): string[] {
  return requests.map((request) => `${request.method} ${request.url}`);
}

describe('request loaders: the one dedupe layer of reads', () => {
  it('asks the store once for the same page in one operation, and again for another page', async () => {
    const { fake, loaders } = await operation(() =>
      catalogPage(catalogRows(2), { items_count: 2, page: 1 }),
    );
    await Promise.all([
      loaders.catalogPage.load({ page: 1, sort: 'grade:desc', grades: ['A'] }),
      loaders.catalogPage.load({ page: 1, sort: 'grade:desc', grades: ['A'] }),
    ]);
    await loaders.catalogPage.load({ page: 1, sort: 'grade:desc', grades: ['A'] });
    await loaders.catalogPage.load({ page: 2, sort: 'grade:desc', grades: ['A'] });
    expect(paths(fake.requests)).toEqual([
      'GET /api/catalog?page=1&sort=grade%3Adesc&grades%5B%5D=A',
      'GET /api/catalog?page=2&sort=grade%3Adesc&grades%5B%5D=A',
    ]);
  });

  it('reads afresh after a write of the operation', async () => {
    const { fake, upstream, loaders } = await operation(() => profile);
    await loaders.profile.load('me');
    await loaders.profile.load('me');
    await upstream.put('/api/strategies/1', { type: 'revendo' });
    await loaders.profile.load('me');
    expect(paths(fake.requests)).toEqual([
      'GET /api/user',
      'PUT /api/strategies/1',
      'GET /api/user',
    ]);
  });

  it('refuses an answer without the contract shape as UPSTREAM_UNAVAILABLE', async () => {
    const { loaders } = await operation((request) =>
      request.url.startsWith('/api/catalog') ? { data: [] } : 'not a profile',
    );
    const refused = async (load: Promise<unknown>) => load.then(() => null, errorCodeOf);
    expect(await refused(loaders.catalogPage.load({ page: 1 }))).toBe('UPSTREAM_UNAVAILABLE');
    expect(await refused(loaders.profile.load('me'))).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe("a list page's size is the store's per_page", () => {
  it('sees the last 5 items of a store that pages 10 at a time', () => {
    const page2 = catalogPage(catalogRows(10, 11), { items_count: 25, page: 2, per_page: 10 });
    expect(mapCatalogPage(page2, 2).hasMore).toBe(true);
    const page3 = catalogPage(catalogRows(5, 21), { items_count: 25, page: 3, per_page: 10 });
    expect(mapCatalogPage(page3, 3).hasMore).toBe(false);
  });

  it('takes the documented 50 when the store leaves per_page out', () => {
    const page1 = catalogPage(catalogRows(50), { items_count: 60, page: 1 });
    expect(mapCatalogPage(page1, 1).hasMore).toBe(true);
    const page2 = catalogPage(catalogRows(10, 51), { items_count: 60, page: 2 });
    expect(mapCatalogPage(page2, 2).hasMore).toBe(false);
  });
});

describe("a page's item details", () => {
  /** A store with the batch read; `detailsStatus` answers it instead when given (an older store). */
  function store(detailsStatus?: number) {
    return (request: RecordedRequest) => {
      const url = new URL(request.url, 'http://store.test');
      if (url.pathname === '/api/catalog/details') {
        if (detailsStatus !== undefined) return answerWithStatus(detailsStatus, { message: 'no' });
        const ids = url.searchParams.getAll('ids[]').map(Number);
        return { items: ids.filter((id) => id !== 404).map(detailAnswer) };
      }
      const id = Number(/^\/api\/catalog\/(\d+)$/.exec(url.pathname)?.[1]);
      return id === 404 ? answerWithStatus(404, { message: 'Not found' }) : detailAnswer(id);
    };
  }

  const loadAll = (loaders: ReturnType<typeof createRequestLoaders>, ids: string[]) =>
    Promise.all(
      ids.map((id) =>
        loaders.catalogDetail.load(id).then((detail) => detail.prices?.min, errorCodeOf),
      ),
    );

  it('are one batch read when asked together; an id it leaves out is NOT_FOUND alone', async () => {
    const { fake, loaders } = await operation(store());
    expect(await loadAll(loaders, ['1', '2', '404', '3'])).toEqual([91, 92, 'NOT_FOUND', 93]);
    expect(paths(fake.requests)).toEqual([
      'GET /api/catalog/details?ids%5B%5D=1&ids%5B%5D=2&ids%5B%5D=404&ids%5B%5D=3',
    ]);
  });

  it('are one call of the item route for a single item', async () => {
    const { fake, loaders } = await operation(store());
    expect(await loadAll(loaders, ['5'])).toEqual([95]);
    expect(paths(fake.requests)).toEqual(['GET /api/catalog/5']);
  });

  it.each([404, 405])(
    'are read one by one from a store answering %i to the batch read, which is remembered',
    async (status) => {
      const missing: string[] = [];
      const routes: StoreRoutes = {
        lacksRoute: (route) => missing.includes(route),
        routeMissing: (route) => void missing.push(route),
      };
      const first = await operation(store(status), routes);
      expect(await loadAll(first.loaders, ['1', '404'])).toEqual([91, 'NOT_FOUND']);
      expect(paths(first.fake.requests)).toEqual([
        'GET /api/catalog/details?ids%5B%5D=1&ids%5B%5D=404',
        'GET /api/catalog/1',
        'GET /api/catalog/404',
      ]);
      const second = await operation(store(status), routes);
      expect(await loadAll(second.loaders, ['2', '3'])).toEqual([92, 93]);
      expect(paths(second.fake.requests)).toEqual(['GET /api/catalog/2', 'GET /api/catalog/3']);
    },
  );

  it('fail together, without per-item calls, when the store fails the batch read', async () => {
    const { fake, loaders } = await operation(store(500));
    expect(await loadAll(loaders, ['1', '2'])).toEqual([
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
    expect(fake.requests.every((request) => request.url.startsWith('/api/catalog/details'))).toBe(
      true,
    );
  });
});
