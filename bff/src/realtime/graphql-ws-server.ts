import { type IncomingMessage, type Server } from 'node:http';
import { type Duplex } from 'node:stream';
import {
  type ExecutionArgs,
  getOperationAST,
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { type GraphQLContext } from '../context.js';
import { type Logger } from '../logger.js';
import { isAllowedUpgradeOrigin } from './upgrade-origin.js';

export interface GraphQLWebSocketOptions {
  httpServer: Server;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** The context an HTTP request would get; used to refuse signed-out sockets at once. */
  createContext(request: Request): Promise<GraphQLContext>;
  allowedOrigins: readonly string[];
  logger: Logger;
  production: boolean;
  path?: string;
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

/** graphql-ws's close code for a signed-out socket (its client does not retry it). */
export const unauthorizedCloseCode = CloseCode.Unauthorized;

/**
 * graphql-ws (graphql-transport-ws) on the HTTP server's `/graphql`: the upgrade's Origin is
 * checked, a signed-out socket is closed with 4401, and every operation runs through yoga's
 * envelop, so armor limits and error masking apply as over HTTP. Only subscriptions are served:
 * queries and mutations may rotate the session cookie, which only an HTTP response can write.
 */
export function attachGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const path = options.path ?? '/graphql';
  const { logger, yoga } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
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
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };
  options.httpServer.on('upgrade', onUpgrade);

  const server = useServer(
    {
      isProd: options.production,
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
      onSubscribe: async ({ extra }, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          request: requestFor(extra.request),
          params: payload,
          socket: extra.socket,
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
          variableValues: payload.variables ?? null,
          contextValue: await contextFactory(),
          rootValue,
        };
      },
      onClose: (_ctx, code, reason) => {
        logger.debug({ code, reason }, 'graphql-ws socket closed');
      },
    },
    sockets,
  );

  return {
    connectionCount: () => sockets.clients.size,
    async close() {
      options.httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
  };
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

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
