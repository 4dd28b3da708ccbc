// Benchmark 1's sides: each path the catalog page can take (direct, BFF, floor, peers), loaded with
// the same request again and again, every answer checked; and the check that a peer answers the
// BFF's data before it is measured.
import { isDeepStrictEqual } from 'node:util';
import { runLoad, type LoadRunResult } from '../lib/load-run';
import { startApolloPeer, startMeshPeer } from '../lib/peers';
import type { ServiceProcess } from '../lib/processes';
import { PEER_CATALOG_LIST } from '../lib/queries';
import type { UpstreamSession } from '../lib/sessions';

export type SideName = 'direct' | 'bff' | 'proxy' | 'apollo' | 'mesh';

export interface Side {
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

export interface SideRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** One side of the comparison: the same request again and again, each answer checked. */
export function loadSide(
  name: SideName,
  label: string,
  server: ServiceProcess | null,
  url: string,
  request: SideRequest,
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

/** Rate over several runs: all requests over all the time they took. */
export function rate(runs: LoadRunResult[]): number {
  return (
    runs.reduce((sum, run) => sum + run.total, 0) /
    runs.reduce((sum, run) => sum + run.total / run.requestsPerSecond, 0)
  );
}

export type CatalogPage = Record<string, unknown> & { items: Record<string, unknown>[] };

interface GraphQLBody {
  data?: { catalog?: CatalogPage } | null;
  errors?: unknown[];
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

/**
 * Mesh's JSON-schema source types the upstream's numeric id as an Int (JSON Schema has no ID);
 * the BFF and Apollo serialise it as an ID, a string. The only difference allowed.
 */
function withStringIds(page: CatalogPage): CatalogPage {
  return { ...page, items: page.items.map((row) => ({ ...row, id: String(row.id) })) };
}

/** Sends the peers' query once and throws unless the answer equals the BFF's page. */
async function checkPeerAnswer(
  label: string,
  url: string,
  headers: Record<string, string>,
  bffPage: CatalogPage,
  normalise: (page: CatalogPage) => CatalogPage = (page) => page,
): Promise<string> {
  const body = JSON.stringify({ query: PEER_CATALOG_LIST, variables: { page: 1 } });
  const response = await fetch(url, { method: 'POST', headers, body });
  const answer = (await response.json()) as GraphQLBody;
  const page = answer.data?.catalog;
  if (!page || !isDeepStrictEqual(normalise(page), bffPage)) {
    const why = page ? firstDifference(normalise(page), bffPage) : JSON.stringify(answer.errors);
    throw new Error(`${label} does not answer the BFF's data: ${why}`);
  }
  return body;
}

/**
 * Starts Apollo Server and Hive Gateway (lib/peers.ts) on the upstream, signed in with the client's
 * upstream cookie (forwarded by each peer), checks that each answers the BFF's page to the same
 * query, and returns their sides. Started servers are pushed to `servers` as they start, so the
 * caller stops them even when a check fails.
 */
export async function peerSides(
  upstreamUrl: string,
  session: UpstreamSession,
  bffPage: CatalogPage,
  servers: ServiceProcess[],
): Promise<Side[]> {
  const headers = { 'content-type': 'application/json', cookie: session.cookie };
  const isRight = (answer: string) => !answer.includes('"errors"');
  const apollo = await startApolloPeer({ upstreamUrl, origin: session.origin });
  servers.push(apollo);
  const apolloLabel = 'Apollo Server 5 + RESTDataSource';
  const apolloBody = await checkPeerAnswer(apolloLabel, `${apollo.url}/`, headers, bffPage);
  const mesh = await startMeshPeer({ upstreamUrl, origin: session.origin });
  servers.push(mesh);
  const meshLabel = 'Hive Gateway + Mesh JSON schema';
  const meshUrl = `${mesh.url}/graphql`;
  const meshBody = await checkPeerAnswer(meshLabel, meshUrl, headers, bffPage, withStringIds);
  return [
    loadSide(
      'apollo',
      apolloLabel,
      apollo,
      `${apollo.url}/`,
      {
        method: 'POST',
        headers,
        body: apolloBody,
      },
      isRight,
    ),
    loadSide(
      'mesh',
      meshLabel,
      mesh,
      meshUrl,
      { method: 'POST', headers, body: meshBody },
      isRight,
    ),
  ];
}
