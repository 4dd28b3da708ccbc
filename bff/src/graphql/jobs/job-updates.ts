import { type JobService } from '../../jobs/job-service.js';
import { isFinished, type JobRecord } from '../../jobs/job-record.js';

/** The most often jobUpdated sends an update: every 250 ms at most (4 a second). */
export const JOB_UPDATE_INTERVAL_MS = 250;

/**
 * The job's states as it changes: the current one first, then at most one every 250 ms (changes
 * in between are merged into the next, which reads the job afresh), and the final one, after
 * which the stream ends. Changes come from the job store's signal, heard by every replica.
 */
export async function* jobUpdates(
  jobs: JobService,
  userId: string,
  jobId: string,
): AsyncGenerator<JobRecord> {
  let pending = true;
  let wake: (() => void) | null = null;
  const stop = jobs.store.onChange((changed) => {
    if (changed.jobId !== jobId) return;
    pending = true;
    wake?.();
  });
  try {
    let last = 0;
    for (;;) {
      if (!pending) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const since = performance.now() - last;
      if (since < JOB_UPDATE_INTERVAL_MS) {
        await new Promise((resolve) => setTimeout(resolve, JOB_UPDATE_INTERVAL_MS - since));
      }
      pending = false;
      last = performance.now();
      const record = await jobs.get(userId, jobId);
      if (record === null) return;
      yield record;
      if (isFinished(record.status)) return;
    }
  } finally {
    stop();
  }
}

/**
 * The user's jobs created after the stream started (by any session, token or script, on any
 * replica), each once, as soon as the job store signals it (queued, or running for an upload).
 * The signal says whose job was created, so the stream reads only the user's new jobs, once each.
 */
export async function* createdJobs(jobs: JobService, userId: string): AsyncGenerator<JobRecord> {
  const waiting: string[] = [];
  let wake: (() => void) | null = null;
  const stop = jobs.store.onChange((changed) => {
    if (!changed.created || changed.userId !== userId) return;
    waiting.push(changed.jobId);
    wake?.();
  });
  try {
    for (;;) {
      const jobId = waiting.shift();
      if (jobId === undefined) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const record = await jobs.get(userId, jobId);
      if (record !== null) yield record;
    }
  } finally {
    stop();
  }
}
