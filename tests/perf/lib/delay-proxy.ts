// A loopback HTTP proxy in front of the upstream that delays chosen routes and counts the calls,
// standing in for a slow store API (benchmark 2).
import { createServer, request, type IncomingMessage, type Server } from 'node:http';

export interface DelayProxy {
  url: string;
  /** Calls seen per route label since the last reset. */
  counts(): Record<string, number>;
  resetCounts(): void;
  close(): Promise<void>;
}

export interface DelayRule {
  label: string;
  pattern: RegExp;
  delayMs: number;
}

export async function startDelayProxy(targetUrl: string, rules: DelayRule[]): Promise<DelayProxy> {
  const target = new URL(targetUrl);
  let counts: Record<string, number> = {};
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const path = incoming.url ?? '/';
    const rule = rules.find((candidate) => candidate.pattern.test(path.split('?')[0]!));
    if (rule) counts[rule.label] = (counts[rule.label] ?? 0) + 1;
    const forward = () => {
      const upstreamRequest = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path,
          headers: { ...incoming.headers, host: target.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstreamRequest.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstreamRequest);
    };
    if (rule) setTimeout(forward, rule.delayMs);
    else forward();
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    resetCounts: () => {
      counts = {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
