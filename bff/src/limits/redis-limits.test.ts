import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ReadinessReport } from '../app/readiness.js';
import { loadConfig } from '../config.js';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { createLogger } from '../logger.js';
import { buildApp, type App } from '../server.js';
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
// a real redis-server started for this file on a free port; a stalled one (SIGSTOP) holds nothing.

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

describe.skipIf(redisBinary === null)('a stalled Redis (stopped by SIGSTOP)', () => {
  let upstream: EmbeddedUpstream;
  let redis: RedisServer;
  let app: App;
  let url: string;
  const logs: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    [upstream, redis] = await Promise.all([
      startReferenceUpstream(),
      startRedisServer(redisBinary as string),
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      UPSTREAM_URL: upstream.url,
      UPSTREAM_ORIGIN: upstream.origin,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
      REDIS_URL: redis.url,
    });
    const sink = { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[0]) };
    app = buildApp(config, { logger: createLogger('info', sink) });
    url = (await app.start(0)).url;
  });
  afterAll(async () => {
    // Whatever happened in the test, the server runs again before it is stopped.
    redis?.resume();
    await app?.stop();
    await Promise.all([upstream?.stop(), redis?.stop()]);
  });

  const readiness = async () => {
    const response = await fetch(`${url}/readyz`);
    return { status: response.status, body: (await response.json()) as ReadinessReport };
  };

  /** The answer of `run`, which must come within `ms` (a stalled Redis held it for minutes). */
  async function within<T>(ms: number, run: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    const value = await run();
    expect(performance.now() - startedAt).toBeLessThan(ms);
    return value;
  }

  const troubleWarnings = () =>
    logs.filter((line) => line.level === 40 && line.msg.startsWith('rate-limit store (Redis)'));

  it('answers queries within 1 s, and sign-ins, says degraded, warns once, then recovers', async () => {
    const browser = new TestBrowser(url);
    expect((await browser.login('rivenditore@example.com')).errors).toBeUndefined();
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', upstream: 'reachable', limits: 'redis' },
    });

    redis.pause();
    try {
      for (let query = 0; query < 5; query += 1) {
        const me = await within(1000, () =>
          browser.gql<{ me: { email: string } | null }>('{ me { email } }'),
        );
        expect(me.data?.me?.email).toBe('rivenditore@example.com');
      }
      // A sign-in's own time is mostly the store's password hashing, slow on a busy machine:
      // it must answer, not within the second a query takes.
      const attacker = client('127.0.0.30');
      const wrong = await within(5000, () =>
        attacker.gql(url, loginMutation, { email: 'demo@example.com', password: 'wrong' }),
      );
      expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
      const newcomer = new TestBrowser(url);
      expect((await within(5000, () => newcomer.login())).errors).toBeUndefined();

      expect(await readiness()).toEqual({
        status: 200,
        body: { status: 'degraded', upstream: 'reachable', limits: 'memory-fallback' },
      });
      expect(troubleWarnings()).toHaveLength(1);
    } finally {
      redis.resume();
    }
    await vi.waitFor(async () => expect((await readiness()).body.status).toBe('ready'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(logs.some((line) => line.msg.includes('answers again'))).toBe(true);
    expect(troubleWarnings()).toHaveLength(1);
  }, 40_000);

  const clients: LoopbackClient[] = [];
  function client(address: string): LoopbackClient {
    const created = clientFrom(address);
    clients.push(created);
    return created;
  }
  afterAll(async () => {
    await Promise.all(clients.map((created) => created.close()));
  });
});
