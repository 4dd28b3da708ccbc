import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const warnings: string[] = [];
    const config = loadConfig({}, warnings);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      upstreamUrl: null,
      upstreamTimeoutMs: 5000,
      supportEmail: 'support@example.com',
      cookieSecure: false,
      graphiql: true,
      pusher: { cluster: 'eu', appKey: null },
    });
    expect(config.sessionSecretGenerated).toBe(true);
    expect(warnings.join()).toMatch(/SESSION_SECRET/);
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      UPSTREAM_URL: 'https://store.example.com/backend/',
      UPSTREAM_ORIGIN: 'https://dashboard.example.com/x',
      SESSION_SECRET: 's'.repeat(32),
      PUSHER_APP_KEY: 'key',
      PUSHER_CLUSTER: 'us2',
      PUSHER_HOST: 'ws.example.com',
      PUSHER_PORT: '6001',
      PUSHER_TLS: 'false',
      SUPPORT_EMAIL: 'help@store.example.com',
      STRATEGY_NOTES: 'slug-a:buybox-tenth, slug-b:buybox-tiers,slug-a:extra',
      COOKIE_SECURE: 'true',
      ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com/',
      GRAPHIQL: '0',
      UPSTREAM_TIMEOUT_MS: '2500',
      WEB_DIST: '/srv/web',
    });
    expect(config.upstreamUrl).toBe('https://store.example.com/backend');
    expect(config.upstreamOrigin).toBe('https://dashboard.example.com');
    expect(config.pusher).toEqual({
      appKey: 'key',
      cluster: 'us2',
      host: 'ws.example.com',
      port: 6001,
      tls: false,
    });
    expect(config.strategyNotes.get('slug-a')).toEqual(['buybox-tenth', 'extra']);
    expect(config.strategyNotes.get('slug-b')).toEqual(['buybox-tiers']);
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      cookieSecure: true,
      graphiql: false,
      upstreamTimeoutMs: 2500,
      webDist: '/srv/web',
    });
  });

  it('requires SESSION_SECRET in production and turns GraphiQL off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      UPSTREAM_URL: 'https://store.example.com',
      TRUSTED_DOCUMENTS: 'off',
    });
    expect(config.graphiql).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it('reports every problem at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        UPSTREAM_URL: 'ftp://x',
        STRATEGY_NOTES: 'nocolon',
        COOKIE_SECURE: 'maybe',
        SESSION_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(5);
    }
  });
});

describe('operation limits and HSTS', () => {
  it('default to 20 KB texts, 2 KB strings, 60 upstream calls and a year of HSTS', () => {
    expect(loadConfig({})).toMatchObject({
      maxQueryBytes: 20 * 1024,
      maxStringArgumentBytes: 2048,
      maxUpstreamCallsPerOperation: 60,
      hstsMaxAgeSeconds: 31_536_000,
    });
  });

  it('read MAX_QUERY_BYTES, MAX_STRING_ARGUMENT_BYTES, MAX_UPSTREAM_CALLS_PER_OPERATION and HSTS_MAX_AGE', () => {
    expect(
      loadConfig({
        MAX_QUERY_BYTES: '4096',
        MAX_STRING_ARGUMENT_BYTES: '512',
        MAX_UPSTREAM_CALLS_PER_OPERATION: '10',
        HSTS_MAX_AGE: '0',
      }),
    ).toMatchObject({
      maxQueryBytes: 4096,
      maxStringArgumentBytes: 512,
      maxUpstreamCallsPerOperation: 10,
      hstsMaxAgeSeconds: 0,
    });
  });

  it('refuse values out of range, all at once', () => {
    expect(() =>
      loadConfig({
        MAX_QUERY_BYTES: '10',
        MAX_STRING_ARGUMENT_BYTES: 'lots',
        MAX_UPSTREAM_CALLS_PER_OPERATION: '0',
        HSTS_MAX_AGE: '-1',
      }),
    ).toThrow(
      /MAX_QUERY_BYTES[\s\S]*MAX_STRING_ARGUMENT_BYTES[\s\S]*MAX_UPSTREAM_CALLS_PER_OPERATION[\s\S]*HSTS_MAX_AGE/,
    );
  });
});

describe('client limits, breaker and proxies', () => {
  it('default to the documented limits', () => {
    expect(loadConfig({})).toMatchObject({
      upstreamBreaker: { failureRate: 0.5, windowMs: 10_000, minimumCalls: 10, cooldownMs: 10_000 },
      loginAttemptsPerMinute: 10,
      loginAttemptsPerAddressPerMinute: 50,
      upstreamCallsPerSecond: 30,
      upstreamCallsBurst: 60,
      redisUrl: null,
      trustProxy: { kind: 'none' },
      realtimeLimits: {
        subscriptionsPerSocket: 10,
        socketsPerSession: 10,
        socketsPerAddress: 50,
        connectionInitTimeoutMs: 3000,
        maxMessageBytes: 65_536,
        messagesPerSecond: 10,
      },
    });
  });

  it('reads them', () => {
    const config = loadConfig({
      UPSTREAM_BREAKER_FAILURE_PERCENT: '80',
      UPSTREAM_BREAKER_MIN_CALLS: '20',
      UPSTREAM_CALLS_PER_SECOND: '100',
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: '2',
      WS_SOCKETS_PER_ADDRESS: '500',
    });
    expect(config).toMatchObject({
      upstreamBreaker: { failureRate: 0.8, minimumCalls: 20 },
      upstreamCallsPerSecond: 100,
      upstreamCallsBurst: 100,
      redisUrl: 'redis://redis:6379',
      trustProxy: { kind: 'hops', hops: 2 },
      realtimeLimits: { socketsPerAddress: 500 },
    });
  });

  it('refuses TRUST_PROXY=true, a bad REDIS_URL and a burst below the rate; warns about the old breaker variable', () => {
    const warnings: string[] = [];
    expect(() =>
      loadConfig({
        TRUST_PROXY: 'true',
        REDIS_URL: 'http://redis',
        UPSTREAM_CALLS_PER_SECOND: '50',
        UPSTREAM_CALLS_BURST: '10',
      }),
    ).toThrow(/TRUST_PROXY[\s\S]*REDIS_URL[\s\S]*UPSTREAM_CALLS_BURST/);
    loadConfig({ UPSTREAM_BREAKER_THRESHOLD: '5' }, warnings);
    expect(warnings.join()).toMatch(/UPSTREAM_BREAKER_THRESHOLD is no longer read/);
  });
});

describe('production and the demo store', () => {
  // Production's other requirements met (no web build here: no trusted documents list).
  const secret = { SESSION_SECRET: 'p'.repeat(40), TRUSTED_DOCUMENTS: 'off' };

  it('refuses production without UPSTREAM_URL, in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(
      /^Invalid configuration: UPSTREAM_URL is required when NODE_ENV=production \(.*DEMO=1.*\)$/,
    );
  });

  it('starts the embedded demo in production only when DEMO says a public demo is meant', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO: '1', ...secret });
    expect(config).toMatchObject({ production: true, upstreamUrl: null, demo: true });
    expect(loadConfig({}).demo).toBe(false);
    expect(() => loadConfig({ DEMO: 'perhaps' })).toThrow(/DEMO must be true or false/);
  });

  it('lists several problems one per line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration:\n {2}- UPSTREAM_URL is required.*\n {2}- SESSION_SECRET is required/,
    );
  });
});

describe('Redis', () => {
  it('gives a Redis command 200 ms by default, REDIS_COMMAND_TIMEOUT_MS otherwise', () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(200);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '500' }).redisCommandTimeoutMs).toBe(500);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(
      /REDIS_COMMAND_TIMEOUT_MS must be a whole number between 10 and 10000/,
    );
  });
});

describe('TRUSTED_DOCUMENTS', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), DEMO: '1' };

  it('is on in production with the web build’s list, off elsewhere unless asked', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'persisted-query-manifest.json'), '{}');
    try {
      const config = loadConfig({ ...production, WEB_DIST: webDist });
      expect(config.trustedDocuments).toBe(true);
      expect(config.trustedDocumentsManifest).toBe(join(webDist, 'persisted-query-manifest.json'));
      expect(loadConfig({ WEB_DIST: webDist }).trustedDocuments).toBe(false);
      expect(loadConfig({ WEB_DIST: webDist, TRUSTED_DOCUMENTS: 'on' }).trustedDocuments).toBe(
        true,
      );
      const off = { ...production, WEB_DIST: webDist, TRUSTED_DOCUMENTS: 'off' };
      expect(loadConfig(off).trustedDocuments).toBe(false);
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('refuses to start on without the list, in one line naming the file and the way out', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    try {
      expect(() => loadConfig({ ...production, WEB_DIST: webDist })).toThrow(
        /^Invalid configuration: TRUSTED_DOCUMENTS is on but .*persisted-query-manifest\.json is missing .*TRUSTED_DOCUMENTS=off$/,
      );
      expect(() => loadConfig({ TRUSTED_DOCUMENTS: 'perhaps' })).toThrow(
        /TRUSTED_DOCUMENTS must be true or false/,
      );
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
