import { type CatalogPage, type CatalogRow, type ListPaging } from '@refurb/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { type RecordedRequest } from '../testing/fake-upstream.js';
import { scriptedStore } from '../upstream/testing/scripted-store.js';
import { mapCatalogPage } from './catalog/catalog-mapping.js';
import { createRequestLoaders } from './request-loaders.js';

const logger = createLogger('silent');
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const profile = { id: 7, name: 'Seller', email: 's@example.com', language: 'en' };

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
async function operation(answer: (request: RecordedRequest) => unknown) {
  const { fake, upstream, stop } = await scriptedStore(answer, logger, 'req-loaders');
  stops.push(stop);
  return { fake, upstream, loaders: createRequestLoaders(upstream) };
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
