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

// A session that ends takes its live subscriptions with it: logout, or the upstream refusing the
// session (401), ends every subscription of that session at once with UNAUTHENTICATED, and no
// event reaches it afterwards. Nothing else would end them (no timer re-checks a session), so each
// test waits for the ending itself; the bound (10 s, ten times the rule) only keeps a failure short.
const endedWithinMs = 10_000;

let upstream: EmbeddedUpstream;
let first: TestBff;
let second: TestBff;
/** Another signed-in session of the same user: it starts the exports whose events must not leak. */
let colleague: TestBrowser;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  const env = realtimeEnv(upstream);
  // Two instances of one deployment: same secret (startTestBff), same upstream.
  [first, second] = await Promise.all([startTestBff(upstream, env), startTestBff(upstream, env)]);
  colleague = new TestBrowser(first.url);
  expect((await colleague.login()).errors).toBeUndefined();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await Promise.all([first.stop(), second.stop()]);
  await upstream.stop();
});

async function signedIn(bff: TestBff): Promise<TestBrowser> {
  const browser = new TestBrowser(bff.url);
  expect((await browser.login()).errors).toBeUndefined();
  return browser;
}

/** A socket subscribed to notifications, once the relay holds the channel as subscribed. */
async function subscribedSocket(bff: TestBff, cookie: string): Promise<RawSocket> {
  const socket = await openedSocket(bff.url, { cookie });
  sockets.push(socket);
  socket.subscribe('events');
  const relay = await bff.app.realtime.relay();
  await waitUntil(
    () => relay?.userChannelStatus('1')?.subscription === 'subscribed',
    'the channel to be subscribed',
  );
  return socket;
}

const isEnded = (message: { id?: string; type: string; payload?: unknown }) =>
  message.id === 'events' &&
  message.type === 'error' &&
  JSON.stringify(message.payload).includes('"UNAUTHENTICATED"');

const events = (socket: RawSocket) =>
  socket.messages.filter((message) => message.id === 'events' && message.type === 'next');

async function startExport(): Promise<void> {
  expect((await colleague.gql('mutation { exportPrices(categoryId: "1") }')).data).toEqual({
    exportPrices: true,
  });
}

describe('logout on the same instance', () => {
  it('ends the subscription at once with UNAUTHENTICATED; the next export event is not delivered', async () => {
    const browser = await signedIn(first);
    const socket = await subscribedSocket(first, browser.cookie!);
    // It works before the logout…
    await startExport();
    await socket.waitFor((message) => message.type === 'next');
    const delivered = events(socket).length;

    expect((await browser.gql('mutation { logout }')).data).toEqual({ logout: true });
    await socket.waitFor(isEnded, endedWithinMs);
    // …and the socket is closed as signed out.
    expect((await socket.closed).code).toBe(4401);

    // The colleague's session, still signed in on the same instance, sees the next event: once it
    // has, the ended session would have had it too.
    const witness = await subscribedSocket(first, colleague.cookie!);
    await startExport();
    await witness.waitFor((message) => message.type === 'next', endedWithinMs);
    expect(events(socket)).toHaveLength(delivered);
  });

  it('refuses a new socket with the ended session (replayed cookie)', async () => {
    const browser = await signedIn(first);
    const cookie = browser.cookie!;
    await browser.gql('mutation { logout }');
    const replay = await openRawSocket(first.url, { cookie }, { init: false });
    if ('status' in replay) throw new Error(`upgrade refused with ${replay.status}`);
    sockets.push(replay.socket);
    replay.socket.send({ type: 'connection_init' });
    expect((await replay.socket.closed).code).toBe(4401);
  });
});

describe('another instance', () => {
  it('ends its socket with UNAUTHENTICATED at the next event, which it does not deliver', async () => {
    const browser = await signedIn(first);
    // The same session opens its socket on the second instance.
    const socket = await subscribedSocket(second, browser.cookie!);
    await startExport();
    await socket.waitFor((message) => message.type === 'next');
    const delivered = events(socket).length;

    // Logged out through the first instance: the second hears nothing of it…
    expect((await browser.gql('mutation { logout }')).data).toEqual({ logout: true });
    // …until the next event, which it confirms with the upstream first.
    await startExport();
    await socket.waitFor(isEnded, endedWithinMs);
    expect(events(socket)).toHaveLength(delivered);
  });

  it('ends its sockets at once when one of its own requests meets the upstream 401', async () => {
    const browser = await signedIn(first);
    const socket = await subscribedSocket(second, browser.cookie!);
    const onSecond = new TestBrowser(second.url);
    onSecond.cookie = browser.cookie;
    await browser.gql('mutation { logout }');

    const answer = await onSecond.gql('{ catalog { page } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // No event was started: only the 401 can end it.
    await socket.waitFor(isEnded, endedWithinMs);
  });
});

describe('server-sent events', () => {
  it('end with UNAUTHENTICATED on logout, at once', async () => {
    const browser = await signedIn(first);
    const controller = new AbortController();
    const response = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-graphql-csrf': '1',
        cookie: browser.cookie!,
      },
      body: JSON.stringify({ query: 'subscription { notifications { kind } }' }),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += Buffer.from(value).toString('utf8');
        if (text.includes('UNAUTHENTICATED')) return;
      }
    })();
    const relay = await first.app.realtime.relay();
    await waitUntil(
      () => relay?.userChannelStatus('1')?.subscription === 'subscribed',
      'the channel to be subscribed',
    );
    await browser.gql('mutation { logout }');
    await ended;
    expect(text).toContain('UNAUTHENTICATED');
    controller.abort();
  });
});
