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
      void client.dispose();
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

type Users = Map<string, { cookie: string; categoryId: string | null }>;

/** Sign-ins ten at a time: each is a scrypt check on the upstream. */
async function signInUsers(bffUrl: string, accounts: string[]): Promise<Users> {
  const users: Users = new Map();
  for (let start = 0; start < accounts.length; start += 10) {
    await Promise.all(
      accounts.slice(start, start + 10).map(async (email) => {
        const cookie = await signInToBff(bffUrl, email);
        const viewer = await graphqlRequest<{ me: { categories: { id: string }[] } }>(
          bffUrl,
          cookie,
          VIEWER,
        );
        users.set(email, { cookie, categoryId: viewer.data?.me.categories[0]?.id ?? null });
      }),
    );
  }
  return users;
}

interface Delivery {
  email: string;
  filename: string;
  at: number;
}

interface Opened {
  sockets: Socket[];
  deliveries: Delivery[];
  subscriptionErrors: string[];
}

/**
 * Opens every user's sockets, each subscribed to its notifications. A user's sockets open in small
 * batches: a burst of hundreds of upgrades at once measures the loopback's accept queue, not the
 * relay. `opened.sockets` fills as they open, so the caller can close them whatever happens.
 */
async function openSockets(
  options: SubscriptionOptions,
  users: Users,
  opened: Opened,
): Promise<void> {
  const wsUrl = `${options.bffUrl.replace('http', 'ws')}/graphql`;
  for (const [email, { cookie }] of users) {
    for (let start = 0; start < SOCKETS_PER_USER; start += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, SOCKETS_PER_USER - start) }, () =>
          connect(wsUrl, cookie, options.bffUrl, 15_000),
        ),
      );
      for (const client of batch) {
        opened.sockets.push({ email, client });
        client.subscribe<{ notifications: { filename: string | null } }>(
          { query: NOTIFICATIONS_SUBSCRIPTION },
          {
            next: (result) => {
              const filename = result.data?.notifications.filename;
              if (filename) opened.deliveries.push({ email, filename, at: performance.now() });
              if (result.errors) opened.subscriptionErrors.push(JSON.stringify(result.errors));
            },
            error: (error) => opened.subscriptionErrors.push(String(error)),
            complete: () => undefined,
          },
        );
      }
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One export per user with a category; answers how many deliveries to expect. */
async function triggerExports(bffUrl: string, users: Users): Promise<number> {
  let triggered = 0;
  for (const [email, user] of users) {
    if (!user.categoryId) continue;
    const answer = await graphqlRequest(bffUrl, user.cookie, EXPORT_PRICES, {
      categoryId: user.categoryId,
    });
    if (answer.errors)
      throw new Error(`export of ${email} failed: ${JSON.stringify(answer.errors)}`);
    triggered += 1;
  }
  return triggered * SOCKETS_PER_USER;
}

interface Delivered extends Opened {
  expected: number;
  users: number;
  rssBefore: number;
  rssWithSockets: number;
}

function subscriptionFigures(options: SubscriptionOptions, run: Delivered): Figure[] {
  const { deliveries, expected, subscriptionErrors } = run;
  const delays = deliveries
    .map((delivery) => {
      const sentAt = options.tap.eventTimes.get(delivery.filename);
      return sentAt === undefined ? Number.NaN : delivery.at - sentAt;
    })
    .filter((delay) => Number.isFinite(delay));
  const p99 = percentile(delays, 99);
  const perSocketKb = (run.rssWithSockets - run.rssBefore) / run.sockets.length / 1024;
  const subscriptions = [...options.tap.subscriptions().values()].reduce((sum, n) => sum + n, 0);
  const accountsNote = `${run.users} users × ${SOCKETS_PER_USER} sockets = ${run.sockets.length} (UPSTREAM_EXTRA_USERS accounts)`;
  const errorsNote = subscriptionErrors.length
    ? `; errors: ${subscriptionErrors.slice(0, 2).join(' | ')}`
    : '';
  return [
    {
      bench: 4,
      name: 'events delivered',
      value: deliveries.length,
      unit: `of ${expected}`,
      target: 'all',
      verdict: deliveries.length === expected && subscriptionErrors.length === 0 ? 'PASS' : 'MISS',
      note: `${accountsNote}; the upstream sent ${options.tap.eventTimes.size} event(s)${errorsNote}`,
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
      note: `RSS ${round(run.rssBefore / 2 ** 20, 0)} → ${round(run.rssWithSockets / 2 ** 20, 0)} MiB`,
    },
    {
      bench: 4,
      name: 'upstream Pusher subscriptions',
      value: subscriptions,
      unit: '',
      target: `= users (${run.users})`,
      verdict: subscriptions === run.users ? 'PASS' : 'MISS',
      note: `over ${options.tap.upstreamSockets()} upstream socket(s)`,
    },
  ];
}

/**
 * Answers why graphql-ws cannot be used, or null when a first socket gets its ack. The probe signs
 * in a session of its own: the BFF allows 10 sockets per session, and the measured sockets must
 * not race the probe's closing for that allowance.
 */
async function probeRealtime(options: SubscriptionOptions, email: string): Promise<string | null> {
  try {
    const cookie = await signInToBff(options.bffUrl, email);
    const wsUrl = `${options.bffUrl.replace('http', 'ws')}/graphql`;
    const probe = await connect(wsUrl, cookie, options.bffUrl, 5_000);
    await probe.dispose();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function benchSubscriptions(options: SubscriptionOptions): Promise<Figure[]> {
  const total = options.quick ? 200 : TARGET_SOCKETS;
  const accounts = loadUserEmails(Math.floor(total / SOCKETS_PER_USER));
  const users = await signInUsers(options.bffUrl, accounts);
  const unavailable = await probeRealtime(options, accounts[0]!);
  if (unavailable !== null) {
    return [
      notRun(
        4,
        'subscriptions',
        `${TARGET_SOCKETS} sockets`,
        `graphql-ws on /graphql does not answer (${unavailable}): is the realtime relay on?`,
      ),
    ];
  }
  const rssBefore = options.bffRss();
  const opened: Opened = { sockets: [], deliveries: [], subscriptionErrors: [] };
  try {
    await openSockets(options, users, opened);
    // Wait until every user's upstream subscription is in place before triggering anything.
    const deadline = Date.now() + 10_000;
    while (options.tap.subscriptions().size < users.size && Date.now() < deadline) await sleep(100);
    await sleep(1_000);
    const rssWithSockets = options.bffRss();
    const expected = await triggerExports(options.bffUrl, users);
    const waitUntil = Date.now() + 15_000;
    while (opened.deliveries.length < expected && Date.now() < waitUntil) await sleep(50);
    return subscriptionFigures(options, {
      ...opened,
      expected,
      users: users.size,
      rssBefore,
      rssWithSockets,
    });
  } finally {
    await Promise.all(opened.sockets.map((socket) => socket.client.dispose()));
  }
}
