import { setTimeout as sleep } from 'node:timers/promises';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';
import { rateLimitedError, type RateLimitStore, refusalOf } from './rate-limit-store.js';
import { type UpstreamCallBudget } from './upstream-call-budget.js';
import { KeyedQueue, type Lease, type LeaseStore } from './user-leases.js';

/** Bulk jobs (bulk action calls, filter listings for them) one user may run at once. */
export const BULK_JOBS_PER_USER = 2;
/** How long a further bulk job waits for one of them to end before it is refused. */
export const BULK_JOB_SLOT_WAIT_MS = 60_000;
/** Exports (prices, items) one user may start in a minute. */
export const EXPORTS_PER_USER_PER_MINUTE = 10;
/** How long one write waits for an earlier write of the same user to the same item. */
const ITEM_WRITE_WAIT_MS = 30_000;
/** An item write's claim outlives any single write (an operation's deadline is 10 s). */
const ITEM_WRITE_LEASE_MS = 30_000;
/** A bulk job's slot is renewed while the job runs; a replica that stops frees it this late. */
const BULK_JOB_LEASE_MS = 30_000;
/** The longest a bulk call waits for the budget before its item is reported RATE_LIMITED. */
const MAX_BULK_CALL_WAIT_MS = 60_000;
/** A store that lacked an optional call is asked again after this long (it may be upgraded). */
const MISSING_ROUTE_MEMORY_MS = 10 * 60_000;

export interface UserWorkOptions {
  store: RateLimitStore;
  leases: LeaseStore;
  callBudget: UpstreamCallBudget;
  /** The user's budget of store calls a second (UPSTREAM_CALLS_PER_SECOND). */
  callsPerSecond: number;
  logger: Logger;
  /** Waits between tries (tests pass a fake clock). */
  wait?: (ms: number) => Promise<void>;
  poll?: { slotMs: number };
}

/**
 * What one user's work may take of the store, across all of that user's sessions and tabs (and,
 * with Redis, across BFF replicas):
 * - bulk work spends at most half of the user's call budget, so the other screens keep loading;
 * - at most two bulk jobs run at once; a third waits for one of them (up to a minute);
 * - one write at a time per item, so concurrent jobs never undo each other;
 * - at most ten exports a minute.
 */
export class UserWork {
  /** Routes the store answered 404/405 for, by name, until when that is believed. */
  private readonly missingRoutes = new Map<string, number>();
  private readonly localItemWrites = new KeyedQueue();
  private readonly bulkCalls;
  private readonly exports;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(private readonly options: UserWorkOptions) {
    this.wait = options.wait ?? ((ms) => sleep(ms));
    this.bulkCalls = options.store.limiter({
      keyPrefix: 'bulk-calls',
      points: bulkCallsPerSecond(options.callsPerSecond),
      durationSeconds: 1,
    });
    this.exports = options.store.limiter({
      keyPrefix: 'exports',
      points: EXPORTS_PER_USER_PER_MINUTE,
      durationSeconds: 60,
    });
  }

  /**
   * Runs `write` while no other write of this user to this item runs: in arrival order within
   * this BFF, and across replicas through a shared claim. Refused (RATE_LIMITED, nothing
   * written) when the earlier writes take longer than 30 s.
   */
  holdItem<T>(userId: string, itemId: string, write: () => Promise<T>): Promise<T> {
    const name = `item-write:${userId}:${itemId}`;
    return this.localItemWrites.run(name, async () => {
      const lease = await this.claim(name, ITEM_WRITE_LEASE_MS, ITEM_WRITE_WAIT_MS);
      if (lease === null) {
        throw codedError('RATE_LIMITED', 'Another change to this item is still running.', {
          retryAfterSeconds: 1,
        });
      }
      try {
        return await write();
      } finally {
        await lease.release();
      }
    });
  }

  /**
   * One of the user's two bulk job slots, held until `release`; waits up to a minute for one to
   * free, then RATE_LIMITED.
   */
  async startBulkJob(userId: string): Promise<Lease> {
    const names = Array.from(
      { length: BULK_JOBS_PER_USER },
      (_, slot) => `bulk-job:${userId}:${slot}`,
    );
    const started = performance.now();
    for (let tries = 0; ; tries += 1) {
      for (const name of names) {
        const lease = await this.options.leases.tryAcquire(name, BULK_JOB_LEASE_MS);
        if (lease) return lease;
      }
      if (performance.now() - started >= BULK_JOB_SLOT_WAIT_MS) {
        throw codedError(
          'RATE_LIMITED',
          `${BULK_JOBS_PER_USER} bulk actions of this account are already running. Try again when one has finished.`,
          { retryAfterSeconds: 5 },
        );
      }
      await this.wait(this.options.poll?.slotMs ?? Math.min(500, 50 * 2 ** tries));
    }
  }

  /**
   * Pays for `calls` store calls of bulk work: from the user's bulk share (half the budget) and
   * from the user's budget itself, waiting while either is spent. Bulk work's calls are paid here
   * and not again per call. After a minute of waiting: RATE_LIMITED.
   */
  async payBulkCalls(userId: string, calls = 1): Promise<void> {
    for (let call = 0; call < calls; call += 1) await this.payOne(userId);
  }

  /** Counts an export of the user; the eleventh in a minute is RATE_LIMITED. */
  async startExport(userId: string): Promise<void> {
    try {
      await this.exports.consume(userId);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) {
        this.options.logger.error({ err: error }, 'export limit unavailable');
        return;
      }
      throw rateLimitedError(
        `At most ${EXPORTS_PER_USER_PER_MINUTE} exports a minute. Please wait a moment and try again.`,
        refusal,
      );
    }
  }

  /** Whether the store was seen lacking `route` (404/405 for it) in the last ten minutes. */
  lacksRoute(route: string): boolean {
    const until = this.missingRoutes.get(route);
    return until !== undefined && until > performance.now();
  }

  routeMissing(route: string): void {
    this.missingRoutes.set(route, performance.now() + MISSING_ROUTE_MEMORY_MS);
  }

  private async payOne(userId: string): Promise<void> {
    const started = performance.now();
    for (;;) {
      const waitMs = await this.tryPay(userId);
      if (waitMs === 0) return;
      if (performance.now() - started + waitMs > MAX_BULK_CALL_WAIT_MS) {
        throw codedError('RATE_LIMITED', undefined, {
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
      await this.wait(waitMs);
    }
  }

  /** 0 when the call is paid; else how long to wait before trying again. */
  private async tryPay(userId: string): Promise<number> {
    try {
      await this.bulkCalls.consume(userId);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) {
        this.options.logger.error({ err: error }, 'bulk call share unavailable');
      } else {
        return Math.max(10, refusal.msBeforeNext);
      }
    }
    const refusedMs = await this.options.callBudget.tryTake(userId);
    if (refusedMs === 0) return 0;
    // The share's point goes back: the call was not made.
    await this.bulkCalls.reward(userId).catch(() => undefined);
    return Math.max(10, refusedMs);
  }

  /** Polls the shared claim until it is had or `waitMs` has passed. */
  private async claim(name: string, ttlMs: number, waitMs: number): Promise<Lease | null> {
    const started = performance.now();
    for (let tries = 0; ; tries += 1) {
      const lease = await this.options.leases.tryAcquire(name, ttlMs);
      if (lease) return lease;
      if (performance.now() - started >= waitMs) return null;
      await this.wait(Math.min(200, 10 * 2 ** tries));
    }
  }
}

/** Half of the user's budget, at least one call a second. */
export function bulkCallsPerSecond(callsPerSecond: number): number {
  return Math.max(1, Math.floor(callsPerSecond / 2));
}
