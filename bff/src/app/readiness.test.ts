import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { createReadiness, type ReadinessReport, type UpstreamProbe } from './readiness.js';

/** An upstream probe answered by the test, one probe at a time. */
function heldProbe() {
  const pending: Array<(reachable: boolean) => void> = [];
  const state = { open: false, probes: 0 };
  const probe: UpstreamProbe = {
    circuitOpen: () => state.open,
    reachable: () => {
      state.probes += 1;
      return new Promise((resolve) => pending.push(resolve));
    },
  };
  const answer = (reachable: boolean) => pending.splice(0).forEach((resolve) => resolve(reachable));
  return { probe, state, answer };
}

describe('readiness', () => {
  it('probes once for concurrent calls, and at most once a second', async () => {
    let clock = 0;
    const { probe, state, answer } = heldProbe();
    const readiness = createReadiness({
      upstream: Promise.resolve(probe),
      limits: { health: () => 'memory' },
      now: () => clock,
    });
    const first = Array.from({ length: 50 }, () => readiness.check());
    await Promise.resolve();
    await Promise.resolve();
    answer(true);
    const reports = await Promise.all(first);
    expect(state.probes).toBe(1);
    expect(new Set(reports.map((report) => report.status))).toEqual(new Set(['ready']));

    clock = 999;
    await readiness.check();
    expect(state.probes).toBe(1);

    clock = 1000;
    const later = readiness.check();
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.probes).toBe(2);
    answer(false);
    expect(await later).toEqual({
      status: 'unavailable',
      upstream: 'unreachable',
      limits: 'memory',
    });
  });

  it('starts no probe while one runs, however long it takes', async () => {
    let clock = 0;
    const { probe, state, answer } = heldProbe();
    const readiness = createReadiness({
      upstream: Promise.resolve(probe),
      limits: { health: () => 'memory' },
      now: () => clock,
    });
    const waiting: Array<Promise<ReadinessReport>> = [];
    for (clock = 0; clock <= 5000; clock += 500) waiting.push(readiness.check());
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.probes).toBe(1);
    answer(true);
    expect((await Promise.all(waiting)).every((report) => report.status === 'ready')).toBe(true);
  });

  it('is unavailable at once while the circuit breaker is open, whatever the last probe said', async () => {
    const { probe, state, answer } = heldProbe();
    const readiness = createReadiness({
      upstream: Promise.resolve(probe),
      limits: { health: () => 'redis' },
      now: () => 0,
    });
    const first = readiness.check();
    await new Promise((resolve) => setImmediate(resolve));
    answer(true);
    expect((await first).status).toBe('ready');
    state.open = true;
    expect(await readiness.check()).toEqual({
      status: 'unavailable',
      upstream: 'unreachable',
      limits: 'redis',
    });
    state.open = false;
    expect((await readiness.check()).status).toBe('ready');
    expect(state.probes).toBe(1);
  });

  it('says degraded, still serving, while the limits count in memory for want of Redis', async () => {
    let health: 'redis' | 'memory-fallback' = 'memory-fallback';
    const { probe, answer } = heldProbe();
    const readiness = createReadiness({
      upstream: Promise.resolve(probe),
      limits: { health: () => health },
    });
    const report = readiness.check();
    await new Promise((resolve) => setImmediate(resolve));
    answer(true);
    expect(await report).toEqual({
      status: 'degraded',
      upstream: 'reachable',
      limits: 'memory-fallback',
    });
    health = 'redis';
    expect((await readiness.check()).status).toBe('ready');
  });

  it('is unavailable when the upstream could not be started', async () => {
    const readiness = createReadiness({
      upstream: Promise.reject(new Error('port in use')),
      limits: { health: () => 'memory' },
    });
    expect((await readiness.check()).status).toBe('unavailable');
  });
});

describe('/readyz against the reference store', () => {
  let upstream: EmbeddedUpstream;
  let bff: TestBff;

  beforeAll(async () => {
    upstream = await startReferenceUpstream();
    bff = await startTestBff(upstream);
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.stop();
  });

  it('5,000 unauthenticated calls create one store session at most and sign nobody out', async () => {
    const seller = new TestBrowser(bff.url);
    expect((await seller.login('rivenditore@example.com')).errors).toBeUndefined();
    const before = upstream.sessionCounts();
    bff.resetCalls();
    const startedAt = performance.now();
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const response = await fetch(`${bff.url}/readyz`);
          const body = (await response.json()) as ReadinessReport;
          return { status: response.status, body };
        }),
      );
      for (const answer of answers) {
        expect(answer.body).toEqual({ status: 'ready', upstream: 'reachable', limits: 'memory' });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    expect(statuses).toEqual(new Map([[200, 5000]]));

    const after = upstream.sessionCounts();
    expect(after.anonymous - before.anonymous).toBeLessThanOrEqual(1);
    expect(after.signedIn).toBe(before.signedIn);
    // One probe a second at most, whatever the traffic.
    const probes = bff.calls.filter((call) => call.requestId.startsWith('readyz-'));
    expect(probes.length).toBeGreaterThanOrEqual(1);
    expect(probes.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);

    const me = await seller.gql<{ me: { email: string } | null }>('{ me { email } }');
    expect(me.data?.me?.email).toBe('rivenditore@example.com');
  });
});
