import { type IncomingMessage, type Server } from 'node:http';
import { type Duplex } from 'node:stream';
import {
  type ExecutionArgs,
  getOperationAST,
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, makeServer, MessageType } from 'graphql-ws';
import { type YogaServerInstance } from 'graphql-yoga';
import { type WebSocket, WebSocketServer } from 'ws';
import { type GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';
import { type SessionRevocations } from '../session/session-revocations.js';
import { type LiveConnections } from './live-connections.js';
import { overWebSocket } from './session-guard.js';
import { isAllowedUpgradeOrigin } from './upgrade-origin.js';

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

interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

/** graphql-ws's close code for a signed-out socket (its client does not retry it). */
export const unauthorizedCloseCode = CloseCode.Unauthorized;

/** Server-side keep-alive: a ping every 12 s, a socket silent for another 12 s is dropped. */
const keepAliveMs = 12_000;

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
  const fetchRequests = new WeakMap<IncomingMessage, Request>();
  const requestFor = (request: IncomingMessage): Request => {
    let fetchRequest = fetchRequests.get(request);
    if (!fetchRequest) {
      fetchRequest = toFetchRequest(request);
      fetchRequests.set(request, fetchRequest);
    }
    return fetchRequest;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = new URL(request.url ?? '/', 'http://bff.invalid').pathname;
    if (pathname !== path) return refuseUpgrade(socket, 404, 'Not Found');
    const { origin, host } = request.headers;
    if (!isAllowedUpgradeOrigin(origin, host, options.allowedOrigins)) {
      logger.warn({ origin, host }, 'graphql-ws upgrade refused: foreign Origin');
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    void admit(request, socket, head);
  };

  /** Counts the socket against its session and address before the handshake. */
  async function admit(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    let sessionId: string | null = null;
    try {
      sessionId = (await options.createContext(requestFor(request))).session.sessionId;
    } catch {
      // Signed out or not ready: onConnect answers it once the socket is open.
    }
    if (socket.destroyed) return;
    const address = options.clientAddress?.(request) ?? request.socket.remoteAddress ?? null;
    const slot = options.connections?.open(sessionId, address) ?? {
      opened: true as const,
      release: () => undefined,
    };
    if (!slot.opened) {
      logger.warn({ limit: slot.limit, address }, 'graphql-ws upgrade refused: too many sockets');
      return refuseUpgrade(socket, 429, 'Too Many Requests', { 'Retry-After': '5' });
    }
    socket.once('close', slot.release);
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.once('close', slot.release);
      sockets.emit('connection', ws, request, sessionId);
    });
  }
  options.httpServer.on('upgrade', onUpgrade);

  const server = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    connectionInitWaitTimeout: limits.connectionInitTimeoutMs,
    execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
    subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
    onConnect: async ({ extra }) => {
      let signedIn = false;
      try {
        signedIn = (await options.createContext(requestFor(extra.request))).session.signedIn;
      } catch (error) {
        logger.warn({ err: error }, 'graphql-ws connection refused: context unavailable');
        extra.socket.close(CloseCode.InternalServerError, 'Upstream unavailable');
        return false;
      }
      if (!signedIn) {
        extra.socket.close(unauthorizedCloseCode, 'Unauthorized: sign in first');
        return false;
      }
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
        return await executionArgs(context.extra, payload);
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

  async function executionArgs(
    extra: SocketExtra,
    payload: { query: string; operationName?: string | null; variables?: unknown },
  ): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
      request: requestFor(extra.request),
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

  sockets.on('connection', (socket: WebSocket, request: IncomingMessage, sessionId: unknown) => {
    socket.once('error', (error) => {
      logger.warn({ err: error }, 'graphql-ws socket error');
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    });
    let deliver: ((data: string) => Promise<void>) | null = null;
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (callback) => {
          deliver = callback;
        },
      },
      { socket, request },
    );
    const messages = new MessageRate(limits.messagesPerSecond);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const text = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
      const refusal = refusalOf(text, byteLength(data), limits.maxMessageBytes, messages);
      if (refusal === 'drop') return;
      if (refusal !== null) {
        void sendError(socket, refusal.id, refusal.error);
        return;
      }
      deliver?.(text).catch((error: unknown) => {
        logger.error({ err: error }, 'graphql-ws message failed');
        socket.close(CloseCode.InternalServerError, 'Internal server error');
      });
    });

    // The socket's session ends here: its subscriptions have ended with UNAUTHENTICATED
    // (session-guard.ts); the socket goes once those errors are on their way.
    const unwatch =
      typeof sessionId === 'string' && options.revocations
        ? options.revocations.watch(sessionId, () => {
            setTimeout(
              () => socket.close(unauthorizedCloseCode, 'Unauthorized: session ended'),
              50,
            );
          })
        : () => undefined;

    let pongWait: NodeJS.Timeout | null = null;
    const keepAlive = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, keepAliveMs);

    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      if (pongWait) clearTimeout(pongWait);
      unwatch();
      void closed(code, reason.toString());
    });
  });

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

/** Per-socket token bucket: `perSecond` on average, bursts of twice that. */
class MessageRate {
  private tokens: number;
  private updatedAt = performance.now();

  constructor(private readonly perSecond: number) {
    this.tokens = perSecond * 2;
  }

  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(
      this.perSecond * 2,
      this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond,
    );
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Whether a message breaks a limit: null lets it through; 'drop' ignores it (a ping or pong over
 * the rate); otherwise the subscribe it carried gets an Error. Completing a subscription always
 * goes through (it frees resources), as does connection_init (the protocol polices repeats).
 */
function refusalOf(
  text: string,
  bytes: number,
  maxBytes: number,
  rate: MessageRate,
): null | 'drop' | { id: string; error: GraphQLError } {
  const withinRate = rate.take();
  if (bytes <= maxBytes && withinRate) return null;
  const message = parseEnvelope(text);
  if (message === null) return bytes <= maxBytes ? null : 'drop';
  if (message.type === MessageType.Complete || message.type === MessageType.ConnectionInit) {
    return null;
  }
  if (message.type !== MessageType.Subscribe || message.id === null) return 'drop';
  return {
    id: message.id,
    error:
      bytes > maxBytes
        ? codedError('BAD_USER_INPUT', `The message is too large (at most ${maxBytes} bytes).`)
        : codedError('RATE_LIMITED', 'Too many messages on this connection. Please slow down.', {
            retryAfterSeconds: 1,
          }),
  };
}

/** The type and id of a graphql-ws message, or null when it is not one. */
function parseEnvelope(text: string): { type: string; id: string | null } | null {
  try {
    const parsed = JSON.parse(text) as { type?: unknown; id?: unknown };
    if (typeof parsed.type !== 'string') return null;
    return { type: parsed.type, id: typeof parsed.id === 'string' ? parsed.id : null };
  } catch {
    return null;
  }
}

function byteLength(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.length, 0);
  return data.byteLength;
}

function sendError(socket: WebSocket, id: string, error: GraphQLError): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState !== socket.OPEN) return resolve();
    socket.send(JSON.stringify({ id, type: MessageType.Error, payload: [error.toJSON()] }), () =>
      resolve(),
    );
  });
}

/** Only what the GraphQL context reads; hop-by-hop upgrade headers stay behind. */
const forwardedHeaders = ['cookie', 'origin', 'user-agent', 'x-request-id', 'accept-language'];

function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  let url: URL;
  try {
    url = new URL(request.url ?? '/graphql', `http://${request.headers.host ?? 'bff.invalid'}`);
  } catch {
    url = new URL('http://bff.invalid/graphql');
  }
  return new Request(url, { headers });
}

function refuseUpgrade(
  socket: Duplex,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${extra}Content-Length: 0\r\n\r\n`,
  );
  socket.destroy();
}
