import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startUpstream, type StartedUpstream } from '@refurb/upstream';
import { startBffProcess, type BffProcess } from './bff-process';
import { BrowserSession } from './browser-session';

// Two BFF processes with one SESSION_SECRET and nothing shared: a user signed in on one is
// served by the other, requests alternating between them (round-robin, as a balancer would).

let upstream: StartedUpstream;
let instances: BffProcess[] = [];

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, items: 200, devRoutes: true, logLevel: 'silent' });
  const env = {
    UPSTREAM_URL: upstream.url,
    UPSTREAM_ORIGIN: upstream.origin,
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-1234',
    PUSHER_APP_KEY: upstream.pusher.appKey,
    PUSHER_HOST: upstream.pusher.host,
    PUSHER_PORT: String(upstream.pusher.port),
    PUSHER_TLS: 'false',
  };
  instances = await Promise.all([startBffProcess(env), startBffProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await upstream?.stop();
});

describe('two BFF instances, round-robin', () => {
  it('serve one signed-in user alternately, queries and mutations', async () => {
    const [first, second] = instances as [BffProcess, BffProcess];
    let turn = 0;
    const next = () => (turn++ % 2 === 0 ? first : second).url;
    const browser = new BrowserSession();
    const login = await browser.gql(
      next(),
      'mutation { login(email: "demo@example.com", password: "demo1234") { id } }',
    );
    expect(login.errors).toBeUndefined();

    for (let round = 0; round < 6; round += 1) {
      const me = await browser.gql<{ me: { id: string } | null }>(next(), '{ me { id } }');
      expect(me.data).toEqual({ me: { id: '1' } });
    }
    const toggled = await browser.gql<{ toggleDynamicPrice: { automaticPriceEnabled: boolean } }>(
      next(),
      'mutation { toggleDynamicPrice(itemId: "4") { automaticPriceEnabled } }',
    );
    expect(toggled.errors).toBeUndefined();
    const seen = await browser.gql<{ catalogItem: { automaticPriceEnabled: boolean } }>(
      next(),
      '{ catalogItem(id: "4") { automaticPriceEnabled } }',
    );
    expect(seen.data?.catalogItem.automaticPriceEnabled).toBe(
      toggled.data?.toggleDynamicPrice.automaticPriceEnabled,
    );
    await browser.gql(next(), 'mutation { toggleDynamicPrice(itemId: "4") { id } }');

    const logout = await browser.gql(next(), 'mutation { logout }');
    expect(logout.data).toEqual({ logout: true });
  });

  it('relay a notification to a subscription on the instance that did not start the export', async () => {
    const [first, second] = instances as [BffProcess, BffProcess];
    const browser = new BrowserSession();
    await browser.gql(
      first.url,
      'mutation { login(email: "demo@example.com", password: "demo1234") { id } }',
    );
    const cookie = browser.cookie!;
    // Said in the second instance's log once the upstream's realtime server confirmed it.
    const channelSubscribed = second.nextLine(/realtime channel subscribed/);
    const client = createClient({
      url: `${second.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, origin: second.url } });
        }
      },
      retryAttempts: 0,
    });
    try {
      const received = new Promise<{ kind: string; filename: string | null }>((resolve, reject) => {
        client.subscribe<{ notifications: { kind: string; filename: string | null } }>(
          { query: 'subscription { notifications { kind filename } }' },
          {
            next: (result) =>
              result.data
                ? resolve(result.data.notifications)
                : reject(new Error(JSON.stringify(result.errors))),
            error: reject,
            complete: () => reject(new Error('the subscription ended')),
          },
        );
      });
      // The relay subscribes to the user's Pusher channel as the subscription starts.
      await channelSubscribed;
      const started = await browser.gql(
        first.url,
        'mutation { exportPrices(categoryId: "1", filter: { brands: ["Apple"] }) }',
      );
      expect(started.data).toEqual({ exportPrices: true });
      const event = await Promise.race([
        received,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no notification within 20 s')), 20_000),
        ),
      ]);
      expect(event.filename).toMatch(/\.csv$/);
    } finally {
      await client.dispose();
    }
  }, 30_000);
});
