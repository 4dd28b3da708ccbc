import { EventEmitter } from 'node:events';
import { type Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import {
  FINISHED_JOB_TTL_SECONDS,
  isFinished,
  type JobItemRecord,
  type JobRecord,
  type JobStatusName,
} from './job-record.js';

/** A page of a job's item outcomes: `offset` is where the next page starts. */
export interface ItemPage {
  items: { index: number; item: JobItemRecord }[];
  totalCount: number;
  hasNextPage: boolean;
}

/**
 * Where jobs live: the records, each item's outcome (written once: a resumed job skips the items
 * it finds here), the cancel flags, the files of local exports, and the "job changed" signal
 * every BFF replica hears. MemoryJobStore without Redis; RedisJobStore with it.
 */
/**
 * The signal a job changed, heard by every replica: whose job it is and whether it was just
 * created, so that a listener reads only the jobs it follows (a user's new jobs, one job).
 */
export interface JobChange {
  jobId: string;
  userId: string;
  created: boolean;
}

export interface JobStore {
  create(record: JobRecord): Promise<void>;
  get(jobId: string): Promise<JobRecord | null>;
  /** Saves the record's changed fields (the runner is the only writer of a running job). */
  update(jobId: string, change: Partial<JobRecord>): Promise<JobRecord | null>;
  /** The user's jobs, newest first (finished ones for 7 days). */
  listForUser(userId: string): Promise<JobRecord[]>;
  /** Records an item's outcome unless one is already recorded; true when this call did. */
  recordItem(jobId: string, item: JobItemRecord): Promise<boolean>;
  doneItemIds(jobId: string): Promise<Set<string>>;
  /** Notes that an item's work (and maybe its write) starts: a takeover reads such items first. */
  markStarted(jobId: string, itemId: string): Promise<void>;
  startedItemIds(jobId: string): Promise<Set<string>>;
  itemCount(jobId: string): Promise<number>;
  items(
    jobId: string,
    offset: number,
    first: number,
    status: JobItemRecord['status'] | null,
  ): Promise<ItemPage>;
  requestCancel(jobId: string): Promise<void>;
  cancelRequested(jobId: string): Promise<boolean>;
  /** Replaces the job's file with `lines` (a local export). */
  writeFile(jobId: string, chunks: AsyncIterable<string>): Promise<number>;
  readFile(jobId: string): Promise<Readable | null>;
  /** Tells every replica the job changed (created, progress, status, a cancel request). */
  publish(change: JobChange): Promise<void>;
  /** Calls `listener` with each job change until the returned function is called. */
  onChange(listener: (change: JobChange) => void): () => void;
  close(): Promise<void>;
}

/** Filters and pages an item list the same way in both stores. */
export function pageOf(
  all: readonly JobItemRecord[],
  offset: number,
  first: number,
  status: JobItemRecord['status'] | null,
): ItemPage {
  const matching = all
    .map((item, index) => ({ index, item }))
    .filter(({ item }) => status === null || item.status === status);
  const from = matching.filter(({ index }) => index >= offset);
  return {
    items: from.slice(0, first),
    totalCount: matching.length,
    hasNextPage: from.length > first,
  };
}

interface MemoryJob {
  record: JobRecord;
  items: JobItemRecord[];
  done: Set<string>;
  started: Set<string>;
  cancel: boolean;
  file: string[] | null;
}

/** Jobs in this process's memory: what the embedded queue uses; lost when the process ends. */
export class MemoryJobStore implements JobStore {
  private readonly jobs = new Map<string, MemoryJob>();
  private readonly changes = new EventEmitter();

  constructor(private readonly now: () => number = () => Date.now()) {
    this.changes.setMaxListeners(0);
  }

  create(record: JobRecord): Promise<void> {
    this.sweep();
    this.jobs.set(record.id, {
      record,
      items: [],
      done: new Set(),
      started: new Set(),
      cancel: false,
      file: null,
    });
    return Promise.resolve();
  }

  get(jobId: string): Promise<JobRecord | null> {
    return Promise.resolve(this.jobs.get(jobId)?.record ?? null);
  }

  update(jobId: string, change: Partial<JobRecord>): Promise<JobRecord | null> {
    const job = this.jobs.get(jobId);
    if (!job) return Promise.resolve(null);
    job.record = { ...job.record, ...change };
    return Promise.resolve(job.record);
  }

  listForUser(userId: string): Promise<JobRecord[]> {
    this.sweep();
    const mine = [...this.jobs.values()]
      .map((job) => job.record)
      .filter((record) => record.userId === userId);
    return Promise.resolve(mine.sort(newestFirst));
  }

  recordItem(jobId: string, item: JobItemRecord): Promise<boolean> {
    const job = this.jobs.get(jobId);
    if (!job || job.done.has(item.itemId)) return Promise.resolve(false);
    job.done.add(item.itemId);
    job.items.push(item);
    return Promise.resolve(true);
  }

  doneItemIds(jobId: string): Promise<Set<string>> {
    return Promise.resolve(new Set(this.jobs.get(jobId)?.done ?? []));
  }

  markStarted(jobId: string, itemId: string): Promise<void> {
    this.jobs.get(jobId)?.started.add(itemId);
    return Promise.resolve();
  }

  startedItemIds(jobId: string): Promise<Set<string>> {
    return Promise.resolve(new Set(this.jobs.get(jobId)?.started ?? []));
  }

  itemCount(jobId: string): Promise<number> {
    return Promise.resolve(this.jobs.get(jobId)?.items.length ?? 0);
  }

  items(jobId: string, offset: number, first: number, status: JobItemRecord['status'] | null) {
    return Promise.resolve(pageOf(this.jobs.get(jobId)?.items ?? [], offset, first, status));
  }

  requestCancel(jobId: string): Promise<void> {
    const job = this.jobs.get(jobId);
    if (job) job.cancel = true;
    return Promise.resolve();
  }

  cancelRequested(jobId: string): Promise<boolean> {
    return Promise.resolve(this.jobs.get(jobId)?.cancel ?? false);
  }

  async writeFile(jobId: string, chunks: AsyncIterable<string>): Promise<number> {
    const written: string[] = [];
    let bytes = 0;
    for await (const chunk of chunks) {
      written.push(chunk);
      bytes += Buffer.byteLength(chunk);
    }
    const job = this.jobs.get(jobId);
    if (job) job.file = written;
    return bytes;
  }

  readFile(jobId: string): Promise<Readable | null> {
    const file = this.jobs.get(jobId)?.file;
    return Promise.resolve(file ? ReadableStream.from(file) : null);
  }

  publish(change: JobChange): Promise<void> {
    this.changes.emit('change', change);
    return Promise.resolve();
  }

  onChange(listener: (change: JobChange) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  close(): Promise<void> {
    this.changes.removeAllListeners();
    return Promise.resolve();
  }

  /** Finished jobs older than 7 days go. */
  private sweep(): void {
    const oldest = this.now() - FINISHED_JOB_TTL_SECONDS * 1000;
    for (const [id, { record }] of this.jobs) {
      if (isFinished(record.status as JobStatusName) && record.finishedAt !== null) {
        if (Date.parse(record.finishedAt) < oldest) this.jobs.delete(id);
      }
    }
  }
}

function newestFirst(a: JobRecord, b: JobRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}
