import { type RateLimitStore, type RateLimitStoreHealth } from '../limits/rate-limit-store.js';

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
  /** The upstream's circuit breaker is open: unreachable now, without a probe. */
  circuitOpen(): boolean;
  /** One probe: true when the upstream answers. */
  reachable(): Promise<boolean>;
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
 * (1 s) however many /readyz calls arrive; the calls that come while it runs share its answer. An open circuit breaker
 * answers "unreachable" at once; the limit store's state is read on every call (it costs nothing).
 */
export function createReadiness(options: ReadinessOptions) {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const now = options.now ?? (() => performance.now());
  let last: { startedAt: number; reachable: boolean } | null = null;
  let running: Promise<boolean> | null = null;

  function upstreamReachable(probe: UpstreamProbe): Promise<boolean> {
    if (probe.circuitOpen()) return Promise.resolve(false);
    if (last !== null && now() - last.startedAt < maxAgeMs) return Promise.resolve(last.reachable);
    if (running !== null) return running;
    const startedAt = now();
    running = probe
      .reachable()
      .catch(() => false)
      .then((reachable) => {
        last = { startedAt, reachable };
        running = null;
        return reachable;
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
