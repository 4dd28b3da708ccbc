import { describe, expect, it } from 'vitest';
import { RequestSession } from './request-session.js';
import { SessionSealer } from './seal.js';
import { SessionRevocations } from './session-revocations.js';

const sealer = new SessionSealer('another-long-session-secret-for-tests', 3600);

describe('SessionRevocations', () => {
  it('tells the watchers of a session once, and later watchers at once', async () => {
    const revocations = new SessionRevocations(60_000);
    const told: string[] = [];
    revocations.watch('a', () => told.push('a1'));
    const unwatch = revocations.watch('a', () => told.push('a2'));
    revocations.watch('b', () => told.push('b'));
    unwatch();
    revocations.revoke('a');
    revocations.revoke('a');
    expect(told).toEqual(['a1']);
    revocations.watch('a', () => told.push('late'));
    await Promise.resolve();
    expect(told).toEqual(['a1', 'late']);
    expect(revocations.isRevoked('a')).toBe(true);
    expect(revocations.isRevoked('b')).toBe(false);
    expect(revocations.watchedSessions()).toBe(1);
  });
});

describe('RequestSession and its session id', () => {
  const signedInCookie = (sessionId?: string) =>
    `refurb_session=${sealer.seal({ upstreamCookies: { s: '1' }, userId: '3', ...(sessionId ? { sessionId } : {}) })}`;

  it('gets a new id at sign-in, keeps it across re-seals, and revokes it when cleared', () => {
    const revocations = new SessionRevocations(60_000);
    const session = RequestSession.fromCookieHeader(null, sealer, false, revocations);
    session.restart();
    session.absorbUpstreamSetCookies(['s=1; Path=/']);
    session.signIn('3');
    const id = session.sessionId;
    expect(id).toMatch(/^[\w-]{20,}$/);
    const cookie = /^([^;]+)/.exec(session.responseSetCookie() ?? '')?.[1] ?? '';
    const next = RequestSession.fromCookieHeader(cookie, sealer, false, revocations);
    expect(next.sessionId).toBe(id);
    next.clear();
    expect(revocations.isRevoked(id!)).toBe(true);
    // The ended session's cookie, replayed here, is signed out without asking anyone.
    const replayed = RequestSession.fromCookieHeader(cookie, sealer, false, revocations);
    expect(replayed.signedIn).toBe(false);
    expect(replayed.responseSetCookie()).toMatch(/Max-Age=0/);
  });

  it('names a session sealed before ids existed by its sealed value', () => {
    const cookie = signedInCookie();
    const first = RequestSession.fromCookieHeader(cookie, sealer, false);
    const again = RequestSession.fromCookieHeader(cookie, sealer, false);
    expect(first.sessionId).not.toBeNull();
    expect(again.sessionId).toBe(first.sessionId);
    expect(RequestSession.fromCookieHeader(signedInCookie('kept'), sealer, false).sessionId).toBe(
      'kept',
    );
  });
});
