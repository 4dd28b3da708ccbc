// Fills the example answers in upstream/api-examples.md from a running upstream: every block
// between `<!-- example:NAME -->` and `<!-- /example:NAME -->` is replaced by what the server
// answered.
// Usage: npm run readme:examples -w upstream   (long arrays are shortened to their first entries)
// The requests run in README order: later ones see what earlier writes changed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../src/config';
import { runUpstream } from '../src/server';
import { UpstreamSession, type UpstreamResponse } from '../src/testing/upstream-session';

const README = fileURLToPath(new URL('../api-examples.md', import.meta.url));
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

/** The example blocks by name, each a request of one session and its answer. */
class Examples {
  readonly blocks = new Map<string, string>();

  constructor(readonly session: UpstreamSession) {}

  add<T>(name: string, request: string, response: UpstreamResponse<T>, headers?: string[]) {
    this.blocks.set(name, block(request, response, headers));
    return response;
  }

  /** `GET path`, shown with the answer's `headers`. */
  async get<T = unknown>(name: string, path: string, headers?: string[]) {
    return this.add(name, `GET ${path}`, await this.session.get<T>(path), headers);
  }

  /** A write, shown as `METHOD path  {json}`. */
  async send(name: string, method: string, path: string, json?: unknown, headers?: string[]) {
    const request =
      json === undefined ? `${method} ${path}` : `${method} ${path}  ${JSON.stringify(json)}`;
    const options = json === undefined ? {} : { json };
    return this.add(name, request, await this.session.request(method, path, options), headers);
  }
}

async function signInExamples(examples: Examples, baseUrl: string): Promise<void> {
  const demo = examples.session;
  await examples.get('csrf-cookie', '/sanctum/csrf-cookie', ['set-cookie']);
  const demoLogin = { email: 'demo@example.com', password: 'demo1234' };
  const noToken = await demo.request('POST', '/login', { json: demoLogin, xsrf: false });
  examples.add('login-419', 'POST /login  (no X-XSRF-TOKEN)', noToken);
  await examples.send('login-422', 'POST', '/login', { ...demoLogin, password: 'wrong' });
  const twoFactor = { email: 'twofactor@example.com', password: 'demo1234' };
  await examples.send('login-two-factor', 'POST', '/login', twoFactor);
  await examples.send('login', 'POST', '/login', demoLogin, ['set-cookie']);
  examples.add(
    'unauthenticated',
    'GET /api/user  (no Origin/Referer of a stateful domain)',
    await new UpstreamSession(baseUrl, null).get('/api/user'),
  );
  await examples.get('user', '/api/user');
  await examples.get('notifications', '/api/user/notifications');
}

/** The catalog, prices, logs and competitors examples; answers the item the writes change. */
async function readExamples(examples: Examples): Promise<number> {
  const catalogPath = '/api/catalog?grades[]=A&sort=price:asc&search=iphone';
  const catalog = await examples.get<{ items: Array<{ id: number }> }>('catalog', catalogPath);
  await examples.get('catalog-422', '/api/catalog?grades[]=Z&sort=name:asc');
  const itemId = catalog.body.items[0]?.id ?? 1;
  await examples.get('catalog-detail', `/api/catalog/${itemId}`);
  await examples.get('catalog-404', '/api/catalog/99999999');
  await examples.get('buybox', `/api/catalog/${itemId}/buybox`);
  await examples.get('prices', '/api/prices/1?grades[]=A&brands[]=Apple');
  await logExamples(examples, itemId);
  const competitors = await examples.get<{ items: Array<{ id: number }> }>(
    'competitors',
    '/api/competitors/5?grades[]=A',
  );
  await examples.get(
    'competitor-item',
    `/api/competitors/5/items/${competitors.body.items[0]?.id}`,
  );
  return itemId;
}

async function logExamples(examples: Examples, itemId: number): Promise<void> {
  const demo = examples.session;
  type Batches = { items: Array<{ batch: number; success: number }> };
  const logs = await examples.get<Batches>('logs', '/api/logs');
  const updated = logs.body.items.find((batch) => batch.success > 0) ?? logs.body.items[0];
  const detailPath = `/api/logs/${updated?.batch}?status=success`;
  type Entries = { logs: Array<{ catalog_item_id: number }> };
  const detail = await examples.get<Entries>('log-detail', detailPath);
  const skippedPath = `/api/logs/${updated?.batch}?status=skipped&search=iphone`;
  examples.add(
    'log-detail-it',
    `GET ${skippedPath}  (Accept-Language: it-IT)`,
    await demo.request('GET', skippedPath, { headers: { 'Accept-Language': 'it-IT' } }),
  );
  const decidedId = detail.body.logs[0]?.catalog_item_id ?? itemId;
  const decided = await demo.get<Record<string, unknown>>(`/api/catalog/${decidedId}`);
  examples.add(
    'catalog-decision',
    `GET /api/catalog/${decidedId}  (its prices and last_decision)`,
    {
      ...decided,
      body: { prices: decided.body.prices, last_decision: decided.body.last_decision },
    },
  );
}

async function writeExamples(examples: Examples, itemId: number): Promise<void> {
  const toggle = `/api/catalog/${itemId}/toggle-dynamic-price`;
  await examples.send('toggle', 'PUT', toggle);
  await examples.session.request('PUT', toggle);
  await examples.send('sync', 'PATCH', `/api/catalog/${itemId}/sync-base-price`);
  const variation = {
    type: 'variation',
    values: {
      min_price_percentage: -10,
      max_price_percentage: 10,
      rounding_type: 'nine',
      rounding_value: 9,
    },
  };
  await examples.send('strategy', 'PUT', '/api/strategies/1', variation);
  const badVariation = {
    type: 'variation',
    values: { min_price_percentage: 20, max_price_percentage: 10, rounding_type: 'fixed' },
  };
  await examples.send('strategy-422', 'PUT', '/api/strategies/1', badVariation);
  const buyback = { price_positioning: -10, rounding_type: 'nine', rounding_value: 9 };
  await examples.send('buyback-strategy', 'PUT', '/api/buyback-strategies/1', buyback);
  for (const [name, user] of [
    ['broadcasting-auth', 1],
    ['broadcasting-403', 2],
  ] as const) {
    const json = { socket_id: '1234.5678', channel_name: `private-user.${user}.notifications` };
    examples.add(
      name,
      `POST /broadcasting/auth  socket_id=${json.socket_id}&channel_name=${json.channel_name}`,
      await examples.session.request('POST', '/broadcasting/auth', { json }),
    );
  }
}

/** Waits for the upstream to publish `name`; answers its payload as a JSON block. */
type EventLog = Array<{ event: string; data: unknown }>;
async function eventPayload(events: EventLog, name: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const found = events.find((entry) => entry.event === name);
    if (found) return ['```json', JSON.stringify(shorten(found.data), null, 2), '```'].join('\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${name}`);
}

async function fileExamples(examples: Examples, events: EventLog): Promise<void> {
  const fileHeaders = ['content-type', 'content-disposition'];
  const filter = { grades: ['A'], brands: ['Apple'], models: [], search: '' };
  await examples.send('export', 'POST', '/api/prices/1/export', filter);
  examples.blocks.set('export-event', await eventPayload(events, 'prices-export-completed'));
  const exported = events.find((entry) => entry.event === 'prices-export-completed');
  const { filename } = exported?.data as { filename: string };
  await examples.get('download', `/api/download/${filename}`, fileHeaders);
  await examples.get('catalog-export', '/api/catalog/export', fileHeaders);
  const form = new FormData();
  form.append(
    'catalog',
    new Blob([
      'external_id;name;price;grade;category\nDRS-000001;Google Pixel 7 (renamed);;;\nNEW-1;Apple iPhone 13;499;A;smartphone\nBAD-1;Broken row;abc;A;smartphone\n',
    ]),
    'feed.csv',
  );
  examples.add(
    'upload',
    'POST /api/catalog/upload  (multipart, field catalog = feed.csv)',
    await examples.session.request('POST', '/api/catalog/upload', { body: form }),
  );
  examples.blocks.set('upload-event', await eventPayload(events, 'catalog-upload-completed'));
}

const upstream = await runUpstream({
  ...DEFAULT_CONFIG,
  port: 0,
  items: 2000,
  devRoutes: true,
  repriceIntervalMs: 0,
  logLevel: 'silent',
});
const examples = new Examples(new UpstreamSession(upstream.url));
const events: EventLog = [];
const publish = upstream.services.publish;
upstream.services.publish = (channel, event, data) => {
  events.push({ event, data });
  publish(channel, event, data);
};

try {
  await signInExamples(examples, upstream.url);
  const itemId = await readExamples(examples);
  await writeExamples(examples, itemId);
  await fileExamples(examples, events);
  const reprice = await fetch(`${upstream.url}/dev/reprice`, { method: 'POST' });
  const body: unknown = await reprice.json();
  examples.add('dev-reprice', 'POST /dev/reprice', {
    status: reprice.status,
    headers: reprice.headers,
    body,
  });
} finally {
  await upstream.stop();
}

let readme = await readFile(README, 'utf8');
for (const [name, content] of examples.blocks) {
  const pattern = new RegExp(`(<!-- example:${name} -->)[\\s\\S]*?(<!-- /example:${name} -->)`);
  if (!pattern.test(readme)) throw new Error(`README has no example block "${name}"`);
  readme = readme.replace(
    pattern,
    (_match, open: string, close: string) => `${open}\n${content}\n${close}`,
  );
}
await writeFile(README, readme);
process.stdout.write(`README examples updated: ${examples.blocks.size}\n`);
