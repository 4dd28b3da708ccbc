import { describe, expect, it } from 'vitest';
import { JobFileLinks } from '../../jobs/job-file-links.js';
import { type JobQueue } from '../../jobs/job-queue.js';
import { type JobRecord } from '../../jobs/job-record.js';
import { JobService } from '../../jobs/job-service.js';
import { MemoryJobStore } from '../../jobs/job-store.js';
import { type SessionSealer } from '../../session/seal.js';
import { jobRecord } from '../../testing/job-records.js';
import { createdJobs } from './job-updates.js';

/** A job store that counts the jobs read from it. */
class CountingJobStore extends MemoryJobStore {
  reads: string[] = [];
  override get(jobId: string): Promise<JobRecord | null> {
    this.reads.push(jobId);
    return super.get(jobId);
  }
}

function job(id: string, userId: string): JobRecord {
  return jobRecord({ id, userId, status: 'QUEUED' });
}

describe('createdJobs', () => {
  it("reads only the user's new jobs, once each: not another user's, not a change to a job", async () => {
    const store = new CountingJobStore();
    // Only the store is used by the stream.
    const jobs = new JobService(
      store,
      {} as JobQueue,
      {} as SessionSealer,
      new JobFileLinks('a-secret-of-enough-length-for-links'),
    );
    const stream = createdJobs(jobs, '7');
    const first = stream.next();
    const stranger = job('job-stranger', '8');
    const own = job('job-own', '7');
    for (const record of [stranger, own]) await store.create(record);
    await store.publish({ jobId: stranger.id, userId: '8', created: true });
    await store.publish({ jobId: own.id, userId: '7', created: false });
    await store.publish({ jobId: own.id, userId: '7', created: true });
    await store.publish({ jobId: own.id, userId: '7', created: false });
    expect((await first).value).toMatchObject({ id: own.id });
    expect(store.reads).toEqual([own.id]);
    await stream.return(undefined);
  });
});
