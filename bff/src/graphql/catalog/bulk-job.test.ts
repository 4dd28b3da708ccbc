import { describe, expect, it } from 'vitest';
import { codedError } from '../../errors.js';
import { createLogger } from '../../logger.js';
import { runBulkJob, withinCallBudget } from './bulk-job.js';
import { BulkItemStatus } from './bulk-types.js';

const logger = createLogger('silent');
const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

describe('runBulkJob', () => {
  it('works on at most 4 items at a time, and on every item', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const job = await runBulkJob(
      ids(23),
      async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return { status: BulkItemStatus.DONE };
      },
      { logger },
    );
    expect(mostAtOnce).toBe(4);
    expect(job).toMatchObject({ total: 23, done: 23, already: 0, failed: 0 });
    expect(job.results.map((result) => result.itemId)).toEqual(ids(23));
  });

  it('reports a failing item with its code and message, and finishes the others', async () => {
    const job = await runBulkJob(
      ids(5),
      async (itemId) => {
        if (itemId === '2') throw codedError('NOT_FOUND');
        if (itemId === '4') throw new Error('socket hang up at 10.0.0.7');
        return { status: itemId === '5' ? BulkItemStatus.ALREADY : BulkItemStatus.DONE };
      },
      { logger },
    );
    expect(job).toMatchObject({ total: 5, done: 2, already: 1, failed: 2 });
    expect(job.results[1]).toMatchObject({
      itemId: '2',
      status: BulkItemStatus.FAILED,
      errorCode: 'NOT_FOUND',
      message: 'Not found.',
    });
    // An unexpected error is masked: no internal detail reaches the client.
    expect(job.results[3]).toMatchObject({
      itemId: '4',
      status: BulkItemStatus.FAILED,
      errorCode: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong.',
    });
  });

  it('waits for the call budget when refused (RATE_LIMITED) and tries the item again', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const job = await runBulkJob(
      ['7'],
      async () => {
        attempts += 1;
        if (attempts < 3) throw codedError('RATE_LIMITED', 'Too many', { retryAfterSeconds: 2 });
        return { status: BulkItemStatus.DONE, name: 'Phone' };
      },
      {
        logger,
        wait: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(waits).toEqual([2000, 2000]);
    expect(job.results).toEqual([
      {
        itemId: '7',
        status: BulkItemStatus.DONE,
        name: 'Phone',
        errorCode: null,
        message: null,
        automaticPriceEnabled: null,
        price: null,
        basePrice: null,
      },
    ]);
  });
});

describe('withinCallBudget', () => {
  it('gives up after 30 waits with the budget error, and passes other errors at once', async () => {
    let waits = 0;
    await expect(
      withinCallBudget(
        () => Promise.reject(codedError('RATE_LIMITED', 'Too many', { retryAfterSeconds: 60 })),
        async (ms) => {
          expect(ms).toBe(10_000);
          waits += 1;
        },
      ),
    ).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(waits).toBe(30);
    await expect(
      withinCallBudget(
        () => Promise.reject(codedError('FORBIDDEN')),
        async () => {
          throw new Error('must not wait');
        },
      ),
    ).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
