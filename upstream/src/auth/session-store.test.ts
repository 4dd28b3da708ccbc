import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';
import { SessionStore } from './session-store';

describe('the session pools', () => {
  it('drops the least recently used anonymous session, never a signed-in one', () => {
    const store = new SessionStore({ maxAnonymousSessions: 3, maxSignedInSessions: 2 });
    const user = store.regenerate(store.create(), 7);
    const early = store.create();
    for (let index = 0; index < 10; index += 1) store.create();
    expect(store.counts).toEqual({ anonymous: 3, signedIn: 1 });
    expect(store.get(user.id)?.userId).toBe(7);
    expect(store.get(early.id)).toBeUndefined();
  });

  it('bounds signed-in sessions on their own, least recently used first', () => {
    const store = new SessionStore({ maxAnonymousSessions: 3, maxSignedInSessions: 2 });
    const first = store.regenerate(undefined, 1);
    const second = store.regenerate(undefined, 2);
    expect(store.get(first.id)).toBeDefined();
    store.regenerate(undefined, 3);
    expect(store.get(second.id)).toBeUndefined();
    expect(store.get(first.id)?.userId).toBe(1);
    expect(store.counts).toEqual({ anonymous: 0, signedIn: 2 });
  });

  it('moves a session to the signed-in pool on login, with a new id', () => {
    const store = new SessionStore();
    const anonymous = store.create();
    const signedIn = store.regenerate(anonymous, 4);
    expect(signedIn.id).not.toBe(anonymous.id);
    expect(store.get(anonymous.id)).toBeUndefined();
    expect(store.counts).toEqual({ anonymous: 0, signedIn: 1 });
    store.destroy(signedIn.id);
    expect(store.size).toBe(0);
  });
});

describe('anonymous traffic against signed-in users', () => {
  let upstream: RunningUpstream;

  beforeAll(async () => {
    upstream = await runUpstream({
      ...DEFAULT_CONFIG,
      port: 0,
      items: 20,
      logLevel: 'silent',
      sessionPools: { anonymous: 50, signedIn: 50 },
    });
  });
  afterAll(() => upstream.stop());

  it('signs nobody out, however many csrf-cookie calls arrive', async () => {
    const seller = await new UpstreamSession(upstream.url).login('rivenditore@example.com');
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${upstream.url}/sanctum/csrf-cookie`)),
      );
    }
    expect(upstream.services.sessions.counts).toEqual({ anonymous: 50, signedIn: 1 });
    const profile = await seller.get<{ email: string }>('/api/user');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('rivenditore@example.com');
  });
});
