// Benchmark 8: mixed dashboard traffic at a fixed rate from many signed-in sessions: zero
// errors, p99, and BFF memory that does not creep up over the run.
import type autocannon from 'autocannon';
import { atMost, round, type Figure } from '../lib/figures';
import { runLoad } from '../lib/load-run';
import {
  CATALOG_DETAIL,
  CATALOG_LIST,
  COMPETITOR_LISTINGS,
  PRICE_LIST,
  TOGGLE_DYNAMIC_PRICE,
  VIEWER,
} from '../lib/queries';
import { sampleRss } from '../lib/rss-sampler';
import { CSRF_HEADERS, graphqlRequest, loadUserEmails, signInToBff } from '../lib/sessions';
import { mean } from '../lib/stats';

export interface LoadOptions {
  bffUrl: string;
  bffPid: number;
  quick: boolean;
}

const SESSIONS = 50;
const RATE = 200;

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
    {
      page: 1,
    },
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

export async function benchMixedLoad(options: LoadOptions): Promise<Figure[]> {
  // 50 users, one session each (the upstream's UPSTREAM_EXTRA_USERS accounts).
  const accounts = loadUserEmails(SESSIONS);
  const users: UserScript[] = [];
  for (const email of accounts) users.push(await prepareUser(options.bffUrl, email));
  const steps = Math.max(...users.map((user) => user.bodies.length));
  let graphqlErrors = 0;
  const firstErrors: string[] = [];
  let nextUser = 0;
  const requests: autocannon.RequestSpec[] = Array.from({ length: steps }, (_unused, step) => ({
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
        graphqlErrors += 1;
        if (firstErrors.length < 3) firstErrors.push(`${status} ${body.slice(0, 160)}`);
      }
    },
  }));

  const seconds = options.quick ? 15 : 60;
  const window = options.quick ? 3 : 10;
  const sampler = sampleRss(options.bffPid, 500);
  const result = await runLoad({
    url: `${options.bffUrl}/graphql`,
    connections: SESSIONS,
    durationSeconds: seconds,
    overallRate: RATE,
    requests,
  });
  const samples = sampler.stop();
  const start = samples[0]!.at;
  const end = samples[samples.length - 1]!.at;
  const first = mean(samples.filter((s) => s.at - start <= window * 1000).map((s) => s.rss));
  const last = mean(samples.filter((s) => end - s.at <= window * 1000).map((s) => s.rss));
  const growth = (last / first - 1) * 100;
  const errors = graphqlErrors + result.failures;
  return [
    {
      bench: 8,
      name: `mixed load ${RATE} req/s × ${seconds} s: errors`,
      value: errors,
      unit: '',
      target: '0',
      verdict: errors === 0 ? 'PASS' : 'MISS',
      note: `${SESSIONS} sessions of ${accounts.length} users (UPSTREAM_EXTRA_USERS accounts); achieved ${round(result.requestsPerSecond, 0)} req/s, ${result.total} requests${firstErrors.length ? `; first errors: ${firstErrors.join(' | ')}` : ''}`,
    },
    {
      bench: 8,
      name: 'mixed load achieved rate',
      value: round(result.requestsPerSecond, 0),
      unit: 'req/s',
      target: `≥ ${RATE * 0.95}`,
      verdict: result.requestsPerSecond >= RATE * 0.95 ? 'PASS' : 'MISS',
      note:
        result.requestsPerSecond >= RATE * 0.95
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
    {
      bench: 8,
      name: `BFF RSS growth, first vs last ${window} s`,
      value: round(growth, 1),
      unit: '%',
      target: '< 10 %',
      verdict: atMost(growth, 9.999),
      note: `${round(first / 2 ** 20, 0)} → ${round(last / 2 ** 20, 0)} MiB`,
    },
  ];
}
