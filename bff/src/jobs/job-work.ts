import { type Logger } from '../logger.js';
import { type UserWork } from '../limits/user-work.js';
import { type UpstreamSession } from '../upstream/upstream-client.js';
import { type NotificationFeed } from '../graphql/notifications/notification-feed.js';
import { type JobRecord } from './job-record.js';
import { type JobStore } from './job-store.js';

/** Thrown inside a job's work when a cancel was asked for: the job ends CANCELLED. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
  }
}

/** What one kind's work gets from the runner. */
export interface JobWork {
  record: JobRecord;
  store: JobStore;
  userWork: UserWork;
  logger: Logger;
  /** The store as the job's user (calls paid through `pay`, from the user's bulk share). */
  upstream: UpstreamSession;
  /** Pays one store call from the user's bulk share (waits while it is spent). */
  pay(): Promise<void>;
  /** Whether a cancel was asked for (read from the job store: every replica sees it). */
  cancelRequested(): Promise<boolean>;
  /** Saves fields of the record and tells every replica the job changed. */
  update(change: Partial<JobRecord>): Promise<void>;
  /** Tells every replica the job changed (after an item's outcome was recorded). */
  changed(): Promise<void>;
  feed: NotificationFeed | null;
  /** This BFF is shutting down: stop, and record nothing more (another replica resumes). */
  stopping(): boolean;
}

/** What a kind's work leaves when it ends without an error. */
export interface JobEnd {
  cancelled: boolean;
  file?: JobRecord['file'];
}
