import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envReader, type EnvReader } from './app/env-reader.js';
import { readWebBuild } from './plugins/trusted-documents.js';
import { parseTrustProxy, type TrustProxy, trustNoProxy } from './http/client-address.js';

/** Everything the BFF reads from its environment, parsed and validated once at start. */
export interface Config {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /**
   * Absent: the reference upstream, with its public demo accounts, is started in-process (the
   * embedded default); production refuses that unless `demo` says a public demo is meant.
   */
  upstreamUrl: string | null;
  /** DEMO: a public demo (sample data, public accounts): every page says so. */
  demo: boolean;
  /** Sent as Origin (and Referer) on every upstream call; must be a stateful domain upstream. */
  upstreamOrigin: string | null;
  upstreamTimeoutMs: number;
  upstreamUploadAnswerTimeoutMs: number; // the store reads a streamed upload whole, then answers
  /** Everything one GraphQL operation asks of the upstream must be done within this. */
  upstreamOperationTimeoutMs: number;
  /** Circuit breaker on the upstream's health (upstream/upstream-health.ts). */
  upstreamBreaker: {
    /** Share (0–1) of unhealthy exchanges in the window that opens it. */
    failureRate: number;
    windowMs: number;
    /** Fewer exchanges than this in the window never open it. */
    minimumCalls: number;
    cooldownMs: number;
  };
  /** Unsuccessful logins per minute per (e-mail, client address). */
  loginAttemptsPerMinute: number;
  /** Unsuccessful logins per minute per client address, whatever the e-mail. */
  loginAttemptsPerAddressPerMinute: number;
  /** Each user's budget of upstream calls over all of its cookie sessions: steady rate and burst. */
  upstreamCallsPerSecond: number;
  upstreamCallsBurst: number;
  /** Each personal access token's own budget of upstream calls: steady rate and burst. */
  upstreamTokenCallsPerSecond: number;
  upstreamTokenCallsBurst: number;
  /** Shared store of the login and upstream-call limits across BFF replicas; null: in memory. */
  redisUrl: string | null;
  /** A Redis command unanswered within this counts in memory instead (a stalled Redis). */
  redisCommandTimeoutMs: number;
  /** Which proxies' X-Forwarded-For entries are believed (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Operation limits checked before parsing (plugins/use-operation-limits.ts), in UTF-8 bytes. */
  maxQueryBytes: number;
  maxStringArgumentBytes: number;
  /** Upstream calls one operation may need, estimated before it runs (upstream-call-estimate.ts). */
  maxUpstreamCallsPerOperation: number;
  /** Strict-Transport-Security max-age in seconds, sent only in production; 0: none. */
  hstsMaxAgeSeconds: number;
  /** Limits of live subscriptions (graphql-ws sockets, and SSE streams where they apply). */
  realtimeLimits: {
    subscriptionsPerSocket: number;
    /** Sockets and SSE streams open at once per session, and per client address. */
    socketsPerSession: number;
    socketsPerAddress: number;
    connectionInitTimeoutMs: number;
    maxMessageBytes: number;
    messagesPerSecond: number;
  };
  sessionSecret: string;
  /** True when SESSION_SECRET was not given and a random one is used (sessions die on restart). */
  sessionSecretGenerated: boolean;
  cookieSecure: boolean;
  pusher: {
    appKey: string | null;
    cluster: string;
    host: string | null;
    port: number | null;
    tls: boolean;
  };
  supportEmail: string;
  /** Store slug → keys of the store-specific strategy notes (docs/pricing-rules.md). */
  strategyNotes: ReadonlyMap<string, readonly string[]>;
  /** Origins allowed to call /graphql cross-origin with credentials (empty: same origin only). */
  allowedOrigins: readonly string[];
  graphiql: boolean;
  /** Schema introspection; follows GRAPHIQL unless INTROSPECTION says otherwise. */
  introspection: boolean;
  /** Folder of the built web app; served at / when it exists. */
  webDist: string;
  /** TRUSTED_DOCUMENTS, and the list of the dashboard's operations (plugins/trusted-documents.ts). */
  trustedDocuments: boolean;
  trustedDocumentsManifest: string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'ConfigError';
  }
}
type Env = Readonly<Record<string, string | undefined>>;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Reads the environment. Collects every problem before failing, so one start-up shows them all.
 * `warnings` receives non-fatal notes (e.g. a generated session secret).
 */
export function loadConfig(env: Env = process.env, warnings: string[] = []): Config {
  const problems: string[] = [];
  const reader = envReader(env, problems);
  const { read, integer, boolean } = reader;
  const nodeEnv = read('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const upstreamUrl = reader.httpUrl('UPSTREAM_URL');
  const upstreamOrigin = reader.httpUrl('UPSTREAM_ORIGIN');
  const graphiql = boolean('GRAPHIQL', !production);
  const demo = boolean('DEMO', false);
  if (production && !upstreamUrl && !demo && read('UPSTREAM_URL') === undefined) {
    problems.push(
      'UPSTREAM_URL is required when NODE_ENV=production (without it the demo store starts, with public accounts; DEMO=1 if a public demo is meant)',
    );
  }
  const config: Config = {
    nodeEnv,
    production,
    port: integer('PORT', 4000, 0, 65535),
    host: read('HOST') ?? '127.0.0.1',
    upstreamUrl: upstreamUrl ? stripTrailingSlash(upstreamUrl.href) : null,
    upstreamOrigin: upstreamOrigin ? upstreamOrigin.origin : null,
    demo,
    ...readUpstreamLimits(reader, warnings),
    ...readRequestLimits(reader),
    ...readSessionSecret(reader, production, warnings),
    cookieSecure: boolean('COOKIE_SECURE', production),
    pusher: readPusher(reader),
    supportEmail: readSupportEmail(reader),
    strategyNotes: parseStrategyNotes(read('STRATEGY_NOTES'), problems),
    allowedOrigins: readAllowedOrigins(reader),
    graphiql,
    introspection: boolean('INTROSPECTION', graphiql),
    ...readWebBuild(reader, production, join(repoRoot, 'web', 'dist')),
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
  if (upstreamUrl && !config.pusher.appKey) {
    warnings.push('PUSHER_APP_KEY is not set: realtime notifications are off for this upstream');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Timeouts, the circuit breaker, the login and upstream-call budgets, Redis, trusted proxies. */
function readUpstreamLimits(reader: EnvReader, warnings: string[]) {
  const { read, integer, problems } = reader;
  const trustProxyParsed = parseTrustProxy(read('TRUST_PROXY'));
  if ('problem' in trustProxyParsed) problems.push(trustProxyParsed.problem);
  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${redisUrl}")`);
  }
  if (read('UPSTREAM_BREAKER_THRESHOLD') !== undefined) {
    warnings.push(
      'UPSTREAM_BREAKER_THRESHOLD is no longer read: the breaker opens on a failure rate (UPSTREAM_BREAKER_FAILURE_PERCENT over UPSTREAM_BREAKER_WINDOW_MS, at least UPSTREAM_BREAKER_MIN_CALLS calls)',
    );
  }
  const upstreamCallsPerSecond = integer('UPSTREAM_CALLS_PER_SECOND', 30, 1, 1_000_000);
  const upstreamTokenCallsPerSecond = integer('UPSTREAM_TOKEN_CALLS_PER_SECOND', 100, 1, 1_000_000);
  return {
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 5000, 100, 120_000),
    upstreamUploadAnswerTimeoutMs: integer('UPSTREAM_UPLOAD_TIMEOUT_MS', 60_000, 100, 600_000),
    upstreamOperationTimeoutMs: integer('UPSTREAM_OPERATION_TIMEOUT_MS', 10_000, 100, 600_000),
    upstreamBreaker: {
      failureRate: integer('UPSTREAM_BREAKER_FAILURE_PERCENT', 50, 1, 99) / 100,
      windowMs: integer('UPSTREAM_BREAKER_WINDOW_MS', 10_000, 1000, 600_000),
      minimumCalls: integer('UPSTREAM_BREAKER_MIN_CALLS', 10, 1, 100_000),
      cooldownMs: integer('UPSTREAM_BREAKER_COOLDOWN_MS', 10_000, 10, 600_000),
    },
    loginAttemptsPerMinute: integer('LOGIN_ATTEMPTS_PER_MINUTE', 10, 1, 100_000),
    loginAttemptsPerAddressPerMinute: integer(
      'LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE',
      50,
      1,
      1_000_000,
    ),
    upstreamCallsPerSecond,
    upstreamCallsBurst: integer(
      'UPSTREAM_CALLS_BURST',
      Math.max(60, upstreamCallsPerSecond),
      upstreamCallsPerSecond,
      10_000_000,
    ),
    upstreamTokenCallsPerSecond,
    upstreamTokenCallsBurst: integer(
      'UPSTREAM_TOKEN_CALLS_BURST',
      Math.max(200, upstreamTokenCallsPerSecond),
      upstreamTokenCallsPerSecond,
      10_000_000,
    ),
    redisUrl,
    redisCommandTimeoutMs: integer('REDIS_COMMAND_TIMEOUT_MS', 200, 10, 10_000),
    trustProxy: 'problem' in trustProxyParsed ? trustNoProxy : trustProxyParsed,
  };
}

/** Operation size and cost, HSTS, and the WebSocket limits. */
function readRequestLimits({ integer }: EnvReader) {
  return {
    maxQueryBytes: integer('MAX_QUERY_BYTES', 20 * 1024, 1024, 1024 * 1024),
    maxStringArgumentBytes: integer('MAX_STRING_ARGUMENT_BYTES', 2 * 1024, 64, 1024 * 1024),
    maxUpstreamCallsPerOperation: integer('MAX_UPSTREAM_CALLS_PER_OPERATION', 60, 1, 100_000),
    hstsMaxAgeSeconds: integer('HSTS_MAX_AGE', 31_536_000, 0, 2 * 31_536_000),
    realtimeLimits: {
      subscriptionsPerSocket: integer('WS_SUBSCRIPTIONS_PER_SOCKET', 10, 1, 1000),
      socketsPerSession: integer('WS_SOCKETS_PER_SESSION', 10, 1, 10_000),
      socketsPerAddress: integer('WS_SOCKETS_PER_ADDRESS', 50, 1, 1_000_000),
      connectionInitTimeoutMs: integer('WS_CONNECTION_INIT_TIMEOUT_MS', 3000, 100, 60_000),
      maxMessageBytes: integer('WS_MAX_MESSAGE_BYTES', 64 * 1024, 1024, 16 * 1024 * 1024),
      messagesPerSecond: integer('WS_MESSAGES_PER_SECOND', 10, 1, 100_000),
    },
  };
}

/** SESSION_SECRET: required in production, else a random one (with a warning). */
function readSessionSecret({ read, problems }: EnvReader, production: boolean, warnings: string[]) {
  const given = read('SESSION_SECRET');
  if (given !== undefined && given.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }
  if (given !== undefined) return { sessionSecret: given, sessionSecretGenerated: false };
  if (production) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production');
  } else {
    warnings.push(
      'SESSION_SECRET is not set: using a random one, so sessions end when this process stops',
    );
  }
  return { sessionSecret: randomBytes(32).toString('base64url'), sessionSecretGenerated: true };
}

function readPusher({ read, integer, boolean }: EnvReader): Config['pusher'] {
  return {
    appKey: read('PUSHER_APP_KEY') ?? null,
    cluster: read('PUSHER_CLUSTER') ?? 'eu',
    host: read('PUSHER_HOST') ?? null,
    port: read('PUSHER_PORT') === undefined ? null : integer('PUSHER_PORT', 443, 1, 65535),
    tls: boolean('PUSHER_TLS', true),
  };
}

function readSupportEmail({ read, problems }: EnvReader): string {
  const supportEmail = read('SUPPORT_EMAIL') ?? 'support@example.com';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}")`);
  }
  return supportEmail;
}

function readAllowedOrigins({ read, problems }: EnvReader): string[] {
  const allowedOrigins: string[] = [];
  for (const raw of (read('ALLOWED_ORIGINS') ?? '').split(',')) {
    const candidate = raw.trim();
    if (candidate === '') continue;
    try {
      allowedOrigins.push(new URL(candidate).origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS entries must be origins like https://app.example.com`);
    }
  }
  return allowedOrigins;
}

/** `slug-a:buybox-tenth,slug-b:buybox-tiers` → { slug-a: [buybox-tenth], slug-b: [buybox-tiers] }. */
export function parseStrategyNotes(
  raw: string | undefined,
  problems: string[],
): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  if (raw === undefined) return notes;
  for (const entry of raw.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const match = /^([\w.-]+):([\w.-]+)$/.exec(trimmed);
    if (!match) {
      problems.push(`STRATEGY_NOTES entries must look like store-slug:note-key (got "${trimmed}")`);
      continue;
    }
    const [, slug, note] = match as unknown as [string, string, string];
    notes.set(slug, [...(notes.get(slug) ?? []), note]);
  }
  return notes;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
