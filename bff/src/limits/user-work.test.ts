import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { redisServerPath, type RedisServer, startRedisServer } from '../testing/limits.js';
import { createRateLimitStore } from './rate-limit-store.js';
import { UpstreamCallBudget } from './upstream-call-budget.js';
import { KeyedQueue, MemoryLeases, RedisLeases } from './user-leases.js';
import { BULK_JOBS_PER_USER, EXPORTS_PER_USER_PER_MINUTE, UserWork } from './user-work.js';

const logger = createLogger('silent');

/** A UserWork in memory whose waits are recorded and resolve only when the test says. */
function userWork(callsPerSecond = 10) {
  const store = createRateLimitStore(null, logger);
  const callBudget = new UpstreamCallBudget(store, {
    perSecond: callsPerSecond,
    burst: callsPerSecond,
  });
  const waits: number[] = [];
  let wake = () => undefined as void;
  const work = new UserWork({
    store,
    leases: new MemoryLeases(),
    callBudget,
    callsPerSecond,
    logger,
    wait: (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (wake = resolve));
    },
  });
  return { work, callBudget, waits, wake: () => wake() };
}

const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe("a user's bulk work", () => {
  it('pays at most half of the budget, leaving the other half to the screens', async () => {
    const { work, callBudget, waits } = userWork(10);
    for (let call = 0; call < 5; call += 1) await work.payBulkCalls('7');
    // The sixth bulk call waits for the next second's share...
    void work.payBulkCalls('7');
    await eventually(() => waits.length === 1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    // ...while the screens still have the other five calls of this second.
    for (let call = 0; call < 5; call += 1) await callBudget.spend('7');
    await expect(callBudget.spend('7')).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
    });
    // Another user is not touched.
    await work.payBulkCalls('8', 5);
  });

  it('runs two jobs of a user at once; a third waits for one of them to end', async () => {
    const { work, waits, wake } = userWork();
    expect(BULK_JOBS_PER_USER).toBe(2);
    const first = await work.startBulkJob('7');
    await work.startBulkJob('7');
    let thirdStarted = false;
    const third = work.startBulkJob('7').then((lease) => {
      thirdStarted = true;
      return lease;
    });
    await eventually(() => waits.length === 1);
    expect(thirdStarted).toBe(false);
    await work.startBulkJob('8'); // another user's job starts at once
    await first.release();
    wake();
    await third;
    expect(thirdStarted).toBe(true);
  });

  it('writes one item of a user at a time, in arrival order; other items and users at once', async () => {
    const { work } = userWork();
    const log: string[] = [];
    let releaseFirst = () => undefined as void;
    const first = work.holdItem('7', '271', async () => {
      log.push('first start');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      log.push('first end');
    });
    const second = work.holdItem('7', '271', async () => {
      log.push('second');
    });
    await work.holdItem('7', '272', async () => log.push('other item'));
    await work.holdItem('8', '271', async () => log.push('other user'));
    await eventually(() => log.includes('first start'));
    expect(log).toEqual(['first start', 'other item', 'other user']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(log.slice(3)).toEqual(['first end', 'second']);
  });

  it('lets a user start ten exports a minute; the eleventh is RATE_LIMITED with a wait', async () => {
    const { work } = userWork();
    for (let count = 0; count < EXPORTS_PER_USER_PER_MINUTE; count += 1) {
      await work.startExport('7');
    }
    const refused = await work.startExport('7').catch((error: unknown) => error);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(
      (refused as { extensions: { retryAfterSeconds: number } }).extensions.retryAfterSeconds,
    ).toBeGreaterThan(1);
    await work.startExport('8');
  });
});

describe('KeyedQueue', () => {
  it('leaves nothing behind once the work is done, failed work included', async () => {
    const queue = new KeyedQueue();
    await Promise.allSettled([
      queue.run('a', () => Promise.reject(new Error('no'))),
      queue.run('a', () => Promise.resolve(1)),
    ]);
    expect(queue.size).toBe(0);
  });
});

const redisBinary = redisServerPath();

describe.skipIf(redisBinary === null)('leases in Redis', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer(redisBinary as string);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.stop();
  });

  function replica(): RedisLeases {
    const client = new Redis(server.url);
    clients.push(client);
    return new RedisLeases(client, logger);
  }

  it('gives a name to one holder across replicas, and to the next once released', async () => {
    const [one, two] = [replica(), replica()];
    const held = await one.tryAcquire('item-write:7:271', 5000);
    expect(held).not.toBeNull();
    expect(await two.tryAcquire('item-write:7:271', 5000)).toBeNull();
    expect(await two.tryAcquire('item-write:7:272', 5000)).not.toBeNull();
    await held?.release();
    expect(await two.tryAcquire('item-write:7:271', 5000)).not.toBeNull();
  });

  it('frees a name once its holder stops renewing it (a replica that died)', async () => {
    const [one, two] = [replica(), replica()];
    const held = await one.tryAcquire('bulk-job:7:0', 300);
    expect(held).not.toBeNull();
    expect(await two.tryAcquire('bulk-job:7:0', 300)).toBeNull();
    clients[clients.length - 2]?.disconnect();
    await eventually(async () => (await two.tryAcquire('bulk-job:7:0', 300)) !== null);
  });
});

/** Polls `check` until it holds (a test waits for events, not for a fixed time). */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}
