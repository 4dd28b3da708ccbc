import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from './embedded-upstream.js';
import { sessionCookieName } from './session/request-session.js';
import { SessionSealer } from './session/seal.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from './testing/test-bff.js';

const secret = 'test-secret-test-secret-test-secret-123';
let upstream: EmbeddedUpstream;
let bff: TestBff;
let demo: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream);
  demo = new TestBrowser(bff.url);
  const login = await demo.login();
  expect(login.errors).toBeUndefined();
});

afterAll(async () => {
  await bff?.stop();
  await upstream?.stop();
});

const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  answer.errors?.[0]?.extensions?.code;

describe('sessions', () => {
  it('login seals the upstream cookies into one httpOnly SameSite=Lax cookie', async () => {
    const browser = new TestBrowser(bff.url);
    const answer = await browser.login();
    expect(answer.data).toMatchObject({ login: { id: '1', displayName: 'Demo Refurb Store' } });
    expect(answer.setCookie).toMatch(
      new RegExp(
        `^${sessionCookieName}=v1\\.[\\w-]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(answer.setCookie).not.toMatch(/laravel|XSRF/i);
    const me = await browser.gql('{ me { displayName locale email } }');
    expect(me.data).toEqual({
      me: { displayName: 'Demo Refurb Store', locale: 'en-GB', email: 'demo@example.com' },
    });
  });

  it('refuses wrong credentials with INVALID_CREDENTIALS and no session', async () => {
    const browser = new TestBrowser(bff.url);
    const answer = await browser.login('demo@example.com', 'wrong-password');
    expect(codeOf(answer)).toBe('INVALID_CREDENTIALS');
    expect(answer.errors?.[0]?.message).toBe('Invalid username and password.');
    expect(browser.cookie).toBeNull();
    expect((await browser.gql('{ me { id } }')).data).toEqual({ me: null });
  });

  it('refuses two-factor accounts with UNSUPPORTED_AUTH_METHOD', async () => {
    const browser = new TestBrowser(bff.url);
    const answer = await browser.login('twofactor@example.com');
    expect(codeOf(answer)).toBe('UNSUPPORTED_AUTH_METHOD');
    expect(browser.cookie).toBeNull();
  });

  it('answers me: null and UNAUTHENTICATED without a session, without asking the upstream', async () => {
    const browser = new TestBrowser(bff.url);
    bff.resetCalls();
    expect((await browser.gql('{ me { id } }')).data).toEqual({ me: null });
    const catalog = await browser.gql('{ catalog { totalCount } }');
    expect(codeOf(catalog)).toBe('UNAUTHENTICATED');
    expect(bff.calls).toEqual([]);
  });

  it('signs out a tampered cookie and deletes it', async () => {
    const browser = new TestBrowser(bff.url);
    // Not the last character: its low bits may be base64 padding that decodes to the same bytes.
    browser.cookie = demo.cookie!.replace(
      /.(.{8})$/,
      (_all, rest: string) => `${demo.cookie!.at(-9) === 'A' ? 'B' : 'A'}${rest}`,
    );
    const answer = await browser.gql('{ me { id } }');
    expect(answer.data).toEqual({ me: null });
    expect(answer.setCookie).toMatch(/Max-Age=0/);
  });

  it('turns an upstream 401 into UNAUTHENTICATED and clears the cookie', async () => {
    const first = new TestBrowser(bff.url);
    await first.login('dryrun@example.com');
    const second = new TestBrowser(bff.url);
    second.cookie = first.cookie;
    expect((await second.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect(second.cookie).toBeNull();
    // The upstream session is gone; the first browser still holds a cookie for it.
    const answer = await first.gql('{ logBatches { id } }');
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(answer.setCookie).toMatch(/Max-Age=0/);
    expect((await first.gql('{ me { id } }')).data).toEqual({ me: null });
  });

  it('serves one user from two BFF processes sharing the secret, and nobody from another secret', async () => {
    const twin = await startTestBff(upstream);
    const stranger = await startTestBff(upstream, {
      SESSION_SECRET: 'a-different-secret-a-different-secret',
    });
    try {
      const onTwin = new TestBrowser(twin.url);
      onTwin.cookie = demo.cookie;
      expect((await onTwin.gql('{ me { id } }')).data).toEqual({ me: { id: '1' } });
      const onStranger = new TestBrowser(stranger.url);
      onStranger.cookie = demo.cookie;
      expect((await onStranger.gql('{ me { id } }')).data).toEqual({ me: null });
    } finally {
      await twin.stop();
      await stranger.stop();
    }
  });

  it('keeps the upstream cookies inside the seal (the session secret opens it)', () => {
    const sealed = demo.cookie!.slice(sessionCookieName.length + 1);
    const session = new SessionSealer(secret, 3600).unseal(sealed);
    expect(session?.userId).toBe('1');
    expect(Object.keys(session?.upstreamCookies ?? {})).toContain('XSRF-TOKEN');
  });
});

describe('viewer', () => {
  it('computes access, locale and display name per account', async () => {
    const italian = new TestBrowser(bff.url);
    await italian.login('rivenditore@example.com');
    const answer = await italian.gql(
      '{ me { language locale displayName supportEmail notificationCount strategyNotes access { catalog resell buyback competitors manualUpload multiCountry } } }',
    );
    expect(answer.data?.me).toMatchObject({
      locale: 'it-IT',
      supportEmail: 'support@example.com',
      strategyNotes: [],
      access: { resell: true, buyback: false, manualUpload: false, multiCountry: false },
    });
    const buyback = new TestBrowser(bff.url);
    await buyback.login('buyback@example.com');
    const buybackAnswer = await buyback.gql(
      '{ me { access { catalog resell buyback competitors } } }',
    );
    expect(buybackAnswer.data?.me).toEqual({
      access: { catalog: false, resell: false, buyback: true, competitors: false },
    });
  });
});

describe('catalog', () => {
  it('lists a page of 50 with one upstream call', async () => {
    bff.resetCalls();
    const answer = await demo.gql<{
      catalog: {
        items: Array<{ id: string; belowBasePrice: boolean; price: number; basePrice: number }>;
        totalCount: number;
        hasMore: boolean;
      };
    }>(
      '{ catalog(sort: PRICE_ASC, page: 1) { totalCount hasMore page items { id name grade price basePrice belowBasePrice currencySymbol } filters { brands { value label } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.catalog;
    expect(page.items).toHaveLength(50);
    expect(page.totalCount).toBeGreaterThan(50);
    expect(page.hasMore).toBe(true);
    const prices = page.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of page.items) expect(item.belowBasePrice).toBe(item.price < item.basePrice);
    expect(bff.calls.map((call) => call.path)).toEqual(['/api/catalog?page=1&sort=price%3Aasc']);
  });

  it('passes filters as Laravel arrays', async () => {
    bff.resetCalls();
    const answer = await demo.gql<{ catalog: { items: Array<{ grade: string }> } }>(
      '{ catalog(filter: { grades: ["A"], search: "iphone", brands: [] }) { items { grade name } } }',
    );
    expect(answer.data!.catalog.items.every((item) => item.grade === 'A')).toBe(true);
    expect(bff.calls[0]?.path).toBe(
      '/api/catalog?page=1&sort=grade%3Adesc&search=iphone&grades%5B%5D=A',
    );
  });

  it('loads detail and buybox once each, concurrently, however often the operation asks', async () => {
    bff.resetCalls();
    const answer = await demo.gql(`{
      catalogItem(id: "1") { id name priceLimit prices { min max } details { key value } buybox { vendorName isMine } logs { event } }
      again: catalogItem(id: "1") { url countryPrices { country } buybox { price } resell { items { price } } }
    }`);
    expect(answer.errors).toBeUndefined();
    const paths = bff.calls.map((call) => call.path).sort();
    expect(paths).toEqual(['/api/catalog/1', '/api/catalog/1/buybox']);
    const [a, b] = bff.calls as [(typeof bff.calls)[0], (typeof bff.calls)[0]];
    // Both were in flight at the same time.
    expect(
      a.startedAt < b.startedAt + b.durationMs && b.startedAt < a.startedAt + a.durationMs,
    ).toBe(true);
  });

  it('answers NOT_FOUND for an unknown item', async () => {
    const answer = await demo.gql('{ catalogItem(id: "99999999") { id name } }');
    expect(answer.data).toEqual({ catalogItem: null });
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });

  it("toggles dynamic pricing with the upstream's answer", async () => {
    const before = await demo.gql<{ catalogItem: { automaticPriceEnabled: boolean } }>(
      '{ catalogItem(id: "3") { automaticPriceEnabled } }',
    );
    const initial = before.data!.catalogItem.automaticPriceEnabled;
    const toggled = await demo.gql(
      'mutation { toggleDynamicPrice(itemId: "3") { id automaticPriceEnabled } }',
    );
    expect(toggled.data).toEqual({
      toggleDynamicPrice: { id: '3', automaticPriceEnabled: !initial },
    });
    const back = await demo.gql(
      'mutation { toggleDynamicPrice(itemId: "3") { automaticPriceEnabled } }',
    );
    expect(back.data).toEqual({ toggleDynamicPrice: { automaticPriceEnabled: initial } });
  });

  it('syncs the base price to the price', async () => {
    const list = await demo.gql<{
      catalog: { items: Array<{ id: string; belowBasePrice: boolean }> };
    }>('{ catalog { items { id belowBasePrice } } }');
    const below = list.data!.catalog.items.find((item) => item.belowBasePrice);
    expect(below).toBeDefined();
    const answer = await demo.gql<{
      syncBasePrice: { price: number; basePrice: number; belowBasePrice: boolean };
    }>('mutation ($id: ID!) { syncBasePrice(itemId: $id) { price basePrice belowBasePrice } }', {
      id: below!.id,
    });
    expect(answer.data!.syncBasePrice.basePrice).toBe(answer.data!.syncBasePrice.price);
    expect(answer.data!.syncBasePrice.belowBasePrice).toBe(false);
  });
});

describe('prices, logs, competitors', () => {
  it('lists prices with hot rows and stats', async () => {
    const answer = await demo.gql<{
      priceList: {
        items: Array<{ id: string; hot: boolean; onlineItems: number }>;
        stats: { products: number };
      };
    }>(
      '{ priceList(categoryId: "1", sort: GRADE_ASC) { totalCount hasMore stats { products monitoredItems lastUpdate } items { id name hot onlineItems prices { country resell { avgPrice change30d } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const { items } = answer.data!.priceList;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.hot).toBe(item.onlineItems >= 20);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('lists log batches and one batch; an unknown batch is NOT_FOUND', async () => {
    const batches = await demo.gql<{ logBatches: Array<{ id: string }> }>(
      '{ logBatches { id total success skipped failures start end } }',
    );
    const first = batches.data!.logBatches[0]!;
    const detail = await demo.gql<{
      logBatch: { batch: { id: string }; entries: Array<{ status: string }> };
    }>(
      '{ logBatch(id: "' +
        first.id +
        '") { batch { id total } entries { name status readableStatus reason oldPrice newPrice } } }',
    );
    expect(detail.data!.logBatch.batch.id).toBe(first.id);
    expect(
      detail.data!.logBatch.entries.every((entry) =>
        ['SUCCESS', 'SKIPPED', 'FAILED'].includes(entry.status),
      ),
    ).toBe(true);
    expect(codeOf(await demo.gql('{ logBatch(id: "424242") { batch { id } } }'))).toBe('NOT_FOUND');
  });

  it("lists a vendor's competitors and one listing; an unknown vendor is NOT_FOUND", async () => {
    const page = await demo.gql<{
      competitorListings: { vendor: { id: string }; items: Array<{ id: string }> };
    }>(
      '{ competitorListings(vendorId: "1") { vendor { id name country } totalCount items { id name price catalogItems { id } } } }',
    );
    expect(page.errors).toBeUndefined();
    const listing = page.data!.competitorListings.items[0]!;
    const item = await demo.gql<{ competitorItem: { id: string; offers: unknown[] } }>(
      '{ competitorItem(vendorId: "1", itemId: "' +
        listing.id +
        '") { id name price offers { price vendor { name } } history { date minPrice } } }',
    );
    expect(item.errors).toBeUndefined();
    expect(item.data!.competitorItem.id).toBe(listing.id);
    const unknown = await demo.gql('{ competitorListings(vendorId: "9999") { totalCount } }');
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });
});

describe('strategies', () => {
  it('saves a resell and a buyback strategy', async () => {
    const resell = await demo.gql(
      'mutation { saveResellStrategy(categoryId: "1", input: { type: VARIATION, variation: { minPricePercentage: -10, maxPricePercentage: 10, roundingType: NINE } }) { type category { id } variation { minPricePercentage maxPricePercentage roundingType } market { value } } }',
    );
    expect(resell.data).toEqual({
      saveResellStrategy: {
        type: 'VARIATION',
        category: { id: '1' },
        variation: { minPricePercentage: -10, maxPricePercentage: 10, roundingType: 'NINE' },
        market: null,
      },
    });
    const buyback = await demo.gql(
      'mutation { saveBuybackStrategy(categoryId: "1", input: { pricePositioning: -10, roundingType: NINE }) { pricePositioning roundingType category { id } } }',
    );
    expect(buyback.data).toEqual({
      saveBuybackStrategy: { pricePositioning: -10, roundingType: 'NINE', category: { id: '1' } },
    });
  });

  it("reports invalid strategies as BAD_USER_INPUT with the upstream's message", async () => {
    const missing = await demo.gql(
      'mutation { saveResellStrategy(categoryId: "1", input: { type: MARKET }) { id } }',
    );
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    const invalid = await demo.gql(
      'mutation { saveResellStrategy(categoryId: "1", input: { type: VARIATION, variation: { minPricePercentage: 30, maxPricePercentage: -30, roundingType: FIXED } }) { id } }',
    );
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.message).not.toBe('The input is not valid.');
  });
});

describe('files', () => {
  it('starts an export and streams the finished file through /download with the session', async () => {
    expect(
      (await demo.gql('mutation { exportPrices(categoryId: "1", filter: { brands: ["Apple"] }) }'))
        .data,
    ).toEqual({ exportPrices: true });
    const filename = await waitForExportFilename(demo);
    const response = await demo.get(`/download/${filename}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.text()).split('\n').length).toBeGreaterThan(1);
    expect((await new TestBrowser(bff.url).get(`/download/${filename}`)).status).toBe(401);
    expect((await demo.get('/download/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await demo.get('/download/nothing-here.csv')).status).toBe(404);
  });

  it('streams the catalog export for s3 accounts; FORBIDDEN shows as 403 elsewhere', async () => {
    const response = await demo.get('/catalog/export');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/external_id/);
    const italian = new TestBrowser(bff.url);
    await italian.login('rivenditore@example.com');
    expect((await italian.get('/catalog/export')).status).toBe(403);
  });

  it('uploads a CSV catalog as multipart; refuses other files before calling the upstream', async () => {
    const csv =
      'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price\nX-1,,Test phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350\n';
    expect((await upload(demo, 'catalog.csv', csv)).data).toEqual({ uploadCatalog: true });
    bff.resetCalls();
    const wrongType = await upload(demo, 'catalog.txt', csv);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const tooBig = await upload(demo, 'catalog.csv', 'x'.repeat(20 * 1024 * 1024 + 1));
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    expect(bff.calls).toEqual([]);
    const italian = new TestBrowser(bff.url);
    await italian.login('rivenditore@example.com');
    expect(codeOf(await upload(italian, 'catalog.csv', csv))).toBe('FORBIDDEN');
  });
});

describe('http safety', () => {
  it('requires the CSRF header for multipart and GET operations', async () => {
    const get = await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(403);
    const withHeader = await fetch(
      `${bff.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`,
      { headers: { accept: 'application/json', 'x-graphql-csrf': '1' } },
    );
    expect(withHeader.status).toBe(200);
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($f: File!) { uploadCatalog(file: $f) }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob(['a']), 'a.csv');
    const multipart = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { cookie: demo.cookie! },
    });
    expect(multipart.status).toBe(403);
  });

  it('limits depth, aliases and body size', async () => {
    const aliases = Array.from({ length: 30 }, (_, index) => `a${index}: me { id }`).join(' ');
    expect((await demo.gql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(/alias/i);
    const big = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: `{ me { id } } #${'x'.repeat(1024 * 1024)}` }),
    });
    expect(big.status).toBe(413);
  });

  it('sends security headers, reflects no foreign origin, and answers health checks', async () => {
    const health = await fetch(`${bff.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(health.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
    const cors = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves GraphiQL offline at GET /graphql', async () => {
    const page = await fetch(`${bff.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<title>Refurb pricing BFF<\/title>/);
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).toContain('x-graphql-csrf');
  });

  it('rejects invalid operations with a code', async () => {
    const answer = await demo.gql('{ nope }');
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

async function upload(browser: TestBrowser, name: string, content: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { uploadCatalog(file: $file) }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([content], { type: 'text/csv' }), name);
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'x-graphql-csrf': '1', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** The export's file name arrives as an event; the notifications list carries it too. */
async function waitForExportFilename(browser: TestBrowser): Promise<string> {
  const sealed = browser.cookie!.slice(sessionCookieName.length + 1);
  const cookies = new SessionSealer(secret, 3600).unseal(sealed)!.upstreamCookies;
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  // Read until the export's notification is there (15 s at most, on a busy machine).
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await fetch(`${upstream.url}/api/user/notifications`, {
      headers: { cookie: cookieHeader, origin: upstream.origin, accept: 'application/json' },
    });
    const body = (await response.json()) as {
      items: Array<{ type: string; data?: { filename?: string } }>;
    };
    const filename = body.items.find((item) => item.type === 'prices_export_completed')?.data
      ?.filename;
    if (filename) return filename;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export never finished');
}
