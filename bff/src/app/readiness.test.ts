import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { type ProbeOutcome } from '../upstream/upstream-health.js';
import { createReadiness, type ReadinessReport, type UpstreamProbe } from './readiness.js';

/** An upstream probe answered by the test. */
function heldProbe() {
  const pending: Array<(outcome: ProbeOutcome) => void> = [];
  const state = { open: false, probes: 0 };
  const probe: UpstreamProbe = {
    circuitOpen: () => state.open,
    probe: () => {
      state.probes += 1;
      return new Promise((resolve) => pending.push(resolve));
    },
  };
  const answer = (outcome: ProbeOutcome) =>
    pending.splice(0).forEach((resolve) => resolve(outcome));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { probe, state, answer, settle };
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
    await new Promise((resolve) => setImmediate(resolve));
    answer('reachable');
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
    answer('unreachable');
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
    answer('reachable');
    expect((await Promise.all(waiting)).every((report) => report.status === 'ready')).toBe(true);
  });

  it('asks the open circuit breaker again on every call, and keeps none of its refusals', async () => {
    const { probe, state, answer, settle } = heldProbe();
    const readiness = createReadiness({
      upstream: Promise.resolve(probe),
      limits: { health: () => 'redis' },
      now: () => 0,
    });
    const first = readiness.check();
    await settle();
    answer('reachable');
    expect((await first).status).toBe('ready');

    // Open: the answer of a second ago no longer holds; the breaker refuses without a call.
    state.open = true;
    for (let call = 0; call < 3; call += 1) {
      const refused = readiness.check();
      await settle();
      answer('circuit-open');
      expect(await refused).toEqual({
        status: 'unavailable',
        upstream: 'unreachable',
        limits: 'redis',
      });
    }
    expect(state.probes).toBe(4);
    // Closed again (a trial got through): the last real probe's answer holds for its second.
    state.open = false;
    expect((await readiness.check()).status).toBe('ready');
    expect(state.probes).toBe(4);
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
    answer('reachable');
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
    const pool = new Pool(bff.url, { connections: 20 });
    try {
      for (let batch = 0; batch < 50; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, async () => {
            const response = await pool.request({ method: 'GET', path: '/readyz' });
            const body = (await response.body.json()) as ReadinessReport;
            return { status: response.statusCode, body };
          }),
        );
        for (const answer of answers) {
          expect(answer.body).toEqual({ status: 'ready', upstream: 'reachable', limits: 'memory' });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }
    } finally {
      await pool.close();
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
  }, 60_000);
});
