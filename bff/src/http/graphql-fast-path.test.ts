import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// The fast path must answer exactly as yoga does: every case is asked twice, the first time
// through yoga (a text it has not validated yet), the second time through the fast path.

let upstream: EmbeddedUpstream;
let bff: TestBff;
let browser: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, { ALLOWED_ORIGINS: 'http://dashboard.test' });
  browser = new TestBrowser(bff.url);
  await browser.login();
});

afterAll(async () => {
  await bff.stop();
  await upstream.stop();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function post(
  body: unknown,
  headers: Record<string, string> = {},
  cookie: string | null = browser.cookie,
): Promise<RawAnswer> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const kept = [
    'content-type',
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'access-control-allow-headers',
    'vary',
    'set-cookie',
    'content-security-policy',
    'ratelimit-policy',
  ];
  return {
    status: response.status,
    headers: Object.fromEntries(
      kept.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
    // What is left of the caller's budget changes from one request to the next.
    body: (await response.text()).replace(/"remaining":\d+/g, '"remaining":"…"'),
  };
}

/** The same request twice: through yoga, then (the text now validated) through the fast path. */
async function twice(
  body: unknown,
  headers: Record<string, string> = {},
  cookie: string | null = browser.cookie,
): Promise<{ viaYoga: RawAnswer; viaFastPath: RawAnswer; served: number }> {
  const before = bff.app.graphqlFastPath.counts().served;
  const viaYoga = await post(body, headers, cookie);
  const viaFastPath = await post(body, headers, cookie);
  return { viaYoga, viaFastPath, served: bff.app.graphqlFastPath.counts().served - before };
}

let unique = 0;
/** A text the BFF has not seen yet (a comment changes the text, not the operation). */
function fresh(query: string): string {
  unique += 1;
  return `${query} # ${unique}`;
}

describe('POST /graphql fast path', () => {
  it('answers a query like yoga, headers included, once yoga has validated its text', async () => {
    const query = fresh(
      'query Page($page: Int) { catalog(page: $page) { page totalCount items { id name price grade belowBasePrice } } }',
    );
    const { viaYoga, viaFastPath, served } = await twice({ query, variables: { page: 2 } });
    expect(served).toBe(1);
    expect(viaFastPath).toEqual(viaYoga);
    expect(viaFastPath.status).toBe(200);
    expect(JSON.parse(viaFastPath.body).data.catalog.page).toBe(2);
  });

  it('follows the Accept header as yoga does', async () => {
    const query = fresh('{ me { id } }');
    const accept = 'application/graphql-response+json, application/json;q=0.9';
    const { viaYoga, viaFastPath, served } = await twice({ query }, { accept });
    expect(served).toBe(1);
    expect(viaFastPath).toEqual(viaYoga);
    expect(viaFastPath.headers['content-type']).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
  });

  it('masks and codes resolver errors like yoga', async () => {
    const query = fresh('{ catalogItem(id: "999999999") { id name } }');
    const { viaYoga, viaFastPath, served } = await twice({ query });
    expect(served).toBe(1);
    expect(viaFastPath).toEqual(viaYoga);
    expect(JSON.parse(viaFastPath.body).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('clears a bad session cookie like yoga', async () => {
    const query = fresh('{ catalog { totalCount } }');
    const stale = 'refurb_session=v1.not-a-valid-seal';
    const { viaYoga, viaFastPath, served } = await twice({ query }, {}, stale);
    expect(served).toBe(1);
    expect(viaFastPath).toEqual(viaYoga);
    expect(viaFastPath.headers['set-cookie']).toMatch(/Max-Age=0/);
    expect(JSON.parse(viaFastPath.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sends the CORS headers yoga sends, for allowed and foreign origins', async () => {
    const query = fresh('{ me { id } }');
    const allowed = await twice({ query }, { origin: 'http://dashboard.test' });
    expect(allowed.viaFastPath).toEqual(allowed.viaYoga);
    expect(allowed.viaFastPath.headers['access-control-allow-origin']).toBe(
      'http://dashboard.test',
    );
    const foreign = await post({ query }, { origin: 'http://evil.test' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hands requests refused before execution back to yoga (variables)', async () => {
    const query = fresh('query Page($page: Int) { catalog(page: $page) { page } }');
    await post({ query, variables: { page: 1 } });
    const before = bff.app.graphqlFastPath.counts();
    const answer = await post({ query, variables: { page: 'one' } });
    const after = bff.app.graphqlFastPath.counts();
    expect(after.handedToYoga - before.handedToYoga).toBe(1);
    expect(after.served).toBe(before.served);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never serves a text yoga refused, nor subscriptions, nor bodies without the CSRF header', async () => {
    const invalid = fresh('{ me { noSuchField } }');
    const refused = await twice({ query: invalid });
    expect(refused.served).toBe(0);
    expect(refused.viaFastPath.status).toBe(refused.viaYoga.status);

    const subscription = fresh('subscription { notifications { __typename } }');
    expect((await twice({ query: subscription })).served).toBe(0);

    const query = fresh('{ me { id } }');
    await post({ query });
    const before = bff.app.graphqlFastPath.counts().served;
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.cookie ?? '' },
      body: JSON.stringify({ query }),
    });
    // yoga's CSRF rule decides (a JSON body already needs a CORS preflight), not the fast path.
    await response.arrayBuffer();
    expect(bff.app.graphqlFastPath.counts().served).toBe(before);
  });

  it('runs mutations once', async () => {
    const list = await browser.gql<{
      catalog: { items: Array<{ id: string; automaticPriceEnabled: boolean }> };
    }>('{ catalog { items { id automaticPriceEnabled } } }');
    const item = list.data!.catalog.items[0]!;
    const query = fresh(
      'mutation T($id: ID!) { toggleDynamicPrice(itemId: $id) { id automaticPriceEnabled } }',
    );
    const { viaYoga, viaFastPath, served } = await twice({ query, variables: { id: item.id } });
    expect(served).toBe(1);
    const states = [viaYoga, viaFastPath].map(
      (answer) => JSON.parse(answer.body).data.toggleDynamicPrice.automaticPriceEnabled,
    );
    expect(states).toEqual([!item.automaticPriceEnabled, item.automaticPriceEnabled]);
  });
});
