import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../errors.js';
import { createLogger } from '../logger.js';
import { json, type RecordedRequest, startFakeUpstream } from '../testing/fake-upstream.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { bearerTokenOf, type BearerToken } from './caller.js';
import { CallerIdentities } from './caller-identities.js';
import { SessionRevocations } from './session-revocations.js';

const logger = createLogger('silent');
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A store answering `answer`, a client to it and the identities under test. */
async function store(
  answer: (request: RecordedRequest) => [number, unknown, Record<string, string>?],
) {
  const fake = await startFakeUpstream((request, response) => {
    const [status, body, headers] = answer(request);
    json(response, status, body, headers);
  });
  const client = new UpstreamClient({
    baseUrl: fake.url,
    origin: fake.url,
    timeoutMs: 2000,
    logger,
  });
  stops.push(async () => {
    await client.close();
    await fake.stop();
  });
  const revocations = new SessionRevocations(60_000);
  return { fake, client, revocations, identities: new CallerIdentities({ revocations, logger }) };
}

const token = (plain: string) => bearerTokenOf(`Bearer ${plain}`) as BearerToken;

async function codeOf(work: () => unknown): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    return errorCodeOf(error);
  }
}

describe('CallerIdentities', () => {
  it('asks the store once per token, with the bearer and no cookie; abilities from X-Token-Abilities', async () => {
    const { fake, client, identities } = await store((request) =>
      request.url === '/api/user/tokens'
        ? [403, { message: 'no' }]
        : [200, { id: 7 }, { 'x-token-abilities': 'read' }],
    );
    const first = await identities.resolve(client, token('3|secret'), 'r1');
    const second = await identities.resolve(client, token('3|secret'), 'r2');
    expect(first).toEqual(expect.objectContaining({ userId: '7', abilities: ['read'] }));
    expect(second).toBe(first);
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/user/tokens', '/api/user']);
    expect(fake.requests[1]?.headers.authorization).toBe('Bearer 3|secret');
    expect(fake.requests[1]?.headers.cookie).toBeUndefined();
  });

  it('refuses a token the store answers 401 at once afterwards, and ends what it holds', async () => {
    const { fake, client, identities, revocations } = await store((request) =>
      request.url === '/api/user/tokens' ? [401, {}] : [401, { message: 'Unauthenticated.' }],
    );
    const ended: string[] = [];
    const bad = token('4|wrong');
    revocations.watch(bad.sessionId, () => ended.push('subscription'));
    expect(await codeOf(() => identities.resolve(client, bad, 'r1'))).toBe('UNAUTHENTICATED');
    expect(ended).toEqual(['subscription']);
    const asked = fake.requests.length;
    expect(await codeOf(() => identities.resolve(client, bad, 'r2'))).toBe('UNAUTHENTICATED');
    expect(fake.requests.length).toBe(asked);
    // The same token id with another secret is not refused by it.
    expect(bad.sessionId).not.toBe(token('4|right').sessionId);
  });

  it('answers UNSUPPORTED_BY_STORE against a store without tokens, asked once per instance', async () => {
    const { fake, client, identities } = await store(() => [404, { message: 'Not Found' }]);
    expect(await codeOf(() => identities.resolve(client, token('1|a'), 'r1'))).toBe(
      'UNSUPPORTED_BY_STORE',
    );
    expect(await codeOf(() => identities.resolve(client, token('2|b'), 'r2'))).toBe(
      'UNSUPPORTED_BY_STORE',
    );
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/user/tokens']);
  });

  it('forgets a revoked token id: every cached secret of it and every watched session ends', async () => {
    const { client, identities, revocations } = await store((request) =>
      request.url === '/api/user/tokens' ? [403, {}] : [200, { id: 7 }],
    );
    const revoked = token('5|secret');
    await identities.resolve(client, revoked, 'r1');
    const ended: string[] = [];
    revocations.watch(revoked.sessionId, () => ended.push('revoked'));
    identities.forgetToken('5');
    expect(ended).toEqual(['revoked']);
    expect(await codeOf(() => identities.resolve(client, revoked, 'r2'))).toBe('UNAUTHENTICATED');
  });
});
