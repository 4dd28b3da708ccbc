// A proxy in front of the store that notes every write (PUT) one BFF process sends through it,
// with the request id it carried (a job's id for a job's writes): the multi-process job tests and
// benchmark count with it which replica wrote what, and when.
import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';

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
  const { hostname, port } = new URL(target);
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
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    writes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
