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
import { useValidatedDocuments } from '../plugins/use-validated-documents.js';
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
}

/**
 * graphql-yoga with the BFF's plugins, in order: trusted documents (a hash becomes its text),
 * limits before anything parses or caches a text, CSRF, operation size and cost, introspection,
 * public errors, session cookie, session guard (subscriptions), the answer log, graphql-jit
 * execution and the validated-text marks the fast path relies on. yoga is the reference for
 * every answer.
 */
export function createYogaServer(options: YogaServerOptions): BffYoga {
  const { config, logger, operations, contexts, graphiql } = options;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) =>
      contexts.forRequest(
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
    cors: (request) => options.cors.yogaOptions(request),
    maskedErrors: {
      maskError: (error, message) => maskError(error, message, logger, config.production),
      errorMessage: unexpectedErrorMessage,
    },
    logging: yogaLogging(logger),
    plugins: bffPlugins(options).map(({ plugin }) => plugin),
  });
}

/**
 * A plugin of the BFF, and how the paths beside yoga (http/graphql-fast-path.ts,
 * http/catalog-upload-stream.ts) keep its effect: a plugin added here says so, and
 * reliability/every-path.test.ts checks the effect on every path.
 */
interface BffPlugin {
  plugin: Plugin | Plugin<GraphQLContext>;
  besideYoga: string;
}

function bffPlugins(options: YogaServerOptions): BffPlugin[] {
  const { config, logger, operations, contexts } = options;
  const validated = 'validation: only texts yoga has validated are served beside it';
  return [
    {
      // First: a hash becomes its listed text, a text without a token is refused unread.
      plugin: useTrustedDocuments(options.trustedDocuments),
      besideYoga:
        'decideDocument (trusted-documents.ts) on the fast path, upload stream and graphql-ws',
    },
    {
      // Before anything parses or caches a text.
      plugin: useOperationLimits(options.limits, operations),
      besideYoga: 'the same checks (queryTooLarge, variablesProblem) before anything runs',
    },
    {
      plugin: useCsrfPrevention(),
      besideYoga: 'a request without the header (and without a bearer token) is yoga’s',
    },
    {
      // A read-only token runs no mutation; a token signs no cookie session in or out.
      plugin: useCallerAbilities(),
      besideYoga: 'callerRefusal on the fast path; the upload stream’s write is refused unsent',
    },
    {
      plugin: useCodedRefusals(),
      besideYoga: 'refusals of the HTTP request are yoga’s (or graphql-endpoint.ts’s, coded alike)',
    },
    { plugin: useGraphQLArmor(config.production), besideYoga: validated },
    { plugin: useUpstreamCallLimit(config.maxUpstreamCallsPerOperation), besideYoga: validated },
    { plugin: useIntrospectionSwitch(config.introspection), besideYoga: validated },
    {
      plugin: usePublicErrors({
        production: config.production,
        unexpectedMessage: unexpectedErrorMessage,
        logger,
      }),
      besideYoga: 'publicErrorsOf on every answer with errors',
    },
    {
      plugin: useSessionCookie(contexts.requestState),
      besideYoga: 'sessionResponseHeaders on every answer',
    },
    {
      plugin: useSessionGuard({
        revocations: options.revocations,
        connections: options.liveConnections,
        logger,
      }),
      besideYoga: 'subscriptions only, which are never served beside yoga',
    },
    {
      plugin: useRequestLog(logger, (request) => contexts.requestState.get(request)?.requestId),
      besideYoga: 'logGraphQLAnswer on every answer with errors',
    },
    {
      plugin: useCompiledExecutor(operations),
      besideYoga: 'the same compiled operation, from the one operation cache',
    },
    {
      plugin: useValidatedDocuments(operations),
      besideYoga: 'marks the texts the fast path may serve',
    },
    {
      // After useCompiledExecutor: it wraps the subscribe function that plugin sets.
      plugin: useUpstreamCost(),
      besideYoga: 'measureCost, withCost and costHeaders on every answer',
    },
  ];
}
