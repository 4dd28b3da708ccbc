import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './repo-root';

export interface RunningBff {
  /** e.g. http://127.0.0.1:41234 — serves the web app, /graphql and the file routes. */
  url: string;
  /** The embedded reference upstream (for POST /dev/reprice). */
  upstreamUrl: string;
  stop(): Promise<void>;
}

// tsx compiles the BFF and the upstream generates its demo past at start: about 10 s on a quiet
// machine, over a minute on a busy one. Only a safety net: the start-up line ends the wait.
const startTimeoutMs = 180_000;
// The BFF's start-up line (bff/src/server.ts), the one place both addresses are printed.
const listeningLine =
  /^BFF listening on (http:\/\/\S+) .*upstream: the embedded reference upstream at (http:\/\/\S+)$/;

/**
 * Starts the BFF the way `npm start` does (`tsx bff/src/main.ts`, embedded reference upstream
 * with its dev routes) on a free loopback port, with a small catalog and no repricing scheduler,
 * so batches only run when a journey triggers one. Its log goes to `logFile`.
 */
export async function startBff(
  logFile: string,
  /** Catalog size of demo@example.com (UPSTREAM_ITEMS): 300 unless a journey needs more. */
  { items = 300, env: extraEnv = {} }: { items?: number; env?: Record<string, string> } = {},
): Promise<RunningBff> {
  mkdirSync(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'e2e-journeys-session-secret-0123456789abcdef',
    UPSTREAM_DEV_ROUTES: '1',
    UPSTREAM_ITEMS: String(items),
    REPRICE_INTERVAL_MS: '0',
    ...extraEnv,
  };
  delete env.UPSTREAM_URL;
  delete env.UPSTREAM_ORIGIN;
  delete env.WEB_DIST;
  delete env.VITEST; // the upstream silences its log under Vitest; we want it in the log file

  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['bff/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log, { end: false });

  const addresses = await new Promise<{ url: string; upstreamUrl: string }>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`e2e: the BFF did not start within ${startTimeoutMs} ms; see ${logFile}`)),
      startTimeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the BFF exited with code ${code} before listening; see ${logFile}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      const match = listeningLine.exec(messageOf(line));
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({ url: match[1], upstreamUrl: match[2] });
      }
    });
  }).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });

  return {
    ...addresses,
    async stop() {
      await stopChild(child);
      log.end();
    },
  };
}

function messageOf(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    return typeof entry.msg === 'string' ? entry.msg : '';
  } catch {
    return line;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
