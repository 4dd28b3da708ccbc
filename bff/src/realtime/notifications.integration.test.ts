import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { type NotificationRelay } from './notification-relay.js';
import {
  graphqlWsClient,
  startOutageProxy,
  subscribeNotifications,
  waitUntil,
  type NotificationsSubscription,
  type OutageProxy,
} from '../testing/realtime.js';

const catalogCsv =
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price\n' +
  'RT-1,,Relay phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350\n';

let upstream: EmbeddedUpstream;
let proxy: OutageProxy;
let bff: TestBff;
let relay: NotificationRelay;
let demo: TestBrowser;
let italian: TestBrowser;
const open: NotificationsSubscription[] = [];

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  // The relay reaches the upstream's Pusher server through a hop the restart test can cut.
  proxy = await startOutageProxy({ host: upstream.pusher.host, port: upstream.pusher.port });
  bff = await startTestBff(upstream, {
    PUSHER_APP_KEY: upstream.pusher.appKey,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(proxy.port),
    PUSHER_TLS: 'false',
    ALLOWED_ORIGINS: 'https://partner.example',
  });
  const ready = await bff.app.realtime.relay();
  if (!ready) throw new Error('realtime is off');
  relay = ready;
  demo = new TestBrowser(bff.url);
  italian = new TestBrowser(bff.url);
  expect((await demo.login()).data).toBeTruthy();
  expect((await italian.login('rivenditore@example.com')).data).toBeTruthy();
});

afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.stop()));
  await bff?.stop();
  await proxy?.close();
  await upstream?.stop();
});

/** Subscribes and waits until the relay holds the user's channel as subscribed upstream. */
async function subscribed(
  browser: TestBrowser,
  userId: string,
): Promise<NotificationsSubscription> {
  const subscription = subscribeNotifications(bff.url, browser.cookie!);
  open.push(subscription);
  await waitUntil(
    () => relay.userChannelStatus(userId)?.subscription === 'subscribed',
    `user ${userId}'s channel`,
  );
  return subscription;
}

async function exportPrices(browser: TestBrowser): Promise<void> {
  const answer = await browser.gql('mutation { exportPrices(categoryId: "1") }');
  expect(answer.data).toEqual({ exportPrices: true });
}

describe('notifications over graphql-ws', () => {
  it('relays PRICES_EXPORT_COMPLETED; its downloadUrl returns the CSV', async () => {
    const subscription = await subscribed(demo, '1');
    const exportedAt = Date.now();
    await exportPrices(demo);
    const event = await subscription.nextEvent();
    expect(event.kind).toBe('PRICES_EXPORT_COMPLETED');
    expect(event.filename).toMatch(/^prices-export-.+\.csv$/);
    expect(event.downloadUrl).toBe(`/download/${encodeURIComponent(event.filename!)}`);
    // Stamped when the relay received it: after the export began, before the test read it.
    expect(Date.parse(event.receivedAt)).toBeGreaterThanOrEqual(exportedAt);
    expect(Date.parse(event.receivedAt)).toBeLessThanOrEqual(Date.now());
    const file = await demo.get(event.downloadUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await file.text()).split('\n')[0]).toMatch(/^name,/);
    await subscription.stop();
    await waitUntil(() => relay.activeUserConnections() === 0, 'the connection to close');
  });

  it('relays CATALOG_UPLOAD_COMPLETED with the upstream counts', async () => {
    const subscription = await subscribed(demo, '1');
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($f: File!) { uploadCatalog(file: $f) }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([catalogCsv], { type: 'text/csv' }), 'catalog.csv');
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'x-graphql-csrf': '1', cookie: demo.cookie! },
    });
    expect(await response.json()).toMatchObject({ data: { uploadCatalog: true } });
    const event = await subscription.nextEvent();
    expect(event.kind).toBe('CATALOG_UPLOAD_COMPLETED');
    expect(event.filename).toBeNull();
    const payload = JSON.parse(event.payload!) as Record<string, unknown>;
    expect(payload).toMatchObject({ failed: 0 });
    expect(Number(payload.created) + Number(payload.updated)).toBe(1);
    await subscription.stop();
  });

  it("never shows one user another user's events", async () => {
    const demoEvents = await subscribed(demo, '1');
    const italianId = (await italian.gql<{ me: { id: string } }>('{ me { id } }')).data!.me.id;
    const italianEvents = await subscribed(italian, italianId);
    expect(relay.activeUserConnections()).toBe(2);

    await exportPrices(italian);
    const italianEvent = await italianEvents.nextEvent();
    // The demo export starts once the Italian event went out to every socket it was routed to:
    // one routed to the demo socket too would already be there.
    await exportPrices(demo);
    const demoEvent = await demoEvents.nextEvent();
    expect(italianEvent.filename).not.toBe(demoEvent.filename);
    expect(demoEvents.events).toEqual([demoEvent]);
    // The other way: a second Italian export comes after anything of the demo export on that
    // socket, in order.
    await exportPrices(italian);
    const italianSecond = await italianEvents.nextEvent();
    expect(italianEvents.events).toEqual([italianEvent, italianSecond]);
    // Each user's file downloads only with that user's session.
    expect((await italian.get(demoEvent.downloadUrl!)).status).toBe(404);
    await Promise.all([demoEvents.stop(), italianEvents.stop()]);
  });

  it("shares one upstream connection and channel authorisation among a user's ten sockets", async () => {
    bff.resetCalls();
    const sockets = Array.from({ length: 10 }, () => subscribeNotifications(bff.url, demo.cookie!));
    open.push(...sockets);
    await waitUntil(
      () =>
        relay.userChannelStatus('1')?.subscribers === 10 &&
        relay.userChannelStatus('1')?.subscription === 'subscribed',
      'ten subscribers on one channel',
    );
    expect(relay.activeUserConnections()).toBe(1);
    expect(bff.calls.filter((call) => call.path === '/broadcasting/auth')).toHaveLength(1);
    await exportPrices(demo);
    const events = await Promise.all(sockets.map((socket) => socket.nextEvent()));
    expect(new Set(events.map((event) => event.filename)).size).toBe(1);

    await Promise.all(sockets.slice(1).map((socket) => socket.stop()));
    await waitUntil(() => relay.userChannelStatus('1')?.subscribers === 1, 'nine to leave');
    expect(relay.activeUserConnections()).toBe(1);
    await sockets[0]!.stop();
    await waitUntil(() => relay.activeUserConnections() === 0, 'the last one to leave');
  });

  it('keeps delivering after the upstream realtime server goes away and comes back', async () => {
    const subscription = await subscribed(demo, '1');
    await proxy.interrupt();
    await waitUntil(
      () => relay.userChannelStatus('1')?.connection !== 'connected',
      'the relay to notice',
    );
    await proxy.resume();
    // pusher-js reconnects by itself (after ~1 s), then re-authorises the channel with a new socket.
    await waitUntil(
      () => relay.userChannelStatus('1')?.subscription === 'subscribed',
      'the channel to be subscribed again',
      15_000,
    );
    await exportPrices(demo);
    expect((await subscription.nextEvent()).kind).toBe('PRICES_EXPORT_COMPLETED');
    expect(subscription.failure).toBeNull();
    await subscription.stop();
  });
});

describe('graphql-ws upgrade checks', () => {
  it('closes a signed-out socket with 4401', async () => {
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      const client = graphqlWsClient(bff.url, {}, (event) =>
        resolve(event as { code: number; reason: string }),
      );
      client.subscribe(
        { query: 'subscription { notifications { kind } }' },
        {
          next: () => undefined,
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });
    const { code, reason } = await closed;
    expect(code).toBe(4401);
    expect(reason).toMatch(/sign in/i);
    expect(relay.activeUserConnections()).toBe(0);
  });

  it('refuses an upgrade from a foreign Origin with 403; accepts its own and allowed ones', async () => {
    const status = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(
          `${bff.url.replace('http', 'ws')}/graphql`,
          'graphql-transport-ws',
          {
            headers: { origin, cookie: demo.cookie! },
          },
        );
        socket.once('unexpected-response', (_request, response) =>
          resolve(response.statusCode ?? 0),
        );
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('error', reject);
      });
    expect(await status('https://evil.example')).toBe(403);
    expect(await status(bff.url)).toBe(101);
    expect(await status('https://partner.example')).toBe(101);
  });

  it('serves only subscriptions over the socket', async () => {
    const client = graphqlWsClient(bff.url, { cookie: demo.cookie! });
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: '{ me { id } }' },
        {
          next: resolve,
          error: resolve,
          complete: () => undefined,
        },
      );
    });
    await client.dispose();
    expect(JSON.stringify(result)).toMatch(/Only subscriptions/);
  });
});
