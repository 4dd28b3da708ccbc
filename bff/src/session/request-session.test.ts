import { describe, expect, it } from 'vitest';
import { RequestSession } from './request-session.js';
import { SessionSealer } from './seal.js';

const sealer = new SessionSealer('another-long-session-secret-for-tests', 3600);
const cookieOf = (value: string) => `theme=dark; refurb_session=${value}`;

describe('RequestSession', () => {
  it('is signed out without a cookie and leaves the browser alone', () => {
    const session = RequestSession.fromCookieHeader(undefined, sealer, false);
    expect(session.signedIn).toBe(false);
    expect(session.responseSetCookie()).toBeNull();
  });

  it('treats a tampered cookie as signed out and deletes it', () => {
    const session = RequestSession.fromCookieHeader(cookieOf('v1.AAAA'), sealer, true);
    expect(session.signedIn).toBe(false);
    expect(session.responseSetCookie()).toBe(
      'refurb_session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('keeps an unchanged session without re-sealing, re-seals on rotation, deletes on clear', () => {
    const sealed = sealer.seal({ upstreamCookies: { s: '1', 'XSRF-TOKEN': 'a%2Bb' }, userId: '3' });
    const session = RequestSession.fromCookieHeader(cookieOf(sealed), sealer, false);
    expect(session.signedIn).toBe(true);
    expect(session.xsrfToken()).toBe('a+b');
    session.absorbUpstreamSetCookies(['s=1; Path=/; HttpOnly']);
    expect(session.responseSetCookie()).toBeNull();
    session.absorbUpstreamSetCookies(['s=2; Path=/; HttpOnly', 'XSRF-TOKEN=gone; Max-Age=0']);
    const resealed = session.responseSetCookie() ?? '';
    expect(resealed).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(resealed).not.toMatch(/Secure/);
    const value = /^refurb_session=([^;]+)/.exec(resealed)?.[1] ?? '';
    expect(sealer.unseal(value)?.upstreamCookies).toEqual({ s: '2' });
    session.clear();
    session.absorbUpstreamSetCookies(['s=3']);
    expect(session.responseSetCookie()).toMatch(/Max-Age=0/);
  });

  it('renews a cookie used past half its lifetime, so only idleness ends a session', () => {
    let now = 1_000_000;
    const clock = new SessionSealer('another-long-session-secret-for-tests', 3600, () => now);
    const used = (cookie: string) =>
      RequestSession.fromCookieHeader(cookieOf(cookie), clock, false);
    const valueOf = (setCookie: string | null) =>
      /^refurb_session=([^;]+)/.exec(setCookie ?? '')?.[1];
    const signedIn = clock.seal({ upstreamCookies: { s: '1' }, userId: '3', sessionId: 'abc' });

    now += 1800; // half the lifetime: still as sealed
    expect(used(signedIn).responseSetCookie()).toBeNull();
    now += 1; // past half: sealed again, same session, a full lifetime from now
    const renewed = used(signedIn).responseSetCookie();
    expect(renewed).toMatch(/Max-Age=43200/);
    const value = valueOf(renewed) ?? '';
    expect(clock.unseal(value)).toMatchObject({
      upstreamCookies: { s: '1' },
      userId: '3',
      sessionId: 'abc',
      issuedAt: now,
    });

    now += 3000; // 4801 s after sign-in, 3000 s after the last use
    expect(used(signedIn).signedIn).toBe(false);
    expect(used(value).signedIn).toBe(true);
    now += 601; // idle for more than the lifetime
    expect(used(value).signedIn).toBe(false);
  });
});
