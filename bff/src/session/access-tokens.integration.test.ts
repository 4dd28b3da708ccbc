import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { openedSocket, type RawSocket } from '../testing/raw-socket.js';
import { waitUntil } from '../testing/realtime.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../testing/test-bff.js';

// Personal access tokens against the reference store: every transport serves a request made with
// `Authorization: Bearer` and no cookie, a read-only token is refused writes before the store is
// asked, and a revoked token is refused at once and its live subscriptions end (the tests wait
// for the ending itself; the 1 s bound is the rule, the wait's own bound only keeps a failure short).

let upstream: EmbeddedUpstream;
let bff: TestBff;
/** Another instance of the deployment: revoking there reaches `bff` only as the store's event. */
let other: TestBff;
let owner: TestBrowser;
let ownerElsewhere: TestBrowser;
const sockets: RawSocket[] = [];

interface Answer {
  status: number;
  setCookie: string | null;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: object } }>;
  };
}

const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  const env = realtimeEnv(upstream);
  [bff, other] = await Promise.all([startTestBff(upstream, env), startTestBff(upstream, env)]);
  owner = new TestBrowser(bff.url);
  ownerElsewhere = new TestBrowser(other.url);
  expect((await owner.login()).errors).toBeUndefined();
  expect((await ownerElsewhere.login()).errors).toBeUndefined();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await Promise.all([bff.stop(), other.stop()]);
  await upstream.stop();
});

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

/** A new token of the signed-in owner: its id and plain text. */
async function createToken(abilities: string[]): Promise<{ id: string; plain: string }> {
  const answer = await owner.gql<{
    createApiToken: { token: { id: string; abilities: string[] }; plainTextToken: string };
  }>(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token { id abilities } plainTextToken } }',
    { input: { name: `test ${abilities.join('+')}`, abilities, expiresAt: inAMonth() } },
  );
  expect(answer.errors).toBeUndefined();
  const created = answer.data!.createApiToken;
  expect(created.token.abilities).toEqual(abilities);
  return { id: created.token.id, plain: created.plainTextToken };
}

async function revoke(id: string, browser = owner): Promise<void> {
  const answer = await browser.gql('mutation ($id: ID!) { revokeApiToken(id: $id) }', { id });
  expect(answer.data).toEqual({ revokeApiToken: id });
}

/** POST /graphql with the token and nothing else: no cookie, no CSRF header. */
async function post(
  token: string,
  query: string,
  variables: object = {},
  extra: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Answer['body'],
  };
}

async function get(headers: Record<string, string>, query: string): Promise<Answer> {
  const response = await fetch(`${bff.url}/graphql?query=${encodeURIComponent(query)}`, {
    headers: { accept: 'application/graphql-response+json', ...headers },
  });
  return {
    status: response.status,
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Answer['body'],
  };
}

const catalogCsv =
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price\nX-1,,Test phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350\n';

async function upload(token: string): Promise<Answer> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { uploadCatalog(file: $file) }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([catalogCsv], { type: 'text/csv' }), 'catalog.csv');
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Answer['body'],
  };
}

const notifications = 'subscription { notifications { kind filename } }';

describe('token management', () => {
  it('lists, creates and refuses bad input with field errors keyed by input path', async () => {
    const { id } = await createToken(['READ']);
    const listed = await owner.gql<{ apiTokens: Array<{ id: string; name: string }> }>(
      '{ apiTokens { id name abilities createdAt lastUsedAt expiresAt } }',
    );
    expect(listed.data!.apiTokens[0]).toMatchObject({ id, name: 'test READ' });
    const refused = await owner.gql(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { plainTextToken } }',
      { input: { name: ' ', abilities: ['READ'], expiresAt: '2001-01-01T00:00:00Z' } },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.name': [expect.any(String)], 'input.expiresAt': [expect.any(String)] },
    });
    const unknown = await owner.gql('mutation { revokeApiToken(id: "99999") }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is FORBIDDEN with a token, even one that may write', async () => {
    const { plain } = await createToken(['READ', 'WRITE']);
    expect(codeOf(await post(plain, '{ apiTokens { id } }'))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await post(plain, 'mutation { revokeApiToken(id: "1") }', {}, { 'x-graphql-csrf': '1' }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('a token and no cookie', () => {
  it('is served (POST) without a CSRF header, and no Set-Cookie answers it', async () => {
    const { plain } = await createToken(['READ']);
    const first = await post(plain, '{ me { id } }');
    expect(first.body.data).toEqual({ me: { id: '1' } });
    // Once more, the text cached.
    const second = await post(plain, '{ me { id } }');
    expect(second.body.data).toEqual({ me: { id: '1' } });
    expect(first.setCookie).toBeNull();
    expect(second.setCookie).toBeNull();
  });

  it('is served over GET without a CSRF header, where a cookie request is still refused', async () => {
    const { plain } = await createToken(['READ']);
    const withToken = await get({ authorization: `Bearer ${plain}` }, '{ me { id } }');
    expect(withToken.body.data).toEqual({ me: { id: '1' } });
    expect(withToken.setCookie).toBeNull();
    const withCookie = await get({ cookie: owner.cookie! }, '{ me { id } }');
    expect(withCookie.status).toBe(403);
    expect(codeOf(withCookie)).toBe('CSRF_HEADER_MISSING');
  });

  it('uploads a catalog with a write token; a read token is FORBIDDEN and the store never asked', async () => {
    const writer = await createToken(['READ', 'WRITE']);
    const accepted = await upload(writer.plain);
    expect(accepted.body.data).toEqual({ uploadCatalog: true });
    expect(accepted.setCookie).toBeNull();
    const reader = await createToken(['READ']);
    await post(reader.plain, '{ me { id } }'); // its identity is known now
    bff.resetCalls();
    const refused = await upload(reader.plain);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(bff.calls).toEqual([]);
  });

  it('streams the catalog export with a write token; a read token gets 403 unsent', async () => {
    const writer = await createToken(['READ', 'WRITE']);
    const response = await fetch(`${bff.url}/catalog/export`, {
      headers: { authorization: `Bearer ${writer.plain}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/external_id/);
    const reader = await createToken(['READ']);
    await post(reader.plain, '{ me { id } }');
    bff.resetCalls();
    const refused = await fetch(`${bff.url}/catalog/export`, {
      headers: { authorization: `Bearer ${reader.plain}` },
    });
    expect(refused.status).toBe(403);
    expect(bff.calls).toEqual([]);
  });

  it('refuses a mutation of a read-only token with FORBIDDEN before anything reaches the store', async () => {
    const reader = await createToken(['READ']);
    await post(reader.plain, '{ me { id } }');
    const mutation = 'mutation { exportPrices(categoryId: "1") }';
    bff.resetCalls();
    // Twice: the new text, then the cached one.
    for (let round = 0; round < 2; round += 1) {
      const refused = await post(reader.plain, mutation);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.body.data ?? null).toBeNull();
    }
    expect(bff.calls).toEqual([]);
    const writer = await createToken(['READ', 'WRITE']);
    expect((await post(writer.plain, mutation)).body.data).toEqual({ exportPrices: true });
  });

  it('refuses an unknown token and a malformed header with UNAUTHENTICATED', async () => {
    expect(codeOf(await post('999|not-a-real-secret-at-all', '{ me { id } }'))).toBe(
      'UNAUTHENTICATED',
    );
    const malformed = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer a b c' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await malformed.json()) as Answer['body'];
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a revoked token', () => {
  it('is refused on its next request', async () => {
    const { id, plain } = await createToken(['READ']);
    expect((await post(plain, '{ me { id } }')).body.data).toEqual({ me: { id: '1' } });
    await revoke(id);
    const refused = await post(plain, '{ me { id } }');
    expect(codeOf(refused)).toBe('UNAUTHENTICATED');
    expect(refused.setCookie).toBeNull();
    // The owner's cookie session is untouched.
    expect((await owner.gql('{ me { id } }')).data).toEqual({ me: { id: '1' } });
  });

  // Revoked through another instance: this one hears of it only by the store's `token-revoked`.
  it('ends its WebSocket subscription (connectionParams.authorization) and closes the socket', async () => {
    const { id, plain } = await createToken(['READ']);
    const socket = await openedSocket(bff.url, {}, { init: false });
    sockets.push(socket);
    socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${plain}` } });
    await socket.waitFor((message) => message.type === 'connection_ack');
    socket.subscribe('events', notifications);
    const relay = await bff.app.realtime.relay();
    await waitUntil(
      () => relay?.userChannelStatus('1')?.subscription === 'subscribed',
      'the channel to be subscribed',
    );
    const revokedAt = Date.now();
    await revoke(id, ownerElsewhere);
    const ended = await socket.waitFor(
      (message) =>
        message.id === 'events' &&
        message.type === 'error' &&
        JSON.stringify(message.payload).includes('UNAUTHENTICATED'),
      5000,
    );
    expect(ended).toBeDefined();
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - revokedAt).toBeLessThan(1000 + 500);
  });

  it('ends its SSE subscription', async () => {
    const { id, plain } = await createToken(['READ']);
    const controller = new AbortController();
    const response = await fetch(`${bff.url}/graphql?query=${encodeURIComponent(notifications)}`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${plain}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const relay = await bff.app.realtime.relay();
    await waitUntil(
      () => (relay?.userChannelStatus('1')?.subscribers ?? 0) > 0,
      'the stream to join the channel',
    );
    await waitUntil(
      () => relay?.userChannelStatus('1')?.subscription === 'subscribed',
      'the channel to be subscribed',
    );
    const revokedAt = Date.now();
    await revoke(id, ownerElsewhere);
    // The stream ends with an error naming UNAUTHENTICATED (then the server closes it).
    const text = await response.text();
    expect(text).toContain('UNAUTHENTICATED');
    expect(Date.now() - revokedAt).toBeLessThan(1000 + 500);
  });
});
