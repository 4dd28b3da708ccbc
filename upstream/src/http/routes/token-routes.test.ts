import type {
  ApiTokenListAnswer,
  CreatedApiTokenAnswer,
  ProfileAnswer,
  TokenRevokedEvent,
} from '@refurb/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../config';
import { runUpstream, type RunningUpstream } from '../../server';
import { RawPusherClient } from '../../testing/raw-pusher-client';
import { UpstreamSession } from '../../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let italian: UpstreamSession;
let realNow: () => number;
const DAY_MS = 86_400_000;
const clients: RawPusherClient[] = [];

beforeAll(async () => {
  upstream = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 60,
    logLevel: 'silent',
    repriceIntervalMs: 0,
  });
  realNow = upstream.services.now;
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  italian = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
});
afterEach(() => {
  upstream.services.now = realNow;
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => upstream.stop());

function inDays(days: number): string {
  return new Date(upstream.services.now() + days * DAY_MS).toISOString();
}

async function createToken(
  session: UpstreamSession,
  abilities: string[] = ['read'],
  name = 'reporting script',
): Promise<CreatedApiTokenAnswer> {
  const answer = await session.request<CreatedApiTokenAnswer>('POST', '/api/user/tokens', {
    json: { name, abilities, expires_at: inDays(30) },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A request with only the bearer: no cookie, no Origin, no XSRF header. */
async function withBearer(
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(upstream.url + path, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

function demoItemId(): number {
  const item = upstream.services.db.stores.get(1)?.items[0];
  if (!item) throw new Error('demo store has no items');
  return item.id;
}

describe('creating and listing tokens', () => {
  it('shows the plain token once, and the list never does', async () => {
    const created = await createToken(demo, ['read', 'write'], '  nightly export  ');
    expect(created.token).toMatchObject({
      name: 'nightly export',
      abilities: ['read', 'write'],
      last_used_at: null,
    });
    expect(created.plain_text_token).toMatch(new RegExp(`^${created.token.id}\\|.{40,}$`));
    const [, secret = ''] = created.plain_text_token.split('|');

    const second = await createToken(demo, ['write', 'read', 'read'], 'second');
    expect(second.token.abilities).toEqual(['read', 'write']);
    const list = await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens');
    expect(list.status).toBe(200);
    const ids = list.body.data.map((row) => row.id);
    expect(ids.indexOf(second.token.id)).toBeLessThan(ids.indexOf(created.token.id));
    expect(list.body.data.find((row) => row.id === created.token.id)).toEqual(created.token);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(Object.keys(list.body.data[0] ?? {}).sort()).toEqual(
      ['abilities', 'created_at', 'expires_at', 'id', 'last_used_at', 'name'].sort(),
    );
  });

  it('lists only the user’s own tokens', async () => {
    const own = await createToken(italian, ['read'], 'italian token');
    const demoList = await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens');
    expect(demoList.body.data.map((row) => row.id)).not.toContain(own.token.id);
  });

  it('refuses bad fields with 422 per field and creates nothing', async () => {
    const before = (await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens')).body.data;
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ name: '', abilities: ['read'], expires_at: inDays(1) }, ['name']],
      [{ name: 'x'.repeat(101), abilities: ['read'], expires_at: inDays(1) }, ['name']],
      [{ name: 'ok', abilities: [], expires_at: inDays(1) }, ['abilities']],
      [{ name: 'ok', abilities: ['read', 'admin'], expires_at: inDays(1) }, ['abilities']],
      [{ name: 'ok', abilities: ['read'] }, ['expires_at']],
      [{ name: 'ok', abilities: ['read'], expires_at: 'next week' }, ['expires_at']],
      [{ name: 'ok', abilities: ['read'], expires_at: inDays(-1) }, ['expires_at']],
      [{ name: 'ok', abilities: ['read'], expires_at: inDays(400) }, ['expires_at']],
      [{}, ['abilities', 'expires_at', 'name']],
    ];
    for (const [json, fields] of cases) {
      const answer = await demo.request<{ message: string; errors: Record<string, string[]> }>(
        'POST',
        '/api/user/tokens',
        { json },
      );
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(answer.body.errors).sort()).toEqual(fields);
      expect(answer.body.message).toBeTruthy();
    }
    const after = (await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens')).body.data;
    expect(after).toEqual(before);
  });

  it('accepts an expiry a year ahead', async () => {
    const answer = await demo.request<CreatedApiTokenAnswer>('POST', '/api/user/tokens', {
      json: { name: 'yearly', abilities: ['read'], expires_at: inDays(365) },
    });
    expect(answer.status).toBe(201);
  });

  it('holds at most 50 unexpired tokens per user (422 beyond), expired ones making room', async () => {
    const session = await new UpstreamSession(upstream.url).login('dryrun@example.com');
    const first = await session.request<CreatedApiTokenAnswer>('POST', '/api/user/tokens', {
      json: { name: 'short-lived', abilities: ['read'], expires_at: inDays(1) },
    });
    for (let index = 1; index < 50; index += 1) await createToken(session, ['read'], `t${index}`);
    const refused = await session.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/user/tokens',
      { json: { name: 'one too many', abilities: ['read'], expires_at: inDays(30) } },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['tokens']);

    const later = upstream.services.now() + 2 * DAY_MS;
    upstream.services.now = () => later;
    const made = await createToken(session, ['read'], 'after the first expired');
    const list = (await session.request<ApiTokenListAnswer>('GET', '/api/user/tokens')).body.data;
    expect(list).toHaveLength(50);
    expect(list[0]?.id).toBe(made.token.id);
    expect(list.map((row) => row.id)).not.toContain(first.body.token.id);
  });
});

describe('requests with a bearer token', () => {
  it('read the profile and the catalog without a cookie, and mark the token used', async () => {
    const { token, plain_text_token: plain } = await createToken(demo, ['read']);
    const profile = await withBearer(plain, 'GET', '/api/user');
    expect(profile.status).toBe(200);
    expect((profile.body as ProfileAnswer).email).toBe('demo@example.com');
    const catalog = await withBearer(plain, 'GET', '/api/catalog?page=1');
    expect(catalog.status).toBe(200);
    expect((catalog.body as { items: unknown[] }).items.length).toBeGreaterThan(0);

    const row = (await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens')).body.data.find(
      (candidate) => candidate.id === token.id,
    );
    expect(row?.last_used_at).not.toBeNull();
  });

  it('answer 403 on a write route for a read token, and write with a read-and-write token', async () => {
    const path = `/api/catalog/${demoItemId()}/dynamic-price`;
    const reader = await createToken(demo, ['read']);
    const refused = await withBearer(reader.plain_text_token, 'PUT', path, { enabled: false });
    expect(refused.status).toBe(403);

    const writer = await createToken(demo, ['read', 'write']);
    const done = await withBearer(writer.plain_text_token, 'PUT', path, { enabled: false });
    expect(done).toMatchObject({ status: 200, body: { automatic_price_enabled: false } });
    await withBearer(writer.plain_text_token, 'PUT', path, { enabled: true });
  });

  it('answer 403 on a read route for a write-only token', async () => {
    const writer = await createToken(demo, ['write']);
    expect((await withBearer(writer.plain_text_token, 'GET', '/api/user')).status).toBe(403);
  });

  it('answer 401 for an unknown, malformed or wrong-secret token, even beside a valid cookie', async () => {
    const { token } = await createToken(demo, ['read']);
    for (const value of ['', 'nonsense', `${token.id}|wrong`, `999999|${'a'.repeat(48)}`]) {
      expect((await withBearer(value, 'GET', '/api/user')).status, value).toBe(401);
    }
    const withCookie = await demo.request('GET', '/api/user', {
      headers: { Authorization: `Bearer ${token.id}|wrong` },
    });
    expect(withCookie.status).toBe(401);
  });

  it('need no XSRF header, while cookie requests still do', async () => {
    const path = `/api/catalog/${demoItemId()}/dynamic-price`;
    const writer = await createToken(demo, ['read', 'write']);
    const bearer = await demo.request('PUT', path, {
      json: { enabled: true },
      xsrf: false,
      headers: { Authorization: `Bearer ${writer.plain_text_token}` },
    });
    expect(bearer.status).toBe(200);
    const cookieOnly = await demo.request('PUT', path, { json: { enabled: true }, xsrf: false });
    expect(cookieOnly.status).toBe(419);
  });

  it('answer 401 once the token expired', async () => {
    const { plain_text_token: plain } = await createToken(demo, ['read']);
    expect((await withBearer(plain, 'GET', '/api/user')).status).toBe(200);
    const later = upstream.services.now() + 31 * DAY_MS;
    upstream.services.now = () => later;
    expect((await withBearer(plain, 'GET', '/api/user')).status).toBe(401);
  });

  it('cannot list, create or revoke tokens (403)', async () => {
    const { token, plain_text_token: plain } = await createToken(demo, ['read', 'write']);
    expect((await withBearer(plain, 'GET', '/api/user/tokens')).status).toBe(403);
    const create = await withBearer(plain, 'POST', '/api/user/tokens', {
      name: 'minted by a token',
      abilities: ['read', 'write'],
      expires_at: inDays(30),
    });
    expect(create.status).toBe(403);
    expect((await withBearer(plain, 'DELETE', `/api/user/tokens/${token.id}`)).status).toBe(403);
    expect((await withBearer(plain, 'GET', '/api/user')).status).toBe(200);
  });
});

describe('revoking a token', () => {
  it('answers 404 for a token that is not the user’s', async () => {
    const other = await createToken(italian, ['read']);
    expect((await demo.request('DELETE', `/api/user/tokens/${other.token.id}`)).status).toBe(404);
    expect((await demo.request('DELETE', '/api/user/tokens/nope')).status).toBe(404);
    expect((await withBearer(other.plain_text_token, 'GET', '/api/user')).status).toBe(200);
  });

  it('refuses the token at the next request and says so on the user’s private channel', async () => {
    const { token, plain_text_token: plain } = await createToken(demo, ['read']);
    const client = await subscribeWithBearer(plain, 'private-user.1.notifications');

    const revoked = await demo.request('DELETE', `/api/user/tokens/${token.id}`);
    expect(revoked.status).toBe(204);
    expect((await withBearer(plain, 'GET', '/api/user')).status).toBe(401);
    const event = await client.next('token-revoked', 10_000);
    expect(event.channel).toBe('private-user.1.notifications');
    expect(JSON.parse(event.data as string)).toEqual({
      token_id: token.id,
    } satisfies TokenRevokedEvent);
    const list = (await demo.request<ApiTokenListAnswer>('GET', '/api/user/tokens')).body.data;
    expect(list.map((row) => row.id)).not.toContain(token.id);
    expect((await demo.request('DELETE', `/api/user/tokens/${token.id}`)).status).toBe(404);
  });
});

describe('POST /broadcasting/auth with a bearer token', () => {
  it('signs the user’s own private channel and refuses another user’s', async () => {
    const { plain_text_token: plain } = await createToken(demo, ['read']);
    const client = await connectRaw();
    const socketId = await socketIdOf(client);
    const own = await withBearer(plain, 'POST', '/broadcasting/auth', {
      socket_id: socketId,
      channel_name: 'private-user.1.notifications',
    });
    expect(own.status).toBe(200);
    const other = await withBearer(plain, 'POST', '/broadcasting/auth', {
      socket_id: socketId,
      channel_name: 'private-user.2.notifications',
    });
    expect(other.status).toBe(403);

    const writeOnly = await createToken(demo, ['write']);
    const refused = await withBearer(writeOnly.plain_text_token, 'POST', '/broadcasting/auth', {
      socket_id: socketId,
      channel_name: 'private-user.1.notifications',
    });
    expect(refused.status).toBe(403);
  });
});

async function connectRaw(): Promise<RawPusherClient> {
  const { appKey, port } = upstream.pusher;
  const client = await RawPusherClient.connect(`ws://127.0.0.1:${port}/app/${appKey}?protocol=7`);
  clients.push(client);
  return client;
}

async function socketIdOf(client: RawPusherClient): Promise<string> {
  const established = await client.next('pusher:connection_established', 10_000);
  return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
}

/** A raw Pusher client subscribed to `channel`, authorised through the bearer token. */
async function subscribeWithBearer(plain: string, channel: string): Promise<RawPusherClient> {
  const client = await connectRaw();
  const socketId = await socketIdOf(client);
  const auth = await withBearer(plain, 'POST', '/broadcasting/auth', {
    socket_id: socketId,
    channel_name: channel,
  });
  expect(auth.status).toBe(200);
  client.send({ event: 'pusher:subscribe', data: { channel, ...(auth.body as object) } });
  await client.next('pusher_internal:subscription_succeeded', 10_000);
  return client;
}
