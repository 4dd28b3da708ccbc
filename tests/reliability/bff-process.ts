// A BFF in a child process of its own (as deployed): for scale-out, shutdown and the load test,
// which also reads the process's memory from here.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bffMain = join(repoRoot, 'bff', 'src', 'main.ts');

export interface BffProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory of the BFF process now (Linux /proc), in bytes. */
  rssBytes(): Promise<number>;
  /**
   * Resolves with the next line of the process's output (its JSON log) that matches `pattern`,
   * among the lines written after this call.
   */
  nextLine(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts `bff/src/main.ts` with the given environment (PORT=0 and HOST=127.0.0.1 by default)
 * and resolves once its start-up line names the address.
 */
export async function startBffProcess(
  env: Record<string, string>,
  // tsx compiles the BFF at start: tens of seconds on a busy 2-core machine.
  startTimeoutMs = 60_000,
): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', bffMain], {
    cwd: repoRoot,
    // The start-up line that names the address is logged at info.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the BFF did not start in time:\n${output.slice(-2000)}`)),
      startTimeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BFF listening on (http:\/\/[\d.:[\]]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the BFF exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  });
  // Keep reading so a full pipe never blocks the child; whole lines go to whoever waits for one.
  const waiting = new Set<(line: string) => void>();
  let partial = '';
  const onLines = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const take of [...waiting]) take(line);
  };
  child.stdout.on('data', onLines);
  child.stderr.on('data', onLines);
  const pid = child.pid!;
  return {
    url,
    pid,
    child,
    exited,
    rssBytes: () => residentBytes(pid),
    nextLine: (pattern) =>
      new Promise((resolve) => {
        const take = (line: string) => {
          if (!pattern.test(line)) return;
          waiting.delete(take);
          resolve(line);
        };
        waiting.add(take);
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** VmRSS of a process, from /proc/<pid>/status. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}
