import { afterAll, expect, it } from 'vitest';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../embedded-upstream.js';
import { startTestBff, TestBrowser, type TestBff, realtimeEnv } from '../testing/test-bff.js';
import { subscribeNotifications, waitUntil } from '../testing/realtime.js';

let upstream: EmbeddedUpstream | null = null;
let bff: TestBff | null = null;

afterAll(async () => {
  await bff?.stop();
  await upstream?.stop();
});

// The reference upstream keeps sessions in memory: after a whole restart the relay reconnects,
// the upstream refuses the old session, and the subscriber learns it (a subscription error)
// without a crash.
it('ends subscriptions of lost sessions after a whole upstream restart; a new sign-in works', async () => {
  upstream = await startEmbeddedUpstream({ logLevel: 'silent', items: 100 });
  const port = Number(new URL(upstream.url).port);
  bff = await startTestBff(upstream, realtimeEnv(upstream));
  const relay = (await bff.app.realtime.relay())!;
  const demo = new TestBrowser(bff.url);
  await demo.login();
  const before = subscribeNotifications(bff.url, demo.cookie!);
  await waitUntil(() => relay.userChannelStatus('1')?.subscription === 'subscribed', 'subscribed');

  await upstream.stop();
  upstream = await startEmbeddedUpstream({ logLevel: 'silent', items: 100, port });
  await expect(before.nextEvent(15_000)).rejects.toThrow(/UNAUTHENTICATED|signed in|sign in/);
  await waitUntil(() => relay.activeUserConnections() === 0, 'the connection to close');
  await before.stop();

  await demo.login();
  const after = subscribeNotifications(bff.url, demo.cookie!);
  await waitUntil(() => relay.userChannelStatus('1')?.subscription === 'subscribed', 'again');
  expect((await demo.gql('mutation { exportPrices(categoryId: "1") }')).data).toEqual({
    exportPrices: true,
  });
  expect((await after.nextEvent()).kind).toBe('PRICES_EXPORT_COMPLETED');
  await after.stop();
});
