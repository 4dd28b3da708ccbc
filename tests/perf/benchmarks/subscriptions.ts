// Benchmark 4: many graphql-ws sockets on the BFF, one export event per user, delivered to all of a
// user's sockets soon after the upstream sends it, over one upstream subscription per user.
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { atMost, notRun, round, type Figure } from '../lib/figures';
import { type PusherTap } from '../lib/pusher-tap';
import { EXPORT_PRICES, NOTIFICATIONS_SUBSCRIPTION, VIEWER } from '../lib/queries';
import { graphqlRequest, loadUserEmails, signInToBff } from '../lib/sessions';
import { percentile } from '../lib/stats';

export interface SubscriptionOptions {
  bffUrl: string;
  bffRss: () => number;
  tap: PusherTap;
  quick: boolean;
}

const TARGET_SOCKETS = 1000;
/** 100 users × 10 sockets (the upstream's UPSTREAM_EXTRA_USERS accounts). */
const SOCKETS_PER_USER = 10;

function cookieSocket(cookie: string, origin: string) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin } });
    }
  };
}

interface Socket {
  email: string;
  client: Client;
}

function connect(url: string, cookie: string, origin: string, timeoutMs: number) {
  return new Promise<Client>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.dispose();
      reject(new Error(`no connection_ack within ${timeoutMs} ms`));
    }, timeoutMs);
    const client = createClient({
      url,
      webSocketImpl: cookieSocket(cookie, origin),
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => {
          clearTimeout(timer);
          resolve(client);
        },
        error: (error) => {
          clearTimeout(timer);
          // ws hands over an ErrorEvent ("Unexpected server response: 429"), not an Error.
          const message = (error as { message?: unknown }).message;
          reject(error instanceof Error ? error : new Error(String(message ?? error)));
        },
        closed: (event) => {
          clearTimeout(timer);
          reject(new Error(`socket closed: ${(event as { code?: number }).code ?? ''}`));
        },
      },
    });
  });
}

export async function benchSubscriptions(options: SubscriptionOptions): Promise<Figure[]> {
  const wsUrl = `${options.bffUrl.replace('http', 'ws')}/graphql`;
  const total = options.quick ? 200 : TARGET_SOCKETS;
  const perAccount = SOCKETS_PER_USER;
  const accounts = loadUserEmails(Math.floor(total / perAccount));
  const users = new Map<string, { cookie: string; categoryId: string | null }>();
  // Sign-ins ten at a time: each is a scrypt check on the upstream.
  for (let start = 0; start < accounts.length; start += 10) {
    await Promise.all(
      accounts.slice(start, start + 10).map(async (email) => {
        const cookie = await signInToBff(options.bffUrl, email);
        const viewer = await graphqlRequest<{ me: { categories: { id: string }[] } }>(
          options.bffUrl,
          cookie,
          VIEWER,
        );
        users.set(email, { cookie, categoryId: viewer.data?.me.categories[0]?.id ?? null });
      }),
    );
  }

  const firstUser = users.get(accounts[0]!)!;
  try {
    const probe = await connect(wsUrl, firstUser.cookie, options.bffUrl, 5_000);
    await probe.dispose();
  } catch (error) {
    return [
      notRun(
        4,
        'subscriptions',
        `${TARGET_SOCKETS} sockets`,
        `graphql-ws on /graphql does not answer (${error instanceof Error ? error.message : String(error)}): is the realtime relay on?`,
      ),
    ];
  }

  const rssBefore = options.bffRss();
  const sockets: Socket[] = [];
  const deliveries: { email: string; filename: string; at: number }[] = [];
  const subscriptionErrors: string[] = [];
  try {
    for (const email of accounts) {
      const { cookie } = users.get(email)!;
      // Open a user's sockets in small batches: a burst of hundreds of upgrades at once measures
      // the loopback's accept queue, not the relay.
      for (let start = 0; start < perAccount; start += 25) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(25, perAccount - start) }, () =>
            connect(wsUrl, cookie, options.bffUrl, 15_000),
          ),
        );
        for (const client of batch) {
          sockets.push({ email, client });
          client.subscribe<{ notifications: { filename: string | null } }>(
            { query: NOTIFICATIONS_SUBSCRIPTION },
            {
              next: (result) => {
                const filename = result.data?.notifications.filename;
                if (filename) deliveries.push({ email, filename, at: performance.now() });
                if (result.errors) subscriptionErrors.push(JSON.stringify(result.errors));
              },
              error: (error) => subscriptionErrors.push(String(error)),
              complete: () => undefined,
            },
          );
        }
      }
    }

    // Wait until every user's upstream subscription is in place before triggering anything.
    const deadline = Date.now() + 10_000;
    while (options.tap.subscriptions().size < accounts.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssWithSockets = options.bffRss();

    const triggered: string[] = [];
    for (const email of accounts) {
      const user = users.get(email)!;
      if (!user.categoryId) continue;
      const answer = await graphqlRequest(options.bffUrl, user.cookie, EXPORT_PRICES, {
        categoryId: user.categoryId,
      });
      if (answer.errors)
        throw new Error(`export of ${email} failed: ${JSON.stringify(answer.errors)}`);
      triggered.push(email);
    }
    const expected = triggered.length * perAccount;
    const waitUntil = Date.now() + 15_000;
    while (deliveries.length < expected && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const delays = deliveries
      .map((delivery) => {
        const sentAt = options.tap.eventTimes.get(delivery.filename);
        return sentAt === undefined ? Number.NaN : delivery.at - sentAt;
      })
      .filter((delay) => Number.isFinite(delay));
    const p99 = percentile(delays, 99);
    const perSocketKb = (rssWithSockets - rssBefore) / sockets.length / 1024;
    const subscriptions = [...options.tap.subscriptions().values()].reduce((sum, n) => sum + n, 0);
    const accountsNote = `${accounts.length} users × ${perAccount} sockets = ${sockets.length} (UPSTREAM_EXTRA_USERS accounts)`;
    return [
      {
        bench: 4,
        name: 'events delivered',
        value: deliveries.length,
        unit: `of ${expected}`,
        target: 'all',
        verdict:
          deliveries.length === expected && subscriptionErrors.length === 0 ? 'PASS' : 'MISS',
        note:
          accountsNote +
          `; the upstream sent ${options.tap.eventTimes.size} event(s)` +
          (subscriptionErrors.length
            ? `; errors: ${subscriptionErrors.slice(0, 2).join(' | ')}`
            : ''),
      },
      {
        bench: 4,
        name: 'delivery p99 (from the upstream sending)',
        value: round(p99, 1),
        unit: 'ms',
        target: '< 250 ms',
        verdict: delays.length > 0 ? atMost(p99, 249.999) : 'MISS',
        note: 'measured from the moment the event passes a Pusher tap between upstream and BFF',
      },
      {
        bench: 4,
        name: 'BFF memory per socket',
        value: round(perSocketKb, 1),
        unit: 'KB',
        target: '< 50 KB',
        verdict: atMost(perSocketKb, 49.999),
        note: `RSS ${round(rssBefore / 2 ** 20, 0)} → ${round(rssWithSockets / 2 ** 20, 0)} MiB`,
      },
      {
        bench: 4,
        name: 'upstream Pusher subscriptions',
        value: subscriptions,
        unit: '',
        target: `= users (${accounts.length})`,
        verdict: subscriptions === accounts.length ? 'PASS' : 'MISS',
        note: `over ${options.tap.upstreamSockets()} upstream socket(s)`,
      },
    ];
  } finally {
    await Promise.all(sockets.map((socket) => socket.client.dispose()));
  }
}
