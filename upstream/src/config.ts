// Every environment variable of the reference upstream, parsed and validated once.
import { parseChaosSettings, type ChaosSettings } from './chaos';

export interface UpstreamConfig {
  /** NODE_ENV=production: the Pusher secret must be a real one and dev routes stay off. */
  production?: boolean;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Catalog size of demo@example.com's store. */
  items: number;
  /** Load-test accounts user1…userN@example.com (UPSTREAM_EXTRA_USERS), each with 120 items. */
  extraUsers: number;
  seed: number;
  /** Hosts whose Origin/Referer make the session cookie count (Sanctum's stateful domains). */
  statefulDomains: string[];
  /** Enables POST /dev/reprice and the repricing scheduler. */
  devRoutes: boolean;
  /** Scheduler period (15 minutes by default, so the log stays readable); 0: no scheduler. */
  repriceIntervalMs: number;
  /** Repricing batches older than this many days are dropped (LOG_RETENTION_DAYS). */
  logRetentionDays: number;
  logLevel: string;
  pusher: { appKey: string; appSecret: string };
  /** A separate port for the Pusher WebSocket server; null serves it on the HTTP port. */
  wsPort: number | null;
  /** Fault injection (UPSTREAM_CHAOS, JSON rules; seed UPSTREAM_CHAOS_SEED); absent: none. */
  chaos?: ChaosSettings;
  /** Bounds of the anonymous and signed-in session pools (auth/session-store.ts); absent: 50,000 each. */
  sessionPools?: { anonymous: number; signedIn: number };
}

/**
 * Pusher secrets anyone can read: this file's default and docker-compose.yml's former
 * placeholder. With one of them, anybody can sign a subscription to another user's private
 * channel, so production refuses them.
 */
export const PUBLIC_PUSHER_SECRETS: readonly string[] = ['upstream-dev-secret', 'refurb-secret'];

/** Shorter secrets are refused in production (a Pusher app secret is 20 characters). */
const MIN_PUSHER_SECRET_LENGTH = 16;

/**
 * What production refuses, one sentence each: a public or short Pusher secret, and dev routes
 * (POST /dev/*: fault injection and on-demand repricing, for tests and local runs only).
 */
export function productionProblems(config: UpstreamConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  const secret = config.pusher.appSecret;
  if (PUBLIC_PUSHER_SECRETS.includes(secret)) {
    problems.push(
      `PUSHER_APP_SECRET is the public default "${secret}": set a random secret of ${MIN_PUSHER_SECRET_LENGTH}+ characters when NODE_ENV=production`,
    );
  } else if (secret.length < MIN_PUSHER_SECRET_LENGTH) {
    problems.push(
      `PUSHER_APP_SECRET must be at least ${MIN_PUSHER_SECRET_LENGTH} characters when NODE_ENV=production`,
    );
  }
  if (config.devRoutes) {
    problems.push('UPSTREAM_DEV_ROUTES cannot be on when NODE_ENV=production');
  }
  return problems;
}

export const DEFAULT_CONFIG: UpstreamConfig = {
  host: '127.0.0.1',
  port: 8081,
  items: 2000,
  extraUsers: 0,
  seed: 20240601,
  statefulDomains: ['localhost', '127.0.0.1'],
  devRoutes: false,
  repriceIntervalMs: 900_000,
  logRetentionDays: 90,
  logLevel: 'info',
  pusher: { appKey: 'upstream-dev-key', appSecret: 'upstream-dev-secret' },
  wsPort: null,
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  return {
    production: env.NODE_ENV === 'production',
    host: env.UPSTREAM_HOST || DEFAULT_CONFIG.host,
    port: integer(env, 'UPSTREAM_PORT', DEFAULT_CONFIG.port, 0, 65_535),
    items: integer(env, 'UPSTREAM_ITEMS', DEFAULT_CONFIG.items, 0, 1_000_000),
    extraUsers: integer(env, 'UPSTREAM_EXTRA_USERS', DEFAULT_CONFIG.extraUsers, 0, 1000),
    seed: integer(env, 'UPSTREAM_SEED', DEFAULT_CONFIG.seed, 0, 2 ** 32 - 1),
    statefulDomains: env.UPSTREAM_STATEFUL_DOMAINS
      ? env.UPSTREAM_STATEFUL_DOMAINS.split(',')
          .map((domain) => domain.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_CONFIG.statefulDomains,
    devRoutes: env.UPSTREAM_DEV_ROUTES === '1' || env.UPSTREAM_DEV_ROUTES === 'true',
    repriceIntervalMs: integer(
      env,
      'REPRICE_INTERVAL_MS',
      DEFAULT_CONFIG.repriceIntervalMs,
      0,
      86_400_000,
    ),
    logRetentionDays: integer(env, 'LOG_RETENTION_DAYS', DEFAULT_CONFIG.logRetentionDays, 1, 3650),
    logLevel: env.UPSTREAM_LOG_LEVEL || DEFAULT_CONFIG.logLevel,
    pusher: {
      appKey: env.PUSHER_APP_KEY || DEFAULT_CONFIG.pusher.appKey,
      appSecret: env.PUSHER_APP_SECRET || DEFAULT_CONFIG.pusher.appSecret,
    },
    wsPort: env.UPSTREAM_WS_PORT ? integer(env, 'UPSTREAM_WS_PORT', 0, 0, 65_535) : null,
    ...(env.UPSTREAM_CHAOS ? { chaos: chaosFromEnv(env) } : {}),
  };
}

function chaosFromEnv(env: NodeJS.ProcessEnv): ChaosSettings {
  let rules: unknown;
  try {
    rules = JSON.parse(env.UPSTREAM_CHAOS ?? '[]');
  } catch {
    throw new Error('UPSTREAM_CHAOS must be a JSON array of chaos rules');
  }
  const settings = parseChaosSettings(rules);
  return env.UPSTREAM_CHAOS_SEED
    ? { ...settings, seed: integer(env, 'UPSTREAM_CHAOS_SEED', 1, 0, 2 ** 32 - 1) }
    : settings;
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}
