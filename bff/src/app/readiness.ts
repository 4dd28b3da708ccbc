import { type RateLimitStore, type RateLimitStoreHealth } from '../limits/rate-limit-store.js';
import { type ProbeOutcome } from '../upstream/upstream-health.js';

/**
 * The body of GET /readyz (JSON):
 * - `status`: "ready" (200); "degraded" (200: still serving, something runs on its fallback);
 *   "unavailable" (503: the upstream does not answer, nothing can be served);
 * - `upstream`: "reachable" or "unreachable";
 * - `limits`: where the login and upstream-call limits count (rate-limit-store.ts): "redis",
 *   "memory" (no REDIS_URL), or "memory-fallback" (Redis unreachable or stalled: degraded).
 */
export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'unavailable';
  upstream: 'reachable' | 'unreachable';
  limits: RateLimitStoreHealth;
}

/** The upstream's side (upstream-health.ts ReadinessProbe). */
export interface UpstreamProbe {
  /** The upstream's circuit breaker is open: a cached answer no longer holds. */
  circuitOpen(): boolean;
  /** One probe through the breaker ("circuit-open": refused, nothing sent). */
  probe(): Promise<ProbeOutcome>;
}

export interface ReadinessOptions {
  /** Settles once the upstream client exists; rejected: the upstream could not be started. */
  upstream: Promise<UpstreamProbe>;
  limits: Pick<RateLimitStore, 'health'>;
  /** A probe's answer serves every /readyz for this long (at most one probe per period). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Readiness with a bounded cost upstream: one probe at a time and at most one every `maxAgeMs`
 * (1 s) however many /readyz calls arrive; the calls that come while it runs share its answer.
 * While the circuit breaker is open each call asks it again (it refuses without sending; one
 * trial goes out per cool-down). The limit store's state is read on every call (it is free).
 */
export function createReadiness(options: ReadinessOptions) {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const now = options.now ?? (() => performance.now());
  let last: { startedAt: number; reachable: boolean } | null = null;
  let running: Promise<boolean> | null = null;

  function upstreamReachable(upstream: UpstreamProbe): Promise<boolean> {
    const fresh = last !== null && now() - last.startedAt < maxAgeMs;
    if (fresh && !upstream.circuitOpen()) return Promise.resolve(last?.reachable ?? false);
    if (running !== null) return running;
    const startedAt = now();
    running = upstream
      .probe()
      .catch((): ProbeOutcome => 'unreachable')
      .then((outcome) => {
        // A refusal of the open breaker cost nothing and is not kept: the next call asks the
        // breaker again, and after its cool-down that call may be the trial that closes it.
        if (outcome !== 'circuit-open') last = { startedAt, reachable: outcome === 'reachable' };
        running = null;
        return outcome === 'reachable';
      });
    return running;
  }

  return {
    async check(): Promise<ReadinessReport> {
      const reachable = await options.upstream.then(upstreamReachable, () => false);
      const limits = options.limits.health();
      const status = !reachable
        ? 'unavailable'
        : limits === 'memory-fallback'
          ? 'degraded'
          : 'ready';
      return { status, upstream: reachable ? 'reachable' : 'unreachable', limits };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
