import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BreakerState,
  createUpstreamBreaker,
  isCircuitRefusal,
  isTransportFailure,
  isUnhealthyStatus,
} from './upstream-health.js';

const answer = (statusCode: number) => () => Promise.resolve({ statusCode });
const refused = () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));

function breaker(changes: BreakerState[] = []) {
  return createUpstreamBreaker({
    failureRate: 0.5,
    windowMs: 1000,
    minimumCalls: 10,
    cooldownMs: 200,
    onStateChange: (state) => changes.push(state),
  });
}

async function outcome(run: () => Promise<unknown>): Promise<'ok' | 'refused' | 'failed'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return isCircuitRefusal(error) ? 'refused' : 'failed';
  }
}

describe('the upstream circuit breaker', () => {
  // cockatiel reads the clock with Date.now(): a stopped clock, moved by the test, makes its
  // window and cool-down independent of how fast the machine runs the calls.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts gateway statuses and transport failures, not 500 or 4xx', () => {
    expect([502, 503, 504].every(isUnhealthyStatus)).toBe(true);
    expect([200, 404, 422, 429, 500].some(isUnhealthyStatus)).toBe(false);
    expect(isTransportFailure(Object.assign(new Error(), { code: 'ECONNRESET' }))).toBe(true);
    expect(
      isTransportFailure(Object.assign(new Error(), { code: 'UND_ERR_HEADERS_TIMEOUT' })),
    ).toBe(true);
    expect(isTransportFailure(Object.assign(new Error(), { code: 'UND_ERR_INVALID_ARG' }))).toBe(
      false,
    );
  });

  it('stays closed when one resource answers 500 again and again', async () => {
    const policy = breaker();
    for (let call = 0; call < 40; call += 1) {
      await policy.execute(answer(500));
    }
    expect(await outcome(() => policy.execute(answer(200)))).toBe('ok');
  });

  it('stays closed under low traffic, however it fails', async () => {
    const policy = breaker();
    for (let call = 0; call < 9; call += 1) await outcome(() => policy.execute(refused));
    expect(await outcome(() => policy.execute(answer(200)))).toBe('ok');
  });

  it('stays closed while failures are a minority of the window', async () => {
    const policy = breaker();
    for (let call = 0; call < 30; call += 1) {
      await outcome(() => policy.execute(call % 3 === 0 ? answer(503) : answer(200)));
    }
    expect(await outcome(() => policy.execute(answer(200)))).toBe('ok');
  });

  it('opens when most calls of the window fail, fails fast, then closes after a good trial', async () => {
    const changes: BreakerState[] = [];
    const policy = breaker(changes);
    for (let call = 0; call < 4; call += 1) await policy.execute(answer(200));
    for (let call = 0; call < 8; call += 1) await outcome(() => policy.execute(refused));
    expect(changes).toEqual(['open']);
    let sent = false;
    const refusedCall = await outcome(() =>
      policy.execute(() => {
        sent = true;
        return Promise.resolve({ statusCode: 200 });
      }),
    );
    expect(refusedCall).toBe('refused');
    expect(sent).toBe(false);

    vi.setSystemTime(Date.now() + 250);
    expect(await outcome(() => policy.execute(answer(200)))).toBe('ok');
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('re-opens when the trial fails', async () => {
    const changes: BreakerState[] = [];
    const policy = breaker(changes);
    for (let call = 0; call < 12; call += 1) await outcome(() => policy.execute(answer(503)));
    expect(await outcome(() => policy.execute(answer(200)))).toBe('refused');
    vi.setSystemTime(Date.now() + 250);
    await policy.execute(answer(504));
    expect(changes).toEqual(['open', 'half-open', 'open']);
    expect(await outcome(() => policy.execute(answer(200)))).toBe('refused');
  });
});
