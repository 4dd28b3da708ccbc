import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { type CountingProxy, startCountingProxy } from '../testing/counting-proxy.js';
import { redisServerPath, type RedisServer, startRedisServer } from '../testing/limits.js';
import { startReferenceUpstream, TestBrowser } from '../testing/test-bff.js';
import { jobFields, jobItems, readJob, startJob } from './job-test-client.js';

// Two BFF processes on one Redis: the one running a bulk job is killed (SIGKILL) mid-job, the
// other takes the job over and finishes it; every item is written exactly once.

const redisBinary = redisServerPath();
const bffDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface BffProcess {
  url: string;
  child: ChildProcess;
  proxy: CountingProxy;
}

async function startBffProcess(upstream: EmbeddedUpstream, redisUrl: string): Promise<BffProcess> {
  const proxy = await startCountingProxy(upstream.url);
  // tsx as a loader in this very process (its CLI would run the BFF in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: bffDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      UPSTREAM_URL: proxy.url,
      UPSTREAM_ORIGIN: upstream.origin,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
      REDIS_URL: redisUrl,
      JOB_LOCK_MS: '2000',
      // Slow enough that the job is still running when its BFF is killed.
      UPSTREAM_CALLS_PER_SECOND: '12',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /BFF listening on (http:\/\/[\d.:]+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`BFF exited (${code}): ${output}`)));
  });
  return { url, child, proxy };
}

function stopProcess(bff: BffProcess | undefined): Promise<void> {
  if (!bff) return Promise.resolve();
  const { child } = bff;
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  }).then(() => bff.proxy.close());
}

describe.skipIf(redisBinary === null)('jobs on Redis across BFF processes', () => {
  let upstream: EmbeddedUpstream;
  let redis: RedisServer;
  const bffs: BffProcess[] = [];

  beforeAll(async () => {
    [upstream, redis] = await Promise.all([
      startReferenceUpstream(),
      startRedisServer(redisBinary as string),
    ]);
    bffs.push(...(await Promise.all([0, 1].map(() => startBffProcess(upstream, redis.url)))));
    // Two BFFs compiled from source by tsx: minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => {
    await Promise.all(bffs.map(stopProcess));
    await Promise.all([upstream?.stop(), redis?.stop()]);
  });

  /**
   * Signs in on `via`, starts a job switching 30 items' dynamic pricing off, and waits until the
   * replica that took it (writing through its own proxy) has made `writes` writes.
   */
  async function jobRunningOnOne(via: BffProcess, writes: number) {
    const browser = new TestBrowser(via.url);
    expect((await browser.login()).errors).toBeUndefined();
    const listed = await browser.gql<{ catalog: { items: { id: string }[] } }>(
      '{ catalog(filter: { dynamicPricing: true }) { items { id } } }',
    );
    const ids = (listed.data?.catalog.items ?? []).slice(0, 30).map((item) => item.id);
    expect(ids).toHaveLength(30);
    const job = await startJob(
      browser,
      `mutation ($ids: [ID!]!) { startBulkSetDynamicPricing(target: { itemIds: $ids }, enabled: false) { ${jobFields} } }`,
      { ids },
    );
    const jobWrites = (bff: BffProcess) => bff.proxy.writes.filter((w) => w.requestId === job.id);
    let runner: BffProcess | undefined;
    while (!runner) {
      runner = bffs.find((bff) => jobWrites(bff).length >= writes);
      if (!runner) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { browser, ids, job, jobWrites, runner };
  }

  it('cancelJob on one replica stops the job the other runs: no item starts after its answer', async () => {
    const { browser, ids, job, jobWrites, runner } = await jobRunningOnOne(bffs[0]!, 2);
    // The cancel goes to the replica that does not run the job.
    const other = new TestBrowser(bffs.find((bff) => bff !== runner)!.url);
    other.cookie = browser.cookie;
    const answer = await other.gql('mutation ($id: ID!) { cancelJob(id: $id) { id } }', {
      id: job.id,
    });
    expect(answer.errors).toBeUndefined();
    const writtenAtAnswer = new Set(jobWrites(runner).map((write) => write.path));

    let state = await readJob(other, job.id);
    while (state?.status === 'RUNNING' || state?.status === 'QUEUED') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await readJob(other, job.id);
    }
    expect(state?.status).toBe('CANCELLED');
    const written = new Set(jobWrites(runner).map((write) => write.path));
    // Only items already in flight at the answer (at most 4 run at once) write after it.
    expect(written.size - writtenAtAnswer.size).toBeLessThanOrEqual(4);
    expect(written.size).toBeLessThan(ids.length);
    const items = await jobItems(other, job.id);
    expect(items.map((item) => item.itemId).sort()).toEqual(
      [...written].map((path) => path.split('/')[3]).sort(),
    );
  }, 300_000);

  it('a replica killed mid-job leaves it to the other, which writes each item once', async () => {
    const [first, second] = bffs as [BffProcess, BffProcess];
    const { browser, ids, job, jobWrites, runner } = await jobRunningOnOne(first, 3);
    runner.child.kill('SIGKILL');
    const survivor = runner === first ? second : first;
    const reader = new TestBrowser(survivor.url);
    reader.cookie = browser.cookie;
    // Any replica answers job(id); the survivor finishes the job.
    let state = await readJob(reader, job.id);
    while (state?.status !== 'SUCCEEDED' && state?.status !== 'FAILED') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await readJob(reader, job.id);
    }
    expect(state).toMatchObject({ status: 'SUCCEEDED', progress: { done: 30, total: 30 } });
    expect(jobWrites(survivor).length).toBeGreaterThan(0);

    const writesPerItem = new Map<string, number>();
    for (const write of [...jobWrites(first), ...jobWrites(second)]) {
      const itemId = write.path.split('/')[3] ?? '';
      writesPerItem.set(itemId, (writesPerItem.get(itemId) ?? 0) + 1);
    }
    expect([...writesPerItem.keys()].sort()).toEqual([...ids].sort());
    expect([...writesPerItem.values()].every((count) => count === 1)).toBe(true);
    const items = await jobItems(reader, job.id);
    expect(items).toHaveLength(30);
    expect(
      items.every((item) => item.status === 'DONE' && item.automaticPriceEnabled === false),
    ).toBe(true);
  }, 300_000);
});
