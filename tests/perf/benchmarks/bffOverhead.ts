// Benchmark 1: the catalog list through the BFF against the same page straight from the upstream.
import { atLeast, atMost, round, type Figure } from '../lib/figures';
import { runLoad, type LoadRunResult } from '../lib/load-run';
import { startMinimalProxyProcess } from '../lib/processes';
import { CATALOG_LIST } from '../lib/queries';
import { CSRF_HEADERS, graphqlRequest, signInToBff, signInToUpstream } from '../lib/sessions';
import { percentile } from '../lib/stats';

export interface OverheadOptions {
  upstreamUrl: string;
  bffUrl: string;
  quick: boolean;
}

interface Side {
  run(connections: number, seconds: number): Promise<LoadRunResult>;
  errors: number;
}

/** One side of the comparison: the same request again and again, each answer checked. */
function loadSide(
  url: string,
  request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  answerIsRight: (body: string) => boolean,
): Side {
  const side: Side = {
    errors: 0,
    run: (connections, seconds) =>
      runLoad({
        url,
        connections,
        durationSeconds: seconds,
        requests: [
          {
            ...request,
            onResponse: (status: number, body: string) => {
              if (status !== 200 || !answerIsRight(body)) side.errors += 1;
            },
          },
        ],
      }),
  };
  return side;
}

export async function benchBffOverhead(options: OverheadOptions): Promise<Figure[]> {
  const email = 'demo@example.com';
  const bffCookie = await signInToBff(options.bffUrl, email);
  const upstream = await signInToUpstream(options.upstreamUrl, email);

  const check = await graphqlRequest<{ catalog: { items: unknown[] } }>(
    options.bffUrl,
    bffCookie,
    CATALOG_LIST,
    { page: 1 },
  );
  if (check.errors || check.data?.catalog.items.length !== 50) {
    throw new Error(`catalog query did not answer 50 items: ${JSON.stringify(check.errors)}`);
  }

  const direct = loadSide(
    `${options.upstreamUrl}/api/catalog?page=1`,
    {
      method: 'GET',
      headers: { cookie: upstream.cookie, origin: upstream.origin, accept: 'application/json' },
    },
    (body) => body.includes('"items_count"'),
  );
  const body = JSON.stringify({ query: CATALOG_LIST, variables: { page: 1 } });
  const viaBff = loadSide(
    `${options.bffUrl}/graphql`,
    { method: 'POST', headers: { ...CSRF_HEADERS, cookie: bffCookie }, body },
    (answer) => !answer.includes('"errors"'),
  );

  // The floor (lib/minimal-proxy.ts): the same upstream call, JSON.parse and JSON.stringify in a
  // bare node:http server. What separates it from the BFF is the cost of GraphQL, sessions and
  // mapping; what separates it from direct is the cost of any JSON proxy on this machine.
  const minimalProxy = await startMinimalProxyProcess({
    upstreamUrl: options.upstreamUrl,
    cookie: upstream.cookie,
    origin: upstream.origin,
    path: '/api/catalog?page=1',
  });
  const viaProxy = loadSide(
    `${minimalProxy.url}/graphql`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    (answer) => answer.includes('"items_count"'),
  );
  const sides = { direct, bff: viaBff, proxy: viaProxy };

  // Interleaved, rotating which side goes first, so drift in the machine's load hits all three.
  const rounds = options.quick ? 2 : 3;
  const seconds = options.quick ? 3 : 5;
  const saturated = {
    direct: [] as LoadRunResult[],
    bff: [] as LoadRunResult[],
    proxy: [] as LoadRunResult[],
  };
  try {
    // Warm every path (JIT, keep-alive pools, upstream indexes) before anything counts.
    const warm = 1;
    for (const side of Object.values(sides)) await side.run(10, warm);
    for (const side of Object.values(sides)) side.errors = 0;
    const order = ['direct', 'bff', 'proxy'] as const;
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < order.length; turn += 1) {
        const side = order[(round + turn) % order.length]!;
        saturated[side].push(await sides[side].run(10, seconds));
      }
    }
  } finally {
    await minimalProxy.stop();
  }

  // One connection, no queueing: the per-request cost the BFF adds when the machine is not saturated.
  const single = { direct: [] as LoadRunResult[], bff: [] as LoadRunResult[] };
  const singleSeconds = 2;
  for (let round = 0; round < 2; round += 1) {
    single.direct.push(await direct.run(1, singleSeconds));
    single.bff.push(await viaBff.run(1, singleSeconds));
  }

  const pooled = (runs: LoadRunResult[]) => runs.flatMap((run) => run.latencies);
  const rate = (runs: LoadRunResult[]) =>
    runs.reduce((sum, run) => sum + run.total, 0) /
    runs.reduce((sum, run) => sum + run.total / run.requestsPerSecond, 0);
  const directRate = rate(saturated.direct);
  const bffRate = rate(saturated.bff);
  const ratio = bffRate / directRate;
  const addedP50 = percentile(pooled(saturated.bff), 50) - percentile(pooled(saturated.direct), 50);
  const addedP99 = percentile(pooled(saturated.bff), 99) - percentile(pooled(saturated.direct), 99);
  const unloadedP50 = percentile(pooled(single.bff), 50) - percentile(pooled(single.direct), 50);
  const proxyRate = rate(saturated.proxy);
  const failures =
    direct.errors +
    viaBff.errors +
    [...saturated.direct, ...saturated.bff, ...single.direct, ...single.bff].reduce(
      (sum, run) => sum + run.failures,
      0,
    );
  const proxyFailures =
    viaProxy.errors + saturated.proxy.reduce((sum, run) => sum + run.failures, 0);
  const conditions = `${rounds}×${seconds} s per side, interleaved, 10 connections, demo@ (2,000 items), page 1`;

  return [
    {
      bench: 1,
      name: 'throughput BFF / direct',
      value: round(ratio, 2),
      unit: '×',
      target: '≥ 0.6',
      verdict: atLeast(ratio, 0.6),
      note: `${round(bffRate, 0)} vs ${round(directRate, 0)} req/s; ${conditions}`,
    },
    {
      bench: 1,
      name: 'added p50 (10 connections)',
      value: round(addedP50, 2),
      unit: 'ms',
      target: '≤ 1.5 ms',
      verdict: atMost(addedP50, 1.5),
      note: `p50 ${round(percentile(pooled(saturated.bff), 50), 2)} vs ${round(percentile(pooled(saturated.direct), 50), 2)} ms; at saturation latency ≈ connections / throughput, so this follows the ratio`,
    },
    {
      bench: 1,
      name: 'added p99 (10 connections)',
      value: round(addedP99, 2),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
    },
    {
      bench: 1,
      name: 'added p50 (1 connection, unloaded)',
      value: round(unloadedP50, 2),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: `p50 ${round(percentile(pooled(single.bff), 50), 2)} vs ${round(percentile(pooled(single.direct), 50), 2)} ms, 2×${singleSeconds} s per side`,
    },
    {
      bench: 1,
      name: 'minimal JSON proxy / direct (the floor)',
      value: round(proxyRate / directRate, 2),
      unit: '×',
      target: '',
      verdict: 'INFO',
      note: `${round(proxyRate, 0)} req/s, ${proxyFailures} errors; node:http + undici + JSON.parse/JSON.stringify of the same page, nothing else (lib/minimal-proxy.ts)`,
    },
    {
      bench: 1,
      name: 'BFF / minimal JSON proxy',
      value: round(bffRate / proxyRate, 2),
      unit: '×',
      target: '',
      verdict: 'INFO',
      note: 'what GraphQL, sessions, mapping and the checks cost on top of the floor',
    },
    {
      bench: 1,
      name: 'errors during overhead runs',
      value: failures,
      unit: '',
      target: '0',
      verdict: failures === 0 ? 'PASS' : 'MISS',
    },
  ];
}
