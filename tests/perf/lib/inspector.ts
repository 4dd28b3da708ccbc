// The retained memory of a running server, through Node's inspector: a full garbage collection
// (`HeapProfiler.collectGarbage`), then `process.memoryUsage()` read inside the process. RSS alone
// cannot tell a leak from V8 letting its heap grow into headroom it has not collected yet; the heap
// used after a full collection is what the process still holds.
//
// The server is started with `--inspect-port=127.0.0.1:0` (lib/processes.ts), which opens nothing:
// the inspector listens only after SIGUSR1, on a free loopback port that Node prints to stderr.
import WebSocket from 'ws';
import type { ServiceProcess } from './processes';

export interface RetainedMemory {
  /** V8 heap in use after a full collection, bytes. */
  heapUsed: number;
  /** Memory of C++ objects bound to JavaScript (Buffers included), bytes. */
  external: number;
  /** Resident set size right after the collection, bytes. */
  rss: number;
  /** Before the collection: the heap V8 had committed (heapTotal) and the RSS, bytes. */
  before: { heapTotal: number; rss: number };
}

export interface Inspector {
  /** Collects garbage fully (twice: weak references and finalizers free more the second time). */
  retained(): Promise<RetainedMemory>;
  close(): void;
}

interface ProtocolAnswer {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

async function inspectorUrl(service: ServiceProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(service.output());
    if (match) return match[1]!;
    if (Date.now() > deadline) {
      throw new Error(`${service.name} did not open its inspector (started with --inspect-port?)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens the inspector of a server started with `--inspect-port=127.0.0.1:0`. */
export async function openInspector(service: ServiceProcess): Promise<Inspector> {
  process.kill(service.pid, 'SIGUSR1');
  const socket = new WebSocket(await inspectorUrl(service, 10_000));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const pending = new Map<number, (answer: ProtocolAnswer) => void>();
  socket.on('message', (data: Buffer) => {
    const answer = JSON.parse(data.toString('utf8')) as Partial<ProtocolAnswer>;
    if (typeof answer.id === 'number') pending.get(answer.id)?.(answer as ProtocolAnswer);
  });
  let nextId = 1;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<ProtocolAnswer>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (answer) => {
        pending.delete(id);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    retained: async () => {
      const memoryUsage = async () => {
        const answer = await send('Runtime.evaluate', {
          expression: 'JSON.stringify(process.memoryUsage())',
          returnByValue: true,
        });
        return JSON.parse(String(answer.result?.result?.value)) as NodeJS.MemoryUsage;
      };
      const before = await memoryUsage();
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const after = await memoryUsage();
      return {
        heapUsed: after.heapUsed,
        external: after.external,
        rss: after.rss,
        before: { heapTotal: before.heapTotal, rss: before.rss },
      };
    },
    close: () => socket.close(),
  };
}
