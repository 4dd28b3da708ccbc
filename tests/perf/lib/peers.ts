// Benchmark 1's peers (`--peers`): the same catalog page through what a team would pick instead of
// this BFF, each in its own process like the BFF: Apollo Server 5 with @apollo/datasource-rest, and
// Hive Gateway serving a GraphQL Mesh JSON-schema source. Their packages are installed on demand
// into tests/perf/.peers/ (git-ignored, its own package.json, outside the npm workspaces: the
// workspace's package-lock.json and node_modules are not touched), and their code
// (tests/perf/peers/) is copied there so its imports resolve to those packages.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { freePort, REPO_ROOT, spawnService, type ServiceProcess } from './processes';

export const PEERS_DIR = join(REPO_ROOT, 'tests', 'perf', '.peers');
const PEER_SOURCES = join(REPO_ROOT, 'tests', 'perf', 'peers');

/**
 * Exact versions: the newest releases on 2026-11-25, each declaring Node ≥ 20 (`npm view <pkg>
 * engines`). Some of the gateway's transitive packages declare Node ≥ 22.15 (npm warns
 * EBADENGINE); they feature-test what Node 20 lacks, and the answers are checked on every run.
 */
export const PEER_PACKAGES: Readonly<Record<string, string>> = {
  '@apollo/server': '5.5.1',
  '@apollo/datasource-rest': '6.4.1',
  '@graphql-hive/gateway': '2.15.1',
  '@graphql-mesh/compose-cli': '1.8.2',
  '@omnigraph/json-schema': '0.112.4',
  graphql: '16.15.0',
};

/** Installs the peers' packages when missing or changed, and copies their code next to them. */
export function installPeers(log: (message: string) => void): void {
  mkdirSync(PEERS_DIR, { recursive: true });
  const manifest = `${JSON.stringify(
    {
      name: 'refurb-bench-peers',
      private: true,
      description: 'Benchmark 1 peers, installed by tests/perf/lib/peers.ts. Not a workspace.',
      type: 'module',
      dependencies: PEER_PACKAGES,
    },
    null,
    2,
  )}\n`;
  const manifestPath = join(PEERS_DIR, 'package.json');
  const current = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : '';
  const installed = existsSync(join(PEERS_DIR, 'node_modules', '.package-lock.json'));
  if (current !== manifest || !installed) {
    writeFileSync(manifestPath, manifest);
    log(`installing the peers into ${PEERS_DIR} (npm install --prefix, about 2 minutes)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      ['install', '--prefix', PEERS_DIR, '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) throw new Error(`npm install of the peers failed (${result.status})`);
  }
  for (const file of readdirSync(PEER_SOURCES)) {
    copyFileSync(join(PEER_SOURCES, file), join(PEERS_DIR, file));
  }
}

export interface PeerOptions {
  upstreamUrl: string;
  /** The Origin the upstream's session gate accepts. */
  origin: string;
}

/** Apollo Server 5 + RESTDataSource (peers/apollo-server.mjs); GraphQL at `/`. */
export async function startApolloPeer(options: PeerOptions): Promise<ServiceProcess> {
  const port = await freePort();
  return spawnService({
    name: 'Apollo Server peer',
    args: [join(PEERS_DIR, 'apollo-server.mjs')],
    cwd: PEERS_DIR,
    url: `http://127.0.0.1:${port}`,
    // Any answer below 500 means it listens (a bare GET is refused by its CSRF prevention).
    readyPath: '/',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_URL: options.upstreamUrl,
      UPSTREAM_ORIGIN: options.origin,
    },
  });
}

/**
 * Hive Gateway on the supergraph `mesh-compose` makes of peers/mesh-compose.config.mjs (composed
 * for this upstream's address first), with peers/gateway.config.mjs (found in its working
 * directory); GraphQL at `/graphql`. Every command-line setting is Hive Gateway's default except
 * the address: `--fork 1` is the default too (one process, like the BFF), written out so a change
 * of default would show here.
 */
export async function startMeshPeer(options: PeerOptions): Promise<ServiceProcess> {
  const supergraph = join(PEERS_DIR, `supergraph-${process.pid}.graphql`);
  const bin = (name: string) => join(PEERS_DIR, 'node_modules', '.bin', name);
  const composed = spawnSync(
    process.execPath,
    [bin('mesh-compose'), '-c', 'mesh-compose.config.mjs', '-o', supergraph],
    {
      cwd: PEERS_DIR,
      env: { ...process.env, UPSTREAM_URL: options.upstreamUrl, UPSTREAM_ORIGIN: options.origin },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (composed.status !== 0) {
    throw new Error(`mesh-compose failed: ${composed.stderr.split('\n').slice(-5).join(' ')}`);
  }
  const port = await freePort();
  const gateway = await spawnService({
    name: 'Hive Gateway peer',
    args: [
      bin('hive-gateway'),
      'supergraph',
      supergraph,
      '--fork',
      '1',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    cwd: PEERS_DIR,
    url: `http://127.0.0.1:${port}`,
    readyPath: '/healthcheck',
    env: { NODE_ENV: 'production' },
  });
  return {
    ...gateway,
    stop: async () => {
      await gateway.stop();
      rmSync(supergraph, { force: true });
    },
  };
}
