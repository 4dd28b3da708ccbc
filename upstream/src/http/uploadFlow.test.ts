// POST /api/catalog/upload: good, partly bad, hostile, oversize and wrong-type files.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import type { StoreRecord } from '../data/types';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstreamSession';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let store: StoreRecord;
let events: Array<{ channel: string; event: string; data: unknown }>;

interface UploadOutcome {
  created: number;
  updated: number;
  failed: number;
  errors: Array<{ line: number; message: string }>;
}

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 100, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  const found = upstream.services.db.stores.get(1);
  if (!found) throw new Error('demo store missing');
  store = found;
  const publish = upstream.services.publish;
  upstream.services.publish = (channel, event, data) => {
    events.push({ channel, event, data });
    publish(channel, event, data);
  };
});
beforeEach(() => {
  events = [];
});
afterAll(() => upstream.stop());

function upload(filename: string, content: string | Buffer, field = 'catalog') {
  const form = new FormData();
  form.append(field, new Blob([content]), filename);
  return demo.request<{ message: string }>('POST', '/api/catalog/upload', { body: form });
}

async function completion(): Promise<UploadOutcome> {
  for (let waited = 0; waited < 10_000; waited += 10) {
    const found = events.find((entry) => entry.event === 'catalog-upload-completed');
    if (found) {
      expect(found.channel).toBe('private-user.1.notifications');
      return found.data as UploadOutcome;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no catalog-upload-completed event');
}

function catalogSnapshot(): string {
  return JSON.stringify(store.items.map(({ events: _events, ...item }) => item));
}

const HEADER =
  'external_id;ean;name;brand;model;category;storage;ram;grade;color;battery_type;price;base_price;cost;stock;min_price;max_price';

describe('catalog upload', () => {
  it('creates and updates rows by external_id from a ; CSV', async () => {
    const existing = store.items[0];
    if (!existing) throw new Error('no item');
    const csv = [
      HEADER,
      `${existing.externalId};;${existing.name};;;;;;;;;${existing.minPrice};;;7;;`,
      'NEW-1;4006381333931;Apple iPhone 13;Apple;iPhone 13;smartphone;128GB;;A;Blue;std;499,00;519;350;4;420;600',
    ].join('\n');
    const answer = await upload('feed.csv', csv);
    expect(answer.status).toBe(202);
    expect(await completion()).toEqual({ created: 1, updated: 1, failed: 0, errors: [] });
    expect(existing.stock).toBe(7);
    expect(existing.price).toBe(existing.minPrice);
    const created = store.items.find((item) => item.externalId === 'NEW-1');
    expect(created).toMatchObject({
      name: 'Apple iPhone 13',
      price: 499,
      basePrice: 519,
      grade: 'A',
      storage: '128GB',
      productKey: '1|iPhone 13|128GB|A|std',
    });
    const listed = await demo.get<{ items_count: number }>('/api/catalog?search=NEW-1');
    expect(listed.body.items_count).toBe(1);
  });

  it('lands the good rows of a partly bad file and reports the bad ones with their lines', async () => {
    const csv = [
      'external_id,name,price,grade,category',
      'GOOD-1,Pixel 8,399,B,smartphone',
      ',No id,10,A,smartphone',
      'BAD-2,Bad grade,10,Z,smartphone',
      'GOOD-2,Pixel 7,299,A,smartphone',
      'BAD-3,Wrong category,10,A,toaster',
    ].join('\r\n');
    const before = store.items.length;
    expect((await upload('mixed.csv', csv)).status).toBe(202);
    const outcome = await completion();
    expect(outcome).toMatchObject({ created: 2, updated: 0, failed: 3 });
    expect(outcome.errors.map((error) => error.line)).toEqual([3, 4, 6]);
    expect(outcome.errors[2]?.message).toMatch(/category/);
    expect(store.items.length).toBe(before + 2);
  });

  it('reads a Google Merchant XML feed', async () => {
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>XML-1</g:id><g:title>Apple iPhone 14 128GB</g:title><g:price>649.00 EUR</g:price><g:brand>Apple</g:brand><g:gtin>0194253401234</g:gtin><g:link>https://shop.example.com/p/xml-1</g:link></item></channel></rss>`;
    expect((await upload('feed.xml', xml)).status).toBe(202);
    const outcome = await completion();
    expect(outcome).toMatchObject({ created: 1, failed: 0 });
    expect(store.items.find((item) => item.externalId === 'XML-1')?.price).toBe(649);
  });

  it('refuses XML with entities (XXE, entity bomb) and changes nothing', async () => {
    const before = catalogSnapshot();
    const xxe = `<?xml version="1.0"?><!DOCTYPE catalog [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><catalog><item><external_id>X</external_id><name>&xxe;</name><price>1</price></item></catalog>`;
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><catalog><item><external_id>B</external_id><name>&lol3;</name><price>1</price></item></catalog>`;
    for (const hostile of [xxe, bomb]) {
      const answer = await upload('evil.xml', hostile);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/DOCTYPE|ENTITY/);
    }
    expect(events).toHaveLength(0);
    expect(catalogSnapshot()).toBe(before);
  });

  it('answers 413 to a file over 20 MB and changes nothing', async () => {
    const before = catalogSnapshot();
    const line = 'BIG-0,Big row,100\n';
    const content = Buffer.from(
      'external_id,name,price\n' + line.repeat(Math.ceil((21 * 1024 * 1024) / line.length)),
    );
    const answer = await upload('big.csv', content);
    expect(answer.status).toBe(413);
    expect(catalogSnapshot()).toBe(before);
    expect(events).toHaveLength(0);
  });

  it('answers 413 to an oversize chunked upload (no Content-Length) once the body is read', async () => {
    const before = catalogSnapshot();
    const boundary = 'test-boundary';
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${upstream.url}/api/catalog/upload`, {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Cookie: [...demo.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          Origin: 'http://localhost',
          'X-XSRF-TOKEN': demo.xsrfToken ?? '',
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="catalog"; filename="big.csv"\r\n\r\nexternal_id,name,price\n`,
      );
      const chunk = Buffer.from('BIG-1,Big row,100\n'.repeat(60_000));
      let sent = 0;
      const pump = (): void => {
        while (sent < 21 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(catalogSnapshot()).toBe(before);
  });

  it('refuses a CSV without the required columns and changes nothing', async () => {
    const before = catalogSnapshot();
    const answer = await upload('feed.csv', 'sku,title\nA,B\n'.repeat(5_000));
    expect(answer.status).toBe(422);
    expect(catalogSnapshot()).toBe(before);
  });

  it('answers 415 to other file types and to non-multipart bodies, 422 without the field', async () => {
    expect((await upload('catalog.txt', 'external_id,name\nA,B')).status).toBe(415);
    expect((await upload('catalog.csv.exe', 'MZ')).status).toBe(415);
    expect(
      (await demo.request('POST', '/api/catalog/upload', { json: { catalog: 'x' } })).status,
    ).toBe(415);
    expect((await upload('feed.csv', 'external_id,name\nA,B', 'file')).status).toBe(422);
  });

  it('refuses accounts without manual upload', async () => {
    const italian = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
    const form = new FormData();
    form.append('catalog', new Blob(['external_id,name\nA,B']), 'feed.csv');
    expect((await italian.request('POST', '/api/catalog/upload', { body: form })).status).toBe(403);
  });

  it('applies 50,000 rows in well under 10 s', async () => {
    const rows = ['external_id,name,price,grade,category,storage'];
    for (let index = 0; index < 50_000; index += 1)
      rows.push(
        `BULK-${index},Apple iPhone 12,${300 + (index % 50)},${'ABC'[index % 3]},smartphone,128GB`,
      );
    const started = performance.now();
    expect((await upload('bulk.csv', rows.join('\n'))).status).toBe(202);
    const outcome = await completion();
    expect(outcome).toMatchObject({ created: 50_000, failed: 0 });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
