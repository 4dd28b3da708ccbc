// Processes and a write-counting proxy for the multi-process job run (bulk-job-5000.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type CountingProxy, startCountingProxy } from '../../../bff/src/testing/counting-proxy.js';

/** Every process started here, killed when the run ends. */
export const children: ChildProcess[] = [];

export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}

/** Starts a process and resolves with the first match of `ready` in its output. */
export function startProcess(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const found = ready.exec(output);
      if (found) resolve({ child, match: found[1] ?? found[0] });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`exited (${code}): ${output.slice(-2000)}`)));
  });
}

export type { CountingProxy as Proxy } from '../../../bff/src/testing/counting-proxy.js';

/** Every proxy started here, closed when the run ends (closeProxies). */
const proxies: CountingProxy[] = [];

export async function countingProxy(target: string): Promise<CountingProxy> {
  const proxy = await startCountingProxy(target);
  proxies.push(proxy);
  return proxy;
}

export async function closeProxies(): Promise<void> {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
}
