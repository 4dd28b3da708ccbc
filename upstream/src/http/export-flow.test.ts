// Export → event on the private channel (real pusher-js client, authorised through
// /broadcasting/auth) → download by the owner only.
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let italian: UpstreamSession;
let pusher: Pusher;
const received: Array<{ event: string; data: unknown }> = [];

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 120, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  italian = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
  pusher = new Pusher(upstream.services.config.pusher.appKey, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: new URL(upstream.url).port ? Number(new URL(upstream.url).port) : 80,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: (params, callback) => {
        demo
          .request<{ auth: string }>('POST', '/broadcasting/auth', {
            json: { socket_id: params.socketId, channel_name: params.channelName },
          })
          .then((answer) =>
            answer.status === 200
              ? callback(null, answer.body)
              : callback(new Error(`auth ${answer.status}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  const channel = pusher.subscribe('private-user.1.notifications');
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher:')) received.push({ event, data });
  });
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(JSON.stringify(error))),
    );
  });
});
afterAll(async () => {
  pusher.disconnect();
  await upstream.stop();
});

/** The next `name` event; the 15 s bound only keeps a failure short on a busy machine. */
async function nextEvent(name: string): Promise<{ filename: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const index = received.findIndex((entry) => entry.event === name);
    if (index >= 0) return received.splice(index, 1)[0]?.data as { filename: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${name} event`);
}

/** The bytes of a download, BOM included (fetch's text() would drop it). */
async function downloadBytes(path: string): Promise<Buffer> {
  const response = await fetch(upstream.url + path, {
    headers: {
      Origin: 'http://localhost:5173',
      Cookie: [...demo.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('price exports', () => {
  it('answers 202, sends prices-export-completed and serves the file to its owner only', async () => {
    const started = await demo.request('POST', '/api/prices/1/export', {
      json: { grades: ['A'], brands: [], models: [], search: '' },
    });
    expect(started.status).toBe(202);
    const { filename } = await nextEvent('prices-export-completed');
    expect(filename).toMatch(/^prices-export-.*\.csv$/);
    const download = await demo.get<string>(`/api/download/${filename}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    const lines = download.body.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^name,storage,battery_type,grade,online_items,top_competitor_reseller,top_competitor_vendor,it_resell_min_price/,
    );
    const listed = await demo.get<{ items_count: number }>('/api/prices/1?grades[]=A');
    expect(lines).toHaveLength(listed.body.items_count + 1);
    for (const line of lines.slice(1)) expect(line.split(',')[3]).toBe('A');
    expect((await italian.get(`/api/download/${filename}`)).status).toBe(404);
    expect((await new UpstreamSession(upstream.url).get(`/api/download/${filename}`)).status).toBe(
      401,
    );
  });

  it('sends items-export-completed for the item export', async () => {
    expect(
      (await demo.request('POST', '/api/prices/1/items/export', { json: { search: 'iphone 13' } }))
        .status,
    ).toBe(202);
    const { filename } = await nextEvent('items-export-completed');
    const download = await demo.get<string>(`/api/download/${filename}`);
    expect(download.body.split('\r\n')[0]).toBe(
      'name,storage,battery_type,grade,type,country,vendor,seller_name,price,currency,color,rating,url',
    );
    expect(download.body).toContain('iPhone 13');
  });

  it("writes for the reader's spreadsheet: a BOM, and ; with decimal commas in Italian", async () => {
    const italian = await demo.request('POST', '/api/prices/1/export', {
      json: { grades: ['A'] },
      headers: { 'Accept-Language': 'it-IT,it;q=0.9' },
    });
    expect(italian.status).toBe(202);
    const { filename } = await nextEvent('prices-export-completed');
    const bytes = await downloadBytes(`/api/download/${filename}`);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(header).toMatch(/^name;storage;battery_type;grade;online_items;/);
    const decimals = rows
      .flatMap((row) => row.split(';'))
      .filter((cell) => /^-?\d+[.,]\d+$/.test(cell));
    expect(decimals.length).toBeGreaterThan(0);
    for (const cell of decimals) expect(cell).toMatch(/^-?\d+,\d+$/);

    expect(
      (await demo.request('POST', '/api/prices/1/items/export', { json: { search: 'iphone 13' } }))
        .status,
    ).toBe(202);
    const english = await nextEvent('items-export-completed');
    const items = await downloadBytes(`/api/download/${english.filename}`);
    expect(items.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(items.toString('utf8').slice(1)).toMatch(/^name,storage,battery_type,grade,type,/);
    expect(items.toString('utf8')).toMatch(/,\d+\.\d+,EUR,/);
  });

  it('refuses traversal, unknown names, bad filters and accounts without item exports', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'nope.csv',
      '..',
      'prices-export-x.csv%00.txt',
    ]) {
      expect((await demo.get(`/api/download/${name}`)).status, name).toBe(404);
    }
    expect(
      (await demo.request('POST', '/api/prices/1/export', { json: { grades: ['Z'] } })).status,
    ).toBe(422);
    expect((await demo.request('POST', '/api/prices/99/export', { json: {} })).status).toBe(404);
    expect((await italian.request('POST', '/api/prices/1/items/export', { json: {} })).status).toBe(
      403,
    );
  });

  it('escapes formula-looking cells in export files', async () => {
    const offer = [...upstream.services.db.market.offers.values()].find(
      (candidate) => candidate.vendorId === 5 && candidate.kind === 'resell',
    );
    if (!offer) throw new Error('no offer');
    offer.sellerName = '=HYPERLINK("http://evil")';
    upstream.services.db.market.version += 1;
    const product = upstream.services.db.market.products.get(offer.productKey);
    await demo.request('POST', '/api/prices/1/items/export', {
      json: { models: [product?.model ?? ''] },
    });
    const { filename } = await nextEvent('items-export-completed');
    const download = await demo.get<string>(`/api/download/${filename}`);
    expect(download.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
