import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { buildApp } from '../../server.js';
import { json, startFakeUpstream, type RecordedRequest } from '../../testing/fake-upstream.js';
import { TestBrowser } from '../../testing/test-bff.js';

// What the reference upstream cannot show: a filter matching more than a bulk action takes, and
// an upstream whose list answer has no work-queue counts.

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const profile = {
  id: 9,
  name: 'Bulk Tester',
  email: 'someone@example.com',
  language: 'en',
  categories: [{ id: 1, name: 'Smartphone', slug: 'smartphone' }],
  vendors: [],
  configuration: { store_name: 'Big Store', show_catalog: 1, store_slug: 'big-store' },
  extra: null,
  strategies: [],
  buyback_strategies: [],
};

function listAnswer(total: number, withCounts: boolean) {
  return {
    items: Array.from({ length: 50 }, (_, index) => ({
      id: index + 1,
      name: `Phone ${index + 1}`,
      grade: 'A',
      price: 100,
      base_price: 120,
      currency_symbol: '€',
      stock: 1,
      automatic_price_enabled: true,
      notifications_count: 0,
    })),
    items_count: total,
    page: 1,
    stats: {
      total_items: total,
      automatic_price_enabled: total,
      below_base_price: total,
      price_limit_reached: 5,
      out_of_stock: 0,
      ...(withCounts && {
        work_queue: {
          at_min: 3,
          at_max: 2,
          with_notifications: 5,
          dynamic_off: 0,
          below_base_price: total,
        },
      }),
    },
    last_update: null,
    filters: { categories: [], brands: [], models: [], grades: [], storage: [] },
  };
}

async function start(total: number, withCounts = true) {
  const fake = await startFakeUpstream((request: RecordedRequest, response) => {
    if (request.url === '/sanctum/csrf-cookie') {
      response.writeHead(204, {
        'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/; HttpOnly'],
      });
      response.end();
    } else if (request.url === '/login') {
      json(response, 200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/; HttpOnly' });
    } else if (request.url === '/api/user') {
      json(response, 200, profile);
    } else if (request.url.startsWith('/api/catalog?')) {
      json(response, 200, listAnswer(total, withCounts));
    } else {
      json(response, 500, { message: 'Server Error' });
    }
  });
  const app = buildApp(loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: fake.url }), {
    logger: createLogger('silent'),
  });
  const { url } = await app.start(0);
  stops.push(() => app.stop(), fake.stop);
  const browser = new TestBrowser(url);
  const login = await browser.login('someone@example.com', 'x');
  expect(login.errors, JSON.stringify(login.errors)).toBeUndefined();
  return { fake, browser };
}

describe('bulk action limits', () => {
  it('refuses a filter matching more than 5,000 items before writing anything', async () => {
    const { fake, browser } = await start(6200);
    const answer = await browser.gql(
      'mutation { bulkSetDynamicPricing(target: { filter: { belowBasePrice: true } }, enabled: false) { total } }',
    );
    expect(answer.errors?.[0]).toMatchObject({
      message:
        'This selection has 6,200 items; a bulk action takes at most 5,000. Narrow the filter and try again.',
      extensions: { code: 'BAD_USER_INPUT', matchingItems: 6200, maxItems: 5000 },
    });
    const apiCalls = fake.requests.filter((request) => request.url.startsWith('/api/catalog'));
    expect(apiCalls.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/catalog?page=1&sort=grade%3Adesc&below_base_price=1',
    ]);
  });

  it('refuses more than 5,000 ids, and the id list query refuses such a filter too', async () => {
    const { browser } = await start(6200);
    const ids = Array.from({ length: 5001 }, (_, index) => String(index + 1));
    const tooMany = await browser.gql(
      'mutation ($ids: [ID!]) { bulkSyncBasePrice(target: { itemIds: $ids }) { total } }',
      { ids },
    );
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      matchingItems: 5001,
    });
    const idList = await browser.gql('{ catalogItemIds(filter: {}) { totalCount } }');
    expect(idList.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers workQueue null when the upstream sends no counts, and the counts when it does', async () => {
    const withoutCounts = await start(10, false);
    const none = await withoutCounts.browser.gql(
      '{ catalog { totalCount workQueue { atMinimum } } }',
    );
    expect(none.data).toEqual({ catalog: { totalCount: 10, workQueue: null } });
    const withCounts = await start(10);
    const counts = await withCounts.browser.gql(
      '{ catalog { workQueue { atMinimum atMaximum withNotifications dynamicPricingOff belowBasePrice } } }',
    );
    expect(counts.data).toEqual({
      catalog: {
        workQueue: {
          atMinimum: 3,
          atMaximum: 2,
          withNotifications: 5,
          dynamicPricingOff: 0,
          belowBasePrice: 10,
        },
      },
    });
  });
});
