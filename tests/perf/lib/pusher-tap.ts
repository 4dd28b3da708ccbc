// A WebSocket relay between the BFF and the upstream's Pusher server that counts the BFF's channel
// subscriptions and stamps the moment each event leaves the upstream (benchmark 4's "trigger").
import { createServer, type Server } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

export interface PusherTap {
  host: string;
  port: number;
  /** pusher:subscribe messages the BFF sent, by channel. */
  subscriptions(): Map<string, number>;
  /** performance.now() when the upstream's event with this `filename` passed through. */
  eventTimes: Map<string, number>;
  upstreamSockets(): number;
  close(): Promise<void>;
}

function parse(raw: RawData): { event?: string; channel?: string; data?: unknown } | null {
  try {
    return JSON.parse(raw.toString()) as { event?: string; channel?: string; data?: unknown };
  } catch {
    return null;
  }
}

export async function startPusherTap(upstreamWsBase: string): Promise<PusherTap> {
  const subscriptions = new Map<string, number>();
  const eventTimes = new Map<string, number>();
  let sockets = 0;
  const server: Server = createServer((_request, response) => {
    response.writeHead(426);
    response.end();
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (client, request) => {
    sockets += 1;
    const upstream = new WebSocket(upstreamWsBase + (request.url ?? '/'));
    const pending: string[] = [];
    upstream.on('open', () => {
      for (const message of pending.splice(0)) upstream.send(message);
    });
    upstream.on('message', (raw, isBinary) => {
      const message = parse(raw);
      if (message?.event && !message.event.startsWith('pusher')) {
        const data = typeof message.data === 'string' ? parse(Buffer.from(message.data)) : null;
        const filename = (data as { filename?: unknown } | null)?.filename;
        if (typeof filename === 'string') eventTimes.set(filename, performance.now());
      }
      client.send(raw, { binary: isBinary });
    });
    client.on('message', (raw) => {
      // Pusher's protocol is text frames only; ws hands them over as Buffers.
      const text = raw.toString();
      const message = parse(raw);
      if (message?.event === 'pusher:subscribe') {
        const channel = String((message.data as { channel?: unknown } | undefined)?.channel ?? '');
        subscriptions.set(channel, (subscriptions.get(channel) ?? 0) + 1);
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
    const closeBoth = () => {
      client.close();
      upstream.close();
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    subscriptions: () => new Map(subscriptions),
    eventTimes,
    upstreamSockets: () => sockets,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
