import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from './circuit-breaker.js';

function breakerAt(clock: { now: number }, changes: CircuitState[] = []) {
  return new CircuitBreaker({
    threshold: 3,
    cooldownMs: 1000,
    now: () => clock.now,
    onStateChange: (state) => changes.push(state),
  });
}

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures, not after N scattered ones', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (const outcome of ['fail', 'fail', 'ok', 'fail', 'fail'] as const) {
      expect(breaker.admit()).toBe(true);
      if (outcome === 'ok') breaker.success();
      else breaker.failure();
    }
    expect(breaker.state).toBe('closed');
    breaker.admit();
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.admit()).toBe(false);
  });

  it('lets one trial through after the cool-down and closes on its success', () => {
    const clock = { now: 0 };
    const changes: CircuitState[] = [];
    const breaker = breakerAt(clock, changes);
    for (let index = 0; index < 3; index += 1) breaker.failure();
    clock.now = 999;
    expect(breaker.admit()).toBe(false);
    clock.now = 1000;
    expect(breaker.admit()).toBe(true);
    expect(breaker.state).toBe('half-open');
    expect(breaker.admit()).toBe(false);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.admit()).toBe(true);
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('re-opens for a whole cool-down when the trial fails', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let index = 0; index < 3; index += 1) breaker.failure();
    clock.now = 1500;
    expect(breaker.admit()).toBe(true);
    breaker.failure();
    expect(breaker.state).toBe('open');
    clock.now = 2400;
    expect(breaker.admit()).toBe(false);
    clock.now = 2500;
    expect(breaker.admit()).toBe(true);
  });
});
