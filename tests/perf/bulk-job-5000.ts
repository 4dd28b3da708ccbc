// A 5,000-item bulk job on two BFF replicas sharing one Redis, run for real (not part of
// `npm run bench`: it takes minutes). `npx tsx tests/perf/bulk-job-5000.ts` from the root.
//
// 1. A short-lived client process logs in, starts startBulkSetDynamicPricing over a filter of
//    5,000 items (the demo store built with UPSTREAM_ITEMS=5000) and exits at once.
// 2. When the job has written about a fifth of its items, the replica running it is killed
//    (SIGKILL); the other takes it over. Every store write is counted per item on a proxy in
//    front of the store (one per replica): each item must be written exactly once.
// 3. A second job over the same items is cancelled midway: the time from cancelJob's answer to
//    the job's CANCELLED, and the writes after the answer, are printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  children,
  closeProxies,
  countingProxy,
  freePort,
  startProcess,
  type Proxy,
} from './lib/job-replicas.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ITEMS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

class Client {
  cookie = '';
  constructor(readonly url: string) {}
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  }
  async login() {
    const answer = await this.gql<{ signIn: { userErrors: Array<{ code: string }> } }>(
      'mutation { signIn(input: { email: "demo@example.com", password: "demo1234" }) { userErrors { code } } }',
    );
    if (answer.signIn.userErrors.length > 0)
      throw new Error(JSON.stringify(answer.signIn.userErrors));
  }
}

interface JobState {
  id: string;
  status: string;
  progress: { done: number; total: number | null };
}
const jobQuery = 'query ($id: ID!) { job(id: $id) { id status progress { done total } } }';
const startMutation = `mutation ($filter: CatalogFilter!, $enabled: Boolean!) {
  startBulkSetDynamicPricing(target: { filter: $filter }, enabled: $enabled) { id status } }`;

async function readJob(client: Client, id: string): Promise<JobState> {
  return (await client.gql<{ job: JobState }>(jobQuery, { id })).job;
}

async function waitFor(
  client: Client,
  id: string,
  until: (state: JobState) => boolean,
  pollMs = 100,
): Promise<JobState> {
  for (;;) {
    const state = await readJob(client, id);
    if (until(state)) return state;
    await sleep(pollMs);
  }
}
const finished = (state: JobState) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(state.status);

/** The job is started by a process of its own, which exits once the job exists. */
async function startFromScript(bffUrl: string, enabled: boolean): Promise<string> {
  const script = `
    const call = async (cookie, query, variables) => {
      const r = await fetch(${JSON.stringify(`${bffUrl}/graphql`)}, { method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie },
        body: JSON.stringify({ query, variables }) });
      return { cookie: (r.headers.get('set-cookie') ?? '').split(';')[0], body: await r.json() };
    };
    const { cookie } = await call('', 'mutation { signIn(input: { email: "demo@example.com", password: "demo1234" }) { userErrors { code } } }', {});
    const { body } = await call(cookie, ${JSON.stringify(startMutation)}, { filter: {}, enabled: ${enabled} });
    if (body.errors) { console.error(JSON.stringify(body.errors)); process.exit(1); }
    console.log(body.data.startBulkSetDynamicPricing.id);
    process.exit(0);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the starting script failed (${code})`);
  return output.trim();
}

interface Replica {
  url: string;
  child: ChildProcess;
  proxy: Proxy;
}

/** Redis, the store (5,000 items) and two BFF replicas, each behind its counting proxy. */
async function startStack(): Promise<Replica[]> {
  const redisPort = await freePort();
  const args = ['--port', String(redisPort), '--save', '', '--appendonly', 'no'];
  const redis = spawn('redis-server', args, { stdio: 'ignore' });
  children.push(redis);
  const upstream = await startProcess(
    ['--import', 'tsx', 'src/main.ts'],
    join(root, 'upstream'),
    {
      UPSTREAM_PORT: '0',
      UPSTREAM_ITEMS: String(ITEMS),
      REPRICE_INTERVAL_MS: '0',
      UPSTREAM_LOG_LEVEL: 'warn',
    },
    /listening on (http:\/\/[\d.:]+)/,
  );
  const upstreamUrl = upstream.match;
  log(`upstream ${upstreamUrl} (${ITEMS} items), redis :${redisPort}`);
  const bffs = await Promise.all(
    [0, 1].map(async () => {
      const proxy = await countingProxy(upstreamUrl);
      const started = await startProcess(
        ['--import', 'tsx', 'src/main.ts'],
        join(root, 'bff'),
        {
          NODE_ENV: 'development',
          PORT: '0',
          UPSTREAM_URL: proxy.url,
          UPSTREAM_ORIGIN: upstreamUrl,
          SESSION_SECRET: 'bulk-job-5000-secret-bulk-job-5000-secret',
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          JOB_LOCK_MS: '5000',
          // A generous budget: the bulk share is half of it.
          UPSTREAM_CALLS_PER_SECOND: '2000',
          UPSTREAM_CALLS_BURST: '2000',
          // Its start line is an info line.
          LOG_LEVEL: 'info',
          TRUSTED_DOCUMENTS: 'off',
        },
        /BFF listening on (http:\/\/[\d.:]+)/,
      );
      return { url: started.match, child: started.child, proxy };
    }),
  );
  log(`BFFs ${bffs.map((bff) => bff.url).join(' ')}`);
  return bffs;
}

const writesOf = (bffs: Replica[], id: string) =>
  bffs.flatMap((bff) => bff.proxy.writes.filter((w) => w.requestId === id));

async function main(): Promise<void> {
  const bffs = await startStack();
  const client = new Client(bffs[1]?.url ?? '');
  await client.login();

  // Setup: every item with dynamic pricing on, so that turning it off writes each of the 5,000.
  const setup = await startFromScript(bffs[0]?.url ?? '', true);
  await waitFor(client, setup, finished, 500);
  log(`setup job ${setup}: ${JSON.stringify(await readJob(client, setup))}`);

  const survivor = await takeover(bffs, client);
  await cancel(bffs, survivor, client.cookie);
}

/** The measured job, started by a script that exits; its runner is killed at a fifth. */
async function takeover(bffs: Replica[], client: Client): Promise<Replica> {
  const t0 = performance.now();
  const jobId = await startFromScript(bffs[0]?.url ?? '', false);
  log(
    `job ${jobId} started by a script that has exited (${(performance.now() - t0).toFixed(0)} ms)`,
  );
  let runner: Replica | undefined;
  while (!runner) {
    runner = bffs.find(
      (bff) => bff.proxy.writes.filter((w) => w.requestId === jobId).length >= ITEMS / 5,
    );
    if (!runner) await sleep(20);
  }
  const killedAt = performance.now();
  const beforeKill = writesOf(bffs, jobId).length;
  runner.child.kill('SIGKILL');
  const survivor = bffs.find((bff) => bff !== runner);
  if (!survivor) throw new Error('no survivor');
  log(
    `killed the runner (kill -9) after ${beforeKill} writes, ${((killedAt - t0) / 1000).toFixed(1)} s in`,
  );
  const reader = new Client(survivor.url);
  reader.cookie = client.cookie;
  await reader.login();
  const end = await waitFor(reader, jobId, finished, 250);
  const endedAt = performance.now();
  const resumedWrite = survivor.proxy.writes.find((w) => w.requestId === jobId && w.at > killedAt);
  const perItem = new Map<string, number>();
  for (const write of writesOf(bffs, jobId))
    perItem.set(write.itemId, (perItem.get(write.itemId) ?? 0) + 1);
  const twice = [...perItem.values()].filter((count) => count > 1).length;
  const doneCount = await reader.gql<{ job: { items: { totalCount: number } } }>(
    'query ($id: ID!) { job(id: $id) { items(first: 0, status: DONE) { totalCount } } }',
    { id: jobId },
  );
  log(
    `job ${end.status} ${end.progress.done}/${end.progress.total} in ${((endedAt - t0) / 1000).toFixed(1)} s; ` +
      `takeover: first write of the survivor ${resumedWrite ? ((resumedWrite.at - killedAt) / 1000).toFixed(1) : '-'} s after the kill; ` +
      `items written ${perItem.size}, written more than once ${twice}, DONE ${doneCount.job.items.totalCount}`,
  );

  return survivor;
}

/** A job turning dynamic pricing back on, cancelled once a few hundred items are done. */
async function cancel(bffs: Replica[], survivor: Replica, cookie: string): Promise<void> {
  const reader = new Client(survivor.url);
  reader.cookie = cookie;
  const back = await startFromScript(survivor.url, true);
  await waitFor(reader, back, (state) => state.progress.done >= 300 || finished(state), 20);
  const asked = performance.now();
  await reader.gql('mutation ($id: ID!) { cancelJob(id: $id) { id status } }', { id: back });
  const answered = performance.now();
  const cancelled = await waitFor(reader, back, finished, 10);
  const stoppedAt = performance.now();
  const after = writesOf(bffs, back).filter((w) => w.at > answered);
  await sleep(1000);
  const late = writesOf(bffs, back).filter((w) => w.at > stoppedAt);
  log(
    `cancel: answered in ${(answered - asked).toFixed(0)} ms; ${cancelled.status} ` +
      `${((stoppedAt - answered) / 1000).toFixed(2)} s after the answer at ${cancelled.progress.done}/${cancelled.progress.total}; ` +
      `writes after the answer ${after.length}, after CANCELLED ${late.length}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
}
try {
  await main();
} finally {
  for (const child of children) child.kill('SIGKILL');
  await closeProxies();
}
process.exit(0);
