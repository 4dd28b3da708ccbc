import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Test helpers for per-client limits. Every address of 127.0.0.0/8 is loopback on Linux, so a
 * test can be several clients (127.0.0.2, 127.0.0.3, …) without leaving the machine.
 */

export interface GraphQLAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; retryAfterSeconds?: number; field?: string };
  }>;
  setCookie: string | null;
}

export interface LoopbackClient {
  gql(
    url: string,
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer>;
  close(): Promise<void>;
}

/** A client whose connections leave from `localAddress` (e.g. 127.0.0.2). */
export function clientFrom(localAddress: string): LoopbackClient {
  const dispatcher = new Agent({ localAddress });
  return {
    async gql(url, query, variables = {}, headers = {}) {
      const response = await undiciFetch(`${url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLAnswer, 'status' | 'setCookie'>;
      return { status: response.status, setCookie: response.headers.get('set-cookie'), ...body };
    },
    close: () => dispatcher.close(),
  };
}

export const loginMutation =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';

/**
 * A reverse proxy like nginx with `proxy_add_x_forwarded_for`: it appends the address it saw to
 * whatever X-Forwarded-For the client sent, and forwards to `target`.
 */
export async function startForwardingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const prior = incoming.headers['x-forwarded-for'];
    const peer = incoming.socket.remoteAddress ?? '';
    const forwarded = prior ? `${String(prior)}, ${peer}` : peer;
    const upstream = httpRequest(
      {
        host: hostname,
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Where redis-server is, or null (CI installs Debian's `redis-server`, see .ci/run). */
export function redisServerPath(): string | null {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path !== '' ? path : null;
}

export interface RedisServer {
  url: string;
  /** SIGSTOP: the server keeps its connections but answers nothing (a stalled Redis). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  stop(): Promise<void>;
}

/** A throw-away redis-server on a free loopback port, no persistence; stopped by `stop()`. */
export async function startRedisServer(binary: string): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        // A paused server would not act on SIGTERM before it runs again.
        child.kill('SIGCONT');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
