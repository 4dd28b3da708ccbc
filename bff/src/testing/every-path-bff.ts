import { type ServerResponse } from 'node:http';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { buildApp, type App, type BuildAppOptions } from '../server.js';
import { json, type RecordedRequest, startFakeUpstream } from './fake-upstream.js';

/**
 * A production BFF on a scripted upstream, with low limits so each can be crossed cheaply
 * (reliability/every-path.test.ts; the paths to send requests through: every-path.ts).
 */

export const limits = {
  maxQueryBytes: 2048,
  maxStringArgumentBytes: 256,
  maxUpstreamCallsPerOperation: 5,
  operationTimeoutMs: 400,
  /** Each upstream exchange's own timeout: longer than the operation deadline. */
  callTimeoutMs: 1500,
};

const profile = {
  id: 5,
  name: 'Mario Rossi',
  email: 'mario@example.com',
  language: 'it_IT',
  categories: [],
  vendors: [],
  configuration: { store_name: null, show_catalog: 1, store_slug: 'slug-a' },
  extra: null,
  strategies: [],
  buyback_strategies: [],
};

/** How the scripted upstream answers: changed by each test, reset before each. */
export const script = {
  /** How `/api/user` answers: the profile, or a failure with the store's internals. */
  userStatus: 200,
  user: profile as Record<string, unknown>,
  /**
   * When set, `/api/user` and `/api/catalog/upload` keep their answers until `reset()` (an
   * upstream that never answers in time, however slow the machine).
   */
  holding: false,
  /** The answers kept back while `holding`, sent (to whoever still listens) on `reset()`. */
  held: [] as Array<() => void>,
  /** What `/api/user/notifications` counts (over 2^31 no GraphQL Int can carry it). */
  notificationCount: 3,
  uploadStatus: 200,
  uploadBody: { message: 'ok' } as unknown,
  reset() {
    this.userStatus = 200;
    this.user = profile;
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
    this.notificationCount = 3;
    this.uploadStatus = 200;
    this.uploadBody = { message: 'ok' };
  },
};

function answerUpstream(request: RecordedRequest, response: ServerResponse): void {
  const later = (answer: () => void) => (script.holding ? script.held.push(answer) : answer());
  if (request.url === '/sanctum/csrf-cookie') {
    response.writeHead(204, {
      'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/; HttpOnly'],
    });
    response.end();
  } else if (request.url === '/login') {
    json(response, 200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/; HttpOnly' });
  } else if (request.url === '/api/user') {
    later(() => json(response, script.userStatus, script.user));
  } else if (request.url === '/api/user/notifications') {
    json(response, 200, { count: script.notificationCount, items: [] });
  } else if (request.url === '/api/catalog/upload') {
    later(() => json(response, script.uploadStatus, script.uploadBody));
  } else {
    json(response, 404, { message: 'Not found' });
  }
}

export interface EveryPathBff {
  app: App;
  url: string;
  upstreamRequests: RecordedRequest[];
  stop(): Promise<void>;
}

/**
 * `env` adds to (or overrides) the production settings, e.g. TRUSTED_DOCUMENTS and WEB_DIST;
 * `options` to buildApp's (e.g. a plugin or a notification feed).
 */
export async function startEveryPathBff(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<EveryPathBff> {
  const fake = await startFakeUpstream(answerUpstream);
  const app = buildApp(
    loadConfig({
      NODE_ENV: 'production',
      UPSTREAM_URL: fake.url,
      SESSION_SECRET: 'every-path-secret-every-path-secret-1',
      MAX_QUERY_BYTES: String(limits.maxQueryBytes),
      MAX_STRING_ARGUMENT_BYTES: String(limits.maxStringArgumentBytes),
      MAX_UPSTREAM_CALLS_PER_OPERATION: String(limits.maxUpstreamCallsPerOperation),
      UPSTREAM_OPERATION_TIMEOUT_MS: String(limits.operationTimeoutMs),
      UPSTREAM_TIMEOUT_MS: String(limits.callTimeoutMs),
      UPSTREAM_UPLOAD_TIMEOUT_MS: String(limits.callTimeoutMs),
      // The checks send texts of their own by cookie; the trusted-documents rule has its own.
      TRUSTED_DOCUMENTS: 'off',
      ...env,
    }),
    { logger: createLogger('silent'), ...options },
  );
  const { url } = await app.start(0);
  return {
    app,
    url,
    upstreamRequests: fake.requests,
    stop: async () => {
      await app.stop();
      await fake.stop();
    },
  };
}
