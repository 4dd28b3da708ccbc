import { type JobRecord } from '../jobs/job-record.js';

/** A stored job for tests: a running base-price sync of user 7, with `change` applied. */
export function jobRecord(change: Partial<JobRecord> = {}): JobRecord {
  return {
    id: 'job-aaaaaaaaaaaaaaaaaaaaaa',
    userId: '7',
    kind: 'BULK_SYNC_BASE_PRICE',
    status: 'RUNNING',
    params: {},
    credential: 'sealed',
    locale: null,
    itemIds: null,
    total: null,
    done: null,
    error: null,
    file: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: null,
    ...change,
  };
}
