import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { fetchCatalogPage } from './catalog.js';
import { scriptedStore } from './testing/scripted-store.js';
import { fetchProfile } from './user.js';

// A 2xx answer that fails its contract schema is refused as UPSTREAM_UNAVAILABLE, and the
// refusal leaves one warn line in the log: the request id, the path and what was wrong, never
// what the answer held.

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  path?: string;
  field?: string;
  problem?: string;
}

const warn = 40;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function storeAnswering(body: unknown) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue;
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const { upstream, stop } = await scriptedStore(
    () => body,
    createLogger('info', sink),
    'req-shape-1',
  );
  stops.push(stop);
  return { upstream, lines, raw };
}

/** The error code a call fails with; null when it succeeds. */
function failureCode(call: Promise<unknown>): Promise<string | null> {
  return call.then(() => null, errorCodeOf);
}

describe('an answer without the contract shape', () => {
  it('is refused with one warn line naming the path and the field that fails', async () => {
    const { upstream, lines, raw } = await storeAnswering({
      items: 'secret-store-text',
      items_count: 3,
    });
    const code = await failureCode(fetchCatalogPage(upstream, { page: 1, search: 'iphone' }));
    expect(code).toBe('UPSTREAM_UNAVAILABLE');
    const refusals = lines.filter((line) => line.msg.startsWith('upstream answer refused'));
    expect(refusals).toEqual([
      expect.objectContaining({
        level: warn,
        requestId: 'req-shape-1',
        path: '/api/catalog',
        field: '/',
        problem: 'must have required properties page, stats, filters',
      }),
    ]);
    expect(raw.join('\n')).not.toContain('secret-store-text');
  });

  it('says so when the answer is no object at all', async () => {
    const { upstream, lines } = await storeAnswering(['not', 'a', 'profile']);
    expect(await failureCode(fetchProfile(upstream))).toBe('UPSTREAM_UNAVAILABLE');
    expect(lines.filter((line) => line.level === warn)).toEqual([
      expect.objectContaining({
        path: '/api/user',
        field: '/',
        problem: 'must be object',
      }),
    ]);
  });

  it('leaves no line when the shape holds, and reads what stores vary in', async () => {
    const { upstream, lines } = await storeAnswering({
      items: [],
      items_count: '0',
      page: 1,
      stats: {
        total_items: 0,
        automatic_price_enabled: 0,
        below_base_price: 0,
        price_limit_reached: 0,
        out_of_stock: 0,
      },
      filters: { categories: [], brands: ['Apple'], models: [], grades: [], storage: [] },
    });
    const page = await fetchCatalogPage(upstream, { page: 1 });
    expect(lines.filter((line) => line.level >= warn)).toEqual([]);
    expect(page).toMatchObject({
      items_count: 0,
      last_update: null,
      filters: { brands: [{ value: 'Apple', label: 'Apple' }] },
    });
  });
});
