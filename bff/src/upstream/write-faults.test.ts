import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { subscribeNotifications, waitUntil } from '../testing/realtime.js';
import { forwardToStore, listenOnLoopback, passAnswerOn } from '../testing/store-proxy.js';
import {
  type GraphQLAnswer,
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../testing/test-bff.js';
import { type ChaosRule, clearChaos, setChaos } from '../testing/upstream-chaos.js';

// Every mutation under faults: whatever the BFF answers matches what the upstream holds
// afterwards. A write that happened is never reported as failed, one that did not is never
// reported as done, and a failure whose outcome is open says so instead of "Please try again".
// Faults come from the reference upstream's injector (upstream/src/chaos), whose fake answers
// never reach the handler (nothing is written), and from a proxy that lets a write through and
// cuts its answer short (the write is applied, its answer unreadable) or holds a write until the
// faults for the reads after it are in place.

let upstream: EmbeddedUpstream;
let cutter: AnswerCutter;
let bff: TestBff;
let slowBff: TestBff;
let cutBff: TestBff;
let browser: TestBrowser;
let slowBrowser: TestBrowser;
let cutBrowser: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  cutter = await startAnswerCutter(upstream.url);
  const env = {
    // The breaker and the call budget have tests of their own.
    UPSTREAM_BREAKER_MIN_CALLS: '100000',
    UPSTREAM_CALLS_PER_SECOND: '1000',
    ...realtimeEnv(upstream),
  };
  [bff, slowBff, cutBff] = await Promise.all([
    startTestBff(upstream, env),
    startTestBff({ ...upstream, url: cutter.url }, { ...env, UPSTREAM_TIMEOUT_MS: '1500' }),
    startTestBff({ ...upstream, url: cutter.url }, env),
  ]);
  browser = new TestBrowser(bff.url);
  slowBrowser = new TestBrowser(slowBff.url);
  cutBrowser = new TestBrowser(cutBff.url);
  for (const client of [browser, cutBrowser]) {
    expect((await client.login()).errors).toBeUndefined();
  }
  // The sign-in's exchanges may not fit slowBff's 1.5 s on a busy machine: its session is
  // signed in through bff (one secret, one upstream), then used on slowBff.
  const signIn = new TestBrowser(bff.url);
  expect((await signIn.login()).errors).toBeUndefined();
  slowBrowser.cookie = signIn.cookie;
});
afterEach(async () => {
  cutter.disarm();
  await clearChaos(upstream.url);
});
afterAll(async () => {
  await Promise.all([bff.stop(), slowBff.stop(), cutBff.stop()]);
  await cutter.close();
  await upstream.stop();
});

interface AnswerCutter {
  url: string;
  /** The next request to `METHOD path` reaches the upstream; its answer reaches the BFF cut. */
  cutNext(route: string): void;
  /** The next request to `METHOD path` waits for `first` before it goes on to the upstream. */
  holdNext(route: string, first: () => Promise<void>): void;
  /** Forgets what was armed and not met. */
  disarm(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the upstream that passes a request on and cuts the answer it gets, or
 * holds the request until something is done.
 */
async function startAnswerCutter(target: string): Promise<AnswerCutter> {
  const store = new URL(target);
  const armed = new Set<string>();
  const held = new Map<string, () => Promise<void>>();
  const server = createServer((incoming, outgoing) => {
    const route = `${incoming.method} ${incoming.url?.split('?')[0]}`;
    const cut = armed.delete(route);
    const first = held.get(route);
    held.delete(route);
    if (first) {
      first().then(
        () => forward(incoming, outgoing, cut),
        () => outgoing.destroy(),
      );
    } else forward(incoming, outgoing, cut);
  });
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, cut: boolean) =>
    forwardToStore(store, incoming, outgoing, (answer) => {
      if (!cut) return passAnswerOn(answer, outgoing);
      answer.resume();
      answer.on('end', () => {
        outgoing.writeHead(answer.statusCode ?? 200, {
          'content-type': 'application/json',
          connection: 'close',
        });
        outgoing.end('{"automatic_price_enabled": tr');
      });
    });
  const url = await listenOnLoopback(server);
  return {
    url,
    cutNext: (route) => armed.add(route),
    holdNext: (route, first) => held.set(route, first),
    disarm: () => {
      armed.clear();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;
const outcomeOf = (answer: GraphQLAnswer) =>
  (answer.errors?.[0]?.extensions as { writeOutcome?: string } | undefined)?.writeOutcome;

/** What the upstream holds, read after the faults are gone. */
async function dynamicPricingOf(itemId: string): Promise<boolean> {
  await clearChaos(upstream.url);
  const answer = await browser.gql<{ catalogItem: { automaticPriceEnabled: boolean } }>(
    `{ catalogItem(id: "${itemId}") { automaticPriceEnabled } }`,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.catalogItem.automaticPriceEnabled;
}

/**
 * Faults the reads that come after a write (through the proxy, slowBff or cutBff): the write is
 * held at the proxy until the rules are `afterWrite`, so the read before it met none of them.
 */
async function faultReadsAfterWrite<T>(
  target: TestBff,
  write: string,
  afterWrite: ChaosRule[],
  run: () => Promise<T>,
): Promise<T> {
  let faulted = false;
  cutter.holdNext(write, async () => {
    await setChaos(upstream.url, afterWrite);
    faulted = true;
  });
  target.resetCalls();
  const answer = await run();
  expect(faulted, `${write} was never called`).toBe(true);
  return answer;
}

/** A notifications subscription of the demo user on `target`, once the relay holds it. */
async function liveSubscription(target: TestBff, client: TestBrowser) {
  const relay = (await target.app.realtime.relay())!;
  // A subscription of the previous test may still be leaving.
  await waitUntil(() => !relay.userChannelStatus('1')?.subscribers, 'no subscriber');
  const subscription = subscribeNotifications(target.url, client.cookie!);
  await waitUntil(
    () =>
      relay.userChannelStatus('1')?.subscribers === 1 &&
      relay.userChannelStatus('1')?.subscription === 'subscribed',
    'the channel to be subscribed',
  );
  return subscription;
}

const setDynamicPricing = (client: TestBrowser, itemId: string, enabled: boolean) =>
  client.gql<{
    setDynamicPricing: {
      itemId: string;
      outcome: string;
      enabled: boolean;
      item: { id: string; automaticPriceEnabled: boolean } | null;
    };
  }>(
    'mutation ($id: ID!, $on: Boolean!) { setDynamicPricing(itemId: $id, enabled: $on) { itemId outcome enabled item { id automaticPriceEnabled } } }',
    { id: itemId, on: enabled },
  );

/** The three ways a read after a write failed in the defect. */
const readFaults = (path: string): Array<[string, ChaosRule[], 'fast' | 'slow']> => [
  [
    'one malformed JSON answer',
    [{ route: `GET ${path}`, fault: 'malformed-json', count: 1 }],
    'fast',
  ],
  ['three 503s', [{ route: `GET ${path}`, fault: 'status', status: 503, count: 3 }], 'fast'],
  [
    'an upstream slower than the timeout',
    // undici's timers are coarse (up to about a second late): well past the 1.5 s timeout.
    [{ route: `GET ${path}`, fault: 'latency', ms: 4000, count: 1 }],
    'slow',
  ],
];

describe('setDynamicPricing', () => {
  it('sends the state wanted; the same call again changes nothing', async () => {
    const wanted = !(await dynamicPricingOf('11'));
    bff.resetCalls();
    const first = await setDynamicPricing(browser, '11', wanted);
    expect(first.data?.setDynamicPricing).toEqual({
      itemId: '11',
      outcome: 'CHANGED',
      enabled: wanted,
      item: { id: '11', automaticPriceEnabled: wanted },
    });
    const again = await setDynamicPricing(browser, '11', wanted);
    expect(again.data?.setDynamicPricing).toMatchObject({ outcome: 'UNCHANGED', enabled: wanted });
    const puts = bff.calls.filter((call) => call.method === 'PUT').map((call) => call.path);
    // The store's set-state call: the second one answers that nothing changed.
    expect(puts).toEqual(['/api/catalog/11/dynamic-price', '/api/catalog/11/dynamic-price']);
    expect(await dynamicPricingOf('11')).toBe(wanted);
  });

  it.each(readFaults('/api/catalog/12'))(
    'answers the change when the read after it fails (%s): enabled from the write, item null',
    async (_fault, rules, speed) => {
      const [target, client] = speed === 'fast' ? [cutBff, cutBrowser] : [slowBff, slowBrowser];
      const wanted = !(await dynamicPricingOf('12'));
      const answer = await faultReadsAfterWrite(
        target,
        'PUT /api/catalog/12/dynamic-price',
        rules,
        () => setDynamicPricing(client, '12', wanted),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.setDynamicPricing).toEqual({
        itemId: '12',
        outcome: 'CHANGED',
        enabled: wanted,
        item: null,
      });
      expect(await dynamicPricingOf('12')).toBe(wanted);
    },
  );

  it('confirms a write applied but answered unreadably, by reading the item', async () => {
    const wanted = !(await dynamicPricingOf('13'));
    cutter.cutNext('PUT /api/catalog/13/dynamic-price');
    cutBff.resetCalls();
    const answer = await setDynamicPricing(cutBrowser, '13', wanted);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setDynamicPricing).toMatchObject({
      outcome: 'CHANGED',
      enabled: wanted,
      item: { automaticPriceEnabled: wanted },
    });
    expect(cutBff.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await dynamicPricingOf('13')).toBe(wanted);
  });

  it.each<[string, ChaosRule]>([
    ['503', { route: 'PUT /api/catalog/14/dynamic-price', fault: 'status', status: 503 }],
    ['malformed JSON', { route: 'PUT /api/catalog/14/dynamic-price', fault: 'malformed-json' }],
    ['a body cut off', { route: 'PUT /api/catalog/14/dynamic-price', fault: 'reset-mid-body' }],
  ])('reports a write answered with %s and not applied as not done', async (_fault, rule) => {
    const before = await dynamicPricingOf('14');
    await setChaos(upstream.url, [rule]);
    bff.resetCalls();
    const answer = await setDynamicPricing(browser, '14', !before);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(outcomeOf(answer)).toBeUndefined();
    expect(bff.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await dynamicPricingOf('14')).toBe(before);
  });

  it('does not call a late write failed: it may land, and repeating the call is safe', async () => {
    const wanted = !(await dynamicPricingOf('15'));
    await setChaos(upstream.url, [
      { route: 'PUT /api/catalog/15/dynamic-price', fault: 'latency', ms: 4000, count: 1 },
    ]);
    const answer = await setDynamicPricing(slowBrowser, '15', wanted);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(outcomeOf(answer)).toBe('UNKNOWN');
    expect(answer.errors?.[0]?.message).toMatch(/may or may not/);
    // The held write lands after all (4 s after it reached the upstream).
    await vi.waitFor(async () => expect(await dynamicPricingOf('15')).toBe(wanted), {
      timeout: 15_000,
      interval: 250,
    });
    slowBff.resetCalls();
    const repeated = await setDynamicPricing(slowBrowser, '15', wanted);
    expect(repeated.data?.setDynamicPricing).toMatchObject({
      outcome: 'UNCHANGED',
      enabled: wanted,
    });
  });

  it('reads nothing before the set-state call: unreadable items still change, answered from the write', async () => {
    const before = await dynamicPricingOf('16');
    await setChaos(upstream.url, [{ route: 'GET /api/catalog/16', fault: 'status', status: 503 }]);
    bff.resetCalls();
    const answer = await setDynamicPricing(browser, '16', !before);
    expect(answer.data?.setDynamicPricing).toMatchObject({
      outcome: 'CHANGED',
      enabled: !before,
      item: null,
    });
    expect(bff.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await clearChaos(upstream.url);
    expect(await dynamicPricingOf('16')).toBe(!before);
  });

  it('answers NOT_FOUND for an unknown item, writing nothing', async () => {
    bff.resetCalls();
    const answer = await setDynamicPricing(browser, '99999999', true);
    expect(codeOf(answer)).toBe('NOT_FOUND');
    // The set-state call answered 404 and the read after it said the item is not there.
    expect(bff.calls.map((call) => `${call.method} ${call.status}`)).toEqual([
      'PUT 404',
      'GET 404',
    ]);
  });
});

describe('toggleDynamicPrice (deprecated)', () => {
  it.each(readFaults('/api/catalog/21'))(
    'answers the flip when the read after it fails (%s)',
    async (_fault, rules, speed) => {
      const [target, client] = speed === 'fast' ? [cutBff, cutBrowser] : [slowBff, slowBrowser];
      const before = await dynamicPricingOf('21');
      const answer = await faultReadsAfterWrite(
        target,
        'PUT /api/catalog/21/toggle-dynamic-price',
        rules,
        () =>
          client.gql<{
            toggleDynamicPrice: { id: string; name: string; automaticPriceEnabled: boolean };
          }>('mutation { toggleDynamicPrice(itemId: "21") { id name automaticPriceEnabled } }'),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.toggleDynamicPrice).toMatchObject({
        id: '21',
        automaticPriceEnabled: !before,
      });
      // The other fields are as read just before the flip.
      expect(answer.data?.toggleDynamicPrice.name).not.toBe('');
      expect(await dynamicPricingOf('21')).toBe(!before);
    },
  );
});

describe('syncBasePrice', () => {
  const sync = (client: TestBrowser, itemId: string) =>
    client.gql<{ syncBasePrice: { id: string; price: number; basePrice: number } }>(
      `mutation { syncBasePrice(itemId: "${itemId}") { id price basePrice } }`,
    );

  /** Items whose base price differs from their price (a sync changes them). */
  async function unsyncedItems(): Promise<string[]> {
    const page = await browser.gql<{
      catalog: { items: Array<{ id: string; price: number; basePrice: number }> };
    }>('{ catalog(page: 2) { items { id price basePrice } } }');
    return page
      .data!.catalog.items.filter((item) => item.price !== item.basePrice)
      .map((item) => item.id);
  }

  async function pricesOf(itemId: string) {
    await clearChaos(upstream.url);
    const answer = await browser.gql<{ catalogItem: { price: number; basePrice: number } }>(
      `{ catalogItem(id: "${itemId}") { price basePrice } }`,
    );
    return answer.data!.catalogItem;
  }

  it('confirms a sync applied but answered unreadably, by reading the item', async () => {
    const [itemId = ''] = await unsyncedItems();
    cutter.cutNext(`PATCH /api/catalog/${itemId}/sync-base-price`);
    const answer = await sync(cutBrowser, itemId);
    expect(answer.errors).toBeUndefined();
    const after = await pricesOf(itemId);
    expect(after.basePrice).toBe(after.price);
    expect(answer.data?.syncBasePrice).toEqual({ id: itemId, ...after });
  });

  it.each<[string, (itemId: string) => ChaosRule]>([
    [
      '503',
      (itemId) => ({
        route: `PATCH /api/catalog/${itemId}/sync-base-price`,
        fault: 'status',
        status: 503,
      }),
    ],
    [
      'malformed JSON',
      (itemId) => ({
        route: `PATCH /api/catalog/${itemId}/sync-base-price`,
        fault: 'malformed-json',
      }),
    ],
  ])('reports a sync answered with %s and not applied as not done', async (_fault, rule) => {
    const [, itemId = ''] = await unsyncedItems();
    const before = await pricesOf(itemId);
    await setChaos(upstream.url, [rule(itemId)]);
    const answer = await sync(browser, itemId);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(outcomeOf(answer)).toBeUndefined();
    expect(await pricesOf(itemId)).toEqual(before);
  });
});

describe('strategy saves', () => {
  async function savedStrategies() {
    await clearChaos(upstream.url);
    const answer = await browser.gql<{
      me: {
        resellStrategies: Array<{ category: { id: string }; type: string; variation: unknown }>;
        buybackStrategies: Array<{ category: { id: string }; pricePositioning: number }>;
      };
    }>(
      '{ me { resellStrategies { category { id } type variation { minPricePercentage maxPricePercentage roundingType } } buybackStrategies { category { id } pricePositioning } } }',
    );
    return answer.data!.me;
  }

  it('confirms a resell save applied but answered unreadably, from the profile', async () => {
    const minimum = -5 - Math.floor(Math.random() * 10);
    cutter.cutNext('PUT /api/strategies/1');
    const answer = await cutBrowser.gql(
      `mutation { saveResellStrategy(categoryId: "1", input: { type: VARIATION, variation: { minPricePercentage: ${minimum}, maxPricePercentage: 10, roundingType: NINE } }) { type category { id } variation { minPricePercentage maxPricePercentage roundingType } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const saved = (await savedStrategies()).resellStrategies.find(
      (strategy) => strategy.category.id === '1',
    );
    expect(answer.data).toEqual({ saveResellStrategy: saved });
    expect(saved?.variation).toEqual({
      minPricePercentage: minimum,
      maxPricePercentage: 10,
      roundingType: 'NINE',
    });
  });

  it('confirms a buyback save applied but answered unreadably, from the profile', async () => {
    const positioning = -1 - Math.floor(Math.random() * 10);
    cutter.cutNext('PUT /api/buyback-strategies/1');
    const answer = await cutBrowser.gql<{ saveBuybackStrategy: { pricePositioning: number } }>(
      `mutation { saveBuybackStrategy(categoryId: "1", input: { pricePositioning: ${positioning}, roundingType: NINE }) { pricePositioning } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveBuybackStrategy.pricePositioning).toBe(positioning);
    const saved = (await savedStrategies()).buybackStrategies.find(
      (strategy) => strategy.category.id === '1',
    );
    expect(saved?.pricePositioning).toBe(positioning);
  });

  it.each<[string, ChaosRule]>([
    ['503', { route: 'PUT /api/buyback-strategies/1', fault: 'status', status: 503 }],
    ['malformed JSON', { route: 'PUT /api/buyback-strategies/1', fault: 'malformed-json' }],
  ])(
    'claims neither way a save answered with %s (the profile cannot tell the old strategy from a normalised new one), and nothing was saved',
    async (_fault, rule) => {
      const before = await savedStrategies();
      await setChaos(upstream.url, [rule]);
      const answer = await browser.gql(
        'mutation { saveBuybackStrategy(categoryId: "1", input: { pricePositioning: -42, roundingType: NINE }) { pricePositioning } }',
      );
      expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
      expect(outcomeOf(answer)).toBe('UNKNOWN');
      expect((await savedStrategies()).buybackStrategies).toEqual(before.buybackStrategies);
    },
  );
});

describe('exports and uploads (their result arrives as an event, no read shows them)', () => {
  it.each([
    ['exportPrices', 'POST /api/prices/1/export', 'PRICES_EXPORT_COMPLETED'],
    ['exportPriceItems', 'POST /api/prices/1/items/export', 'ITEMS_EXPORT_COMPLETED'],
  ])(
    '%s: an unreadable answer is unconfirmed, not failed, and the export did start',
    async (mutation, route, kind) => {
      const subscription = await liveSubscription(cutBff, cutBrowser);
      try {
        cutter.cutNext(route);
        const answer = await cutBrowser.gql(`mutation { ${mutation}(categoryId: "1") }`);
        expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
        expect(outcomeOf(answer)).toBe('UNKNOWN');
        expect((await subscription.nextEvent()).kind).toBe(kind);
      } finally {
        await subscription.stop();
      }
    },
  );

  it('exportPrices: an error answer stands, and no export started', async () => {
    const subscription = await liveSubscription(bff, browser);
    try {
      await setChaos(upstream.url, [
        { route: 'POST /api/prices/1/export', fault: 'status', status: 503 },
      ]);
      const answer = await browser.gql('mutation { exportPrices(categoryId: "1") }');
      expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
      expect(outcomeOf(answer)).toBeUndefined();
      await expect(subscription.nextEvent(1000)).rejects.toThrow(/no event/);
    } finally {
      await subscription.stop();
    }
  });

  it('exportPrices: a late answer is unconfirmed, not failed', async () => {
    await setChaos(upstream.url, [
      { route: 'POST /api/prices/1/export', fault: 'latency', ms: 4000, count: 1 },
    ]);
    const answer = await slowBrowser.gql('mutation { exportPrices(categoryId: "1") }');
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(outcomeOf(answer)).toBe('UNKNOWN');
  });

  it('uploadCatalog: an unreadable answer is unconfirmed, not failed, and the rows were applied', async () => {
    const name = `Fault test phone ${Date.now()}`;
    const csv =
      'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price\n' +
      `WF-1,,${name},Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350\n`;
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($f: File!) { uploadCatalog(file: $f) }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([csv], { type: 'text/csv' }), 'catalog.csv');
    cutter.cutNext('POST /api/catalog/upload');
    const response = await fetch(`${cutBff.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'x-graphql-csrf': '1', cookie: cutBrowser.cookie! },
    });
    const answer = (await response.json()) as GraphQLAnswer;
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(outcomeOf(answer)).toBe('UNKNOWN');
    // The upstream applies an upload's rows after it answered: read until they are there.
    await vi.waitFor(
      async () => {
        const page = await browser.gql<{ catalog: { totalCount: number } }>(
          `{ catalog(filter: { search: ${JSON.stringify(name)} }) { totalCount } }`,
        );
        expect(page.data?.catalog.totalCount).toBe(1);
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});
