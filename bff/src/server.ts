import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { type Config } from './config.js';
import { type GraphQLContext } from './context.js';
import { startEmbeddedUpstream, type EmbeddedUpstream } from './embedded-upstream.js';
import { maskError } from './plugins/mask-error.js';
import { buildGraphQLSchema } from './graphql/build-schema.js';
import { type NotificationFeed } from './graphql/notifications/notification-feed.js';
import { createRequestLoaders } from './graphql/request-loaders.js';
import {
  type CatalogUploadStream,
  createCatalogUploadStream,
} from './http/catalog-upload-stream.js';
import { clientAddressOf } from './http/client-address.js';
import { createFileRoutes, incomingRequestId } from './http/file-routes.js';
import { createGraphiQLServing } from './http/graphiql-assets.js';
import { graphiqlOptions } from './http/graphiql-options.js';
import {
  createGraphQLFastPath,
  type GraphQLFastPath,
  type HeaderReader,
} from './http/graphql-fast-path.js';
import { createSecurityHeaders } from './http/security-headers.js';
import { createStaticWeb } from './http/static-web.js';
import { createLogger, type Logger, yogaLogging } from './logger.js';
import { OperationCache } from './plugins/operation-cache.js';
import { useRequestLog } from './plugins/request-log.js';
import { compileOperation, useCompiledExecutor } from './plugins/use-compiled-executor.js';
import { useCsrfPrevention } from './plugins/use-csrf-prevention.js';
import { useGraphQLArmor } from './plugins/use-graphql-armor.js';
import { useIntrospectionSwitch } from './plugins/use-introspection-switch.js';
import { useOperationLimits } from './plugins/use-operation-limits.js';
import { usePublicErrors } from './plugins/use-public-errors.js';
import { useSessionCookie } from './plugins/use-session-cookie.js';
import { useUpstreamCallLimit } from './plugins/upstream-call-estimate.js';
import { useValidatedDocuments } from './plugins/use-validated-documents.js';
import { createRealtime, type Realtime } from './realtime/create-realtime.js';
import { attachGraphQLWebSocket, type GraphQLWebSocket } from './realtime/graphql-ws-server.js';
import { LiveConnections } from './realtime/live-connections.js';
import { useSessionGuard } from './realtime/session-guard.js';
import { RequestSession, sessionMaxAgeSeconds } from './session/request-session.js';
import { upstreamLocale } from './upstream/accept-language.js';
import { SessionSealer } from './session/seal.js';
import { LoginThrottle } from './session/login-throttle.js';
import { SessionRevocations } from './session/session-revocations.js';
import { createRateLimitStore } from './limits/rate-limit-store.js';
import { UpstreamCallBudget } from './limits/upstream-call-budget.js';
import { type UpstreamCall, UpstreamClient } from './upstream/upstream-client.js';

/** How long stop() lets in-flight requests finish: under the 10 s a SIGTERM is given. */
const shutdownDrainMs = 8000;

/** Largest /graphql body: operations are small; a multipart upload may carry a 20 MB file. */
const maxJsonBodyBytes = 1024 * 1024;
const maxMultipartBodyBytes = 21 * 1024 * 1024;

/** What a masked error says (yoga's default wording, kept for both paths). */
const unexpectedErrorMessage = 'Unexpected error.';

/** Request headers a cross-origin dashboard may send (CORS). */
const corsAllowedHeaders = ['content-type', 'x-graphql-csrf', 'x-request-id'];

export interface BuildAppOptions {
  logger?: Logger;
  /** Told about every upstream HTTP exchange (metrics; the call-count tests). */
  onUpstreamCall?: (call: UpstreamCall) => void;
  /**
   * The feed behind Subscription.notifications, instead of the pusher-js relay of
   * bff/src/realtime/ (which realtime settings start; without them subscribing answers
   * UPSTREAM_UNAVAILABLE).
   */
  notificationFeed?: NotificationFeed;
}

export interface StartedApp {
  url: string;
  upstreamUrl: string;
  embeddedUpstream: boolean;
}

export interface App {
  config: Config;
  logger: Logger;
  schema: GraphQLSchema;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** The node:http server (listening after start); graphql-ws attaches to it on /graphql. */
  httpServer: Server;
  /** The GraphQL context for a request, e.g. a WebSocket upgrade (graphql-ws onSubscribe). */
  createContext(request: Request): Promise<GraphQLContext>;
  /** The upstream in use, once known (the embedded one starts on build). */
  upstream(): Promise<{ url: string; embedded: EmbeddedUpstream | null }>;
  start(port?: number): Promise<StartedApp>;
  stop(): Promise<void>;
  /** The realtime relay: Pusher → Subscription.notifications. */
  realtime: Realtime;
  /** graphql-ws on /graphql (same port). */
  graphqlWebSocket: GraphQLWebSocket;
  /** POST /graphql without yoga's pipeline for already-validated operations (the hot path). */
  graphqlFastPath: GraphQLFastPath;
  /** Streams uploadCatalog's file to the upstream; its counts show which path served a request. */
  catalogUploadStream: CatalogUploadStream;
}

/**
 * Composition root: config → upstream client → schema → yoga → node:http. With UPSTREAM_URL
 * unset the reference upstream is started in-process (on a free loopback port).
 */
export function buildApp(config: Config, options: BuildAppOptions = {}): App {
  const logger = options.logger ?? createLogger(config.logLevel);
  const sealer = new SessionSealer(config.sessionSecret, sessionMaxAgeSeconds);
  const schema = buildGraphQLSchema();

  // Login and upstream-call limits: in Redis with REDIS_URL (shared by replicas), else in memory.
  const rateLimitStore = createRateLimitStore(config.redisUrl, logger);
  const callBudget = new UpstreamCallBudget(
    rateLimitStore,
    { perSecond: config.upstreamCallsPerSecond, burst: config.upstreamCallsBurst },
    logger,
  );
  // Sessions ended here (logout, upstream 401): their live subscriptions end with them.
  const sessionRevocations = new SessionRevocations(sessionMaxAgeSeconds * 1000);
  // graphql-ws sockets and SSE streams open per session and per client address.
  const liveConnections = new LiveConnections(config.realtimeLimits);

  const upstreamReady = connectUpstream(config, logger, options.onUpstreamCall, callBudget);
  // Surfaced by start() or the first request; this only keeps Node from calling it unhandled.
  upstreamReady.catch(() => undefined);
  const upstreamClient = async () => (await upstreamReady).client;
  const realtime = createRealtime(config, logger, upstreamReady);

  const requestState = new WeakMap<Request, { session: RequestSession; requestId: string }>();

  const loginThrottle = new LoginThrottle(
    rateLimitStore,
    {
      perAccountAddress: config.loginAttemptsPerMinute,
      perAddress: config.loginAttemptsPerAddressPerMinute,
    },
    logger,
  );

  async function createContext(
    request: Request,
    clientAddress: string | null = null,
  ): Promise<GraphQLContext> {
    const context = await contextFor(request.headers, clientAddress);
    requestState.set(request, { session: context.session, requestId: context.requestId });
    return context;
  }

  /**
   * What every context needs from start-up, once it has settled: from then on a context is built
   * without awaiting anything (the fast path's per-request cost).
   */
  let started: { client: UpstreamClient; feed: NotificationFeed | null } | null = null;
  const startedReady = Promise.all([
    upstreamClient(),
    options.notificationFeed ?? realtime.relay(),
  ]).then(([client, feed]) => (started = { client, feed }));
  startedReady.catch(() => undefined);

  function contextFor(
    headers: HeaderReader,
    clientAddress: string | null,
  ): GraphQLContext | Promise<GraphQLContext> {
    if (started) return buildContext(started.client, started.feed, headers, clientAddress);
    return startedReady.then(({ client, feed }) =>
      buildContext(client, feed, headers, clientAddress),
    );
  }

  function buildContext(
    client: UpstreamClient,
    notificationFeed: NotificationFeed | null,
    headers: HeaderReader,
    clientAddress: string | null,
  ): GraphQLContext {
    const headerId = headers.get('x-request-id');
    const requestId = headerId && /^[\w.-]{8,128}$/.test(headerId) ? headerId : randomUUID();
    const session = RequestSession.fromCookieHeader(
      headers.get('cookie'),
      sealer,
      config.cookieSecure,
      sessionRevocations,
    );
    const requestLogger = logger.child({ requestId });
    const upstream = client.forRequest(
      session,
      requestId,
      requestLogger,
      upstreamLocale(headers.get('accept-language')),
    );
    return {
      config,
      logger: requestLogger,
      requestId,
      session,
      upstream,
      loaders: createRequestLoaders(upstream),
      clientAddress,
      loginThrottle,
      notificationFeed,
    };
  }

  // Parsed, validated and compiled operations, bounded by count and bytes (operation-cache.ts).
  const operations = new OperationCache((document, operationName) =>
    compileOperation(schema, document, operationName, logger),
  );
  const operationLimits = {
    maxQueryBytes: config.maxQueryBytes,
    maxStringArgumentBytes: config.maxStringArgumentBytes,
  };
  const securityHeaders = createSecurityHeaders({
    hstsMaxAgeSeconds: config.production ? config.hstsMaxAgeSeconds : 0,
  });
  // A small page naming compressed, cacheable files (graphiql-assets.ts).
  const graphiql = createGraphiQLServing();
  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) =>
      createContext(
        request,
        clientAddressOf(req as IncomingMessage | undefined, config.trustProxy),
      ),
    graphiql: config.graphiql ? graphiqlOptions : false,
    renderGraphiQL: (opts) => graphiql.render(opts),
    landingPage: false,
    batching: false,
    parserAndValidationCache: {
      documentCache: operations.documentCache,
      errorCache: operations.errorCache,
    },
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin !== null && config.allowedOrigins.includes(origin)
        ? {
            origin: [origin],
            credentials: true,
            allowedHeaders: corsAllowedHeaders,
          }
        : false;
    },
    maskedErrors: {
      maskError: (error, message) => maskError(error, message, logger, config.production),
      errorMessage: unexpectedErrorMessage,
    },
    logging: yogaLogging(logger),
    plugins: [
      // Before anything parses or caches a text.
      useOperationLimits(operationLimits, operations),
      useCsrfPrevention(),
      useGraphQLArmor(config.production),
      useUpstreamCallLimit(config.maxUpstreamCallsPerOperation),
      useIntrospectionSwitch(config.introspection),
      usePublicErrors({
        production: config.production,
        unexpectedMessage: unexpectedErrorMessage,
        logger,
      }),
      useSessionCookie(requestState),
      useSessionGuard({
        revocations: sessionRevocations,
        connections: liveConnections,
        logger,
      }),
      useRequestLog(logger, (request) => requestState.get(request)?.requestId),
      useCompiledExecutor(operations),
      useValidatedDocuments(operations),
    ],
  });

  const corsHeadersFor = (origin: string | null): Record<string, string> =>
    origin !== null && config.allowedOrigins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-headers': corsAllowedHeaders.join(', '),
          'access-control-allow-credentials': 'true',
        }
      : {};

  const graphqlFastPath = createGraphQLFastPath({
    schema,
    yoga,
    operations,
    limits: operationLimits,
    logger,
    createContext: (headers, request) =>
      contextFor(headers, clientAddressOf(request, config.trustProxy)),
    maskError: (error, requestLogger) =>
      maskError(error, unexpectedErrorMessage, requestLogger, config.production),
    corsHeaders: corsHeadersFor,
    maxBodyBytes: maxJsonBodyBytes,
    securityHeaders: securityHeaders.list('/graphql'),
  });

  const catalogUploadStream = createCatalogUploadStream({
    schema,
    yoga,
    createContext: async (headers, request) =>
      contextFor(headers, clientAddressOf(request, config.trustProxy)),
    maskError: (error, requestLogger) =>
      maskError(error, unexpectedErrorMessage, requestLogger, config.production),
    corsHeaders: corsHeadersFor,
    maxQueryBytes: config.maxQueryBytes,
  });

  const fileRoutes = createFileRoutes({
    sealer,
    cookieSecure: config.cookieSecure,
    upstream: upstreamClient,
    logger,
  });
  const staticWeb = createStaticWeb(config.webDist, { production: config.production });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = pathnameOf(request.url);
    if (pathname === '/graphql') {
      try {
        // Sets the security headers itself, all at once with the answer.
        if (await graphqlFastPath.serve(request, response)) return;
      } catch (error) {
        // The 500 below still carries them.
        if (!response.headersSent) securityHeaders.apply(response, pathname);
        throw error;
      }
    }
    securityHeaders.apply(response, pathname);
    if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      const ready = await upstreamClient().then(
        (client) => client.probe(),
        () => false,
      );
      return sendJson(response, ready ? 200 : 503, {
        status: ready ? 'ready' : 'upstream unreachable',
      });
    }
    if (pathname === '/graphql') {
      if (!withinBodyLimit(request, response, logger)) return;
      if (await catalogUploadStream.serve(request, response)) return;
      await yoga.requestListener(request, response);
      return;
    }
    if (await fileRoutes(request, response, pathname)) return;
    if (config.graphiql && (await graphiql.serve(request, response, pathname))) return;
    if (await staticWeb.serve(request, response, pathname)) return;
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Not found.');
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      logger.error({ err: error, requestId: incomingRequestId(request) }, 'request failed');
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else {
        response.destroy();
      }
    });
  });
  const graphqlWebSocket = attachGraphQLWebSocket({
    httpServer,
    yoga,
    createContext,
    allowedOrigins: config.allowedOrigins,
    logger,
    production: config.production,
    limits: config.realtimeLimits,
    connections: liveConnections,
    revocations: sessionRevocations,
    clientAddress: (request) => clientAddressOf(request, config.trustProxy),
  });

  return {
    config,
    logger,
    schema,
    yoga,
    httpServer,
    realtime,
    graphqlWebSocket,
    graphqlFastPath,
    catalogUploadStream,
    createContext,
    async upstream() {
      const { url, embedded } = await upstreamReady;
      return { url, embedded };
    },
    async start(port = config.port) {
      const { url: upstreamUrl, embedded } = await upstreamReady;
      // Until Redis answers, limits count in this process only (a short wait at most).
      await rateLimitStore.ready();
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
      logger.info(
        embedded
          ? `BFF listening on ${url} (GraphQL at ${url}/graphql); upstream: the embedded reference upstream at ${upstreamUrl}`
          : `BFF listening on ${url} (GraphQL at ${url}/graphql); upstream: ${upstreamUrl}`,
      );
      return { url, upstreamUrl, embeddedUpstream: embedded !== null };
    },
    async stop() {
      // Open sockets would keep the HTTP server from closing; pusher-js connections go first too.
      await graphqlWebSocket.close();
      await realtime.close();
      if (httpServer.listening) {
        // Draining: no new connections; each kept-alive one closes once its request is answered,
        // and whatever still runs at the drain deadline is cut so the process can exit.
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        const sweep = setInterval(() => httpServer.closeIdleConnections(), 50);
        const cut = setTimeout(() => httpServer.closeAllConnections(), shutdownDrainMs);
        await closed;
        clearInterval(sweep);
        clearTimeout(cut);
      }
      const connected = await upstreamReady.catch(() => null);
      await connected?.client.close();
      await connected?.embedded?.stop();
      await rateLimitStore.close();
    },
  };
}

async function connectUpstream(
  config: Config,
  logger: Logger,
  onCall: ((call: UpstreamCall) => void) | undefined,
  callBudget: UpstreamCallBudget,
): Promise<{ client: UpstreamClient; url: string; embedded: EmbeddedUpstream | null }> {
  let embedded: EmbeddedUpstream | null = null;
  let url = config.upstreamUrl;
  if (url === null) {
    embedded = await startEmbeddedUpstream({ logLevel: config.logLevel });
    url = embedded.url;
  }
  const client = new UpstreamClient({
    baseUrl: url,
    origin: config.upstreamOrigin ?? embedded?.origin ?? new URL(url).origin,
    timeoutMs: config.upstreamTimeoutMs,
    operationTimeoutMs: config.upstreamOperationTimeoutMs,
    breaker: config.upstreamBreaker,
    callBudget,
    logger,
    ...(onCall ? { onCall } : {}),
  });
  return { client, url, embedded };
}

/** The request target's path; the dashboard's `/graphql` skips a URL parse. */
function pathnameOf(target: string | undefined): string {
  if (target === '/graphql') return target;
  return new URL(target ?? '/', 'http://bff.invalid').pathname;
}

/**
 * Bodies are refused by declared length before yoga reads them; a request without a length
 * (chunked) is refused too, so the limit cannot be sidestepped. GETs carry no body.
 */
function withinBodyLimit(
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
): boolean {
  if (request.method !== 'POST') return true;
  const declared = request.headers['content-length'];
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  const limit = multipart ? maxMultipartBodyBytes : maxJsonBodyBytes;
  const status = declared === undefined ? 411 : Number(declared) > limit ? 413 : null;
  if (status === null) return true;
  // A client's mistake (or a probe): one warning, never an error.
  logger.warn({ requestId: incomingRequestId(request), status }, 'graphql request refused');
  const message = status === 411 ? 'Content-Length is required.' : 'Request body too large.';
  sendJson(response, status, { errors: [{ message }] });
  return false;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}
