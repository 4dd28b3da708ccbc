import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRateLimitStore } from '../limits/rate-limit-store.js';
import { LoginThrottle } from './login-throttle.js';

const throttle = (perAccountAddress: number, perAddress: number) =>
  new LoginThrottle(createRateLimitStore(null, createLogger('silent')), {
    perAccountAddress,
    perAddress,
  });

async function outcome(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    return (error as { extensions?: unknown }).extensions;
  }
}

describe('LoginThrottle', () => {
  it("refuses a (e-mail, address) pair after its limit, not the owner's other address", async () => {
    const brake = throttle(3, 100);
    for (let index = 0; index < 3; index += 1) {
      expect(await outcome(brake.begin('victim@example.com', '10.0.0.66'))).toBe('allowed');
    }
    expect(await outcome(brake.begin('Victim@Example.com ', '10.0.0.66'))).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(await outcome(brake.begin('victim@example.com', '10.0.0.1'))).toBe('allowed');
    expect(await outcome(brake.begin('other@example.com', '10.0.0.66'))).toBe('allowed');
  });

  it('refuses an address after its own, higher limit, whatever the e-mail', async () => {
    const brake = throttle(3, 5);
    for (let index = 0; index < 5; index += 1) {
      expect(await outcome(brake.begin(`guess${index}@example.com`, '10.0.0.66'))).toBe('allowed');
    }
    expect(await outcome(brake.begin('fresh@example.com', '10.0.0.66'))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await outcome(brake.begin('fresh@example.com', '10.0.0.67'))).toBe('allowed');
  });

  it('counts concurrent attempts when they start, and gives successful ones back', async () => {
    const brake = throttle(2, 100);
    const [first, second, third] = await Promise.allSettled([
      brake.begin('a@example.com', '10.0.0.1'),
      brake.begin('a@example.com', '10.0.0.1'),
      brake.begin('a@example.com', '10.0.0.1'),
    ]);
    expect(third?.status).toBe('rejected');
    if (first?.status !== 'fulfilled' || second?.status !== 'fulfilled') {
      throw new Error('the first two should start');
    }
    first.value.succeeded();
    first.value.succeeded();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await outcome(brake.begin('a@example.com', '10.0.0.1'))).toBe('allowed');
    expect(await outcome(brake.begin('a@example.com', '10.0.0.1'))).not.toBe('allowed');
  });
});
