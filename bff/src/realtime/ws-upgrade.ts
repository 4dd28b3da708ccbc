import { type IncomingMessage } from 'node:http';
import { type Duplex } from 'node:stream';
import { type WebSocket, type WebSocketServer } from 'ws';
import { type GraphQLWebSocketOptions } from './graphql-ws-server.js';
import { isAllowedUpgradeOrigin } from './upgrade-origin.js';

/** The WHATWG Request a socket's context is built from, one per upgrade request. */
export interface UpgradeRequests {
  (request: IncomingMessage): Request;
  /**
   * The socket's requests carry this `Authorization` from now on: a personal access token sent
   * in `connection_init`'s `connectionParams.authorization` (browsers cannot set the header).
   */
  authorize(request: IncomingMessage, authorization: string): Request;
}

export function fetchRequestsOfUpgrades(): UpgradeRequests {
  const fetchRequests = new WeakMap<IncomingMessage, Request>();
  const requestFor = (request: IncomingMessage) => {
    let fetchRequest = fetchRequests.get(request);
    if (!fetchRequest) {
      fetchRequest = toFetchRequest(request);
      fetchRequests.set(request, fetchRequest);
    }
    return fetchRequest;
  };
  return Object.assign(requestFor, {
    authorize(request: IncomingMessage, authorization: string) {
      const base = requestFor(request);
      const headers = new Headers(base.headers);
      headers.set('authorization', authorization);
      const authorized = new Request(base.url, { headers });
      fetchRequests.set(request, authorized);
      return authorized;
    },
  });
}

/**
 * The HTTP server's `upgrade` listener: the path and the Origin are checked, then the socket is
 * counted against its session and address (429 over the limit) before the handshake; the
 * accepted socket is emitted as `connection` with its request and session id.
 */
export function createUpgradeHandler(
  options: Pick<
    GraphQLWebSocketOptions,
    'createContext' | 'allowedOrigins' | 'logger' | 'connections' | 'clientAddress'
  >,
  path: string,
  sockets: WebSocketServer,
  requestFor: (request: IncomingMessage) => Request,
) {
  const { logger } = options;

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
    sockets.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      ws.once('close', slot.release);
      sockets.emit('connection', ws, request, sessionId);
    });
  }

  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = new URL(request.url ?? '/', 'http://bff.invalid').pathname;
    if (pathname !== path) return refuseUpgrade(socket, 404, 'Not Found');
    const { origin, host } = request.headers;
    if (!isAllowedUpgradeOrigin(origin, host, options.allowedOrigins)) {
      logger.warn({ origin, host }, 'graphql-ws upgrade refused: foreign Origin');
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    void admit(request, socket, head);
  };
}

/** Only what the GraphQL context reads; hop-by-hop upgrade headers stay behind. */
const forwardedHeaders = [
  'cookie',
  'authorization',
  'origin',
  'user-agent',
  'x-request-id',
  'accept-language',
];

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
