import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { startReferenceUpstream } from '../testing/test-bff.js';

// Unauthenticated memory flood: distinct large operation texts used to be parsed, validated,
// compiled and cached by count only (150 texts of ~900 KB took a BFF from 486 MB to 909 MB RSS).
// A BFF process of its own (as deployed) is flooded. Its resident memory is read from /proc, and
// what it still holds after a full garbage collection through its inspector (on loopback): RSS
// alone also counts the garbage headroom V8 keeps after a burst of allocations, which varies
// from run to run.

const bffMain = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
const maxGrowthBytes = 100 * 1024 * 1024;
/** The operation cache's budget is 16 MB of estimated heap; the estimate is above the real size. */
const maxRetainedGrowthBytes = 32 * 1024 * 1024;
const texts = 300;

let upstream: EmbeddedUpstream;
let child: ChildProcess;
let url: string;
let inspector: WebSocket;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '--import', 'tsx', bffMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      UPSTREAM_ORIGIN: upstream.origin,
      SESSION_SECRET: 'memory-flood-secret-memory-flood-secret',
      // The start-up line names the address; the refusals are logged at warn.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let inspectorUrl = '';
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      inspectorUrl ||= /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? '';
      const match = /BFF listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited (${code}):\n${output}`)));
  });
  inspector = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => inspector.once('open', resolve).once('error', reject));
});

afterAll(async () => {
  inspector.close();
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await upstream.stop();
});

/** As large and token-dense as the limits allow (~18 KB, ~2,800 tokens), each text distinct. */
function denseOperation(index: number): string {
  const brands = Array.from({ length: 2800 }, (_, brand) => `"${brand}"`).join(' ');
  return `query Dense${index} { catalog(filter: { brands: [${brands}] }) { totalCount } }`;
}

let inspectorCalls = 0;

/** One call of the child's inspector (Chrome DevTools protocol). */
function inspect(method: string, params: object = {}): Promise<unknown> {
  const id = (inspectorCalls += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        id?: number;
        result?: unknown;
        error?: unknown;
      };
      if (message.id !== id) return;
      inspector.off('message', onMessage);
      if (message.error) reject(new Error(JSON.stringify(message.error)));
      else resolve(message.result);
    };
    inspector.on('message', onMessage);
    inspector.send(JSON.stringify({ id, method, params }));
  });
}

/** Heap the child still uses after full garbage collections. */
async function retainedBytes(): Promise<number> {
  await inspect('HeapProfiler.collectGarbage');
  await inspect('HeapProfiler.collectGarbage');
  const answer = (await inspect('Runtime.evaluate', {
    expression: 'process.memoryUsage().heapUsed',
    returnByValue: true,
  })) as { result: { value: number } };
  return answer.result.value;
}

async function residentBytes(): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) * 1024;
}

async function post(query: string): Promise<{ code: string | undefined; data: unknown }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  return { code: body.errors?.[0]?.extensions?.code, data: body.data };
}

/** Sends every text, four at a time, and returns what each answered. */
async function flood(make: (index: number) => string) {
  const answers: Array<Awaited<ReturnType<typeof post>>> = [];
  for (let index = 0; index < texts; index += 4) {
    answers.push(...(await Promise.all([0, 1, 2, 3].map((offset) => post(make(index + offset))))));
  }
  return answers;
}

describe('a flood of distinct operation texts', () => {
  it('refuses 300 texts of ~900 KB before parsing, and keeps 300 legal-size ones within the cache budget', async () => {
    // Warm-up: the first requests load code and fill pools that stay.
    for (let index = 0; index < 20; index += 1) await post(`{ me { id } a${index}: __typename }`);
    const before = { retained: await retainedBytes(), resident: await residentBytes() };

    const large = await flood(
      (index) =>
        `{ catalog(filter: {search: "${String(index).padEnd(900 * 1024, 'x')}"}) { totalCount } }`,
    );
    expect(large.every((answer) => answer.code === 'QUERY_TOO_LARGE')).toBe(true);
    const afterLargeResident = await residentBytes();
    const afterLarge = { retained: await retainedBytes(), resident: await residentBytes() };

    // Under 20 KB, 2 KB per string and 3,000 tokens: each is parsed, validated, compiled and
    // run (signed out, so it ends at UNAUTHENTICATED, after every cache had its share).
    const dense = await flood(denseOperation);
    expect(dense.every((answer) => answer.code === 'UNAUTHENTICATED')).toBe(true);
    const afterDenseResident = await residentBytes();
    const afterDense = { retained: await retainedBytes(), resident: await residentBytes() };

    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.info(
      `memory flood: RSS ${mb(before.resident)} → ${mb(afterLargeResident)} (large; ${mb(afterLarge.resident)} after GC) → ${mb(afterDenseResident)} (dense; ${mb(afterDense.resident)} after GC); heap after GC ${mb(before.retained)} → ${mb(afterLarge.retained)} → ${mb(afterDense.retained)}`,
    );
    // Every body is now read and its JSON parsed by yoga's request pipeline before the size
    // refusal, so the burst leaves ~140 MB of short-lived garbage in RSS until V8 collects it:
    // what the flood costs is what stays after a collection.
    expect(afterLarge.resident - before.resident).toBeLessThan(maxGrowthBytes);
    expect(afterLargeResident - before.resident).toBeLessThan(2 * maxGrowthBytes);
    expect(afterLarge.retained - before.retained).toBeLessThan(maxRetainedGrowthBytes);
    expect(afterDense.retained - before.retained).toBeLessThan(maxRetainedGrowthBytes);
    expect(afterDense.resident - before.resident).toBeLessThan(maxGrowthBytes);
  }, 60_000);
});
