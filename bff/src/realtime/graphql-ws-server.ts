import { type IncomingMessage, type Server } from 'node:http';
import {
  type ExecutionArgs,
  getOperationAST,
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, makeServer } from 'graphql-ws';
import { type YogaServerInstance } from 'graphql-yoga';
import { type WebSocket, WebSocketServer } from 'ws';
import { type GraphQLContext } from '../context.js';
import { codedError, errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';
import {
  callerHasToken,
  decideDocument,
  refusalError,
  type TrustedDocuments,
} from '../plugins/trusted-documents.js';
import { type SessionRevocations } from '../session/session-revocations.js';
import { type LiveConnections } from './live-connections.js';
import { overWebSocket } from './session-guard.js';
import { serveSocket } from './ws-socket.js';
import { createUpgradeHandler, fetchRequestsOfUpgrades } from './ws-upgrade.js';

/** Per-socket limits (config.realtimeLimits); sockets per session and address: LiveConnections. */
export interface WebSocketLimits {
  subscriptionsPerSocket: number;
  connectionInitTimeoutMs: number;
  /** Larger messages are refused (an Error for a subscribe); 4 × this closes the socket (1009). */
  maxMessageBytes: number;
  /** Steady rate; bursts of twice as many are let through. */
  messagesPerSecond: number;
}

export const defaultWebSocketLimits: WebSocketLimits = {
  subscriptionsPerSocket: 10,
  connectionInitTimeoutMs: 3000,
  maxMessageBytes: 64 * 1024,
  messagesPerSecond: 10,
};

export interface GraphQLWebSocketOptions {
  httpServer: Server;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** The context an HTTP request would get; used to refuse signed-out sockets at once. */
  createContext(request: Request): Promise<GraphQLContext>;
  allowedOrigins: readonly string[];
  logger: Logger;
  production: boolean;
  path?: string;
  limits?: WebSocketLimits;
  /** Sockets open per session and per client address (shared with the SSE streams). */
  connections?: LiveConnections;
  /** Sessions ended in this process: their sockets are closed with 4401. */
  revocations?: SessionRevocations;
  /** The client address of an upgrade request (TRUST_PROXY applies). */
  clientAddress?: (request: IncomingMessage) => string | null;
  /**
   * The dashboard's operations by hash (TRUSTED_DOCUMENTS): a subscribe by hash runs its listed
   * text; a text needs a token (the upgrade's Authorization header) while enforced.
   */
  trustedDocuments?: TrustedDocuments;
}

export interface GraphQLWebSocket {
  /** Open sockets (tests, metrics). */
  connectionCount(): number;
  close(): Promise<void>;
}

/** What yoga's envelop hands over, carried to execute/subscribe in rootValue. */
interface EnvelopedRoot {
  execute(args: ExecutionArgs): Promise<ExecutionResult>;
  subscribe(args: ExecutionArgs): Promise<ExecutionResult | AsyncIterable<ExecutionResult>>;
}

export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

/** graphql-ws's close code for a signed-out socket (its client does not retry it). */
export const unauthorizedCloseCode = CloseCode.Unauthorized;

/**
 * graphql-ws (graphql-transport-ws) on the HTTP server's `/graphql`: the upgrade's Origin is
 * checked, a signed-out socket is closed with 4401, and every operation runs through yoga's
 * envelop, so armor limits and error masking apply as over HTTP. Only subscriptions are served:
 * queries and mutations may rotate the session cookie, which only an HTTP response can write.
 *
 * graphql-ws's protocol core (`makeServer`) is driven here rather than through its `useServer`,
 * so that limits answer the one operation that broke them and leave the socket usable:
 * - sockets per session and per address: the upgrade is refused with 429 (clients retry later);
 * - subscriptions per socket, message size, message rate: that subscribe gets an Error message;
 * - a duplicate subscription id closes the socket with 4409, as the protocol requires;
 * - no connection_init within the timeout: 4408, as the protocol requires;
 * - a message over 4 × the size limit: ws closes with 1009 before reading it whole.
 * When the socket's session ends here (logout, upstream 401), its subscriptions end with
 * UNAUTHENTICATED (session-guard.ts) and the socket is closed with 4401.
 */
export function attachGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const path = options.path ?? '/graphql';
  const limits = options.limits ?? defaultWebSocketLimits;
  const { logger, yoga } = options;
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes * 4,
    handleProtocols: (protocols) =>
      protocols.has(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : false,
  });
  const requestFor = fetchRequestsOfUpgrades();
  const onUpgrade = createUpgradeHandler(options, path, sockets, requestFor);
  options.httpServer.on('upgrade', onUpgrade);

  const server = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    connectionInitWaitTimeout: limits.connectionInitTimeoutMs,
    execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
    subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
    onConnect: async ({ extra, connectionParams }) => {
      const authorization = connectionParams?.authorization;
      let context: GraphQLContext;
      try {
        context = await options.createContext(
          typeof authorization === 'string' && authorization !== ''
            ? requestFor.authorize(extra.request, authorization)
            : requestFor(extra.request),
        );
      } catch (error) {
        return refuseConnection(extra.socket, error, logger);
      }
      if (!context.session.signedIn) {
        extra.socket.close(unauthorizedCloseCode, 'Unauthorized: sign in first');
        return false;
      }
      watchToken(context, extra.socket, options.revocations);
      return true;
    },
    onSubscribe: async (context, _id, payload) => {
      // makeServer has registered this id already: more than the limit means one too many.
      if (Object.keys(context.subscriptions).length > limits.subscriptionsPerSocket) {
        return [
          codedError(
            'RATE_LIMITED',
            `Too many subscriptions on this connection (at most ${limits.subscriptionsPerSocket}).`,
          ),
        ];
      }
      try {
        const trusted = trustedPayload(options.trustedDocuments, context, payload);
        if ('refusal' in trusted) return [trusted.refusal];
        return await executionArgs(yoga, requestFor(context.extra.request), context.extra, trusted);
      } catch (error) {
        // Whatever went wrong answers this operation; the socket and its other ones go on.
        logger.warn({ err: error }, 'graphql-ws subscribe failed');
        return [codedError('UPSTREAM_UNAVAILABLE')];
      }
    },
    onClose: (_context, code, reason) => {
      logger.debug({ code, reason }, 'graphql-ws socket closed');
    },
  });

  sockets.on('connection', (socket: WebSocket, request: IncomingMessage, sessionId: unknown) =>
    serveSocket(server, options, limits, { socket, request, sessionId }),
  );

  return {
    connectionCount: () => sockets.clients.size,
    async close() {
      options.httpServer.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.close(1001, 'Going away');
      await new Promise<void>((resolve, reject) =>
        sockets.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A socket whose context could not be made: a refused token is 4401/4403, anything else 1011. */
function refuseConnection(socket: WebSocket, error: unknown, logger: Logger): false {
  const code = errorCodeOf(error);
  if (code === 'UNAUTHENTICATED') {
    socket.close(unauthorizedCloseCode, 'Unauthorized: the access token was refused');
  } else if (code === 'FORBIDDEN' || code === 'UNSUPPORTED_BY_STORE') {
    socket.close(CloseCode.Forbidden, `Forbidden: ${code}`);
  } else {
    logger.warn({ err: error }, 'graphql-ws connection refused: context unavailable');
    socket.close(CloseCode.InternalServerError, 'Upstream unavailable');
  }
  return false;
}

/**
 * A socket opened with a personal access token closes (4401) when the token ends here: revoked
 * (the store's `token-revoked`) or refused with a 401; its subscriptions have ended with
 * UNAUTHENTICATED (session-guard.ts). A cookie socket is watched from its upgrade (ws-socket.ts).
 */
function watchToken(
  context: GraphQLContext,
  socket: WebSocket,
  revocations: SessionRevocations | undefined,
): void {
  const sessionId = context.session.sessionId;
  if (context.session.bearer === null || sessionId === null || !revocations) return;
  const unwatch = revocations.watch(sessionId, () => {
    setTimeout(() => socket.close(unauthorizedCloseCode, 'Unauthorized: token revoked'), 50);
  });
  socket.once('close', unwatch);
}

/**
 * The subscribe message with the text it may run (TRUSTED_DOCUMENTS, trusted-documents.ts): a
 * listed hash wins over the text Apollo's link sends beside it; a text needs a token (the
 * upgrade's Authorization header or the connection's `authorization` parameter) while enforced.
 */
function trustedPayload<T extends { query: string; extensions?: unknown }>(
  trusted: TrustedDocuments | undefined,
  context: { extra: SocketExtra; connectionParams?: Readonly<Record<string, unknown>> },
  payload: T,
): T | { refusal: GraphQLError } {
  if (!trusted) return payload;
  const fromParams = context.connectionParams?.authorization;
  const authorization =
    context.extra.request.headers.authorization ??
    (typeof fromParams === 'string' ? fromParams : undefined);
  const decision = decideDocument(trusted, payload, callerHasToken(authorization));
  if ('text' in decision) return { ...payload, query: decision.text };
  // No document at all: parsed (and refused) as before.
  return decision.refusal === 'NO_DOCUMENT' ? payload : { refusal: refusalError(decision.refusal) };
}

/**
 * A subscribe message as execution arguments, through yoga's envelop (its parse and validation
 * rules, its context and execution plugins), or the errors that answer it.
 */
async function executionArgs(
  yoga: GraphQLWebSocketOptions['yoga'],
  request: Request,
  extra: SocketExtra,
  payload: { query: string; operationName?: string | null; variables?: unknown },
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
    request,
    params: payload,
    socket: extra.socket,
    [overWebSocket]: true,
  });
  let document;
  try {
    document = parse(payload.query);
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
  const errors = validate(schema as GraphQLSchema, document);
  if (errors.length > 0) return errors;
  const operation = getOperationAST(document, payload.operationName);
  if (operation?.operation !== 'subscription') {
    return [
      new GraphQLError('Only subscriptions are served over WebSocket; use POST /graphql.', {
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ];
  }
  const rootValue: EnvelopedRoot = { execute, subscribe };
  return {
    schema: schema as GraphQLSchema,
    operationName: payload.operationName ?? null,
    document,
    variableValues: (payload.variables as Record<string, unknown> | undefined) ?? null,
    contextValue: await contextFactory(),
    rootValue,
  };
}
