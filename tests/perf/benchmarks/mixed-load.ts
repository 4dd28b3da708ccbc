// Benchmark 8: mixed dashboard traffic at a fixed rate from many signed-in sessions: zero
// errors, p99, and BFF memory that does not creep up over the run. The memory target is on what
// the BFF retains (heap in use after a full collection, through the inspector); RSS is reported
// beside it but includes heap V8 has grown into and not yet collected.
import type autocannon from 'autocannon';
import { atMost, round, type Figure } from '../lib/figures';
import { openInspector } from '../lib/inspector';
import { runLoad, type LoadRunResult } from '../lib/load-run';
import type { ServiceProcess } from '../lib/processes';
import {
  CATALOG_DETAIL,
  CATALOG_LIST,
  COMPETITOR_LISTINGS,
  PRICE_LIST,
  TOGGLE_DYNAMIC_PRICE,
  VIEWER,
} from '../lib/queries';
import { recordCheckpoints, type Checkpoint } from '../lib/retained-memory';
import { sampleRss } from '../lib/rss-sampler';
import { CSRF_HEADERS, graphqlRequest, loadUserEmails, signInToBff } from '../lib/sessions';
import { mean } from '../lib/stats';

export interface LoadOptions {
  /** Started with `inspectable` (lib/processes.ts), for the retained-memory checkpoints. */
  bff: ServiceProcess;
  quick: boolean;
  /** Length of the run in seconds (`--soak=<s>`); 60 by default, 15 with --quick. */
  seconds?: number;
}

const SESSIONS = 50;
const RATE = 200;
/** Seconds between retained-memory checkpoints after the first window. */
const CHECKPOINT_EVERY = 30;

interface UserScript {
  cookie: string;
  bodies: string[];
}

async function prepareUser(bffUrl: string, email: string): Promise<UserScript> {
  const cookie = await signInToBff(bffUrl, email);
  const viewer = await graphqlRequest<{
    me: { categories: { id: string }[]; vendors: { id: string }[] };
  }>(bffUrl, cookie, VIEWER);
  const page = await graphqlRequest<{ catalog: { items: { id: string }[] } }>(
    bffUrl,
    cookie,
    CATALOG_LIST,
    { page: 1 },
  );
  const me = viewer.data?.me;
  const ids = page.data?.catalog.items.map((item) => item.id) ?? [];
  if (!me || ids.length < 10) throw new Error(`cannot prepare the load script of ${email}`);
  const body = (query: string, variables: Record<string, unknown>) =>
    JSON.stringify({ query, variables });
  const bodies = [
    body(CATALOG_LIST, { page: 1 }),
    body(CATALOG_DETAIL, { id: ids[3] }),
    body(CATALOG_LIST, { page: 2, sort: 'PRICE_ASC' }),
    body(CATALOG_DETAIL, { id: ids[7] }),
    // Toggled twice per round so the store ends as it started.
    body(TOGGLE_DYNAMIC_PRICE, { itemId: ids[9] }),
    body(TOGGLE_DYNAMIC_PRICE, { itemId: ids[9] }),
  ];
  if (me.categories[0]) bodies.push(body(PRICE_LIST, { categoryId: me.categories[0].id, page: 1 }));
  if (me.vendors[0])
    bodies.push(body(COMPETITOR_LISTINGS, { vendorId: me.vendors[0].id, page: 1 }));
  return { cookie, bodies };
}

interface ErrorCount {
  count: number;
  first: string[];
}

/** Each connection takes the next user and cycles through that user's steps. */
function loadRequests(users: UserScript[], errors: ErrorCount): autocannon.RequestSpec[] {
  const steps = Math.max(...users.map((user) => user.bodies.length));
  let nextUser = 0;
  return Array.from({ length: steps }, (_unused, step) => ({
    method: 'POST',
    setupRequest: (request: autocannon.RequestSpec, context: Record<string, unknown>) => {
      if (context.user === undefined) context.user = users[nextUser++ % users.length];
      const user = context.user as UserScript;
      return {
        ...request,
        headers: { ...CSRF_HEADERS, cookie: user.cookie },
        body: user.bodies[step % user.bodies.length],
      };
    },
    onResponse: (status: number, body: string) => {
      if (status !== 200 || body.includes('"errors"')) {
        errors.count += 1;
        if (errors.first.length < 3) errors.first.push(`${status} ${body.slice(0, 160)}`);
      }
    },
  }));
}

interface MemoryRun {
  result: LoadRunResult;
  rss: { at: number; rss: number }[];
  checkpoints: Checkpoint[];
}

/** The load, with RSS every 0.5 s and a retained-memory checkpoint after the first window. */
async function loadWithMemory(
  options: LoadOptions,
  requests: autocannon.RequestSpec[],
  plan: { seconds: number; window: number },
): Promise<MemoryRun> {
  const inspector = await openInspector(options.bff);
  try {
    const times: number[] = [];
    for (let at = plan.window; at < plan.seconds - 5; at += CHECKPOINT_EVERY) times.push(at);
    const sampler = sampleRss(options.bff.pid, 500);
    const recorder = recordCheckpoints(inspector, times);
    const result = await runLoad({
      url: `${options.bff.url}/graphql`,
      connections: SESSIONS,
      durationSeconds: plan.seconds,
      overallRate: RATE,
      requests,
    });
    const rss = sampler.stop();
    return { result, rss, checkpoints: await recorder.finish() };
  } finally {
    inspector.close();
  }
}

const mib = (bytes: number) => round(bytes / 2 ** 20, 0);

function memoryFigures(run: MemoryRun, window: number): Figure[] {
  const { rss, checkpoints } = run;
  const start = rss[0]!.at;
  const end = rss[rss.length - 1]!.at;
  const first = mean(rss.filter((s) => s.at - start <= window * 1000).map((s) => s.rss));
  const last = mean(rss.filter((s) => end - s.at <= window * 1000).map((s) => s.rss));
  const early = checkpoints[0]!;
  const late = checkpoints[checkpoints.length - 1]!;
  const retainedGrowth = (late.heapUsed / early.heapUsed - 1) * 100;
  const heapAt = checkpoints.map((c) => `${round(c.at, 0)} s ${round(c.heapUsed / 2 ** 20, 1)}`);
  return [
    {
      bench: 8,
      name: `BFF retained heap (after a full GC), ${round(early.at, 0)} s vs end`,
      value: round(retainedGrowth, 1),
      unit: '%',
      target: '< 10 %',
      verdict: atMost(retainedGrowth, 9.999),
      note: `heap used after a full collection, MiB: ${heapAt.join(', ')}; external ${mib(early.external)} → ${mib(late.external)} MiB; just before the collections heap committed ${mib(early.before.heapTotal)} → ${mib(late.before.heapTotal)} MiB and RSS ${mib(early.before.rss)} → ${mib(late.before.rss)} MiB, right after them RSS ${mib(early.rss)} → ${mib(late.rss)} MiB`,
    },
    {
      bench: 8,
      name: `BFF RSS growth, first vs last ${window} s`,
      value: round((last / first - 1) * 100, 1),
      unit: '%',
      target: '',
      verdict: 'INFO',
      note: `${mib(first)} → ${mib(last)} MiB; RSS counts heap V8 has grown into and not yet collected, so it is reported, not judged`,
    },
  ];
}

function loadFigures(result: LoadRunResult, errors: ErrorCount, seconds: number): Figure[] {
  const total = errors.count + result.failures;
  const keptUp = result.requestsPerSecond >= RATE * 0.95;
  return [
    {
      bench: 8,
      name: `mixed load ${RATE} req/s × ${seconds} s: errors`,
      value: total,
      unit: '',
      target: '0',
      verdict: total === 0 ? 'PASS' : 'MISS',
      note: `${SESSIONS} sessions of ${SESSIONS} users (UPSTREAM_EXTRA_USERS accounts); achieved ${round(result.requestsPerSecond, 0)} req/s, ${result.total} requests${errors.first.length ? `; first errors: ${errors.first.join(' | ')}` : ''}`,
    },
    {
      bench: 8,
      name: 'mixed load achieved rate',
      value: round(result.requestsPerSecond, 0),
      unit: 'req/s',
      target: `≥ ${RATE * 0.95}`,
      verdict: keptUp ? 'PASS' : 'MISS',
      note: keptUp
        ? `asked ${RATE} req/s; the BFF kept up`
        : `asked ${RATE} req/s; below it the BFF could not keep up (autocannon waits for answers)`,
    },
    {
      bench: 8,
      name: 'mixed load p99',
      value: round(result.p99, 1),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: `p50 ${round(result.p50, 1)} ms; catalog pages, details, price list, competitors, toggles`,
    },
  ];
}

export async function benchMixedLoad(options: LoadOptions): Promise<Figure[]> {
  // 50 users, one session each (the upstream's UPSTREAM_EXTRA_USERS accounts).
  const users: UserScript[] = [];
  for (const email of loadUserEmails(SESSIONS)) {
    users.push(await prepareUser(options.bff.url, email));
  }
  const errors: ErrorCount = { count: 0, first: [] };
  const seconds = options.seconds ?? (options.quick ? 15 : 60);
  const window = options.quick ? 3 : 10;
  const run = await loadWithMemory(options, loadRequests(users, errors), { seconds, window });
  return [...loadFigures(run.result, errors, seconds), ...memoryFigures(run, window)];
}
