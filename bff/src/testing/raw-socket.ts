import WebSocket from 'ws';

/** A graphql-transport-ws socket driven message by message (limits and protocol tests). */
export interface RawSocket {
  socket: WebSocket;
  /** Every message received, parsed. */
  messages: Array<{ id?: string; type: string; payload?: unknown }>;
  send(message: unknown): void;
  subscribe(id: string, query?: string): void;
  /** Waits until a received message matches (or fails after `timeoutMs`). */
  waitFor(
    match: (message: { id?: string; type: string; payload?: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ id?: string; type: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export const notificationsQuery = 'subscription { notifications { kind filename } }';

export type UpgradeOutcome = { status: number } | { socket: RawSocket };

/**
 * Opens a socket (101) or reports the HTTP status the upgrade was refused with. With `init`,
 * sends connection_init and waits for the ack.
 */
export async function openRawSocket(
  bffUrl: string,
  headers: Record<string, string>,
  options: { init?: boolean; localAddress?: string } = {},
): Promise<UpgradeOutcome> {
  const socket = new WebSocket(`${bffUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  const opened = await new Promise<number>((resolve, reject) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
  if (opened !== 101) return { status: opened };
  const messages: RawSocket['messages'] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as RawSocket['messages'][number]);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const listener of listeners) listener();
    }),
  );
  const raw: RawSocket = {
    socket,
    messages,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    subscribe: (id, query = notificationsQuery) =>
      raw.send({ id, type: 'subscribe', payload: { query } }),
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            done();
            resolve(found);
          } else if (socket.readyState === WebSocket.CLOSED) {
            done();
            reject(new Error(`socket closed; received ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no such message within ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
  if (options.init) {
    raw.send({ type: 'connection_init' });
    await raw.waitFor((message) => message.type === 'connection_ack');
  }
  return { socket: raw };
}

export async function openedSocket(
  bffUrl: string,
  headers: Record<string, string>,
  options: { init?: boolean; localAddress?: string } = { init: true },
): Promise<RawSocket> {
  const outcome = await openRawSocket(bffUrl, headers, options);
  if ('status' in outcome) throw new Error(`upgrade refused with ${outcome.status}`);
  return outcome.socket;
}
