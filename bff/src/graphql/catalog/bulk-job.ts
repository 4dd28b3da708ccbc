import { setTimeout as sleep } from 'node:timers/promises';
import { bulkhead } from 'cockatiel';
import { errorCodeOf } from '../../errors.js';
import { type Logger } from '../../logger.js';
import { BulkItemStatus, type BulkItemResult, type BulkJob } from './bulk-types.js';

/** Items worked on at the same time: the upstream is shared by every store. */
export const BULK_CONCURRENCY = 4;
/** How often one item waits for the user's call budget before it is reported as failed. */
const MAX_BUDGET_WAITS = 30;
/** The longest single wait for the call budget. */
const MAX_BUDGET_WAIT_MS = 10_000;

/** What the work on one item reports when it did not fail. */
export interface ItemOutcome {
  status: BulkItemStatus.DONE | BulkItemStatus.ALREADY;
  name?: string | null;
  automaticPriceEnabled?: boolean | null;
  price?: number | null;
  basePrice?: number | null;
}

export interface BulkJobOptions {
  logger: Logger;
  concurrency?: number;
  /** Waits before retrying an item refused by the call budget (tests pass a fake clock). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs `work` for every id, at most `concurrency` at a time, and reports each item's outcome in
 * the order of `itemIds`. A failure of one item never stops the others. An item refused by the
 * user's upstream call budget (RATE_LIMITED) waits as long as the refusal says and is tried
 * again, so a long job paces itself to the budget instead of failing; any other failure is the
 * item's FAILED result with the error's code and client-safe message.
 */
export async function runBulkJob(
  itemIds: readonly string[],
  work: (itemId: string) => Promise<ItemOutcome>,
  options: BulkJobOptions,
): Promise<BulkJob> {
  const wait = options.wait ?? ((ms: number) => sleep(ms));
  const limiter = bulkhead(options.concurrency ?? BULK_CONCURRENCY, Number.POSITIVE_INFINITY);

  async function attempt(itemId: string): Promise<BulkItemResult> {
    try {
      return resultOf(itemId, await withinCallBudget(() => work(itemId), wait));
    } catch (error) {
      return failureOf(itemId, error, options.logger);
    }
  }

  const results = await Promise.all(
    itemIds.map((itemId) => limiter.execute(() => attempt(itemId))),
  );
  return {
    total: results.length,
    done: results.filter((result) => result.status === BulkItemStatus.DONE).length,
    already: results.filter((result) => result.status === BulkItemStatus.ALREADY).length,
    failed: results.filter((result) => result.status === BulkItemStatus.FAILED).length,
    results,
  };
}

/**
 * Runs `call` and, while the user's call budget refuses it (RATE_LIMITED), waits as long as
 * the refusal says and runs it again (at most MAX_BUDGET_WAITS times); other errors pass through.
 * `call` must start afresh each time (a renewed session with its own loaders: they keep failures).
 */
export async function withinCallBudget<T>(
  call: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => sleep(ms),
): Promise<T> {
  for (let waits = 0; ; waits += 1) {
    try {
      return await call();
    } catch (error) {
      const retryAfterMs = budgetRetryAfterMs(error);
      if (retryAfterMs === null || waits >= MAX_BUDGET_WAITS) throw error;
      await wait(Math.min(retryAfterMs, MAX_BUDGET_WAIT_MS));
    }
  }
}

/** An item's outcome as a bulk result (the synchronous action's and a job's). */
export function resultOf(itemId: string, outcome: ItemOutcome): BulkItemResult {
  return {
    itemId,
    status: outcome.status,
    name: outcome.name ?? null,
    errorCode: null,
    message: null,
    automaticPriceEnabled: outcome.automaticPriceEnabled ?? null,
    price: outcome.price ?? null,
    basePrice: outcome.basePrice ?? null,
  };
}

/** Coded errors carry a message meant for the client; anything else is logged and masked. */
export function failureOf(itemId: string, error: unknown, logger: Logger): BulkItemResult {
  const code = errorCodeOf(error);
  if (code === null) logger.error({ err: error, itemId }, 'bulk action item failed');
  return {
    itemId,
    status: BulkItemStatus.FAILED,
    name: null,
    errorCode: code ?? 'INTERNAL_SERVER_ERROR',
    message: code !== null && error instanceof Error ? error.message : 'Something went wrong.',
    automaticPriceEnabled: null,
    price: null,
    basePrice: null,
  };
}

/** A refusal of the user's call budget: how long to wait; null for any other error. */
function budgetRetryAfterMs(error: unknown): number | null {
  if (errorCodeOf(error) !== 'RATE_LIMITED') return null;
  const seconds = (error as { extensions?: { retryAfterSeconds?: unknown } }).extensions
    ?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 1000;
}
