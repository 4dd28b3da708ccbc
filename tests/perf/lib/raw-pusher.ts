// A minimal Pusher protocol 7 client straight to the upstream, to learn when the upstream has
// processed an upload (benchmark 7) without depending on the BFF's relay.
import { WebSocket } from 'ws';
import { type UpstreamSession } from './sessions';

export interface PusherListener {
  next(event: string, timeoutMs: number): Promise<unknown>;
  close(): void;
}

export async function listenToUserChannel(
  upstreamUrl: string,
  appKey: string,
  session: UpstreamSession,
): Promise<PusherListener> {
  const userAnswer = await fetch(`${upstreamUrl}/api/user`, {
    headers: { cookie: session.cookie, origin: session.origin, accept: 'application/json' },
  });
  const user = (await userAnswer.json()) as { id: number };
  const channel = `private-user.${user.id}.notifications`;
  const socket = new WebSocket(
    `${upstreamUrl.replace('http', 'ws')}/app/${appKey}?protocol=7&client=perf&version=8.0.0`,
  );
  const waiting: { event: string; resolve: (data: unknown) => void }[] = [];
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    // Signs the channel with the upstream's broadcasting auth and subscribes to it.
    const subscribe = async (socketId: string) => {
      const auth = await fetch(`${upstreamUrl}/broadcasting/auth`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          origin: session.origin,
          'x-xsrf-token': session.xsrf,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
      });
      const { auth: signature } = (await auth.json()) as { auth: string };
      socket.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signature } }),
      );
    };
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as {
        event: string;
        data?: string;
        channel?: string;
      };
      const data =
        typeof message.data === 'string' ? (JSON.parse(message.data) as unknown) : message.data;
      if (message.event === 'pusher:connection_established') {
        subscribe((data as { socket_id: string }).socket_id).catch(reject);
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else {
        const index = waiting.findIndex((entry) => entry.event === message.event);
        if (index >= 0) waiting.splice(index, 1)[0]!.resolve(data);
      }
    });
  });
  await subscribed;
  return {
    next: (event, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          event,
          resolve: (data) => {
            clearTimeout(timer);
            resolve(data);
          },
        });
      }),
    close: () => socket.close(),
  };
}
