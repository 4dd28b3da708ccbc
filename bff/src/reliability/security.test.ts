import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { sessionCookieName } from '../session/request-session.js';
import { SessionSealer } from '../session/seal.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

const secret = 'test-secret-test-secret-test-secret-123';
let upstream: EmbeddedUpstream;
let bff: TestBff;
let production: TestBff;
let demo: TestBrowser;
let reseller: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  [bff, production] = await Promise.all([
    startTestBff(upstream),
    startTestBff(upstream, {
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
    }),
  ]);
  demo = new TestBrowser(bff.url);
  reseller = new TestBrowser(bff.url);
  expect((await demo.login()).errors).toBeUndefined();
  expect((await reseller.login('rivenditore@example.com')).errors).toBeUndefined();
});

afterAll(async () => {
  await Promise.all([bff.stop(), production.stop()]);
  await upstream.stop();
});

const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  answer.errors?.[0]?.extensions?.code;

/** The upstream cookies inside a BFF cookie, as a Cookie header (tests hold the secret). */
function upstreamCookiesOf(browser: TestBrowser): { header: string; xsrf: string } {
  const data = new SessionSealer(secret, 3600).unseal(
    browser.cookie!.slice(sessionCookieName.length + 1),
  )!;
  const header = Object.entries(data.upstreamCookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { header, xsrf: decodeURIComponent(data.upstreamCookies['XSRF-TOKEN'] ?? '') };
}

describe('CSRF', () => {
  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'query=mutation%20%7B%20logout%20%7D'],
    ['a text/plain post', 'text/plain', '{"query":"mutation { logout }"}'],
    ['a multipart post', 'multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s carrying only the cookie', async (_name, contentType, body) => {
    bff.resetCalls();
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: demo.cookie! },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(bff.calls).toHaveLength(0);
    expect((await demo.gql('{ me { id } }')).data).toEqual({ me: { id: '1' } });
  });

  it('refuses a GET operation without the header', async () => {
    const response = await fetch(
      `${bff.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`,
      {
        headers: { cookie: demo.cookie! },
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure in production', async () => {
    expect((await new TestBrowser(bff.url).login()).setCookie).toMatch(/; HttpOnly; SameSite=Lax$/);
    const secure = await new TestBrowser(production.url).login();
    expect(secure.setCookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('signs out a tampered or foreign cookie and deletes it', async () => {
    const sealed = demo.cookie!.slice(sessionCookieName.length + 1);
    // One character changed (to another one: it may already be an 'A').
    const flipped = sealed.slice(0, -3) + (sealed.at(-3) === 'A' ? 'B' : 'A') + sealed.slice(-2);
    expect(flipped).not.toBe(sealed);
    const foreign = new SessionSealer('another-secret-another-secret-12345', 3600).seal({
      userId: '1',
      upstreamCookies: { laravel_session: 'x' },
    });
    for (const value of [flipped, foreign, 'v1.garbage', '']) {
      const browser = new TestBrowser(bff.url);
      browser.cookie = `${sessionCookieName}=${value}`;
      const answer = await browser.gql('{ me { id } }');
      expect(answer.data).toEqual({ me: null });
      if (value !== '') expect(answer.setCookie).toMatch(/Max-Age=0/);
    }
  });
});

describe('one store never reads another', () => {
  it("answers NOT_FOUND for another store's catalog item and log batch", async () => {
    const demoItems = await demo.gql<{ catalog: { items: Array<{ id: string }> } }>(
      '{ catalog { items { id } } }',
    );
    const resellerItems = await reseller.gql<{ catalog: { items: Array<{ id: string }> } }>(
      '{ catalog { items { id } } }',
    );
    const own = new Set(resellerItems.data!.catalog.items.map((item) => item.id));
    const foreign = demoItems.data!.catalog.items.find((item) => !own.has(item.id));
    expect(foreign).toBeDefined();
    const item = await reseller.gql('query ($id: ID!) { catalogItem(id: $id) { id name } }', {
      id: foreign!.id,
    });
    expect(codeOf(item)).toBe('NOT_FOUND');

    const batches = await demo.gql<{ logBatches: Array<{ id: string }> }>('{ logBatches { id } }');
    const resellerBatches = await reseller.gql<{ logBatches: Array<{ id: string }> }>(
      '{ logBatches { id } }',
    );
    const resellerIds = new Set(resellerBatches.data!.logBatches.map((batch) => batch.id));
    const foreignBatch = batches.data!.logBatches.find((batch) => !resellerIds.has(batch.id));
    if (foreignBatch) {
      const batch = await reseller.gql('query ($id: ID!) { logBatch(id: $id) { batch { id } } }', {
        id: foreignBatch.id,
      });
      expect(codeOf(batch)).toBe('NOT_FOUND');
    }
  });

  it("does not stream another store's export file", async () => {
    const started = await demo.gql(
      'mutation { exportPrices(categoryId: "1", filter: { brands: ["Apple"] }) }',
    );
    expect(started.data).toEqual({ exportPrices: true });
    const { header } = upstreamCookiesOf(demo);
    let filename: string | undefined;
    // Read until the export's notification is there (15 s at most, on a busy machine).
    for (let attempt = 0; attempt < 150 && !filename; attempt += 1) {
      const response = await fetch(`${upstream.url}/api/user/notifications`, {
        headers: { cookie: header, origin: upstream.origin, accept: 'application/json' },
      });
      const body = (await response.json()) as {
        items: Array<{ type: string; data?: { filename?: string } }>;
      };
      filename = body.items.find((entry) => entry.type === 'prices_export_completed')?.data
        ?.filename;
      if (!filename) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(filename).toBeDefined();
    expect((await demo.get(`/download/${filename}`)).status).toBe(200);
    const stolen = await reseller.get(`/download/${filename}`);
    expect([403, 404]).toContain(stolen.status);
    expect(await stolen.text()).not.toMatch(/,/);
  });

  it("refuses to authorise another user's private channel", async () => {
    const { header, xsrf } = upstreamCookiesOf(reseller);
    const authorise = (channel: string) =>
      fetch(`${upstream.url}/broadcasting/auth`, {
        method: 'POST',
        headers: {
          cookie: header,
          origin: upstream.origin,
          accept: 'application/json',
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
        },
        body: JSON.stringify({ socket_id: '123.456', channel_name: channel }),
      });
    const me = await reseller.gql<{ me: { id: string } }>('{ me { id } }');
    expect((await authorise(`private-user.${me.data!.me.id}.notifications`)).status).toBe(200);
    expect((await authorise('private-user.1.notifications')).status).toBe(403);
  });
});

describe('download names', () => {
  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2Fsecret.csv',
    '.env',
    'a%00b.csv',
    '%2Fetc%2Fpasswd',
    'a%5Cb.csv',
    'x'.repeat(300),
    'a.b.c.d',
    '%E0%A4%A',
  ])('refuses %s before asking the upstream', async (name) => {
    bff.resetCalls();
    const response = await demo.get(`/download/${name}`);
    expect(response.status).toBe(400);
    expect(bff.calls).toHaveLength(0);
  });
});

describe('security headers', () => {
  it.each(['/graphql', '/healthz', '/readyz', '/download/x.csv', '/', '/catalog', '/missing.js'])(
    'are on %s',
    async (path) => {
      const response = await fetch(`${bff.url}${path}`, {
        headers: { accept: 'text/html', 'x-graphql-csrf': '1' },
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('keeps the app policy free of inline scripts', async () => {
    const response = await fetch(`${bff.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('GraphiQL and introspection', () => {
  const introspect = (url: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } __typename }' }),
    }).then((response) => response.json() as Promise<{ data?: unknown; errors?: unknown[] }>);
  const graphiql = (url: string) =>
    fetch(`${url}/graphql`, { headers: { accept: 'text/html' } }).then(async (response) =>
      (await response.text()).includes('graphiql'),
    );

  it('are on in development', async () => {
    expect((await introspect(bff.url)).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
      __typename: 'Query',
    });
    expect(await graphiql(bff.url)).toBe(true);
  });

  it('are off in production, __typename still works', async () => {
    const answer = await introspect(production.url);
    expect(answer.data).toBeUndefined();
    expect(JSON.stringify(answer.errors)).toMatch(/introspection has been disabled/);
    expect(await graphiql(production.url)).toBe(false);
    const typename = await new TestBrowser(production.url).gql('{ __typename }');
    expect(typename.data).toEqual({ __typename: 'Query' });
  });

  it('are on in production with GRAPHIQL=1', async () => {
    const opened = await startTestBff(upstream, {
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
      GRAPHIQL: '1',
    });
    try {
      expect((await introspect(opened.url)).errors).toBeUndefined();
      expect(await graphiql(opened.url)).toBe(true);
    } finally {
      await opened.stop();
    }
  });
});
