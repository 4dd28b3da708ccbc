import { type Command, Redis } from 'ioredis';
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
 * Redis be unreachable or stalled, each replica falls back to its own memory (rate-limiter-
 * flexible's insurance limiter) instead of refusing, waiting, or letting everything through.
 */
export interface RateLimitStore {
  /** "redis" or "memory": what the counters live in when all is well. */
  readonly kind: 'redis' | 'memory';
  /** The Redis connection (null in memory), for other shared state (limits/user-leases.ts). */
  readonly redis: Redis | null;
  /**
   * Where they live now: "redis"; "memory" (no REDIS_URL); "memory-fallback" (REDIS_URL set but
   * Redis unreachable or too slow: each replica counts on its own until it answers again).
   */
  health(): RateLimitStoreHealth;
  limiter(options: {
    keyPrefix: string;
    points: number;
    durationSeconds: number;
  }): RateLimiterAbstract;
  /** Resolves once Redis is connected, or after `timeoutMs` (start-up does not wait on it longer). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type RateLimitStoreHealth = 'redis' | 'memory' | 'memory-fallback';

export interface RateLimitStoreOptions {
  /** A Redis command without an answer within this fails, and its limit counts in memory. */
  commandTimeoutMs: number;
}

const defaultStoreOptions: RateLimitStoreOptions = { commandTimeoutMs: 200 };

/** ioredis's error for a command that got no answer within `commandTimeout`. */
const commandTimedOut = 'Command timed out';

/**
 * ioredis, telling its owner when a command sent on a ready connection timed out while that
 * connection is still the current one (the timeout of a command of an earlier connection says
 * nothing about this one).
 */
class ObservedRedis extends Redis {
  onStalledConnection: () => void = () => undefined;

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    // A command settled already (a resend of an earlier connection's) tells nothing new.
    const sentOn = this.status === 'ready' && !command.isResolved ? this.stream : null;
    const sent = super.sendCommand(command, stream);
    command.promise.catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== commandTimedOut) return;
      if (sentOn !== null && this.status === 'ready' && this.stream === sentOn) {
        this.onStalledConnection();
      }
    });
    return sent;
  }
}

export function createRateLimitStore(
  redisUrl: string | null,
  logger: Logger,
  options: RateLimitStoreOptions = defaultStoreOptions,
): RateLimitStore {
  if (redisUrl === null) {
    return {
      kind: 'memory',
      redis: null,
      health: () => 'memory',
      limiter: ({ keyPrefix, points, durationSeconds }) =>
        new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  const redis = new ObservedRedis(redisUrl, {
    // A command while Redis is away fails at once (the insurance limiter answers) instead of
    // queueing behind a reconnect and holding the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A connected Redis that stopped answering (stalled, partitioned, overloaded) would hold every
    // command, and the request waiting on it, for as long as TCP keeps the connection.
    commandTimeout: options.commandTimeoutMs,
    // A connection closed while Redis is stalled would wait for its answer (2 s by default), then
    // close late, in the middle of the next one: dropped after the same short wait instead.
    disconnectTimeout: options.commandTimeoutMs,
    // Commands of a dropped connection have had their answer (memory) already: not sent again.
    autoResendUnfulfilledCommands: false,
  });
  const watch = watchRedis(redis, logger);
  return {
    kind: 'redis',
    redis,
    health: () => (redis.status === 'ready' ? 'redis' : 'memory-fallback'),
    limiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `refurb-bff:${keyPrefix}`,
        points,
        duration: durationSeconds,
        // Not ready (connecting, or reconnecting after a stall): memory at once, no wait.
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
      watch.closing = true;
      redis.disconnect();
    },
  };
}

/**
 * Episodes of Redis trouble, one `warn` when one starts and one `info` when it ends. A command
 * that timed out on a ready connection means a stalled server: the connection is dropped and
 * made again, so that until Redis answers a ready check every limit counts in memory at once
 * (`rejectIfRedisNotReady`) instead of each command waiting out its timeout.
 */
function watchRedis(redis: ObservedRedis, logger: Logger): { closing: boolean } {
  const watch = { closing: false };
  let troubled = false;
  let connectedOnce = false;
  const trouble = (reason: string) => {
    if (watch.closing) return;
    if (troubled) {
      logger.debug({ reason }, 'rate-limit store (Redis) still unavailable');
      return;
    }
    troubled = true;
    logger.warn(
      { reason },
      'rate-limit store (Redis) unavailable: limits counted in this process until it answers',
    );
  };
  redis.onStalledConnection = () => {
    trouble(`a command got no answer within ${String(redis.options.commandTimeout)} ms`);
    // Dropped at once, as a network failure would (a graceful close would wait for a stalled
    // server's answer): ioredis reconnects, and is ready again once Redis answers its check.
    redis.stream.destroy();
  };
  redis.on('error', (error: Error) => trouble(error.message));
  redis.on('close', () => {
    if (connectedOnce) trouble('connection closed');
  });
  redis.on('ready', () => {
    connectedOnce = true;
    if (troubled) logger.info('rate-limit store (Redis) answers again: limits shared again');
    else logger.info('rate-limit store (Redis) connected');
    troubled = false;
  });
  return watch;
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
