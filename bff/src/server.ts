import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { type GraphQLSchema } from 'graphql';
import { createContextFactory, type ContextFactory } from './app/context-factory.js';
import { createHttpHandler } from './app/http-handler.js';
import { createLifecycle, type StartedApp } from './app/lifecycle.js';
import { createReadiness } from './app/readiness.js';
import { connectUpstream, type UpstreamConnection } from './app/upstream-connection.js';
import { createUserLimits, type UserLimits } from './app/user-limits.js';
import { createYogaServer, type YogaServerOptions } from './app/yoga-server.js';
import { type Config } from './config.js';
import { type GraphQLContext } from './context.js';
import { type EmbeddedUpstream } from './embedded-upstream.js';
import { buildGraphQLSchema } from './graphql/build-schema.js';
import { type NotificationFeed } from './graphql/notifications/notification-feed.js';
import { createCorsRule } from './http/cors-rule.js';
import { createFileRoutes } from './http/file-routes.js';
import { createGraphiQLServing, type GraphiQLServing } from './http/graphiql-assets.js';
import { clientAddressOf } from './http/client-address.js';
import { createGraphQLEndpoint, type GraphQLEndpoint } from './http/graphql-endpoint.js';
import { type BffYoga } from './http/node-bridge.js';
import { createSecurityHeaders, type SecurityHeaders } from './http/security-headers.js';
import { createSchemaFileRoute } from './http/schema-file-route.js';
import { createStaticWeb } from './http/static-web.js';
import { createLogger, type Logger } from './logger.js';
import { OperationCache } from './plugins/operation-cache.js';
import { compileOperation } from './plugins/use-compiled-executor.js';
import { createRealtime, type Realtime } from './realtime/create-realtime.js';
import { attachGraphQLWebSocket, type GraphQLWebSocket } from './realtime/graphql-ws-server.js';
import { LiveConnections } from './realtime/live-connections.js';
import { sessionMaxAgeSeconds } from './session/request-session.js';
import { SessionSealer } from './session/seal.js';
import { SessionRevocations } from './session/session-revocations.js';
import { CallerIdentities } from './session/caller-identities.js';
import { createJobs, jobFileRoute } from './jobs/create-jobs.js';
import { trustedDocumentsOf, type TrustedDocuments } from './plugins/trusted-documents.js';
import { type UpstreamCall } from './upstream/upstream-client.js';
import { ReadinessProbe } from './upstream/upstream-health.js';

export type { StartedApp };

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
  /** Added to yoga's plugin list after the BFF's own (tests: one that must see every operation). */
  plugins?: YogaServerOptions['extraPlugins'];
}

export interface App {
  config: Config;
  logger: Logger;
  schema: GraphQLSchema;
  yoga: BffYoga;
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
  /** /graphql over HTTP (body limits, then yoga). */
  graphqlEndpoint: GraphQLEndpoint;
}

/** What the GraphQL side needs, built before anything HTTP. */
interface Services {
  logger: Logger;
  schema: GraphQLSchema;
  rateLimitStore: UserLimits['rateLimitStore'];
  revocations: SessionRevocations;
  liveConnections: LiveConnections;
  upstream: Promise<UpstreamConnection>;
  realtime: Realtime;
  contexts: ContextFactory;
  sealer: SessionSealer;
}

/** yoga and the /graphql endpoint in front of it. */
interface GraphQLHttp {
  yoga: BffYoga;
  graphiql: GraphiQLServing;
  securityHeaders: SecurityHeaders;
  graphqlEndpoint: GraphQLEndpoint;
}

/**
 * Composition root: config → services (limits, sessions, upstream, realtime, contexts) → yoga
 * and the GraphQL endpoint → node:http, graphql-ws and the lifecycle. With UPSTREAM_URL unset the
 * reference upstream is started in-process (on a free loopback port).
 */
export function buildApp(config: Config, options: BuildAppOptions = {}): App {
  const services = buildServices(config, options);
  const { logger, upstream, realtime, contexts } = services;
  // The dashboard's operations by hash (TRUSTED_DOCUMENTS), one list for every path.
  const trustedDocuments = trustedDocumentsOf(config);
  const graphql = buildGraphQLHttp(config, services, trustedDocuments, options.plugins);
  const upstreamClient = async () => (await upstream).client;
  const handler = createHttpHandler({
    logger,
    securityHeaders: graphql.securityHeaders,
    readiness: createReadiness({
      upstream: upstream.then(({ client }) => new ReadinessProbe(client)),
      limits: services.rateLimitStore,
    }),
    graphql: graphql.graphqlEndpoint,
    schemaFile: createSchemaFileRoute({
      schema: services.schema,
      open: config.introspection,
      contextOf: contexts.forNodeRequest,
    }),
    fileRoutes: createFileRoutes({
      sealer: services.sealer,
      cookieSecure: config.cookieSecure,
      upstream: upstreamClient,
      logger,
      // A bearer request streams with its token (context-factory.ts).
      createContext: contexts.forNodeRequest,
    }),
    jobFiles: jobFileRoute(contexts.jobs, logger, contexts.forNodeRequest),
    graphiql: config.graphiql ? graphql.graphiql : null,
    staticWeb: createStaticWeb(config.webDist, {
      production: config.production,
      // A public demo: every page shows the demo banner (web/src/app/shell/DemoBanner.tsx).
      htmlAttributes: config.demo ? { 'data-demo': 'true' } : {},
    }),
  });
  const httpServer = createServer(handler);
  const graphqlWebSocket = attachGraphQLWebSocket({
    httpServer,
    yoga: graphql.yoga,
    createContext: (request) => contexts.forRequest(request),
    allowedOrigins: config.allowedOrigins,
    logger,
    production: config.production,
    limits: config.realtimeLimits,
    connections: services.liveConnections,
    revocations: services.revocations,
    clientAddress: (request) => clientAddressOf(request, config.trustProxy),
    trustedDocuments,
  });
  const lifecycle = createLifecycle({
    config,
    logger,
    httpServer,
    upstream,
    realtime,
    graphqlWebSocket,
    rateLimitStore: services.rateLimitStore,
    jobs: contexts.jobs,
  });
  return {
    config,
    logger,
    schema: services.schema,
    yoga: graphql.yoga,
    httpServer,
    realtime,
    graphqlWebSocket,
    graphqlEndpoint: graphql.graphqlEndpoint,
    createContext: (request) => contexts.forRequest(request),
    upstream: async () => {
      const { url, embedded } = await upstream;
      return { url, embedded };
    },
    start: lifecycle.start,
    stop: lifecycle.stop,
  };
}

function buildGraphQLHttp(
  config: Config,
  services: Services,
  trustedDocuments: TrustedDocuments,
  extraPlugins: BuildAppOptions['plugins'],
): GraphQLHttp {
  const { logger, schema, contexts } = services;
  // Parsed, validated and compiled operations, bounded by count and bytes (operation-cache.ts).
  const operations = new OperationCache((document, operationName) =>
    compileOperation(schema, document, operationName, logger),
  );
  const graphiql = createGraphiQLServing();
  const cors = createCorsRule(config.allowedOrigins);
  const limits = {
    maxQueryBytes: config.maxQueryBytes,
    maxStringArgumentBytes: config.maxStringArgumentBytes,
  };
  const yoga = createYogaServer({
    config,
    logger,
    schema,
    operations,
    limits,
    contexts,
    cors,
    graphiql,
    revocations: services.revocations,
    liveConnections: services.liveConnections,
    trustedDocuments,
    extraPlugins,
  });
  const securityHeaders = createSecurityHeaders({
    hstsMaxAgeSeconds: config.production ? config.hstsMaxAgeSeconds : 0,
  });
  const graphqlEndpoint = createGraphQLEndpoint({
    yoga,
    securityHeaders: securityHeaders.list('/graphql'),
    logger,
  });
  return { yoga, graphiql, securityHeaders, graphqlEndpoint };
}

function buildServices(config: Config, options: BuildAppOptions): Services {
  const logger = options.logger ?? createLogger(config.logLevel);
  const sealer = new SessionSealer(config.sessionSecret, sessionMaxAgeSeconds);
  const { rateLimitStore, callBudget, userWork, loginThrottle } = createUserLimits(config, logger);
  const upstream = connectUpstream(config, logger, options.onUpstreamCall, callBudget);
  // Surfaced by start() or the first request; this only keeps Node from calling it unhandled.
  upstream.catch(() => undefined);
  // Sessions ended here (logout, upstream 401): their live subscriptions end with them.
  const revocations = new SessionRevocations(sessionMaxAgeSeconds * 1000);
  // Personal access tokens' users (GET /api/user, 30 s); a revoked one ends here at once.
  const identities = new CallerIdentities({ revocations, logger });
  const realtime = createRealtime(config, logger, upstream, (tokenId) =>
    identities.forgetToken(tokenId),
  );
  const started = Promise.all([upstream, options.notificationFeed ?? realtime.relay()]);
  const jobs = createJobs(config, logger, { sealer, userWork, started });
  const contexts = createContextFactory({
    config,
    logger,
    sealer,
    revocations,
    identities,
    loginThrottle,
    userWork,
    services: started.then(([{ client }, feed]) => ({ client, feed })),
    jobs,
  });
  return {
    logger,
    schema: buildGraphQLSchema(),
    rateLimitStore,
    revocations,
    // graphql-ws sockets and SSE streams open per session and per client address.
    liveConnections: new LiveConnections(config.realtimeLimits),
    upstream,
    realtime,
    contexts,
    sealer,
  };
}
