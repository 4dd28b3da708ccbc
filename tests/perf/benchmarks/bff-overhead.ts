// Benchmark 1: the catalog list page through the BFF, side by side with the same page straight
// from the upstream (direct), through a minimal JSON proxy (the floor) and, with --peers, through
// Apollo Server 5 + RESTDataSource and Hive Gateway over a GraphQL Mesh JSON-schema source.
import { isDeepStrictEqual } from 'node:util';
import { atLeast, round, type Figure } from '../lib/figures';
import { runLoad, type LoadRunResult } from '../lib/load-run';
import { startApolloPeer, startMeshPeer } from '../lib/peers';
import {
  startMinimalProxyProcess,
  type ServerRuntime,
  type ServiceProcess,
} from '../lib/processes';
import { CATALOG_LIST, MESH_CATALOG_LIST, PEER_CATALOG_LIST } from '../lib/queries';
import { sampleRss } from '../lib/rss-sampler';
import { CSRF_HEADERS, graphqlRequest, signInToBff, signInToUpstream } from '../lib/sessions';
import { percentile } from '../lib/stats';

export interface OverheadOptions {
  upstream: ServiceProcess;
  bff: ServiceProcess;
  runtime: ServerRuntime;
  quick: boolean;
  /** Also run the page through Apollo Server and Hive Gateway (lib/peers.ts). */
  peers: boolean;
}

/** Targets: what GraphQL and the product's checks may cost above the floor, and the lead. */
export const TARGETS = { overFloor: 0.9, overApollo: 2.5, overMesh: 8 } as const;

type SideName = 'direct' | 'bff' | 'proxy' | 'apollo' | 'mesh';

interface Side {
  name: SideName;
  label: string;
  /** The side's own server process; none for direct (the upstream is the server). */
  server: ServiceProcess | null;
  run(connections: number, seconds: number): Promise<LoadRunResult>;
  errors: number;
  saturated: LoadRunResult[];
  /** CPU ms used during the saturated runs, by the side's server and by the upstream. */
  cpu: { server: number; upstream: number };
}

/** One side of the comparison: the same request again and again, each answer checked. */
function loadSide(
  name: SideName,
  label: string,
  server: ServiceProcess | null,
  url: string,
  request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  answerIsRight: (body: string) => boolean,
): Side {
  const side: Side = {
    name,
    label,
    server,
    errors: 0,
    saturated: [],
    cpu: { server: 0, upstream: 0 },
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

interface GraphQLBody {
  data?: { catalog?: Record<string, unknown> } | null;
  errors?: unknown[];
}

async function postGraphQL(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<GraphQLBody> {
  const response = await fetch(url, { method: 'POST', headers, body });
  return (await response.json()) as GraphQLBody;
}

/** The Mesh source's page under the BFF's names, without the two fields only the BFF computes. */
function meshPageAsBff(page: Record<string, unknown>): Record<string, unknown> {
  const items = (page.items as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    externalId: row.external_id,
    ean: row.ean,
    name: row.name,
    storage: row.storage,
    ram: row.ram,
    grade: row.grade,
    color: row.color,
    batteryType: row.battery_type,
    price: row.price,
    basePrice: row.base_price,
    currencySymbol: row.currency_symbol,
    stock: row.stock,
    marginPercentage: row.margin_percentage,
    automaticPriceEnabled: row.automatic_price_enabled,
    notificationsCount: row.notifications_count,
  }));
  return {
    totalCount: page.items_count,
    page: page.page,
    lastUpdate: page.last_update,
    filters: page.filters,
    items,
  };
}

function withoutBffOnlyFields(page: Record<string, unknown>): Record<string, unknown> {
  const { hasMore: _hasMore, items, ...rest } = page;
  return {
    ...rest,
    items: (items as Record<string, unknown>[]).map(
      ({ belowBasePrice: _belowBasePrice, ...row }) => row,
    ),
  };
}

/** The first path where two JSON values differ, for the error message. */
function firstDifference(a: unknown, b: unknown, path = 'catalog'): string {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left = (a as Record<string, unknown>)[key];
    const right = (b as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(left, right)) return firstDifference(left, right, `${path}.${key}`);
  }
  return path;
}

/** Rate over several runs: all requests over all the time they took. */
function rate(runs: LoadRunResult[]): number {
  return (
    runs.reduce((sum, run) => sum + run.total, 0) /
    runs.reduce((sum, run) => sum + run.total / run.requestsPerSecond, 0)
  );
}

export async function benchBffOverhead(options: OverheadOptions): Promise<Figure[]> {
  const { upstream, bff } = options;
  const email = 'demo@example.com';
  const bffRssIdle = bff.rss();
  const bffCookie = await signInToBff(bff.url, email);
  const session = await signInToUpstream(upstream.url, email);

  const check = await graphqlRequest<{ catalog: Record<string, unknown> & { items: unknown[] } }>(
    bff.url,
    bffCookie,
    CATALOG_LIST,
    { page: 1 },
  );
  if (check.errors || check.data?.catalog.items.length !== 50) {
    throw new Error(`catalog query did not answer 50 items: ${JSON.stringify(check.errors)}`);
  }
  const bffPage = check.data.catalog;

  const direct = loadSide(
    'direct',
    'direct',
    null,
    `${upstream.url}/api/catalog?page=1`,
    {
      method: 'GET',
      headers: { cookie: session.cookie, origin: session.origin, accept: 'application/json' },
    },
    (body) => body.includes('"items_count"'),
  );
  const body = JSON.stringify({ query: CATALOG_LIST, variables: { page: 1 } });
  const viaBff = loadSide(
    'bff',
    'BFF',
    bff,
    `${bff.url}/graphql`,
    { method: 'POST', headers: { ...CSRF_HEADERS, cookie: bffCookie }, body },
    (answer) => !answer.includes('"errors"'),
  );

  const servers: ServiceProcess[] = [];
  const sides: Side[] = [direct, viaBff];
  try {
    // The floor (lib/minimal-proxy.ts): the same upstream call, JSON.parse and JSON.stringify in a
    // bare node:http server. What separates it from the BFF is the cost of GraphQL, sessions and
    // mapping; what separates it from direct is the cost of any JSON proxy on this machine.
    const minimalProxy = await startMinimalProxyProcess({
      runtime: options.runtime,
      upstreamUrl: upstream.url,
      cookie: session.cookie,
      origin: session.origin,
      path: '/api/catalog?page=1',
    });
    servers.push(minimalProxy);
    sides.push(
      loadSide(
        'proxy',
        'minimal JSON proxy',
        minimalProxy,
        `${minimalProxy.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        (answer) => answer.includes('"items_count"'),
      ),
    );

    if (options.peers) {
      // Signed in to the same upstream: the client's upstream cookie, forwarded by each peer.
      const peerHeaders = { 'content-type': 'application/json', cookie: session.cookie };
      const apollo = await startApolloPeer({ upstreamUrl: upstream.url, origin: session.origin });
      servers.push(apollo);
      const apolloBody = JSON.stringify({ query: PEER_CATALOG_LIST, variables: { page: 1 } });
      const apolloAnswer = await postGraphQL(`${apollo.url}/`, peerHeaders, apolloBody);
      if (!isDeepStrictEqual(apolloAnswer.data?.catalog, bffPage)) {
        throw new Error(
          `Apollo Server peer does not answer the BFF's data: ${firstDifference(apolloAnswer.data?.catalog ?? apolloAnswer, bffPage)}`,
        );
      }
      sides.push(
        loadSide(
          'apollo',
          'Apollo Server 5 + RESTDataSource',
          apollo,
          `${apollo.url}/`,
          { method: 'POST', headers: peerHeaders, body: apolloBody },
          (answer) => !answer.includes('"errors"'),
        ),
      );

      const mesh = await startMeshPeer({ upstreamUrl: upstream.url, origin: session.origin });
      servers.push(mesh);
      const meshBody = JSON.stringify({ query: MESH_CATALOG_LIST, variables: { page: 1 } });
      const meshAnswer = await postGraphQL(`${mesh.url}/graphql`, peerHeaders, meshBody);
      const meshPage = meshAnswer.data?.catalog;
      const expected = withoutBffOnlyFields(bffPage);
      if (!meshPage || !isDeepStrictEqual(meshPageAsBff(meshPage), expected)) {
        throw new Error(
          `Hive Gateway peer does not answer the BFF's data: ${meshPage ? firstDifference(meshPageAsBff(meshPage), expected) : JSON.stringify(meshAnswer.errors)}`,
        );
      }
      sides.push(
        loadSide(
          'mesh',
          'Hive Gateway + Mesh JSON schema',
          mesh,
          `${mesh.url}/graphql`,
          { method: 'POST', headers: peerHeaders, body: meshBody },
          (answer) => !answer.includes('"errors"'),
        ),
      );
    }

    // Interleaved, rotating which side goes first, so drift in the machine's load hits all sides.
    const rounds = options.quick ? 2 : 3;
    const seconds = options.quick ? 3 : 5;
    // Warm every path (JIT, keep-alive pools, upstream indexes) before anything counts.
    for (const side of sides) await side.run(10, 2);
    for (const side of sides) side.errors = 0;
    let bffRssPeak = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < sides.length; turn += 1) {
        const side = sides[(round + turn) % sides.length]!;
        const cpuBefore = { server: side.server?.cpuMs() ?? 0, upstream: upstream.cpuMs() };
        const rss = side.name === 'bff' ? sampleRss(bff.pid, 250) : null;
        side.saturated.push(await side.run(10, seconds));
        if (rss) bffRssPeak = Math.max(bffRssPeak, ...rss.stop().map((sample) => sample.rss));
        side.cpu.server += (side.server?.cpuMs() ?? 0) - cpuBefore.server;
        side.cpu.upstream += upstream.cpuMs() - cpuBefore.upstream;
      }
    }

    // One connection, no queueing: the per-request cost the BFF adds when the machine is not
    // saturated.
    const single = { direct: [] as LoadRunResult[], bff: [] as LoadRunResult[] };
    const singleSeconds = 2;
    for (let round = 0; round < 2; round += 1) {
      single.direct.push(await direct.run(1, singleSeconds));
      single.bff.push(await viaBff.run(1, singleSeconds));
    }

    return figuresOf({
      sides,
      single,
      singleSeconds,
      conditions: `${rounds}×${seconds} s per side, interleaved, 10 connections, demo@ (2,000 items), page 1`,
      bffRssIdle,
      bffRssPeak,
      runtime: options.runtime.kind,
    });
  } finally {
    for (const server of servers) await server.stop();
  }
}

interface Measured {
  sides: Side[];
  single: { direct: LoadRunResult[]; bff: LoadRunResult[] };
  singleSeconds: number;
  conditions: string;
  bffRssIdle: number;
  bffRssPeak: number;
  runtime: ServerRuntime['kind'];
}

function figuresOf(measured: Measured): Figure[] {
  const side = (name: SideName) => measured.sides.find((candidate) => candidate.name === name);
  const direct = side('direct')!;
  const bff = side('bff')!;
  const rates = new Map(measured.sides.map((one) => [one.name, rate(one.saturated)]));
  const rateOf = (name: SideName) => rates.get(name)!;
  const pooled = (runs: LoadRunResult[]) => runs.flatMap((run) => run.latencies);
  const p = (runs: LoadRunResult[], q: number) => percentile(pooled(runs), q);
  const requests = (one: Side) => one.saturated.reduce((sum, run) => sum + run.total, 0);
  const failures =
    measured.sides.reduce(
      (sum, one) => sum + one.errors + one.saturated.reduce((all, run) => all + run.failures, 0),
      0,
    ) +
    [...measured.single.direct, ...measured.single.bff].reduce((sum, run) => sum + run.failures, 0);
  const mib = (bytes: number) => round(bytes / 2 ** 20, 0);

  const overFloor = rateOf('bff') / rateOf('proxy');
  const figures: Figure[] = [
    {
      bench: 1,
      name: 'throughput BFF / minimal JSON proxy',
      value: round(overFloor, 2),
      unit: '×',
      target: `≥ ${TARGETS.overFloor}`,
      verdict: atLeast(overFloor, TARGETS.overFloor),
      note: `${round(rateOf('bff'), 0)} vs ${round(rateOf('proxy'), 0)} req/s; what GraphQL, sessions, mapping and the checks cost above the floor; ${measured.conditions}`,
    },
  ];

  for (const [name, target] of [
    ['apollo', TARGETS.overApollo],
    ['mesh', TARGETS.overMesh],
  ] as const) {
    const peer = side(name);
    if (!peer) continue;
    const lead = rateOf('bff') / rateOf(name);
    figures.push({
      bench: 1,
      name: `throughput BFF / ${peer.label}`,
      value: round(lead, 2),
      unit: '×',
      target: `≥ ${target}`,
      verdict: atLeast(lead, target),
      note: `${round(rateOf('bff'), 0)} vs ${round(rateOf(name), 0)} req/s; the same page of the same upstream, the same data (checked before the runs)`,
    });
  }

  figures.push(
    {
      bench: 1,
      name: 'throughput BFF / direct',
      value: round(rateOf('bff') / rateOf('direct'), 2),
      unit: '×',
      target: '',
      verdict: 'INFO',
      note: `${round(rateOf('bff'), 0)} vs ${round(rateOf('direct'), 0)} req/s`,
    },
    {
      bench: 1,
      name: 'minimal JSON proxy / direct (the floor)',
      value: round(rateOf('proxy') / rateOf('direct'), 2),
      unit: '×',
      target: '',
      verdict: 'INFO',
      note: `${round(rateOf('proxy'), 0)} req/s; node:http + undici + JSON.parse/JSON.stringify of the same page, nothing else (lib/minimal-proxy.ts)`,
    },
  );

  for (const one of measured.sides) {
    const count = requests(one);
    const own = one.server ? one.cpu.server / count : one.cpu.upstream / count;
    figures.push({
      bench: 1,
      name: `CPU per request, ${one.label}`,
      value: round(own, 3),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: one.server
        ? `its own process; the upstream spent ${round(one.cpu.upstream / count, 3)} ms more per request (/proc/<pid>/stat over the saturated runs)`
        : 'the upstream process (/proc/<pid>/stat over the saturated runs)',
    });
  }

  const addedP50 = p(bff.saturated, 50) - p(direct.saturated, 50);
  figures.push(
    {
      bench: 1,
      name: 'added p50 (10 connections)',
      value: round(addedP50, 2),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: `p50 ${round(p(bff.saturated, 50), 2)} vs ${round(p(direct.saturated, 50), 2)} ms; at saturation latency ≈ connections / throughput, so this follows the throughput`,
    },
    {
      bench: 1,
      name: 'added p99 (10 connections)',
      value: round(p(bff.saturated, 99) - p(direct.saturated, 99), 2),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
    },
    {
      bench: 1,
      name: 'added p50 (1 connection, unloaded)',
      value: round(p(measured.single.bff, 50) - p(measured.single.direct, 50), 2),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: `p50 ${round(p(measured.single.bff, 50), 2)} vs ${round(p(measured.single.direct, 50), 2)} ms, 2×${measured.singleSeconds} s per side`,
    },
    {
      bench: 1,
      name: 'BFF RSS idle → peak under this load',
      value: mib(measured.bffRssPeak),
      unit: 'MiB',
      target: '',
      verdict: 'INFO',
      note: `${mib(measured.bffRssIdle)} MiB once started, ${mib(measured.bffRssPeak)} MiB at most during its saturated runs; the BFF runs ${measured.runtime === 'built' ? 'the built JavaScript (scripts/build-server.mjs), as in production' : 'the TypeScript sources through tsx (--tsx)'}`,
    },
    {
      bench: 1,
      name: 'errors during overhead runs',
      value: failures,
      unit: '',
      target: '0',
      verdict: failures === 0 ? 'PASS' : 'MISS',
      note: measured.sides
        .map(
          (one) =>
            `${one.label} ${one.errors + one.saturated.reduce((all, run) => all + run.failures, 0)}`,
        )
        .join(', '),
    },
  );
  return figures;
}
