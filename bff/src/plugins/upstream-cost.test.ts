import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { costHeaders, retryAfterOf } from './upstream-cost.js';

describe('the header fields of an answer', () => {
  it('say the budget as draft-ietf-httpapi-ratelimit-headers-10 policies, and Retry-After', () => {
    const headers = costHeaders(
      {
        remaining: 7,
        max: 60,
        restorePerSecond: 30,
        windows: [
          { name: 'calls', quota: 30, windowSeconds: 1, remaining: 0, resetSeconds: 1 },
          { name: 'burst', quota: 30, windowSeconds: 10, remaining: 7, resetSeconds: 4 },
        ],
      },
      3,
    );
    expect(headers).toEqual([
      'ratelimit-policy',
      '"calls";q=30;w=1, "burst";q=30;w=10',
      'ratelimit',
      '"calls";r=0;t=1, "burst";r=7;t=4',
      'retry-after',
      '3',
    ]);
  });

  it('ask a client to wait the longest of its RATE_LIMITED errors, at least a second', () => {
    expect(retryAfterOf([{ extensions: { code: 'UPSTREAM_UNAVAILABLE' } }])).toBeNull();
    expect(retryAfterOf([{ extensions: { code: 'RATE_LIMITED' } }])).toBe(1);
    expect(
      retryAfterOf([
        { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 0.2 } },
        { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 4 } },
      ]),
    ).toBe(4);
  });
});

describe('a caller over its budget of store calls', () => {
  let upstream: EmbeddedUpstream;
  let bff: TestBff;
  let browser: TestBrowser;

  beforeAll(async () => {
    upstream = await startReferenceUpstream();
    bff = await startTestBff(upstream, {
      UPSTREAM_CALLS_PER_SECOND: '1',
      UPSTREAM_CALLS_BURST: '1',
    });
    browser = new TestBrowser(bff.url);
    expect((await browser.login()).errors).toBeUndefined();
  });
  afterAll(async () => {
    await bff.stop();
    await upstream.stop();
  });

  // Three pages of one operation are read at once; a budget of one call lets one through.
  const query =
    '{ a: catalog(page: 1) { page } b: catalog(page: 2) { page } c: catalog(page: 3) { page } }';

  async function send(method: 'GET' | 'POST') {
    const headers = { cookie: browser.cookie ?? '', 'x-graphql-csrf': '1' };
    const response =
      method === 'GET'
        ? await fetch(`${bff.url}/graphql?query=${encodeURIComponent(query)}`, { headers })
        : await fetch(`${bff.url}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          });
    const body = (await response.json()) as {
      errors?: Array<{ extensions?: { code?: string; retryAfterSeconds?: number } }>;
      extensions?: { cost?: { actualUpstreamCalls: number; budget: { remaining: number } } };
    };
    return { response, body };
  }

  // The text uncached the first time, then cached.
  it.each(['GET', 'POST', 'POST'] as const)(
    'answers RATE_LIMITED with retryAfterSeconds and Retry-After (%s)',
    async (method) => {
      const { response, body } = await send(method);
      const limited = (body.errors ?? []).filter(
        (error) => error.extensions?.code === 'RATE_LIMITED',
      );
      expect(limited.length).toBeGreaterThan(0);
      for (const error of limited) {
        expect(error.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
      const retryAfter = response.headers.get('retry-after');
      expect(retryAfter).toMatch(/^[1-9]\d*$/);
      expect(Number(retryAfter)).toBe(
        Math.max(...limited.map((error) => error.extensions?.retryAfterSeconds ?? 0)),
      );
      // Refused calls were not made; what is left of the budget says why.
      expect(body.extensions?.cost?.actualUpstreamCalls).toBeLessThan(3);
      expect(body.extensions?.cost?.budget.remaining).toBe(0);
      expect(response.headers.get('ratelimit')).toMatch(/^"calls";r=0;t=[01]$/);
      expect(response.headers.get('ratelimit-policy')).toBe('"calls";q=1;w=1');
    },
  );
});
