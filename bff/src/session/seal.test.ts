import { describe, expect, it } from 'vitest';
import { SessionSealer } from './seal.js';

const secret = 'a-long-enough-session-secret-for-tests';
const data = { upstreamCookies: { laravel_session: 'abc', 'XSRF-TOKEN': 'x%3D' }, userId: '42' };

describe('SessionSealer', () => {
  it('round-trips the upstream cookies, user id and session id', () => {
    const sealer = new SessionSealer(secret, 60, () => 1000);
    expect(sealer.unseal(sealer.seal({ ...data, sessionId: 'sid-1' }))).toEqual({
      ...data,
      sessionId: 'sid-1',
      issuedAt: 1000,
    });
    // Seals from before session ids existed open with none.
    expect(sealer.unseal(sealer.seal(data))).toEqual({ ...data, sessionId: null, issuedAt: 1000 });
  });

  it('hides the contents', () => {
    const sealed = new SessionSealer(secret, 60).seal(data);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(
      'laravel_session',
    );
  });

  it('refuses a tampered value, another secret, another version and garbage', () => {
    const sealer = new SessionSealer(secret, 60);
    const sealed = sealer.seal(data);
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[20] = (body[20] ?? 0) ^ 1;
    expect(sealer.unseal(`v1.${body.toString('base64url')}`)).toBeNull();
    expect(new SessionSealer(`${secret}-other`, 60).unseal(sealed)).toBeNull();
    expect(sealer.unseal(sealed.replace(/^v1/, 'v2'))).toBeNull();
    expect(sealer.unseal('v1.')).toBeNull();
    expect(sealer.unseal('nonsense')).toBeNull();
  });

  it('refuses a stale seal', () => {
    let now = 1000;
    const sealer = new SessionSealer(secret, 60, () => now);
    const sealed = sealer.seal(data);
    now = 1060;
    expect(sealer.unseal(sealed)).not.toBeNull();
    now = 1061;
    expect(sealer.unseal(sealed)).toBeNull();
  });
});
