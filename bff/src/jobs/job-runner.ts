import { codedError, errorCodeOf } from '../errors.js';
import { type NotificationFeed } from '../graphql/notifications/notification-feed.js';
import { type UserWork } from '../limits/user-work.js';
import { type Logger } from '../logger.js';
import { type SessionSealer } from '../session/seal.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import { runBulkWriteJob } from './bulk-write-job.js';
import { runCatalogExportJob } from './catalog-export-job.js';
import { openCredential } from './job-credential.js';
import { isBulkWrite, isFinished, type JobRecord } from './job-record.js';
import { type JobStore } from './job-store.js';
import { type JobEnd, type JobWork } from './job-work.js';
import { runPriceExportJob } from './price-export-job.js';

export interface JobRunnerDeps {
  store: JobStore;
  userWork: UserWork;
  sealer: SessionSealer;
  logger: Logger;
  services: Promise<{ client: UpstreamClient; feed: NotificationFeed | null }>;
}

/**
 * Runs one job to its end, on whichever replica the queue gave it to: QUEUED → (a bulk write
 * waits for one of the user's two slots) → RUNNING → SUCCEEDED, FAILED or CANCELLED. A job
 * found RUNNING is a takeover from a replica that stopped: its recorded items are kept. A job
 * already finished is left alone.
 */
export async function runJob(
  jobId: string,
  deps: JobRunnerDeps,
  /** Aborted when this BFF shuts down: the job is left as it is, for another run to resume. */
  shutdown: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { store } = deps;
  const record = await store.get(jobId);
  if (record === null || isFinished(record.status)) return;
  const logger = deps.logger.child({ jobId, kind: record.kind });
  const changed = () => store.publish({ jobId, userId: record.userId, created: false });
  const update = async (change: Partial<JobRecord>) => {
    await store.update(jobId, change);
    await changed();
  };
  const finish = (change: Partial<JobRecord>) =>
    update({ ...change, finishedAt: new Date().toISOString() });
  if (await store.cancelRequested(jobId)) return finish({ status: 'CANCELLED' });
  let slot: Awaited<ReturnType<typeof bulkSlot>> | null = null;
  try {
    slot = isBulkWrite(record.kind) ? await bulkSlot(record, deps) : null;
    if (slot === 'cancelled' || (await store.cancelRequested(jobId))) {
      return await finish({ status: 'CANCELLED' });
    }
    await update({ status: 'RUNNING' });
    const { client, feed } = await deps.services;
    const session = openCredential(record.credential, deps.sealer);
    const upstream = client.forRequest(session, jobId, logger, record.locale).renewed();
    const work: JobWork = {
      record: { ...record, status: 'RUNNING' },
      store,
      userWork: deps.userWork,
      logger,
      upstream,
      feed,
      pay: () => deps.userWork.payBulkCalls(record.userId),
      cancelRequested: () => store.cancelRequested(jobId),
      update,
      changed,
      stopping: () => shutdown.aborted,
    };
    const end = await kindOf(record)(work);
    if (shutdown.aborted) return;
    await finish(
      end.cancelled ? { status: 'CANCELLED' } : { status: 'SUCCEEDED', file: end.file ?? null },
    );
  } catch (error) {
    if (shutdown.aborted) return;
    const code = errorCodeOf(error);
    if (code === null) logger.error({ err: error }, 'job failed');
    await finish({
      status: 'FAILED',
      error: {
        code: code ?? 'INTERNAL_SERVER_ERROR',
        message: code !== null && error instanceof Error ? error.message : 'Something went wrong.',
      },
    });
  } finally {
    if (slot !== null && slot !== 'cancelled') await slot.release();
  }
}

function kindOf(record: JobRecord): (work: JobWork) => Promise<JobEnd> {
  switch (record.kind) {
    case 'BULK_SET_DYNAMIC_PRICING':
    case 'BULK_SYNC_BASE_PRICE':
      return runBulkWriteJob;
    case 'CATALOG_EXPORT':
      return runCatalogExportJob;
    case 'PRICES_EXPORT':
    case 'PRICE_ITEMS_EXPORT':
      return runPriceExportJob;
    case 'CATALOG_UPLOAD':
      // Never queued: the upload request streams the file itself (send-catalog-file.ts).
      return () => Promise.reject(codedError('INTERNAL_SERVER_ERROR', 'Not a queued job.'));
  }
}

/**
 * One of the user's two bulk job slots: the job stays QUEUED while both are taken (asking again
 * each time the wait for one runs out), until one frees or the job is cancelled.
 */
async function bulkSlot(record: JobRecord, deps: JobRunnerDeps) {
  for (;;) {
    try {
      return await deps.userWork.startBulkJob(record.userId);
    } catch (error) {
      if (errorCodeOf(error) !== 'RATE_LIMITED') throw error;
      if (await deps.store.cancelRequested(record.id)) return 'cancelled' as const;
    }
  }
}

/** A job id: random, URL-safe, and a valid X-Request-Id (the store echoes it in events). */
export function isJobId(value: string): boolean {
  return /^job-[A-Za-z0-9_-]{16,40}$/.test(value);
}

export function assertJobId(value: string): void {
  if (!isJobId(value)) throw codedError('BAD_USER_INPUT', 'Not a job id.');
}
