// The reference upstream and the BFF as separate child processes on loopback, and their cleanup.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ServiceProcess {
  name: string;
  url: string;
  pid: number;
  /** Resident set size of the process in bytes, read from /proc. */
  rss(): number;
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

export function readRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface SpawnOptions {
  name: string;
  script: string;
  env: Record<string, string>;
  url: string;
  readyPath: string;
  nodeArgs?: string[];
  startTimeoutMs?: number;
}

async function spawnService(options: SpawnOptions): Promise<ServiceProcess> {
  // `node --import tsx` (not the tsx CLI, which forks) so the pid is the server's own process and
  // its RSS is what we sample.
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.script],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: stop() and the exit handler kill the whole group.
      detached: true,
    },
  );
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
  items: number;
  /** Extra environment, e.g. UPSTREAM_CHAOS once the upstream has it. */
  env?: Record<string, string>;
}

export async function startUpstreamProcess(options: UpstreamOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return spawnService({
    name: `upstream (${options.items} items)`,
    script: 'upstream/src/main.ts',
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
  upstreamUrl: string;
  /** Where the BFF's realtime relay finds the upstream's Pusher server. */
  pusher?: { host: string; port: number; appKey: string };
  webDist?: string;
  /** Writes a V8 CPU profile of the BFF into this folder when it stops. */
  cpuProfileDir?: string;
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
    script: 'bff/src/main.ts',
    url,
    readyPath: '/readyz',
    env,
    nodeArgs: options.cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
      : [],
  });
}

export interface MinimalProxyOptions {
  upstreamUrl: string;
  /** A signed-in upstream session's cookie header and the Origin that makes it count. */
  cookie: string;
  origin: string;
  /** The one upstream call it makes for every request. */
  path: string;
}

/** Benchmark 1's reference floor (lib/minimal-proxy.ts) as its own process, like the BFF. */
export async function startMinimalProxyProcess(
  options: MinimalProxyOptions,
): Promise<ServiceProcess> {
  const port = await freePort();
  return spawnService({
    name: 'minimal proxy',
    script: 'tests/perf/lib/minimal-proxy.ts',
    url: `http://127.0.0.1:${port}`,
    readyPath: '/ready',
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      UPSTREAM_URL: options.upstreamUrl,
      UPSTREAM_COOKIE: options.cookie,
      UPSTREAM_ORIGIN: options.origin,
      UPSTREAM_PATH: options.path,
    },
  });
}
