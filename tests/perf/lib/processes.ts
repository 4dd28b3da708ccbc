// The reference upstream and the BFF as separate child processes on loopback, and their cleanup.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { buildBff, buildUpstream } from '../../../scripts/build-server.mjs';
import { readCpuMs, readRss } from './proc-stats';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ServiceProcess {
  name: string;
  url: string;
  pid: number;
  /** Resident set size of the process in bytes, read from /proc. */
  rss(): number;
  /** CPU time (user + system) the process has used so far, in ms, read from /proc. */
  cpuMs(): number;
  /** Last lines the process wrote (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every child still running; called on exit and on signals so nothing outlives the run. */
export function killAllChildren(): void {
  for (const child of running) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  running.clear();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How the upstream, the BFF and the minimal proxy run: `built`, the JavaScript of
 * scripts/build-server.mjs as production runs it (the default), or `tsx`, the TypeScript sources
 * through the tsx loader as before the build existed (`--tsx`, to compare memory and speed).
 */
export interface ServerRuntime {
  kind: 'built' | 'tsx';
  /** Node arguments that start each server (after any flags such as --cpu-prof). */
  upstream: string[];
  bff: string[];
  minimalProxy: string[];
  /** Removes the build made for this run. */
  dispose(): void;
}

/**
 * Builds the upstream, the BFF and the minimal proxy into folders of this run (bff/.tmp-bench-*,
 * upstream/.tmp-bench-*, tests/perf/.tmp-bench-*: inside their packages, so their dependencies
 * resolve as they do from dist/), leaving the workspace's dist/ folders alone.
 */
export async function prepareServerRuntime(kind: 'built' | 'tsx'): Promise<ServerRuntime> {
  if (kind === 'tsx') {
    // `node --import tsx` (not the tsx CLI, which forks) so the pid is the server's own process.
    const viaTsx = (script: string) => ['--import', 'tsx', script];
    return {
      kind,
      upstream: viaTsx('upstream/src/main.ts'),
      bff: viaTsx('bff/src/main.ts'),
      minimalProxy: viaTsx('tests/perf/lib/minimal-proxy.ts'),
      dispose: () => undefined,
    };
  }
  const folder = `.tmp-bench-${process.pid}`;
  const upstreamOut = join(REPO_ROOT, 'upstream', folder);
  const bffOut = join(REPO_ROOT, 'bff', folder);
  const perfOut = join(REPO_ROOT, 'tests', 'perf', folder);
  const dispose = () => {
    for (const dir of [upstreamOut, bffOut, perfOut]) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', dispose);
  await buildUpstream({ outdir: upstreamOut });
  await buildBff({ outdir: bffOut, upstreamOutdir: upstreamOut, graphiql: false });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(REPO_ROOT, 'tests', 'perf', 'lib', 'minimal-proxy.ts')],
    outfile: join(perfOut, 'minimal-proxy.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    logLevel: 'warning',
  });
  return {
    kind,
    upstream: [join(upstreamOut, 'main.js')],
    bff: [join(bffOut, 'main.js')],
    minimalProxy: [join(perfOut, 'minimal-proxy.mjs')],
    dispose,
  };
}

interface SpawnOptions {
  name: string;
  /** Node arguments: flags and the script. */
  args: string[];
  env: Record<string, string>;
  url: string;
  readyPath: string;
  cwd?: string;
  startTimeoutMs?: number;
}

export async function spawnService(options: SpawnOptions): Promise<ServiceProcess> {
  // `node <script>` straight, so the pid is the server's own process and its RSS and CPU time are
  // what we sample.
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: stop() and the exit handler kill the whole group.
    detached: true,
  });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      running.delete(child);
      throw new Error(`${options.name} exited with ${child.exitCode} at start:\n${output()}`);
    }
    try {
      const response = await fetch(options.url + options.readyPath, {
        headers: { origin: options.url },
      });
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      running.delete(child);
      throw new Error(`${options.name} did not become ready:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  const pid = child.pid!;
  return {
    name: options.name,
    url: options.url,
    pid,
    rss: () => readRss(pid),
    cpuMs: () => readCpuMs(pid),
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        running.delete(child);
        return;
      }
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // SIGTERM first so a --cpu-prof profile gets written, SIGKILL if it lingers.
      process.kill(-pid, 'SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 8_000);
      await exited;
      clearTimeout(timer);
      running.delete(child);
    },
  };
}

export interface UpstreamOptions {
  runtime: ServerRuntime;
  items: number;
  /** Extra environment, e.g. UPSTREAM_CHAOS once the upstream has it. */
  env?: Record<string, string>;
}

export async function startUpstreamProcess(options: UpstreamOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return spawnService({
    name: `upstream (${options.items} items)`,
    args: options.runtime.upstream,
    url,
    readyPath: '/sanctum/csrf-cookie',
    env: {
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(port),
      UPSTREAM_ITEMS: String(options.items),
      UPSTREAM_LOG_LEVEL: 'warn',
      UPSTREAM_DEV_ROUTES: '1',
      // No background repricing: it would change prices (and rebuild indexes) mid-measurement.
      REPRICE_INTERVAL_MS: '0',
      ...options.env,
    },
  });
}

export interface BffOptions {
  runtime: ServerRuntime;
  upstreamUrl: string;
  /** Where the BFF's realtime relay finds the upstream's Pusher server. */
  pusher?: { host: string; port: number; appKey: string };
  webDist?: string;
  /** Writes a V8 CPU profile of the BFF into this folder when it stops. */
  cpuProfileDir?: string;
  /**
   * `--inspect-port=127.0.0.1:0`: opens nothing by itself; lib/inspector.ts turns the inspector on
   * with SIGUSR1 to read the memory the BFF holds after a full collection (benchmark 8).
   */
  inspectable?: boolean;
  env?: Record<string, string>;
}

export async function startBffProcess(options: BffOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(port),
    UPSTREAM_URL: options.upstreamUrl,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Plain http on loopback: a Secure cookie would not be sent back by the browser benchmarks.
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    // Benchmarks drive one session thousands of times a second, far past anyone's pace: the
    // per-session upstream call budget (30/s by default) would answer RATE_LIMITED instead.
    UPSTREAM_CALLS_PER_SECOND: '1000000',
    // Every benchmark socket comes from 127.0.0.1: the per-address socket limit (50) would refuse
    // benchmark 4's 1,000 with a 429.
    WS_SOCKETS_PER_ADDRESS: '1000000',
    // The benchmarks send operation texts of their own by cookie (a build's dashboard would send
    // hashes: trusted documents); measured as the BFF serves any caller with a token.
    TRUSTED_DOCUMENTS: 'off',
    ...options.env,
  };
  if (options.pusher) {
    env.PUSHER_APP_KEY = options.pusher.appKey;
    env.PUSHER_HOST = options.pusher.host;
    env.PUSHER_PORT = String(options.pusher.port);
    env.PUSHER_TLS = 'false';
  }
  if (options.webDist) env.WEB_DIST = options.webDist;
  return spawnService({
    name: 'bff',
    args: [
      ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
      ...(options.inspectable ? ['--inspect-port=127.0.0.1:0'] : []),
      ...options.runtime.bff,
    ],
    url,
    readyPath: '/readyz',
    env,
  });
}
