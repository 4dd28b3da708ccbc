import { codedError } from '../../errors.js';
import { isJobId } from '../../jobs/job-runner.js';
import { type JobRecord } from '../../jobs/job-record.js';
import { offsetCursors } from '../common/offset-cursors.js';

const foreignCursor = 'This cursor does not belong to this list.';

/**
 * A job's item outcomes are recorded once each and only appended, in the order they were
 * written: a place in that list names the same outcome on every read.
 */
export const itemCursors = offsetCursors('j1:', foreignCursor);

const jobPrefix = 'j2:';

/** A job's place in the newest-first list of jobs: when it started, and its id. */
export function jobCursor(record: Pick<JobRecord, 'createdAt' | 'id'>): string {
  return Buffer.from(`${jobPrefix}${record.createdAt}|${record.id}`).toString('base64url');
}

/**
 * The jobs after `cursor`'s job in `newestFirst` (the list the cursor came from, read again):
 * after that job while it is listed, else after its start time. Jobs started meanwhile come
 * before it and ones that expired or changed status (a status filter) are gone, so the next page
 * neither repeats nor skips a job. A cursor of the older form (a place in the list) still works.
 */
export function jobsAfter(newestFirst: readonly JobRecord[], cursor: string | null): JobRecord[] {
  if (cursor === null) return [...newestFirst];
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!text.startsWith(jobPrefix)) return newestFirst.slice(itemCursors.after(cursor));
  const [createdAt = '', id = ''] = text.slice(jobPrefix.length).split('|');
  if (!isJobId(id) || Number.isNaN(Date.parse(createdAt))) {
    throw codedError('BAD_USER_INPUT', foreignCursor);
  }
  const at = newestFirst.findIndex((record) => record.id === id);
  if (at >= 0) return newestFirst.slice(at + 1);
  return newestFirst.filter((record) => record.createdAt < createdAt);
}
