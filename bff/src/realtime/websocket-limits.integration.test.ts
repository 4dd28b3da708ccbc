import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../testing/test-bff.js';
import { openedSocket, openRawSocket, type RawSocket } from '../testing/raw-socket.js';
import { waitUntil } from '../testing/realtime.js';

// Limits of live subscriptions: one over a limit is refused on its own, with an error for that
// operation, and the socket stays usable.

let upstream: EmbeddedUpstream;
const started: TestBff[] = [];
const sockets: RawSocket[] = [];

beforeAll(async () => {
  upstream = await startReferenceUpstream();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await Promise.all(started.map((bff) => bff.stop()));
  await upstream.stop();
});

async function bffWith(env: Record<string, string> = {}): Promise<TestBff> {
  const bff = await startTestBff(upstream, {
    ...realtimeEnv(upstream),
    ...env,
  });
  started.push(bff);
  return bff;
}

async function signedIn(bff: TestBff, email = 'demo@example.com'): Promise<TestBrowser> {
  const browser = new TestBrowser(bff.url);
  expect((await browser.login(email)).errors).toBeUndefined();
  return browser;
}

async function socketOf(
  bff: TestBff,
  cookie: string,
  options: { init?: boolean; localAddress?: string } = { init: true },
): Promise<RawSocket> {
  const socket = await openedSocket(bff.url, { cookie }, options);
  sockets.push(socket);
  return socket;
}

const errorCode = (message: { payload?: unknown }) =>
  (message.payload as Array<{ extensions?: { code?: string } }> | undefined)?.[0]?.extensions?.code;

describe('subscriptions per socket', () => {
  it('refuses the 11th with an error for that id; the socket and its ten go on, one event each', async () => {
    const bff = await bffWith();
    const browser = await signedIn(bff);
    const socket = await socketOf(bff, browser.cookie!);
    for (let index = 0; index < 11; index += 1) socket.subscribe(`s${index}`);
    const refused = await socket.waitFor((message) => message.id === 's10');
    expect(refused.type).toBe('error');
    expect(errorCode(refused)).toBe('RATE_LIMITED');

    const relay = await bff.app.realtime.relay();
    await waitUntil(
      () =>
        relay?.userChannelStatus('1')?.subscribers === 10 &&
        relay.userChannelStatus('1')?.subscription === 'subscribed',
      'ten subscribers',
    );
    expect(
      (await browser.gql('mutation { exportPrices(categoryId: "1") }')).errors,
    ).toBeUndefined();
    await waitUntil(
      () => socket.messages.filter((message) => message.type === 'next').length === 10,
      'ten events',
    );
    // The relay hands one event to all its subscribers at once: an eleventh would be on the wire
    // before the answer to a ping sent now.
    const pongs = socket.messages.filter((message) => message.type === 'pong').length;
    socket.send({ type: 'ping' });
    await waitUntil(
      () => socket.messages.filter((message) => message.type === 'pong').length > pongs,
      'the pong',
    );
    const next = socket.messages.filter((message) => message.type === 'next');
    expect(next).toHaveLength(10);
    expect(new Set(next.map((message) => message.id)).size).toBe(10);

    // Completing one makes room for another, on the same socket.
    socket.send({ id: 's0', type: 'complete' });
    await waitUntil(() => relay?.userChannelStatus('1')?.subscribers === 9, 'nine subscribers');
    socket.subscribe('again');
    await waitUntil(() => relay?.userChannelStatus('1')?.subscribers === 10, 'ten again');
    expect(socket.messages.some((message) => message.id === 'again')).toBe(false);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });

  it('closes the socket with 4409 on a duplicate subscription id, as the protocol says', async () => {
    const bff = await bffWith();
    const browser = await signedIn(bff);
    const socket = await socketOf(bff, browser.cookie!);
    socket.subscribe('same');
    socket.subscribe('same');
    expect((await socket.closed).code).toBe(4409);
  });
});

describe('sockets per session and per address', () => {
  it('refuses an 11th socket of one session (429), not another session', async () => {
    const bff = await bffWith();
    const browser = await signedIn(bff);
    for (let index = 0; index < 10; index += 1) await socketOf(bff, browser.cookie!);
    const refused = await openRawSocket(bff.url, { cookie: browser.cookie! });
    expect(refused).toEqual({ status: 429 });
    const other = await signedIn(bff, 'rivenditore@example.com');
    await socketOf(bff, other.cookie!);
    // One closes: the session may open one again.
    await sockets.at(-2)!.close();
    await waitUntil(() => bff.app.graphqlWebSocket.connectionCount() === 10, 'a socket to go');
    const reopened = await openRawSocket(bff.url, { cookie: browser.cookie! });
    expect('socket' in reopened).toBe(true);
    if ('socket' in reopened) sockets.push(reopened.socket);
  });

  it('refuses sockets from one address over WS_SOCKETS_PER_ADDRESS, whatever the session', async () => {
    const bff = await bffWith({ WS_SOCKETS_PER_ADDRESS: '3' });
    const browsers = await Promise.all([0, 1, 2, 3].map(() => signedIn(bff)));
    for (const browser of browsers.slice(0, 3)) {
      await socketOf(bff, browser.cookie!, { init: true, localAddress: '127.0.0.31' });
    }
    const refused = await openRawSocket(
      bff.url,
      { cookie: browsers[3]!.cookie! },
      { localAddress: '127.0.0.31' },
    );
    expect(refused).toEqual({ status: 429 });
    await socketOf(bff, browsers[3]!.cookie!, { init: true, localAddress: '127.0.0.32' });
  });
});

describe('per-socket protocol limits', () => {
  it('closes a socket that never sends connection_init after WS_CONNECTION_INIT_TIMEOUT_MS (4408)', async () => {
    const bff = await bffWith({ WS_CONNECTION_INIT_TIMEOUT_MS: '300' });
    const browser = await signedIn(bff);
    const socket = await socketOf(bff, browser.cookie!, { init: false });
    // Nothing else closes an idle socket with 4408 (the test's own timeout is the bound).
    expect((await socket.closed).code).toBe(4408);
  });

  it('answers an oversized subscribe with an error for it and stays usable; far over, ws closes (1009)', async () => {
    const bff = await bffWith({ WS_MAX_MESSAGE_BYTES: '2048' });
    const browser = await signedIn(bff);
    const socket = await socketOf(bff, browser.cookie!);
    socket.subscribe('big', `subscription { notifications { kind } } ${'#'.repeat(3000)}`);
    const refused = await socket.waitFor((message) => message.id === 'big');
    expect(refused.type).toBe('error');
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    socket.subscribe('small');
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');
    expect(socket.messages.some((message) => message.id === 'small')).toBe(false);

    socket.subscribe('huge', `subscription { notifications { kind } } ${'#'.repeat(9000)}`);
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses subscribes over WS_MESSAGES_PER_SECOND with RATE_LIMITED and takes them again after', async () => {
    const bff = await bffWith({ WS_MESSAGES_PER_SECOND: '5', WS_SUBSCRIPTIONS_PER_SOCKET: '100' });
    const browser = await signedIn(bff);
    const socket = await socketOf(bff, browser.cookie!);
    // connection_init spent one of the burst of ten.
    for (let index = 0; index < 15; index += 1) socket.subscribe(`burst${index}`);
    await waitUntil(
      () => socket.messages.filter((message) => message.type === 'error').length >= 5,
      'the refusals',
    );
    const refused = socket.messages.filter((message) => message.type === 'error');
    expect(refused.map(errorCode)).toEqual(Array<string>(refused.length).fill('RATE_LIMITED'));
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.length).toBeLessThan(15);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    socket.subscribe('later');
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');
    expect(socket.messages.some((message) => message.id === 'later')).toBe(false);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });
});

describe('server-sent events', () => {
  async function openStream(bff: TestBff, cookie: string) {
    const controller = new AbortController();
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-graphql-csrf': '1',
        cookie,
      },
      body: JSON.stringify({ query: 'subscription { notifications { kind } }' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    return {
      /** What the stream sends up to a refusal or its end (an accepted one waits for events). */
      async refusal(): Promise<string> {
        let text = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return text;
          text += Buffer.from(value).toString('utf8');
          if (text.includes('RATE_LIMITED')) return text;
        }
      },
      close: () => controller.abort(),
    };
  }

  it('count against the sockets of a session', async () => {
    const bff = await bffWith({ WS_SOCKETS_PER_SESSION: '2' });
    const browser = await signedIn(bff);
    const relay = await bff.app.realtime.relay();
    const subscribers = () => relay?.userChannelStatus('1')?.subscribers;
    // Each of the first two is accepted: it joins the user's channel.
    const streams = [];
    for (const count of [1, 2]) {
      streams.push(await openStream(bff, browser.cookie!));
      await waitUntil(() => subscribers() === count, `stream ${count} to subscribe`);
    }
    const third = await openStream(bff, browser.cookie!);
    expect(await third.refusal()).toContain('RATE_LIMITED');
    expect(subscribers()).toBe(2);
    const refused = await openRawSocket(bff.url, { cookie: browser.cookie! });
    expect(refused).toEqual({ status: 429 });
    for (const stream of [...streams, third]) stream.close();
  });
});
