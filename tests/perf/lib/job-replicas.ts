// Processes and a write-counting proxy for the multi-process job run (bulk-job-5000.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';

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

export interface Proxy {
  url: string;
  /** PUTs by item id, of the given request id (the job id). */
  writes: { itemId: string; requestId: string; at: number }[];
}

export async function countingProxy(target: string): Promise<Proxy> {
  const { hostname, port } = new URL(target);
  const writes: Proxy['writes'] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'PUT') {
      writes.push({
        itemId: (incoming.url ?? '').split('/')[3] ?? '',
        requestId: String(incoming.headers['x-request-id'] ?? ''),
        at: performance.now(),
      });
    }
    const forward = httpRequest(
      {
        host: hostname,
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, writes };
}
