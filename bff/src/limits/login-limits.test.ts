import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { startReferenceUpstream, startTestBff, type TestBff } from '../testing/test-bff.js';
import {
  clientFrom,
  type GraphQLAnswer,
  loginMutation,
  type LoopbackClient,
  startForwardingProxy,
} from '../testing/limits.js';

// Sign-in brute force from distinct client addresses (127.0.0.x are all loopback).

let upstream: EmbeddedUpstream;
const clients: LoopbackClient[] = [];
const bffs: TestBff[] = [];

beforeAll(async () => {
  upstream = await startReferenceUpstream();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(bffs.map((bff) => bff.stop()));
  await upstream.stop();
});

function client(address: string): LoopbackClient {
  const created = clientFrom(address);
  clients.push(created);
  return created;
}

async function bffWith(env: Record<string, string>): Promise<TestBff> {
  const bff = await startTestBff(upstream, env);
  bffs.push(bff);
  return bff;
}

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

describe('login throttling by e-mail and address', () => {
  it("ten wrong passwords from an attacker's address do not lock the owner out of theirs", async () => {
    const bff = await bffWith({});
    const attacker = client('127.0.0.2');
    const owner = client('127.0.0.3');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await attacker.gql(bff.url, loginMutation, {
        email: 'demo@example.com',
        password: `guess-${attempt}`,
      });
      expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    }
    // The attacker is throttled, with a code of its own and when to try again…
    bff.resetCalls();
    const throttled = await attacker.gql(bff.url, loginMutation, {
      email: 'demo@example.com',
      password: 'demo1234',
    });
    expect(throttled.errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(throttled.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(throttled.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(bff.calls).toHaveLength(0);
    // …while the owner signs in from their own address.
    const signedIn = await owner.gql(bff.url, loginMutation, {
      email: 'demo@example.com',
      password: 'demo1234',
    });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data).toEqual({ login: { id: '1' } });
  });
});

describe('TRUST_PROXY and a client-written X-Forwarded-For', () => {
  // 25 failed logins, each with a different e-mail and a different forged X-Forwarded-For.
  async function rotatingAttack(target: string, attacker: LoopbackClient): Promise<string[]> {
    const codes: string[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const answer = await attacker.gql(
        target,
        loginMutation,
        { email: `spray${attempt}@example.com`, password: 'wrong' },
        { 'x-forwarded-for': `198.51.100.${attempt}` },
      );
      codes.push(codeOf(answer) ?? 'none');
    }
    return codes;
  }

  const expected = [
    ...Array<string>(20).fill('INVALID_CREDENTIALS'),
    ...Array<string>(5).fill('RATE_LIMITED'),
  ];

  it('TRUST_PROXY=1 behind one proxy: the forged entries are never read, the address is throttled', async () => {
    const bff = await bffWith({ TRUST_PROXY: '1', LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '20' });
    const proxy = await startForwardingProxy(bff.url);
    try {
      expect(await rotatingAttack(proxy.url, client('127.0.0.4'))).toEqual(expected);
      // Another client behind the same proxy is someone else.
      const neighbour = await client('127.0.0.5').gql(proxy.url, loginMutation, {
        email: 'demo@example.com',
        password: 'demo1234',
      });
      expect(neighbour.errors).toBeUndefined();
    } finally {
      await proxy.close();
    }
  });

  it('TRUST_PROXY=<proxy address>: the same, and a client that skips the proxy cannot choose its address', async () => {
    const bff = await bffWith({
      TRUST_PROXY: '127.0.0.1',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '20',
    });
    const proxy = await startForwardingProxy(bff.url);
    try {
      expect(await rotatingAttack(proxy.url, client('127.0.0.6'))).toEqual(expected);
      expect(await rotatingAttack(bff.url, client('127.0.0.7'))).toEqual(expected);
    } finally {
      await proxy.close();
    }
  });
});
