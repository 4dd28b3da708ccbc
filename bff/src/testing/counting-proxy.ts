// A proxy in front of the store that notes every write (PUT) one BFF process sends through it,
// with the request id it carried (a job's id for a job's writes): the multi-process job tests and
// benchmark count with it which replica wrote what, and when.
import { createServer } from 'node:http';
import { forwardToStore, listenOnLoopback } from './store-proxy.js';

export interface ProxiedWrite {
  /** The store path written, e.g. /api/items/42/dynamic-pricing. */
  path: string;
  /** The item id in the path (its third segment). */
  itemId: string;
  requestId: string;
  /** performance.now() when the write went through. */
  at: number;
}

export interface CountingProxy {
  url: string;
  writes: ProxiedWrite[];
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const store = new URL(target);
  const writes: ProxiedWrite[] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'PUT') {
      const path = incoming.url ?? '';
      writes.push({
        path,
        itemId: path.split('/')[3] ?? '',
        requestId: String(incoming.headers['x-request-id'] ?? ''),
        at: performance.now(),
      });
    }
    forwardToStore(store, incoming, outgoing);
  });
  return {
    url: await listenOnLoopback(server),
    writes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
