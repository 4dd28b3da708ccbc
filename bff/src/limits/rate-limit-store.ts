import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';

/**
 * Where the login and upstream-call limits keep their counters: Redis when REDIS_URL is set, so
 * every BFF replica counts against the same numbers; this process's memory otherwise. Should
 * Redis be unreachable, each replica falls back to its own memory (rate-limiter-flexible's
 * insurance limiter) instead of refusing or letting everything through.
 */
export interface RateLimitStore {
  /** "redis" or "memory": what the counters live in. */
  readonly kind: 'redis' | 'memory';
  /** The Redis connection (null in memory), for other shared state (limits/user-leases.ts). */
  readonly redis: Redis | null;
  limiter(options: {
    keyPrefix: string;
    points: number;
    durationSeconds: number;
  }): RateLimiterAbstract;
  /** Resolves once Redis is connected, or after `timeoutMs` (start-up does not wait on it longer). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimitStore(redisUrl: string | null, logger: Logger): RateLimitStore {
  if (redisUrl === null) {
    return {
      kind: 'memory',
      redis: null,
      limiter: ({ keyPrefix, points, durationSeconds }) =>
        new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  const redis = new Redis(redisUrl, {
    // A command while Redis is away fails at once (the insurance limiter answers) instead of
    // queueing behind a reconnect and holding the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis repeats the same error on every reconnect attempt; once is enough.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error.message }, 'rate-limit store (Redis) unavailable: counting in memory');
  });
  redis.on('ready', () => {
    lastError = '';
    logger.info('rate-limit store (Redis) connected');
  });
  return {
    kind: 'redis',
    redis,
    limiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `refurb-bff:${keyPrefix}`,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
      }),
    ready: (timeoutMs = 2000) =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(done, timeoutMs);
            timer.unref();
            redis.once('ready', done);
            function done() {
              clearTimeout(timer);
              redis.off('ready', done);
              resolve();
            }
          }),
    async close() {
      redis.disconnect();
    },
  };
}

/** A limiter's refusal, or null when `error` is something else (a store failure). */
export function refusalOf(error: unknown): RateLimiterRes | null {
  return error instanceof RateLimiterRes ? error : null;
}

/** The client-facing answer to a refusal: RATE_LIMITED, and when it is worth trying again. */
export function rateLimitedError(message: string, refusal: RateLimiterRes) {
  return codedError('RATE_LIMITED', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
  });
}
