import { type WebSocket } from 'ws';
import { isPrivateChannel, isValidChannelName, verifyChannelAuth } from './channel-auth';
import { type ChannelRegistry } from './channel-registry';
import { ProtocolError, type ProtocolErrorCode } from './protocol-errors';

/** Pusher's limit for one client event's payload. */
export const MAX_CLIENT_EVENT_BYTES = 10 * 1024;

export interface AppCredentials {
  appKey: string;
  appSecret: string;
}

interface IncomingMessage {
  event: string;
  channel?: unknown;
  data?: unknown;
}

/** One client socket speaking Pusher protocol 7 after the handshake. */
export class PusherConnection {
  readonly channels = new Set<string>();
  lastActivityAt = Date.now();

  constructor(
    readonly socketId: string,
    private readonly socket: WebSocket,
    private readonly registry: ChannelRegistry<PusherConnection>,
    private readonly credentials: AppCredentials,
  ) {}

  /** Server-originated events carry `data` as a JSON-encoded string, as Pusher sends them. */
  send(event: string, data: unknown, channel?: string): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    this.socket.send(
      JSON.stringify(
        channel === undefined ? { event, data: payload } : { event, channel, data: payload },
      ),
    );
    return true;
  }

  sendError(code: ProtocolErrorCode, message: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    // pusher:error carries its data as an object, like Pusher's own servers.
    this.socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  handleRaw(raw: string): void {
    this.lastActivityAt = Date.now();
    const message = parseMessage(raw);
    if (message === null) {
      this.sendError(
        ProtocolError.invalidMessage,
        'Messages must be JSON objects with an event name.',
      );
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        this.send('pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(readData(message.data));
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(readData(message.data));
        return;
    }
    if (message.event.startsWith('client-')) {
      this.relayClientEvent(message);
      return;
    }
    if (message.event.startsWith('pusher:') || message.event.startsWith('pusher_internal:')) {
      this.sendError(ProtocolError.invalidMessage, `Unsupported event ${message.event}.`);
      return;
    }
    this.sendError(
      ProtocolError.clientEventRejected,
      `Client events must start with client- (got ${message.event}).`,
    );
  }

  private subscribe(data: Record<string, unknown> | null): void {
    const channel = data?.channel;
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      this.sendError(ProtocolError.invalidMessage, 'pusher:subscribe needs a valid channel name.');
      return;
    }
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      this.sendError(ProtocolError.unauthorized, `Channel type of ${channel} is not supported.`);
      return;
    }
    if (isPrivateChannel(channel)) {
      const auth = data?.auth;
      const authorised =
        typeof auth === 'string' &&
        verifyChannelAuth({
          auth,
          socketId: this.socketId,
          channelName: channel,
          ...this.credentials,
        });
      if (!authorised) {
        this.sendError(
          ProtocolError.unauthorized,
          `Invalid signature for ${channel}: expected HMAC-SHA256 of "${this.socketId}:${channel}".`,
        );
        return;
      }
    }
    this.channels.add(channel);
    this.registry.add(channel, this);
    this.send('pusher_internal:subscription_succeeded', {}, channel);
  }

  private unsubscribe(data: Record<string, unknown> | null): void {
    const channel = data?.channel;
    if (typeof channel !== 'string') {
      this.sendError(ProtocolError.invalidMessage, 'pusher:unsubscribe needs a channel name.');
      return;
    }
    this.channels.delete(channel);
    this.registry.remove(channel, this);
  }

  private relayClientEvent(message: IncomingMessage): void {
    const { channel } = message;
    if (typeof channel !== 'string' || !isPrivateChannel(channel)) {
      this.sendError(
        ProtocolError.clientEventRejected,
        'Client events are only allowed on private channels.',
      );
      return;
    }
    if (!this.registry.has(channel, this)) {
      this.sendError(
        ProtocolError.clientEventRejected,
        `Subscribe to ${channel} before sending client events.`,
      );
      return;
    }
    const payload =
      typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    if (Buffer.byteLength(payload) > MAX_CLIENT_EVENT_BYTES) {
      this.sendError(ProtocolError.clientEventRejected, 'Client event data is over 10 kB.');
      return;
    }
    for (const member of this.registry.members(channel)) {
      if (member !== this) member.send(message.event, payload, channel);
    }
  }

  detach(): void {
    for (const channel of this.channels) this.registry.remove(channel, this);
    this.channels.clear();
  }
}

function parseMessage(raw: string): IncomingMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  if (typeof record.event !== 'string' || record.event === '') return null;
  return { event: record.event, channel: record.channel, data: record.data };
}

/** Clients may send `data` as an object or as a JSON-encoded string; both are accepted. */
function readData(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
