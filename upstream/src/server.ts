// Composition root: configuration → data → sessions → routes → node:http server → Pusher server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { AppServices } from './app-services';
import { PersonalAccessTokens } from './auth/personal-access-tokens';
import { SessionStore } from './auth/session-store';
import { productionProblems, type UpstreamConfig } from './config';
import { generateDatabase } from './data/generate-database';
import { ExportFiles } from './http/exports/export-files';
import { handleRequest } from './http/handle-request';
import { warmStoreIndexes } from './http/views/warm-store-indexes';
import { buildRouter } from './http/build-router';
import { createFaultInjector } from './chaos';
import { createPusherServer, type PusherServer } from './realtime';
import { createRepricingScheduler, repriceAllStores } from './http/repricing-jobs';

export interface RunningUpstream {
  url: string;
  origin: string;
  pusher: { appKey: string; host: string; port: number };
  services: AppServices;
  stop(): Promise<void>;
}

/** Thrown before anything starts when the configuration is not fit for production. */
export class UpstreamConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'UpstreamConfigError';
  }
}

/** Where requests are authenticated from: cookie sessions and personal access tokens. */
function createAuthStores(config: UpstreamConfig): Pick<AppServices, 'sessions' | 'tokens'> {
  return { sessions: createSessionStore(config), tokens: new PersonalAccessTokens() };
}

function createSessionStore({ sessionPools }: UpstreamConfig): SessionStore {
  if (!sessionPools) return new SessionStore();
  return new SessionStore({
    maxAnonymousSessions: sessionPools.anonymous,
    maxSignedInSessions: sessionPools.signedIn,
  });
}

export async function runUpstream(config: UpstreamConfig): Promise<RunningUpstream> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new UpstreamConfigError(problems);
  const logger = pino({ level: config.logLevel, base: { service: 'upstream' } });
  const startedAt = performance.now();
  const db = generateDatabase({
    seed: config.seed,
    items: config.items,
    extraUsers: config.extraUsers,
  });
  for (const store of db.stores.values()) warmStoreIndexes(store);
  logger.info(
    { items: config.items, seed: config.seed, ms: Math.round(performance.now() - startedAt) },
    'demo data generated and indexed',
  );

  let pusher: PusherServer | null = null;
  const exportsStore = new ExportFiles();
  const services: AppServices = {
    config,
    db,
    ...createAuthStores(config),
    logger,
    publish: (channel, event, data) => {
      const delivered = pusher?.trigger(channel, event, data) ?? 0;
      logger.info({ channel, event, delivered }, 'event published');
    },
    exports: exportsStore,
    repriceAll: (options) => repriceAllStores(services, options),
    now: Date.now,
  };

  const router = buildRouter(config);
  const chaos = createFaultInjector({
    ...(config.chaos ? { settings: config.chaos } : {}),
    devRoutes: config.devRoutes,
    logger,
  });
  const server: Server = createServer((req, res) =>
    chaos.intercept(req, res, () => void handleRequest(router, services, req, res)),
  );
  chaos.watchPusherUpgrades(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${address.port}`;

  pusher = await createPusherServer({
    appKey: config.pusher.appKey,
    appSecret: config.pusher.appSecret,
    ...(config.wsPort === null ? { server } : { port: config.wsPort, host: config.host }),
  });
  // The store reprices on its own schedule, like the real upstream; 0 turns it off (tests that
  // trigger batches themselves through POST /dev/reprice).
  const scheduler =
    config.repriceIntervalMs > 0
      ? createRepricingScheduler(services, config.repriceIntervalMs)
      : null;
  logger.info({ url, pusherPort: pusher.port }, 'upstream listening');

  let stopped: Promise<void> | null = null;
  return {
    url,
    origin: url,
    pusher: { appKey: config.pusher.appKey, host: config.host, port: pusher.port },
    services,
    stop() {
      stopped ??= (async () => {
        scheduler?.stop();
        await pusher?.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        exportsStore.close();
      })();
      return stopped;
    },
  };
}
