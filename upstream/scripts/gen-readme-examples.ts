// Fills the example answers in upstream/README.md from a running upstream: every block between
// `<!-- example:NAME -->` and `<!-- /example:NAME -->` is replaced by what the server answered.
// Usage: npm run readme:examples -w upstream   (long arrays are shortened to their first entries)
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../src/config';
import { runUpstream } from '../src/server';
import { UpstreamSession, type UpstreamResponse } from '../src/testing/upstream-session';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const ARRAY_ENTRIES = 2;

/** Arrays shown whole: a decision's steps and countries only make sense complete. */
const WHOLE_ARRAYS = new Set(['steps', 'countries']);

function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, ARRAY_ENTRIES).map(shorten);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        WHOLE_ARRAYS.has(key) && Array.isArray(entry) ? entry.map(shorten) : shorten(entry),
      ]),
    );
  return value;
}

function block(request: string, response: UpstreamResponse, extraHeaders: string[] = []): string {
  const lines = [`${request}`, '', `HTTP ${response.status}`];
  for (const name of extraHeaders) {
    const values =
      name === 'set-cookie' ? response.headers.getSetCookie() : [response.headers.get(name)];
    for (const value of values)
      if (value) lines.push(`${name}: ${value.replace(/=[A-Za-z0-9_%-]{20,}/, '=…')}`);
  }
  if (typeof response.body === 'string') {
    if (response.body !== '') lines.push('', response.body.split('\r\n').slice(0, 3).join('\n'));
  } else {
    lines.push('', JSON.stringify(shorten(response.body), null, 2));
  }
  return ['```http', ...lines, '```'].join('\n');
}

const upstream = await runUpstream({
  ...DEFAULT_CONFIG,
  port: 0,
  items: 2000,
  devRoutes: true,
  repriceIntervalMs: 0,
  logLevel: 'silent',
});
const examples = new Map<string, string>();
const events: Array<{ event: string; data: unknown }> = [];
const publish = upstream.services.publish;
upstream.services.publish = (channel, event, data) => {
  events.push({ event, data });
  publish(channel, event, data);
};
async function eventPayload(name: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const found = events.find((entry) => entry.event === name);
    if (found) return ['```json', JSON.stringify(shorten(found.data), null, 2), '```'].join('\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${name}`);
}

try {
  const demo = new UpstreamSession(upstream.url);
  examples.set(
    'csrf-cookie',
    block('GET /sanctum/csrf-cookie', await demo.get('/sanctum/csrf-cookie'), ['set-cookie']),
  );
  examples.set(
    'login-419',
    block(
      'POST /login  (no X-XSRF-TOKEN)',
      await demo.request('POST', '/login', {
        json: { email: 'demo@example.com', password: 'demo1234' },
        xsrf: false,
      }),
    ),
  );
  examples.set(
    'login-422',
    block(
      'POST /login  {"email":"demo@example.com","password":"wrong"}',
      await demo.request('POST', '/login', {
        json: { email: 'demo@example.com', password: 'wrong' },
      }),
    ),
  );
  examples.set(
    'login-two-factor',
    block(
      'POST /login  {"email":"twofactor@example.com","password":"demo1234"}',
      await demo.request('POST', '/login', {
        json: { email: 'twofactor@example.com', password: 'demo1234' },
      }),
    ),
  );
  examples.set(
    'login',
    block(
      'POST /login  {"email":"demo@example.com","password":"demo1234"}',
      await demo.request('POST', '/login', {
        json: { email: 'demo@example.com', password: 'demo1234' },
      }),
      ['set-cookie'],
    ),
  );
  examples.set(
    'unauthenticated',
    block(
      'GET /api/user  (no Origin/Referer of a stateful domain)',
      await new UpstreamSession(upstream.url, null).get('/api/user'),
    ),
  );
  examples.set('user', block('GET /api/user', await demo.get('/api/user')));
  examples.set(
    'notifications',
    block('GET /api/user/notifications', await demo.get('/api/user/notifications')),
  );
  const catalog = await demo.get<{
    items: Array<{ id: number; price: number; base_price: number }>;
  }>('/api/catalog?grades[]=A&sort=price:asc&search=iphone');
  examples.set(
    'catalog',
    block('GET /api/catalog?grades[]=A&sort=price:asc&search=iphone', catalog),
  );
  examples.set(
    'catalog-422',
    block(
      'GET /api/catalog?grades[]=Z&sort=name:asc',
      await demo.get('/api/catalog?grades[]=Z&sort=name:asc'),
    ),
  );
  const itemId = catalog.body.items[0]?.id ?? 1;
  examples.set(
    'catalog-detail',
    block(`GET /api/catalog/${itemId}`, await demo.get(`/api/catalog/${itemId}`)),
  );
  examples.set(
    'catalog-404',
    block('GET /api/catalog/99999999', await demo.get('/api/catalog/99999999')),
  );
  examples.set(
    'buybox',
    block(`GET /api/catalog/${itemId}/buybox`, await demo.get(`/api/catalog/${itemId}/buybox`)),
  );
  examples.set(
    'prices',
    block(
      'GET /api/prices/1?grades[]=A&brands[]=Apple',
      await demo.get('/api/prices/1?grades[]=A&brands[]=Apple'),
    ),
  );
  const logs = await demo.get<{ items: Array<{ batch: number; success: number }> }>('/api/logs');
  examples.set('logs', block('GET /api/logs', logs));
  const updated = logs.body.items.find((batch) => batch.success > 0) ?? logs.body.items[0];
  const detailPath = `/api/logs/${updated?.batch}?status=success`;
  const detail = await demo.get<{ logs: Array<{ catalog_item_id: number }> }>(detailPath);
  examples.set('log-detail', block(`GET ${detailPath}`, detail));
  const skippedPath = `/api/logs/${updated?.batch}?status=skipped&search=iphone`;
  examples.set(
    'log-detail-it',
    block(
      `GET ${skippedPath}  (Accept-Language: it-IT)`,
      await demo.request('GET', skippedPath, { headers: { 'Accept-Language': 'it-IT' } }),
    ),
  );
  const decidedId = detail.body.logs[0]?.catalog_item_id ?? itemId;
  const decided = await demo.get<Record<string, unknown>>(`/api/catalog/${decidedId}`);
  examples.set(
    'catalog-decision',
    block(`GET /api/catalog/${decidedId}  (its prices and last_decision)`, {
      ...decided,
      body: { prices: decided.body.prices, last_decision: decided.body.last_decision },
    }),
  );
  const competitors = await demo.get<{ items: Array<{ id: number }> }>(
    '/api/competitors/5?grades[]=A',
  );
  examples.set('competitors', block('GET /api/competitors/5?grades[]=A', competitors));
  examples.set(
    'competitor-item',
    block(
      `GET /api/competitors/5/items/${competitors.body.items[0]?.id}`,
      await demo.get(`/api/competitors/5/items/${competitors.body.items[0]?.id}`),
    ),
  );
  examples.set(
    'toggle',
    block(
      `PUT /api/catalog/${itemId}/toggle-dynamic-price`,
      await demo.request('PUT', `/api/catalog/${itemId}/toggle-dynamic-price`),
    ),
  );
  await demo.request('PUT', `/api/catalog/${itemId}/toggle-dynamic-price`);
  examples.set(
    'sync',
    block(
      `PATCH /api/catalog/${itemId}/sync-base-price`,
      await demo.request('PATCH', `/api/catalog/${itemId}/sync-base-price`),
    ),
  );
  const variation = {
    type: 'variation',
    values: {
      min_price_percentage: -10,
      max_price_percentage: 10,
      rounding_type: 'nine',
      rounding_value: 9,
    },
  };
  examples.set(
    'strategy',
    block(
      `PUT /api/strategies/1  ${JSON.stringify(variation)}`,
      await demo.request('PUT', '/api/strategies/1', { json: variation }),
    ),
  );
  const badVariation = {
    type: 'variation',
    values: { min_price_percentage: 20, max_price_percentage: 10, rounding_type: 'fixed' },
  };
  examples.set(
    'strategy-422',
    block(
      `PUT /api/strategies/1  ${JSON.stringify(badVariation)}`,
      await demo.request('PUT', '/api/strategies/1', { json: badVariation }),
    ),
  );
  const buyback = { price_positioning: -10, rounding_type: 'nine', rounding_value: 9 };
  examples.set(
    'buyback-strategy',
    block(
      `PUT /api/buyback-strategies/1  ${JSON.stringify(buyback)}`,
      await demo.request('PUT', '/api/buyback-strategies/1', { json: buyback }),
    ),
  );
  examples.set(
    'broadcasting-auth',
    block(
      'POST /broadcasting/auth  socket_id=1234.5678&channel_name=private-user.1.notifications',
      await demo.request('POST', '/broadcasting/auth', {
        json: { socket_id: '1234.5678', channel_name: 'private-user.1.notifications' },
      }),
    ),
  );
  examples.set(
    'broadcasting-403',
    block(
      'POST /broadcasting/auth  socket_id=1234.5678&channel_name=private-user.2.notifications',
      await demo.request('POST', '/broadcasting/auth', {
        json: { socket_id: '1234.5678', channel_name: 'private-user.2.notifications' },
      }),
    ),
  );
  examples.set(
    'export',
    block(
      'POST /api/prices/1/export  {"grades":["A"],"brands":["Apple"],"models":[],"search":""}',
      await demo.request('POST', '/api/prices/1/export', {
        json: { grades: ['A'], brands: ['Apple'], models: [], search: '' },
      }),
    ),
  );
  const exportEvent = await eventPayload('prices-export-completed');
  examples.set('export-event', exportEvent);
  const filename = (
    events.find((entry) => entry.event === 'prices-export-completed')?.data as { filename: string }
  ).filename;
  examples.set(
    'download',
    block(`GET /api/download/${filename}`, await demo.get(`/api/download/${filename}`), [
      'content-type',
      'content-disposition',
    ]),
  );
  examples.set(
    'catalog-export',
    block('GET /api/catalog/export', await demo.get('/api/catalog/export'), [
      'content-type',
      'content-disposition',
    ]),
  );
  const form = new FormData();
  form.append(
    'catalog',
    new Blob([
      'external_id;name;price;grade;category\nDRS-000001;Google Pixel 7 (renamed);;;\nNEW-1;Apple iPhone 13;499;A;smartphone\nBAD-1;Broken row;abc;A;smartphone\n',
    ]),
    'feed.csv',
  );
  examples.set(
    'upload',
    block(
      'POST /api/catalog/upload  (multipart, field catalog = feed.csv)',
      await demo.request('POST', '/api/catalog/upload', { body: form }),
    ),
  );
  examples.set('upload-event', await eventPayload('catalog-upload-completed'));
  const reprice = await fetch(`${upstream.url}/dev/reprice`, { method: 'POST' });
  examples.set(
    'dev-reprice',
    block('POST /dev/reprice', {
      status: reprice.status,
      headers: reprice.headers,
      body: await reprice.json(),
    }),
  );
} finally {
  await upstream.stop();
}

let readme = await readFile(README, 'utf8');
for (const [name, content] of examples) {
  const pattern = new RegExp(`(<!-- example:${name} -->)[\\s\\S]*?(<!-- /example:${name} -->)`);
  if (!pattern.test(readme)) throw new Error(`README has no example block "${name}"`);
  readme = readme.replace(
    pattern,
    (_match, open: string, close: string) => `${open}\n${content}\n${close}`,
  );
}
await writeFile(README, readme);
process.stdout.write(`README examples updated: ${examples.size}\n`);
