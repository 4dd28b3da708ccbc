import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { RequestSession } from '../session/request-session.js';
import { SessionSealer } from '../session/seal.js';
import { json, startFakeUpstream } from '../testing/fake-upstream.js';
import { postStrategyPreview } from './strategies.js';
import { UpstreamClient } from './upstream-client.js';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A preview of a category without items, as the contract has it. */
const emptyPreview = {
  market_at: '2026-11-27T10:00:00.000Z',
  currency_symbol: '€',
  summary: {
    items_total: 0,
    items_manual: 0,
    items_priced: 0,
    up: 0,
    down: 0,
    unchanged: 0,
    skipped: 0,
    skipped_by_reason: [],
    at_minimum: 0,
    at_maximum: 0,
    total_change: 0,
    median_change_percent: null,
    margin_before: null,
    margin_after: null,
  },
  change_histogram: [],
  items: [],
  items_count: 0,
  offset: 20,
  limit: 10,
};

/** A signed-in session against a store answering the preview route with `status`. */
async function storeAnswering(status: number) {
  const fake = await startFakeUpstream((request, response) =>
    json(response, status, status === 200 ? emptyPreview : { message: 'x' }),
  );
  const logger = createLogger('silent');
  const client = new UpstreamClient({
    baseUrl: fake.url,
    origin: 'http://dashboard.test',
    timeoutMs: 2000,
    logger,
  });
  stops.push(async () => {
    await client.close();
    await fake.stop();
  });
  const sealer = new SessionSealer('x'.repeat(40), 3600);
  const sealed = sealer.seal({ upstreamCookies: { laravel_session: 'abc' }, userId: '7' });
  const session = RequestSession.fromCookieHeader(`refurb_session=${sealed}`, sealer, false);
  return { fake, upstream: client.forRequest(session, 'req-preview', logger) };
}

const request = {
  side: 'resell' as const,
  categoryId: '4',
  body: { type: 'revendo' as const, values: {} },
};

describe('postStrategyPreview', () => {
  it.each([404, 405])(
    'reads a %i for a category the store has as UNSUPPORTED_BY_STORE, for an unknown one as NOT_FOUND',
    async (status) => {
      const { upstream } = await storeAnswering(status);
      const known = postStrategyPreview(upstream, request, {}, async (id) => id === '4');
      expect(await known.then(() => null, errorCodeOf)).toBe('UNSUPPORTED_BY_STORE');
      const unknown = postStrategyPreview(upstream, request, {}, async () => false);
      expect(await unknown.then(() => null, errorCodeOf)).toBe('NOT_FOUND');
    },
  );

  it('posts the body with the page asked for, and asks nothing else when the store answers', async () => {
    const { upstream, fake } = await storeAnswering(200);
    let profileRead = false;
    await postStrategyPreview(
      upstream,
      request,
      { offset: 20, limit: 10, sort: 'name', outcome: 'down' },
      async () => (profileRead = true),
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.method).toBe('POST');
    expect(fake.requests[0]?.url).toBe(
      '/api/strategies/resell/4/preview?offset=20&limit=10&sort=name&outcome=down',
    );
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(request.body);
    expect(profileRead).toBe(false);
  });
});
