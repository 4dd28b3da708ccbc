import { randomInt } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { ChannelRegistry } from './channel-registry';
import { ProtocolError } from './protocol-errors';
import { type AppCredentials, PusherConnection } from './pusher-connection';

export interface PusherServerOptions extends AppCredentials {
  /** Attach to this HTTP server (upgrades on /app/{key}); otherwise a server of its own is started. */
  server?: Server;
  /** Port of the server of its own (0 picks a free one). Ignored with `server`. */
  port?: number;
  host?: string;
  /** 120000 ms (docs/realtime.md), sent to clients in seconds. */
  activityTimeoutSeconds?: number;
  /** 30000 ms of grace after activity_timeout before a silent socket is dropped. */
  pongTimeoutSeconds?: number;
  /** How often silent sockets are looked for. */
  sweepIntervalMs?: number;
}

export interface PusherServer {
  /** Sends an event to every subscriber of the channel; answers how many sockets got it. */
  trigger(channel: string, event: string, data: unknown): number;
  /** Takes over an HTTP upgrade when its path is /app/{key}; false leaves it to someone else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** The listening port (of the attached server when attached). */
  readonly port: number;
  subscriberCount(channel: string): number;
  connectionCount(): number;
  close(): Promise<void>;
}

const SUPPORTED_PROTOCOLS = { min: 4, max: 7 } as const;

export async function createPusherServer(options: PusherServerOptions): Promise<PusherServer> {
  const credentials: AppCredentials = { appKey: options.appKey, appSecret: options.appSecret };
  const activityTimeout = options.activityTimeoutSeconds ?? 120;
  const silenceLimitMs = (activityTimeout + (options.pongTimeoutSeconds ?? 30)) * 1000;
  const registry = new ChannelRegistry<PusherConnection>();
  const connections = new Set<PusherConnection>();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const scope: ConnectionScope = { credentials, registry, connections, activityTimeout };

  const httpServer =
    options.server ??
    createServer((_request, response) => {
      response.writeHead(404).end();
    });
  const ownsServer = options.server === undefined;

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://pusher.local');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return false;
    const appKey = decodeURIComponent(match[1] ?? '');
    sockets.handleUpgrade(request, socket, head, (ws) =>
      accept(scope, ws, appKey, url.searchParams),
    );
    return true;
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (handleUpgrade(request, socket, head)) return;
    // Another upgrade listener may own this path; when there is none, answer instead of hanging.
    if (httpServer.listenerCount('upgrade') === 1) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  };
  httpServer.on('upgrade', onUpgrade);

  const sweep = sweepSilentConnections(connections, silenceLimitMs, options.sweepIntervalMs);

  if (ownsServer) await listen(httpServer, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    trigger(channel, event, data) {
      let delivered = 0;
      for (const member of registry.members(channel)) {
        if (member.send(event, data, channel)) delivered += 1;
      }
      return delivered;
    },
    handleUpgrade,
    get port() {
      const address = httpServer.address();
      return address !== null && typeof address === 'object' ? (address as AddressInfo).port : 0;
    },
    subscriberCount: (channel) => registry.count(channel),
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweep);
      httpServer.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      if (ownsServer) {
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      }
    },
  };
}

/** What every connection of one server shares. */
interface ConnectionScope {
  credentials: AppCredentials;
  registry: ChannelRegistry<PusherConnection>;
  connections: Set<PusherConnection>;
  activityTimeout: number;
}

/** Refuses a handshake with a wrong key or protocol; otherwise wires the socket to a connection. */
function accept(
  scope: ConnectionScope,
  socket: WebSocket,
  appKey: string,
  query: URLSearchParams,
): void {
  const { credentials, registry, connections, activityTimeout } = scope;
  const refusal = handshakeRefusal(appKey, query, credentials.appKey);
  if (refusal) {
    socket.send(JSON.stringify({ event: 'pusher:error', data: refusal }));
    socket.close(refusal.code, refusal.message.slice(0, 120));
    return;
  }
  const connection = new PusherConnection(newSocketId(), socket, registry, credentials);
  connections.add(connection);
  socket.on('message', (raw, isBinary) => {
    if (isBinary) {
      connection.sendError(
        ProtocolError.invalidMessage,
        'Binary frames are not part of the protocol.',
      );
      return;
    }
    connection.handleRaw(raw.toString());
  });
  // A WebSocket ping frame or its pong is activity too (pusher-js may use either).
  socket.on('ping', () => (connection.lastActivityAt = Date.now()));
  socket.on('pong', () => (connection.lastActivityAt = Date.now()));
  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    connection.detach();
    connections.delete(connection);
  });
  connection.send('pusher:connection_established', {
    socket_id: connection.socketId,
    activity_timeout: activityTimeout,
  });
}

/** Every so often, drops the connections silent for longer than `silenceLimitMs`. */
function sweepSilentConnections(
  connections: Set<PusherConnection>,
  silenceLimitMs: number,
  intervalMs = 10_000,
): NodeJS.Timeout {
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (now - connection.lastActivityAt > silenceLimitMs) {
        connection.sendError(ProtocolError.pongNotReceived, 'Pong reply not received.');
        connection.close(ProtocolError.pongNotReceived, 'Pong reply not received');
      }
    }
  }, intervalMs);
  sweep.unref();
  return sweep;
}

function listen(httpServer: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
}

function handshakeRefusal(
  appKey: string,
  query: URLSearchParams,
  expectedKey: string,
): { code: number; message: string } | null {
  if (appKey !== expectedKey) {
    return { code: ProtocolError.appNotFound, message: `App key ${appKey} does not exist.` };
  }
  const protocol = query.get('protocol');
  if (protocol === null) {
    return { code: ProtocolError.noProtocolVersion, message: 'No protocol version supplied.' };
  }
  if (!/^\d+$/.test(protocol)) {
    return { code: ProtocolError.invalidVersion, message: 'Invalid version string format.' };
  }
  const version = Number(protocol);
  if (version < SUPPORTED_PROTOCOLS.min || version > SUPPORTED_PROTOCOLS.max) {
    return {
      code: ProtocolError.unsupportedProtocol,
      message: `Unsupported protocol version ${version}.`,
    };
  }
  return null;
}

/** Pusher's socket id shape, "digits.digits"; random so ids do not reveal connection counts. */
function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
