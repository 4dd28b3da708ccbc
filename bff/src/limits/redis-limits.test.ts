import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import {
  clientFrom,
  type GraphQLAnswer,
  loginMutation,
  type LoopbackClient,
  redisServerPath,
  type RedisServer,
  startRedisServer,
} from '../testing/limits.js';

// Two BFF replicas with one REDIS_URL count the login and upstream-call limits together, against
// a real redis-server started for this file on a free port.

const redisBinary = redisServerPath();
if (redisBinary === null) {
  console.warn(
    'redis-limits.test.ts skipped: redis-server is not installed (apt-get install redis-server)',
  );
}

const codeOf = (answer: { errors?: GraphQLAnswer['errors'] }) =>
  answer.errors?.[0]?.extensions?.code;

describe.skipIf(redisBinary === null)('limits shared through Redis', () => {
  let upstream: EmbeddedUpstream;
  let redis: RedisServer;
  let first: TestBff;
  let second: TestBff;
  const clients: LoopbackClient[] = [];

  beforeAll(async () => {
    [upstream, redis] = await Promise.all([
      startReferenceUpstream(),
      startRedisServer(redisBinary as string),
    ]);
    const env = {
      REDIS_URL: redis.url,
      UPSTREAM_CALLS_PER_SECOND: '5',
      UPSTREAM_CALLS_BURST: '8',
    };
    [first, second] = await Promise.all([startTestBff(upstream, env), startTestBff(upstream, env)]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([upstream?.stop(), redis?.stop()]);
  });

  function client(address: string): LoopbackClient {
    const created = clientFrom(address);
    clients.push(created);
    return created;
  }

  it('counts failed logins on either replica against one limit', async () => {
    const attacker = client('127.0.0.20');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const replica = attempt % 2 === 0 ? first : second;
      const answer = await attacker.gql(replica.url, loginMutation, {
        email: 'demo@example.com',
        password: `guess-${attempt}`,
      });
      expect(codeOf(answer)).toBe('INVALID_CREDENTIALS');
    }
    for (const replica of [first, second]) {
      const answer = await attacker.gql(replica.url, loginMutation, {
        email: 'demo@example.com',
        password: 'demo1234',
      });
      expect(codeOf(answer)).toBe('RATE_LIMITED');
    }
  });

  it("spends one session's upstream budget across replicas", async () => {
    const browser = new TestBrowser(first.url);
    expect((await browser.login()).errors).toBeUndefined();
    const onSecond = new TestBrowser(second.url);
    onSecond.cookie = browser.cookie;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? browser : onSecond).gql('{ catalog { page } }'),
      ),
    );
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(8);
    expect(answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED')).toHaveLength(4);
  });

  it('keeps limiting, per replica in memory, when Redis goes away', async () => {
    await redis.stop();
    const attacker = client('127.0.0.21');
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await attacker.gql(first.url, loginMutation, {
        email: 'rivenditore@example.com',
        password: 'wrong',
      });
      codes.push(codeOf(answer));
    }
    expect(codes.slice(0, 10)).toEqual(Array<string>(10).fill('INVALID_CREDENTIALS'));
    expect(codes[10]).toBe('RATE_LIMITED');
  });
});
