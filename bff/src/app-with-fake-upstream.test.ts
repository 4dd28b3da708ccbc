import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { buildApp } from './server.js';
import { json, startFakeUpstream } from './testing/fake-upstream.js';
import { TestBrowser } from './testing/test-bff.js';

// Failures and settings the reference upstream does not show: a failing notifications call,
// store-specific strategy notes, an upstream that is down.
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const profile = {
  id: 5,
  name: 'Mario Rossi',
  email: 'mario@example.com',
  language: 'it_IT',
  categories: [{ id: 1, name: 'Smartphone', slug: 'smartphone' }],
  vendors: [{ id: 3, name: 'Marketplace', country: 'it', category: 1 }],
  configuration: {
    store_name: null,
    show_catalog: 1,
    store_slug: 'slug-a',
    repricing_mode: 'dry_run',
    repricing_enabled: true,
  },
  extra: null,
  strategies: [],
  buyback_strategies: [],
};

async function start(handler: Parameters<typeof startFakeUpstream>[0]) {
  const fake = await startFakeUpstream((request, response) => {
    if (request.url === '/sanctum/csrf-cookie') {
      response.writeHead(204, {
        'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/; HttpOnly'],
      });
      response.end();
    } else if (request.url === '/login') {
      json(response, 200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/; HttpOnly' });
    } else {
      handler(request, response);
    }
  });
  const app = buildApp(
    loadConfig({
      NODE_ENV: 'test',
      UPSTREAM_URL: fake.url,
      STRATEGY_NOTES: 'slug-a:buybox-tenth,slug-b:buybox-tiers',
      SUPPORT_EMAIL: 'help@store.example',
    }),
    { logger: createLogger('silent') },
  );
  const { url, embeddedUpstream } = await app.start(0);
  expect(embeddedUpstream).toBe(false);
  stops.push(() => app.stop(), fake.stop);
  return { fake, browser: new TestBrowser(url) };
}

describe('the BFF against a scripted upstream', () => {
  it("shows 0 notifications when that call fails, and the store's strategy notes", async () => {
    const { browser, fake } = await start((request, response) =>
      request.url === '/api/user' ? json(response, 200, profile) : json(response, 500, {}),
    );
    expect((await browser.login('mario@example.com', 'x')).errors).toBeUndefined();
    const answer = await browser.gql(
      '{ me { displayName locale notificationCount supportEmail strategyNotes vendors { category { slug } } access { multiCountry dryRun catalog } } }',
    );
    expect(answer.data).toEqual({
      me: {
        displayName: 'Mario Rossi',
        locale: 'it-IT',
        notificationCount: 0,
        supportEmail: 'help@store.example',
        strategyNotes: ['buybox-tenth'],
        vendors: [{ category: { slug: 'smartphone' } }],
        access: { multiCountry: true, dryRun: true, catalog: true },
      },
    });
    const login = fake.requests.find((request) => request.url === '/login');
    expect(login?.headers['x-xsrf-token']).toBe('t1');
    expect(login?.headers.cookie).toBe('XSRF-TOKEN=t1; session=s1');
    // The session rotated at login; later calls carry the new one.
    expect(fake.requests.at(-1)?.headers.cookie).toBe('XSRF-TOKEN=t1; session=s2');
  });

  it('accepts a bare notifications array', async () => {
    const { browser } = await start((request, response) =>
      request.url === '/api/user'
        ? json(response, 200, profile)
        : json(
            response,
            200,
            [3, 2, 1].map((id) => ({
              id,
              type: 'prices_export_completed',
              message: 'Your prices export is ready.',
              catalog_item_id: null,
              data: { filename: `prices-${id}.csv` },
              created_at: '2026-11-27T10:00:00Z',
            })),
          ),
    );
    await browser.login('mario@example.com', 'x');
    expect((await browser.gql('{ me { notificationCount } }')).data).toEqual({
      me: { notificationCount: 3 },
    });
  });

  it('reports an upstream outage as UPSTREAM_UNAVAILABLE and not ready', async () => {
    const { browser } = await start((request, response) =>
      request.url === '/api/user' ? json(response, 200, profile) : json(response, 503, {}),
    );
    await browser.login('mario@example.com', 'x');
    const answer = await browser.gql('{ logBatches { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(answer.errors?.[0]?.message).not.toMatch(/503/);
  });
});

describe('the embedded default', () => {
  it('starts the reference upstream when UPSTREAM_URL is unset', async () => {
    const app = buildApp(loadConfig({ NODE_ENV: 'test' }), { logger: createLogger('silent') });
    stops.push(() => app.stop());
    const started = await app.start(0);
    expect(started.embeddedUpstream).toBe(true);
    expect(started.upstreamUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const ready = await fetch(`${started.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});
