import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('refuses the attempt after the limit, per key, until the window ends', () => {
    const clock = { now: 0 };
    const throttle = new LoginThrottle({ limit: 3, windowMs: 60_000, now: () => clock.now });
    for (let index = 0; index < 3; index += 1) {
      expect(throttle.begin(['ip:1', 'email:a']).allowed).toBe(true);
    }
    clock.now = 20_000;
    expect(throttle.begin(['ip:1', 'email:b'])).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(throttle.begin(['ip:2', 'email:a']).allowed).toBe(false);
    expect(throttle.begin(['ip:2', 'email:b']).allowed).toBe(true);
    clock.now = 60_000;
    expect(throttle.begin(['ip:1', 'email:a']).allowed).toBe(true);
  });

  it('counts concurrent attempts when they start, and gives successful ones back', () => {
    const throttle = new LoginThrottle({ limit: 2, windowMs: 60_000, now: () => 0 });
    const first = throttle.begin(['ip:1']);
    const second = throttle.begin(['ip:1']);
    expect(throttle.begin(['ip:1']).allowed).toBe(false);
    if (!first.allowed || !second.allowed) throw new Error('both should start');
    first.succeeded();
    first.succeeded();
    expect(throttle.begin(['ip:1']).allowed).toBe(true);
    expect(throttle.begin(['ip:1']).allowed).toBe(false);
  });

  it('sweeps expired keys when many are tracked', () => {
    const clock = { now: 0 };
    const throttle = new LoginThrottle({ limit: 1, windowMs: 1000, now: () => clock.now });
    for (let index = 0; index <= 10_001; index += 1) throttle.begin([`email:${index}`]);
    clock.now = 5000;
    throttle.begin(['email:new']);
    expect((throttle as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
