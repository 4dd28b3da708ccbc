import { randomBytes } from 'node:crypto';
import { type Redis } from 'ioredis';
import { type Logger } from '../logger.js';

/**
 * Short-lived exclusive claims on a name ("this user's item 271 is being written", "this user's
 * first bulk job slot"), held by one BFF request at a time. With Redis (REDIS_URL) a claim holds
 * across every replica; without it, or while Redis is away, within this process only. A claim
 * expires on its own after `ttlMs` unless renewed, so a replica that dies mid-job frees it.
 */
export interface Lease {
  /** Gives the claim up (only if it is still this holder's). */
  release(): Promise<void>;
}

export interface LeaseStore {
  /** The claim on `name`, or null when someone else holds it. */
  tryAcquire(name: string, ttlMs: number): Promise<Lease | null>;
}

/** Claims in this process's memory. */
export class MemoryLeases implements LeaseStore {
  private readonly held = new Map<string, { token: string; expiresAt: number }>();

  tryAcquire(name: string, ttlMs: number): Promise<Lease | null> {
    const now = performance.now();
    const current = this.held.get(name);
    if (current && current.expiresAt > now) return Promise.resolve(null);
    const token = newToken();
    this.held.set(name, { token, expiresAt: now + ttlMs });
    return Promise.resolve(
      renewing(ttlMs, {
        renew: () => {
          const entry = this.held.get(name);
          if (entry?.token !== token) return Promise.resolve(false);
          entry.expiresAt = performance.now() + ttlMs;
          return Promise.resolve(true);
        },
        release: () => {
          if (this.held.get(name)?.token === token) this.held.delete(name);
          return Promise.resolve();
        },
      }),
    );
  }
}

/** Deletes or extends the key only while it still holds this holder's token. */
const releaseScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const renewScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/**
 * Claims in Redis (SET NX PX with a random token), falling back to this process's memory when a
 * command fails, as the rate limits do: a replica without Redis still serialises its own work.
 */
export class RedisLeases implements LeaseStore {
  private readonly fallback = new MemoryLeases();
  private warned = false;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async tryAcquire(name: string, ttlMs: number): Promise<Lease | null> {
    const key = `refurb-bff:lease:${name}`;
    const token = newToken();
    try {
      const set = await this.redis.set(key, token, 'PX', ttlMs, 'NX');
      this.warned = false;
      if (set !== 'OK') return null;
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        this.logger.warn(
          { err: (error as Error).message },
          'leases (Redis) unavailable: in memory',
        );
      }
      return this.fallback.tryAcquire(name, ttlMs);
    }
    return renewing(ttlMs, {
      renew: async () => (await this.redis.eval(renewScript, 1, key, token, ttlMs)) === 1,
      release: async () => {
        await this.redis.eval(releaseScript, 1, key, token);
      },
    });
  }
}

/** A lease that renews itself every third of its lifetime until released. */
function renewing(
  ttlMs: number,
  claim: { renew(): Promise<boolean>; release(): Promise<void> },
): Lease {
  const timer = setInterval(
    () => {
      claim.renew().then(
        (kept) => {
          if (!kept) clearInterval(timer);
        },
        // A failed renewal leaves the claim to expire; the holder finishes regardless.
        () => clearInterval(timer),
      );
    },
    Math.max(10, Math.floor(ttlMs / 3)),
  );
  timer.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      await claim.release().catch(() => undefined);
    },
  };
}

function newToken(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Runs work one at a time per name within this process, in arrival order (a queue per name, no
 * polling): what a claim in a LeaseStore is then taken for, so a replica's own jobs wait in
 * line instead of racing each other to Redis.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(name, tail);
    await previous;
    try {
      return await work();
    } finally {
      done();
      if (this.tails.get(name) === tail) this.tails.delete(name);
    }
  }

  /** Names with work running or waiting (for tests: nothing is left behind). */
  get size(): number {
    return this.tails.size;
  }
}
