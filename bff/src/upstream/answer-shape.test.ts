import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { RequestSession } from '../session/request-session.js';
import { SessionSealer } from '../session/seal.js';
import { json, startFakeUpstream } from '../testing/fake-upstream.js';
import { fetchCatalogPage } from './catalog.js';
import { UpstreamClient } from './upstream-client.js';
import { fetchProfile } from './user.js';

// A 2xx answer without the contract's outer shape is refused as UPSTREAM_UNAVAILABLE, and the
// refusal leaves one warn line in the log: the request id, the path and what was wrong, never
// what the answer held.

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  path?: string;
  problem?: string;
}

const warn = 40;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function storeAnswering(body: unknown) {
  const fake = await startFakeUpstream((_request, response) => json(response, 200, body));
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
  const logger = createLogger('info', sink);
  const client = new UpstreamClient({
    baseUrl: fake.url,
    origin: 'http://dashboard.test',
    timeoutMs: 2000,
    logger,
  });
  stops.push(() => client.close(), fake.stop);
  const signedOut = RequestSession.fromCookieHeader(
    null,
    new SessionSealer('x'.repeat(40), 60),
    false,
  );
  const upstream = client.forRequest(signedOut, 'req-shape-1', logger);
  return { upstream, lines, raw };
}

async function failureCode(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return errorCodeOf(error);
  }
}

describe('an answer without the contract shape', () => {
  it('is refused with one warn line naming the path and the list that is not a list', async () => {
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
        problem: 'items is a string, not a list',
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
        problem: 'the answer is a list, not an object',
      }),
    ]);
  });

  it('leaves no line when the shape holds', async () => {
    const { upstream, lines } = await storeAnswering({ items: [], items_count: 0, page: 1 });
    await fetchCatalogPage(upstream, { page: 1 });
    expect(lines.filter((line) => line.level >= warn)).toEqual([]);
  });
});
