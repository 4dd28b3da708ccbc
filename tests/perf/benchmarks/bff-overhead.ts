// Benchmark 1: the catalog list page through the BFF, side by side with the same page straight
// from the upstream (direct), through a minimal JSON proxy (the floor) and, with --peers, through
// Apollo Server 5 + RESTDataSource and Hive Gateway over a GraphQL Mesh JSON-schema source.
// The sides are in overhead-sides.ts, the figures in overhead-figures.ts.
import type { Figure } from '../lib/figures';
import type { LoadRunResult } from '../lib/load-run';
import { startMinimalProxyProcess } from '../lib/minimal-proxy-process';
import type { ServerRuntime, ServiceProcess } from '../lib/processes';
import { CATALOG_LIST } from '../lib/queries';
import { sampleRss } from '../lib/rss-sampler';
import {
  CSRF_HEADERS,
  graphqlRequest,
  signInToBff,
  signInToUpstream,
  type UpstreamSession,
} from '../lib/sessions';
import { figuresOf } from './overhead-figures';
import { loadSide, peerSides, type CatalogPage, type Side } from './overhead-sides';

export interface OverheadOptions {
  upstream: ServiceProcess;
  bff: ServiceProcess;
  runtime: ServerRuntime;
  quick: boolean;
  /** Also run the page through Apollo Server and Hive Gateway (lib/peers.ts). */
  peers: boolean;
}

const EMAIL = 'demo@example.com';
const BODY = JSON.stringify({ query: CATALOG_LIST, variables: { page: 1 } });

/** The BFF's page 1, the answer every peer must give too. */
async function bffCatalogPage(bffUrl: string, cookie: string): Promise<CatalogPage> {
  const check = await graphqlRequest<{ catalog: CatalogPage }>(bffUrl, cookie, CATALOG_LIST, {
    page: 1,
  });
  if (check.errors || check.data?.catalog.items.length !== 50) {
    throw new Error(`catalog query did not answer 50 items: ${JSON.stringify(check.errors)}`);
  }
  return check.data.catalog;
}

function directSide(upstream: ServiceProcess, session: UpstreamSession): Side {
  return loadSide(
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
}

function bffSide(bff: ServiceProcess, cookie: string): Side {
  return loadSide(
    'bff',
    'BFF',
    bff,
    `${bff.url}/graphql`,
    { method: 'POST', headers: { ...CSRF_HEADERS, cookie }, body: BODY },
    (answer) => !answer.includes('"errors"'),
  );
}

/**
 * The floor (lib/minimal-proxy.ts): the same upstream call, JSON.parse and JSON.stringify in a bare
 * node:http server. What separates it from the BFF is the cost of GraphQL, sessions and mapping;
 * what separates it from direct is the cost of any JSON proxy on this machine.
 */
async function floorSide(
  options: OverheadOptions,
  session: UpstreamSession,
  servers: ServiceProcess[],
): Promise<Side> {
  const minimalProxy = await startMinimalProxyProcess({
    runtime: options.runtime,
    upstreamUrl: options.upstream.url,
    cookie: session.cookie,
    origin: session.origin,
    path: '/api/catalog?page=1',
  });
  servers.push(minimalProxy);
  return loadSide(
    'proxy',
    'minimal JSON proxy',
    minimalProxy,
    `${minimalProxy.url}/graphql`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY },
    (answer) => answer.includes('"items_count"'),
  );
}

/**
 * Saturated runs, interleaved with a rotating first side so drift in the machine's load hits all
 * sides, after a warm-up of every path (JIT, keep-alive pools, upstream indexes). Answers the
 * BFF's highest RSS during its runs and the upstream's during all of them.
 */
async function saturatedRuns(
  sides: Side[],
  upstream: ServiceProcess,
  bff: ServiceProcess,
  plan: { rounds: number; seconds: number },
): Promise<{ bffRssPeak: number; upstreamRssPeak: number }> {
  for (const side of sides) await side.run(10, 2);
  for (const side of sides) side.errors = 0;
  const upstreamRss = sampleRss(upstream.pid, 250);
  let bffRssPeak = 0;
  for (let round = 0; round < plan.rounds; round += 1) {
    for (let turn = 0; turn < sides.length; turn += 1) {
      const side = sides[(round + turn) % sides.length]!;
      const cpuBefore = { server: side.server?.cpuMs() ?? 0, upstream: upstream.cpuMs() };
      const rss = side.name === 'bff' ? sampleRss(bff.pid, 250) : null;
      side.saturated.push(await side.run(10, plan.seconds));
      if (rss) bffRssPeak = Math.max(bffRssPeak, ...rss.stop().map((sample) => sample.rss));
      side.cpu.server += (side.server?.cpuMs() ?? 0) - cpuBefore.server;
      side.cpu.upstream += upstream.cpuMs() - cpuBefore.upstream;
    }
  }
  const upstreamRssPeak = Math.max(...upstreamRss.stop().map((sample) => sample.rss));
  return { bffRssPeak, upstreamRssPeak };
}

/** One connection, no queueing: the per-request cost the BFF adds on an unsaturated machine. */
async function singleConnectionRuns(direct: Side, bff: Side, seconds: number) {
  const single = { direct: [] as LoadRunResult[], bff: [] as LoadRunResult[] };
  for (let round = 0; round < 2; round += 1) {
    single.direct.push(await direct.run(1, seconds));
    single.bff.push(await bff.run(1, seconds));
  }
  return single;
}

export async function benchBffOverhead(options: OverheadOptions): Promise<Figure[]> {
  const { upstream, bff } = options;
  const rssIdle = { bff: bff.rss(), upstream: upstream.rss() };
  const bffCookie = await signInToBff(bff.url, EMAIL);
  const session = await signInToUpstream(upstream.url, EMAIL);
  const bffPage = await bffCatalogPage(bff.url, bffCookie);
  const direct = directSide(upstream, session);
  const viaBff = bffSide(bff, bffCookie);
  const servers: ServiceProcess[] = [];
  try {
    const sides = [direct, viaBff, await floorSide(options, session, servers)];
    if (options.peers) sides.push(...(await peerSides(upstream.url, session, bffPage, servers)));
    const plan = options.quick ? { rounds: 2, seconds: 3 } : { rounds: 3, seconds: 5 };
    const peaks = await saturatedRuns(sides, upstream, bff, plan);
    const singleSeconds = 2;
    const single = await singleConnectionRuns(direct, viaBff, singleSeconds);
    return figuresOf({
      sides,
      single,
      singleSeconds,
      conditions: `${plan.rounds}×${plan.seconds} s per side, interleaved, 10 connections, demo@ (2,000 items), page 1`,
      rss: {
        bff: { idle: rssIdle.bff, peak: peaks.bffRssPeak },
        upstream: { idle: rssIdle.upstream, peak: peaks.upstreamRssPeak },
      },
      runtime: options.runtime.kind,
    });
  } finally {
    for (const server of servers) await server.stop();
  }
}
