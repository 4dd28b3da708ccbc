import { connect, createServer, type Server, type Socket } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface RelayedEvent {
  kind: string;
  filename: string | null;
  downloadUrl: string | null;
  payload: string | null;
  receivedAt: string;
}

export interface NotificationsSubscription {
  events: RelayedEvent[];
  /** Set when the subscription ended with errors or the socket closed abnormally. */
  failure: unknown;
  /**
   * The next event after those already taken; `timeoutMs` (10 s unless said) only bounds a
   * failure on a busy machine, it is no promise of speed.
   */
  nextEvent(timeoutMs?: number): Promise<RelayedEvent>;
  client: Client;
  stop(): Promise<void>;
}

/** A graphql-ws client that sends the session cookie (and any header) on its upgrade. */
export function graphqlWsClient(
  bffUrl: string,
  headers: Record<string, string>,
  onClosed?: (event: unknown) => void,
): Client {
  return createClient({
    url: `${bffUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    ...(onClosed ? { on: { closed: onClosed } } : {}),
  });
}

export function subscribeNotifications(bffUrl: string, cookie: string): NotificationsSubscription {
  const client = graphqlWsClient(bffUrl, { cookie });
  let taken = 0;
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());
  const subscription: NotificationsSubscription = {
    events: [],
    failure: null,
    client,
    async nextEvent(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (subscription.events.length <= taken) {
        if (subscription.failure !== null) {
          throw new Error(`subscription failed: ${JSON.stringify(subscription.failure)}`);
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const event = subscription.events[taken] as RelayedEvent;
      taken += 1;
      return event;
    },
    async stop() {
      unsubscribe();
      await client.dispose();
    },
  };
  const unsubscribe = client.subscribe<{ notifications: RelayedEvent }>(
    { query: 'subscription { notifications { kind filename downloadUrl payload receivedAt } }' },
    {
      next: (result) => {
        if (result.errors) subscription.failure = result.errors;
        else if (result.data) subscription.events.push(result.data.notifications);
        wake();
      },
      error: (error) => {
        subscription.failure = error;
        wake();
      },
      complete: () => wake(),
    },
  );
  return subscription;
}

export async function waitUntil(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP hop in front of the upstream's Pusher server that can go down and come back on the same
 * port: to the relay this is exactly a realtime server restart, while the upstream's in-memory
 * sessions (which a whole-upstream restart would lose) stay valid.
 */
export interface OutageProxy {
  port: number;
  interrupt(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageProxy(target: {
  host: string;
  port: number;
}): Promise<OutageProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const created = createServer((incoming) => {
        sockets.add(incoming);
        const outgoing = connect(target.port, target.host);
        sockets.add(outgoing);
        incoming.pipe(outgoing).pipe(incoming);
        const end = () => {
          incoming.destroy();
          outgoing.destroy();
        };
        incoming.on('error', end).on('close', end);
        outgoing.on('error', end).on('close', end);
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        const address = created.address();
        if (address && typeof address === 'object') port = address.port;
        server = created;
        resolve();
      });
    });
  const shut = (): Promise<void> =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await open();
  return {
    get port() {
      return port;
    },
    interrupt: shut,
    resume: open,
    close: shut,
  };
}
