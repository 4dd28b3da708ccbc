// Public API of the reference upstream for the BFF, the end-to-end tests and the CLI.
import { configFromEnv, type UpstreamConfig } from './config';
import { runUpstream } from './server';

export interface StartUpstreamOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Catalog size of demo@example.com's store. */
  items?: number;
  /** Load-test accounts user1…userN@example.com (UPSTREAM_EXTRA_USERS). */
  extraUsers?: number;
  seed?: number;
  devRoutes?: boolean;
  repriceIntervalMs?: number;
  /** Days repricing batches are kept (LOG_RETENTION_DAYS). */
  logRetentionDays?: number;
  logLevel?: string;
  statefulDomains?: string[];
  pusher?: { appKey?: string; appSecret?: string };
  /** A separate port for the Pusher WebSocket server; by default it shares the HTTP port. */
  wsPort?: number;
}

export interface StartedUpstream {
  /** Base address, e.g. http://127.0.0.1:8081 */
  url: string;
  /** An Origin the stateful-domain gate accepts (send it on every call). */
  origin: string;
  pusher: { appKey: string; host: string; port: number };
  /** Sessions the store keeps now, per pool (anonymous: before login). */
  sessionCounts(): { anonymous: number; signedIn: number };
  stop(): Promise<void>;
}

/** Options win over the environment (UPSTREAM_*, REPRICE_INTERVAL_MS, PUSHER_*), which wins over defaults. */
export async function startUpstream(options: StartUpstreamOptions = {}): Promise<StartedUpstream> {
  const fromEnv = configFromEnv();
  const config: UpstreamConfig = {
    production: fromEnv.production,
    host: options.host ?? fromEnv.host,
    port: options.port ?? fromEnv.port,
    items: options.items ?? fromEnv.items,
    extraUsers: options.extraUsers ?? fromEnv.extraUsers,
    seed: options.seed ?? fromEnv.seed,
    statefulDomains: options.statefulDomains ?? fromEnv.statefulDomains,
    devRoutes: options.devRoutes ?? fromEnv.devRoutes,
    repriceIntervalMs: options.repriceIntervalMs ?? fromEnv.repriceIntervalMs,
    logRetentionDays: options.logRetentionDays ?? fromEnv.logRetentionDays,
    logLevel:
      options.logLevel ??
      (process.env.UPSTREAM_LOG_LEVEL || (process.env.VITEST ? 'silent' : fromEnv.logLevel)),
    pusher: {
      appKey: options.pusher?.appKey ?? fromEnv.pusher.appKey,
      appSecret: options.pusher?.appSecret ?? fromEnv.pusher.appSecret,
    },
    wsPort: options.wsPort ?? fromEnv.wsPort,
    ...(fromEnv.chaos ? { chaos: fromEnv.chaos } : {}),
  };
  const running = await runUpstream(config);
  return {
    url: running.url,
    origin: running.origin,
    pusher: running.pusher,
    sessionCounts: () => running.services.sessions.counts,
    stop: running.stop,
  };
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts';
export type { UpstreamConfig } from './config';
