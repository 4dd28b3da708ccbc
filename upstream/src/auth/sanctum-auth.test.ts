import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 60, logLevel: 'silent' });
});
afterAll(() => upstream.stop());

describe('Sanctum-style sign-in', () => {
  it('sets a readable XSRF-TOKEN and an httpOnly session cookie', async () => {
    const response = await fetch(`${upstream.url}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    const session = cookies.find((cookie) => cookie.startsWith('laravel_session='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/);
  });

  it('answers 419 to a login without the XSRF header or with a wrong one', async () => {
    const client = new UpstreamSession(upstream.url);
    await client.get('/sanctum/csrf-cookie');
    const missing = await client.request('POST', '/login', {
      json: { email: 'demo@example.com', password: 'demo1234' },
      xsrf: false,
    });
    expect(missing.status).toBe(419);
    const wrong = await client.request('POST', '/login', {
      json: { email: 'demo@example.com', password: 'demo1234' },
      headers: { 'X-XSRF-TOKEN': 'not-the-token' },
      xsrf: false,
    });
    expect(wrong.status).toBe(419);
    expect(wrong.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 419 to a login without any session', async () => {
    const client = new UpstreamSession(upstream.url);
    const response = await client.request('POST', '/login', {
      json: { email: 'demo@example.com', password: 'demo1234' },
      headers: { 'X-XSRF-TOKEN': 'anything' },
    });
    expect(response.status).toBe(419);
  });

  it('answers 422 with Laravel messages to wrong credentials and missing fields', async () => {
    const client = new UpstreamSession(upstream.url);
    await client.get('/sanctum/csrf-cookie');
    const wrong = await client.request('POST', '/login', {
      json: { email: 'demo@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const unknown = await client.request('POST', '/login', {
      json: { email: 'nobody@example.com', password: 'demo1234' },
    });
    expect(unknown.status).toBe(422);
    const empty = await client.request<{ message: string; errors: Record<string, string[]> }>(
      'POST',
      '/login',
      { json: {} },
    );
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'password']);
    const badEmail = await client.request<{ errors: Record<string, string[]> }>('POST', '/login', {
      json: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.body.errors.email).toEqual(['The email field must be a valid email address.']);
  });

  it('accepts a form-encoded login like a browser form', async () => {
    const client = new UpstreamSession(upstream.url);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.request('POST', '/login', {
      body: new URLSearchParams({ email: 'demo@example.com', password: 'demo1234' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
  });

  it('answers two_factor for the two-factor account and starts no session', async () => {
    const client = new UpstreamSession(upstream.url);
    await client.get('/sanctum/csrf-cookie');
    const before = client.cookies.get('laravel_session');
    const response = await client.request('POST', '/login', {
      json: { email: 'twofactor@example.com', password: 'demo1234' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ two_factor: true });
    expect(client.cookies.get('laravel_session')).toBe(before);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('regenerates both cookies on login and binds the session to the user', async () => {
    const client = new UpstreamSession(upstream.url);
    await client.get('/sanctum/csrf-cookie');
    const before = {
      session: client.cookies.get('laravel_session'),
      xsrf: client.cookies.get('XSRF-TOKEN'),
    };
    const response = await client.request('POST', '/login', {
      json: { email: 'demo@example.com', password: 'demo1234' },
    });
    expect(response.body).toEqual({ two_factor: false });
    expect(client.cookies.get('laravel_session')).not.toBe(before.session);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before.xsrf);
    const profile = await client.get<{ email: string }>('/api/user');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('demo@example.com');
    // The pre-login session id is dead (session fixation).
    const stale = new UpstreamSession(upstream.url);
    stale.cookies.set('laravel_session', before.session ?? '');
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('ignores the session cookie unless Origin or Referer names a stateful domain', async () => {
    const client = await new UpstreamSession(upstream.url).login();
    client.origin = null;
    expect((await client.get('/api/user')).status).toBe(401);
    client.origin = 'http://evil.example.com';
    expect((await client.get('/api/user')).body).toEqual({ message: 'Unauthenticated.' });
    client.origin = 'http://127.0.0.1:9999';
    expect((await client.get('/api/user')).status).toBe(200);
    client.origin = null;
    const viaReferer = await client.request('GET', '/api/user', {
      headers: { Referer: 'http://localhost:3000/dashboard/catalog' },
    });
    expect(viaReferer.status).toBe(200);
  });

  it('needs the XSRF header on state-changing API calls', async () => {
    const client = await new UpstreamSession(upstream.url).login();
    const withoutHeader = await client.request('PUT', '/api/catalog/1/toggle-dynamic-price', {
      xsrf: false,
    });
    expect(withoutHeader.status).toBe(419);
  });

  it('logs out with 204, after which the session is gone', async () => {
    const client = await new UpstreamSession(upstream.url).login();
    const cookieBefore = client.cookies.get('laravel_session');
    expect((await client.request('DELETE', '/logout')).status).toBe(204);
    const stale = new UpstreamSession(upstream.url);
    stale.cookies.set('laravel_session', cookieBefore ?? '');
    expect((await stale.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('answers 401 to every /api call without a session', async () => {
    const client = new UpstreamSession(upstream.url);
    for (const path of [
      '/api/user',
      '/api/user/notifications',
      '/api/catalog',
      '/api/catalog/1',
      '/api/prices/1',
      '/api/logs',
      '/api/competitors/5',
    ]) {
      expect((await client.get(path)).status, path).toBe(401);
    }
  });
});
