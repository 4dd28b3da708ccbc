import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Config } from '../config.js';
import { type RateLimitStore } from '../limits/rate-limit-store.js';
import { type Logger } from '../logger.js';
import { type Realtime } from '../realtime/create-realtime.js';
import { type GraphQLWebSocket } from '../realtime/graphql-ws-server.js';
import { type UpstreamConnection } from './upstream-connection.js';

/** How long stop() lets in-flight requests finish: under the 10 s a SIGTERM is given. */
const shutdownDrainMs = 8000;

export interface StartedApp {
  url: string;
  upstreamUrl: string;
  embeddedUpstream: boolean;
}

export interface LifecycleParts {
  config: Config;
  logger: Logger;
  httpServer: Server;
  upstream: Promise<UpstreamConnection>;
  rateLimitStore: RateLimitStore;
  graphqlWebSocket: GraphQLWebSocket;
  realtime: Realtime;
  /** Jobs' queue and store (jobs/create-jobs.ts): closed last but the limits. */
  jobs?: { close(): Promise<void> };
}

/**
 * start: waits for the upstream (and Redis, briefly), listens, says where. stop: closes live
 * sockets and the relay, drains HTTP (no new connections, kept-alive ones closed once answered,
 * whatever still runs at the drain deadline cut), then the upstream client, the embedded
 * upstream and the limit store.
 */
export function createLifecycle(parts: LifecycleParts) {
  const { config, logger, httpServer } = parts;

  async function start(port = config.port): Promise<StartedApp> {
    const { url: upstreamUrl, embedded } = await parts.upstream;
    // Until Redis answers, limits count in this process only (a short wait at most).
    await parts.rateLimitStore.ready();
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, config.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    const address = httpServer.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;
    const upstream = embedded ? `the embedded reference upstream at ${upstreamUrl}` : upstreamUrl;
    logger.info(`BFF listening on ${url} (GraphQL at ${url}/graphql); upstream: ${upstream}`);
    return { url, upstreamUrl, embeddedUpstream: embedded !== null };
  }

  async function drainHttp(): Promise<void> {
    if (!httpServer.listening) return;
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    const sweep = setInterval(() => httpServer.closeIdleConnections(), 50);
    const cut = setTimeout(() => httpServer.closeAllConnections(), shutdownDrainMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
  }

  async function stop(): Promise<void> {
    // Open sockets would keep the HTTP server from closing; pusher-js connections go first too.
    await parts.graphqlWebSocket.close();
    await parts.realtime.close();
    await drainHttp();
    const connected = await parts.upstream.catch(() => null);
    await connected?.client.close();
    await connected?.embedded?.stop();
    await parts.jobs?.close();
    await parts.rateLimitStore.close();
  }

  return { start, stop };
}
