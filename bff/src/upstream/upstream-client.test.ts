import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { RequestSession } from '../session/request-session.js';
import { SessionSealer } from '../session/seal.js';
import { json, startFakeUpstream } from '../testing/fake-upstream.js';
import { UpstreamClient, type UpstreamCall } from './upstream-client.js';

const logger = createLogger('silent');
const sealer = new SessionSealer('x'.repeat(40), 3600);
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function setUp(handler: Parameters<typeof startFakeUpstream>[0], timeoutMs = 2000) {
  const fake = await startFakeUpstream(handler);
  const calls: UpstreamCall[] = [];
  const client = new UpstreamClient({
    baseUrl: `${fake.url}/base`,
    origin: 'http://dashboard.test',
    timeoutMs,
    logger,
    onCall: (call) => calls.push(call),
  });
  stops.push(() => client.close(), fake.stop);
  const signedIn = sealer.seal({
    upstreamCookies: { laravel_session: 'abc', 'XSRF-TOKEN': 'tok%3D1' },
    userId: '7',
  });
  const session = RequestSession.fromCookieHeader(`refurb_session=${signedIn}`, sealer, false);
  return { fake, calls, session, upstream: client.forRequest(session, 'req-12345678', logger) };
}

async function failureCode(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return errorCodeOf(error);
  }
}

describe('UpstreamClient', () => {
  it('sends Origin, Referer, the request id, cookies and the decoded XSRF token', async () => {
    const { fake, upstream } = await setUp((_request, response) =>
      json(response, 200, { ok: true }),
    );
    await upstream.put('/api/thing', { a: 1 });
    const [request] = fake.requests;
    expect(request?.url).toBe('/base/api/thing');
    expect(request?.headers.origin).toBe('http://dashboard.test');
    expect(request?.headers.referer).toBe('http://dashboard.test/');
    expect(request?.headers['x-request-id']).toBe('req-12345678');
    expect(request?.headers.cookie).toBe('laravel_session=abc; XSRF-TOKEN=tok%3D1');
    expect(request?.headers['x-xsrf-token']).toBe('tok=1');
    expect(request?.body).toBe('{"a":1}');
  });

  it('retries a GET on 503 at most twice more, then reports UPSTREAM_UNAVAILABLE', async () => {
    const { fake, upstream } = await setUp((_request, response) => json(response, 503, {}));
    expect(await failureCode(upstream.get('/api/catalog'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests).toHaveLength(3);
  });

  it('succeeds when a retried GET recovers', async () => {
    let attempts = 0;
    const { upstream } = await setUp((_request, response) =>
      ++attempts < 2 ? json(response, 502, {}) : json(response, 200, { items: [] }),
    );
    await expect(upstream.get('/api/catalog')).resolves.toEqual({ items: [] });
    expect(attempts).toBe(2);
  });

  it('never retries a non-idempotent call', async () => {
    const { fake, upstream } = await setUp((_request, response) => json(response, 503, {}));
    expect(await failureCode(upstream.post('/api/prices/1/export', {}))).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect(await failureCode(upstream.delete('/logout'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 500 (only 502/503/504)', async () => {
    const { fake, upstream } = await setUp((_request, response) => json(response, 500, {}));
    expect(await failureCode(upstream.get('/api/logs'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests).toHaveLength(1);
  });

  it('on 419 refreshes the CSRF cookie once and replays with the new token', async () => {
    const { fake, upstream } = await setUp((request, response) => {
      if (request.url.endsWith('/sanctum/csrf-cookie')) {
        response.writeHead(204, { 'set-cookie': 'XSRF-TOKEN=fresh%2Btoken; Path=/' });
        response.end();
      } else if (request.headers['x-xsrf-token'] === 'fresh+token') {
        json(response, 200, { saved: true });
      } else {
        json(response, 419, { message: 'CSRF token mismatch.' });
      }
    });
    await expect(upstream.put('/api/strategies/1', {})).resolves.toEqual({ saved: true });
    expect(fake.requests.map((request) => request.url)).toEqual([
      '/base/api/strategies/1',
      '/base/sanctum/csrf-cookie',
      '/base/api/strategies/1',
    ]);
  });

  it('maps statuses to codes, keeping only the 422 message', async () => {
    const statuses: Record<string, number> = {
      '/401': 401,
      '/403': 403,
      '/404': 404,
      '/422': 422,
    };
    const { upstream, session } = await setUp((request, response) =>
      json(response, statuses[request.url.replace('/base', '')] ?? 500, {
        message: 'The rounding value must be positive.',
        errors: { rounding_value: ['The rounding value must be positive.'] },
      }),
    );
    expect(await failureCode(upstream.post('/403'))).toBe('FORBIDDEN');
    expect(await failureCode(upstream.post('/404'))).toBe('NOT_FOUND');
    const validation = await upstream.post('/422').catch((error: unknown) => error);
    expect(errorCodeOf(validation)).toBe('BAD_USER_INPUT');
    expect((validation as Error).message).toBe('The rounding value must be positive.');
    expect(session.signedIn).toBe(true);
    expect(await failureCode(upstream.post('/401'))).toBe('UNAUTHENTICATED');
    // A 401 ends the session: the response deletes the BFF cookie.
    expect(session.signedIn).toBe(false);
    expect(session.responseSetCookie()).toMatch(/^refurb_session=; .*Max-Age=0/);
  });

  it('reports malformed JSON and timeouts as UPSTREAM_UNAVAILABLE', async () => {
    const { upstream } = await setUp((request, response) => {
      if (request.url.endsWith('/slow')) return; // never answers
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"broken": ');
    }, 300);
    expect(await failureCode(upstream.get('/bad-json'))).toBe('UPSTREAM_UNAVAILABLE');
    // Only the 300 ms timeout can end a call that is never answered.
    expect(await failureCode(upstream.post('/slow'))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('reports a refused connection as UPSTREAM_UNAVAILABLE after retrying', async () => {
    const { upstream, fake, calls } = await setUp((_request, response) => json(response, 200, {}));
    await fake.stop();
    expect(await failureCode(upstream.get('/api/user'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls).toHaveLength(3);
  });

  it('keeps the operation deadline for a call made after an earlier one finished', async () => {
    // The first call ends before the deadline, disarming its timer; the second one, whose body
    // trickles in without end, faster than the per-call timeout (a minute), must still be cut at
    // the operation's deadline: nothing else can end it within the test's time.
    const fake = await startFakeUpstream((request, response) => {
      if (request.url.endsWith('/fast')) return json(response, 200, { ok: true });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"items":[');
      const drip = setInterval(() => response.write('1,'), 50);
      response.on('close', () => clearInterval(drip));
    });
    const client = new UpstreamClient({
      baseUrl: fake.url,
      origin: 'http://dashboard.test',
      timeoutMs: 60_000,
      operationTimeoutMs: 400,
      logger,
    });
    stops.push(() => client.close(), fake.stop);
    const session = RequestSession.fromCookieHeader(null, sealer, false);
    const upstream = client.forRequest(session, 'req-12345678', logger);
    const started = performance.now();
    await upstream.get('/fast');
    expect(await failureCode(upstream.get('/slow'))).toBe('UPSTREAM_UNAVAILABLE');
    // A timer never fires early: not before the deadline, however busy the machine.
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('sends every call it is given: reads are deduped by the loaders, not here', async () => {
    const { fake, upstream } = await setUp((_request, response) => json(response, 200, { n: 1 }));
    await Promise.all([upstream.get('/api/user'), upstream.get('/api/user')]);
    expect(fake.requests).toHaveLength(2);
  });

  it('tells its write listeners when a write starts and when it ends, failed or not', async () => {
    const { upstream } = await setUp((request, response) =>
      json(response, request.url.endsWith('/fails') ? 422 : 200, { message: 'no' }),
    );
    let told = 0;
    upstream.onWrite(() => (told += 1));
    await upstream.get('/api/user');
    expect(told).toBe(0);
    await upstream.put('/api/ok');
    expect(told).toBe(2);
    expect(await failureCode(upstream.post('/api/fails'))).toBe('BAD_USER_INPUT');
    expect(told).toBe(4);
  });

  it('re-seals the session when the upstream rotates its cookies', async () => {
    const { upstream, session, fake } = await setUp((_request, response) =>
      json(response, 200, {}, { 'set-cookie': ['laravel_session=rotated; Path=/; HttpOnly'] }),
    );
    await upstream.get('/api/user');
    const cookie = session.responseSetCookie();
    expect(cookie).toMatch(/^refurb_session=v1\./);
    const resealed = sealer.unseal(/^refurb_session=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(resealed?.upstreamCookies.laravel_session).toBe('rotated');
    expect(resealed?.userId).toBe('7');
    await upstream.post('/api/next');
    expect(fake.requests[1]?.headers.cookie).toContain('laravel_session=rotated');
  });
});
