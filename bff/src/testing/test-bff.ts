import { loadConfig } from '../config.js';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../embedded-upstream.js';
import { createLogger } from '../logger.js';
import { buildApp, type App } from '../server.js';
import { type UpstreamCall } from '../upstream/upstream-client.js';

export const demoPassword = 'demo1234';

/** A reference upstream shared by the BFF instances of one test file. */
export function startReferenceUpstream(): Promise<EmbeddedUpstream> {
  return startEmbeddedUpstream({ logLevel: 'silent', items: 300 });
}

/** The environment that connects a BFF's realtime relay to the reference upstream's Pusher server. */
export function realtimeEnv(upstream: EmbeddedUpstream): Record<string, string> {
  return {
    PUSHER_APP_KEY: upstream.pusher.appKey,
    PUSHER_HOST: upstream.pusher.host,
    PUSHER_PORT: String(upstream.pusher.port),
    PUSHER_TLS: 'false',
  };
}

export interface TestBff {
  app: App;
  url: string;
  /** Every upstream exchange since the last `resetCalls()`. */
  calls: UpstreamCall[];
  resetCalls(): void;
  stop(): Promise<void>;
}

/** A BFF on a free port, pointed at `upstream`, with extra environment when asked. */
export async function startTestBff(
  upstream: EmbeddedUpstream,
  env: Record<string, string> = {},
): Promise<TestBff> {
  const config = loadConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: upstream.url,
    UPSTREAM_ORIGIN: upstream.origin,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    ...env,
  });
  const calls: UpstreamCall[] = [];
  const app = buildApp(config, {
    logger: createLogger('silent'),
    onUpstreamCall: (call) => calls.push(call),
  });
  const { url } = await app.start(0);
  return {
    app,
    url,
    calls,
    resetCalls: () => calls.splice(0),
    stop: () => app.stop(),
  };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: Array<{ message: string; path?: string[]; extensions?: { code?: string } }> | undefined;
  setCookie: string | null;
}

/**
 * A browser stand-in: keeps the BFF cookie between calls and sends the CSRF header, like the
 * web client does.
 */
export class TestBrowser {
  cookie: string | null = null;

  constructor(public baseUrl: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = this.absorb(response);
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, data: body.data ?? null, errors: body.errors, setCookie };
  }

  async login(email = 'demo@example.com', password = demoPassword): Promise<GraphQLAnswer> {
    return this.gql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id displayName } }',
      { email, password },
    );
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    this.absorb(response);
    return response;
  }

  /** Applies Set-Cookie like a browser (a Max-Age=0 cookie is deleted). */
  absorb(response: Response): string | null {
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair = ''] = setCookie.split(';');
      this.cookie = /Max-Age=0/i.test(setCookie) ? null : pair;
    }
    return setCookie;
  }
}
