import { type IncomingMessage } from 'node:http';
import { type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { type Config } from '../config.js';
import { type GraphQLContext } from '../context.js';
import { type CorsRule } from '../http/cors-rule.js';
import { type GraphiQLServing } from '../http/graphiql-assets.js';
import { graphiqlOptions } from '../http/graphiql-options.js';
import { clientAddressOf } from '../http/client-address.js';
import { type BffYoga } from '../http/node-bridge.js';
import { type LiveConnections } from '../realtime/live-connections.js';
import { useSessionGuard } from '../realtime/session-guard.js';
import { type Logger, yogaLogging } from '../logger.js';
import { maskError } from '../plugins/mask-error.js';
import { useCodedRefusals } from '../plugins/use-coded-refusals.js';
import { type OperationCache } from '../plugins/operation-cache.js';
import { useRequestLog } from '../plugins/request-log.js';
import { useCompiledExecutor } from '../plugins/use-compiled-executor.js';
import { useCallerAbilities } from '../plugins/use-caller-abilities.js';
import { useCsrfPrevention } from '../plugins/use-csrf-prevention.js';
import { useGraphQLArmor } from '../plugins/use-graphql-armor.js';
import { useIntrospectionSwitch } from '../plugins/use-introspection-switch.js';
import { type OperationLimits, useOperationLimits } from '../plugins/use-operation-limits.js';
import { usePublicErrors } from '../plugins/use-public-errors.js';
import { useSessionCookie } from '../plugins/use-session-cookie.js';
import { useUpstreamCallLimit } from '../plugins/upstream-call-estimate.js';
import { useUpstreamCost } from '../plugins/upstream-cost.js';
import { useRequestBodies } from '../plugins/use-request-bodies.js';
import { type TrustedDocuments } from '../plugins/trusted-documents.js';
import { useTrustedDocuments } from '../plugins/use-trusted-documents.js';
import { type SessionRevocations } from '../session/session-revocations.js';
import { type ContextFactory } from './context-factory.js';

/** What a masked error says (yoga's default wording, kept for every path). */
export const unexpectedErrorMessage = 'Unexpected error.';

export interface YogaServerOptions {
  config: Config;
  logger: Logger;
  schema: GraphQLSchema;
  operations: OperationCache;
  limits: OperationLimits;
  contexts: ContextFactory;
  cors: CorsRule;
  revocations: SessionRevocations;
  liveConnections: LiveConnections;
  /** GraphiQL's small page (graphiql-assets.ts). */
  graphiql: GraphiQLServing;
  /** The dashboard's operations by hash, and whether texts need a token (TRUSTED_DOCUMENTS). */
  trustedDocuments: TrustedDocuments;
  /** Added after the BFF's own plugins (tests: a plugin that must see every operation). */
  extraPlugins?: ReadonlyArray<Plugin | Plugin<GraphQLContext>>;
}

/**
 * graphql-yoga with the BFF's plugins (bffPlugins below): the one pipeline of every GraphQL
 * operation, graphql-jit its execution engine with the one operation cache.
 */
export function createYogaServer(options: YogaServerOptions): BffYoga {
  const { config, logger, operations, contexts, graphiql } = options;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) =>
      contexts.contextOf(
        request,
        clientAddressOf(req as IncomingMessage | undefined, config.trustProxy),
      ),
    graphiql: config.graphiql ? graphiqlOptions : false,
    renderGraphiQL: (opts) => graphiql.render(opts),
    landingPage: false,
    batching: false,
    // http/graphql-endpoint.ts refuses a body without a declared length or over its limit before
    // yoga, and the parsers read the socket (use-request-bodies.ts): yoga's limit would pipe every
    // body through a counting stream it never reads (about 5 % of a catalog page's CPU).
    maxRequestBodySize: false,
    parserAndValidationCache: {
      documentCache: operations.documentCache,
      errorCache: operations.errorCache,
    },
    cors: (request) => options.cors.yogaOptions(request),
    maskedErrors: {
      maskError: (error, message) => maskError(error, message, logger, config.production),
      errorMessage: unexpectedErrorMessage,
    },
    logging: yogaLogging(logger),
    plugins: bffPlugins(options),
  });
}

/**
 * The BFF's plugins, in order. Every GraphQL request over HTTP (JSON, GET, multipart, SSE) is
 * served by yoga itself, and graphql-ws runs yoga's envelope (realtime/graphql-ws-server.ts), so
 * a plugin listed here applies to every operation on every transport
 * (reliability/one-chain.test.ts adds one and sees it everywhere).
 */
function bffPlugins(options: YogaServerOptions): Array<Plugin | Plugin<GraphQLContext>> {
  const { config, logger, operations, contexts } = options;
  return [
    // Reads JSON and multipart bodies (the file streamed), before anything else reads them.
    useRequestBodies(),
    // A hash becomes its listed text, a text without a token is refused unread.
    useTrustedDocuments(options.trustedDocuments),
    // Before anything parses or caches a text.
    useOperationLimits(options.limits, operations),
    useCsrfPrevention(),
    // A read-only token runs no mutation; a token signs no cookie session in or out.
    useCallerAbilities(),
    useCodedRefusals(),
    useGraphQLArmor(config.production),
    useUpstreamCallLimit(config.maxUpstreamCallsPerOperation),
    useIntrospectionSwitch(config.introspection),
    usePublicErrors({
      production: config.production,
      unexpectedMessage: unexpectedErrorMessage,
      logger,
    }),
    useSessionCookie(contexts.requestState),
    useSessionGuard({
      revocations: options.revocations,
      connections: options.liveConnections,
      logger,
    }),
    useRequestLog(logger, (request) => contexts.requestState.get(request)?.requestId),
    useCompiledExecutor(operations),
    // After useCompiledExecutor: it wraps the subscribe function that plugin sets.
    useUpstreamCost(),
    // Last: plugins the caller adds (tests).
    ...(options.extraPlugins ?? []),
  ];
}
