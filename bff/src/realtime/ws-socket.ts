import { type IncomingMessage } from 'node:http';
import { CloseCode, type makeServer } from 'graphql-ws';
import { type WebSocket } from 'ws';
import {
  type GraphQLWebSocketOptions,
  type SocketExtra,
  type WebSocketLimits,
} from './graphql-ws-server.js';
import { byteLength, MessageRate, refusalOf, sendError } from './ws-message-limits.js';

/** Server-side keep-alive: a ping every 12 s, a socket silent for another 12 s is dropped. */
const keepAliveMs = 12_000;

/**
 * One accepted socket on graphql-ws's protocol core: messages pass the size and rate limits
 * (ws-message-limits.ts), the socket is closed when its session ends here, and kept alive by
 * pings.
 */
export function serveSocket(
  server: ReturnType<typeof makeServer<Record<string, unknown> | undefined, SocketExtra>>,
  options: Pick<GraphQLWebSocketOptions, 'logger' | 'revocations'>,
  limits: WebSocketLimits,
  connection: { socket: WebSocket; request: IncomingMessage; sessionId: unknown },
): void {
  const { socket, request, sessionId } = connection;
  const { logger } = options;

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
          setTimeout(() => socket.close(CloseCode.Unauthorized, 'Unauthorized: session ended'), 50);
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
}
