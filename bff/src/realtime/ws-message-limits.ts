import { type GraphQLError } from 'graphql';
import { MessageType } from 'graphql-ws';
import { type WebSocket } from 'ws';
import { codedError } from '../errors.js';

/** Per-socket token bucket: `perSecond` on average, bursts of twice that. */
export class MessageRate {
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
export function refusalOf(
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

export function byteLength(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.length, 0);
  return data.byteLength;
}

export function sendError(socket: WebSocket, id: string, error: GraphQLError): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState !== socket.OPEN) return resolve();
    socket.send(JSON.stringify({ id, type: MessageType.Error, payload: [error.toJSON()] }), () =>
      resolve(),
    );
  });
}
