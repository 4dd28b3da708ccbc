import { randomBytes } from 'node:crypto';
import { codedError } from '../errors.js';
import { type GraphQLContext } from '../context.js';
import { sealCredential } from './job-credential.js';
import { type JobQueue } from './job-queue.js';
import { isFinished, type JobKindName, type JobRecord } from './job-record.js';
import { type JobStore } from './job-store.js';
import { type SessionSealer } from '../session/seal.js';
import { type JobFileLinks } from './job-file-links.js';

/**
 * What the GraphQL resolvers use: start a job for the signed-in user (answers once it is
 * queued), read and list the user's jobs, cancel one. Jobs belong to the user: every session
 * and token of that user sees and may cancel them, nobody else does.
 */
export class JobService {
  constructor(
    readonly store: JobStore,
    readonly queue: JobQueue,
    private readonly sealer: SessionSealer,
    readonly links: JobFileLinks,
  ) {}

  async start(
    context: GraphQLContext,
    kind: JobKindName,
    params: Record<string, unknown>,
  ): Promise<JobRecord> {
    const record = this.newRecord(context, kind, params, 'QUEUED');
    await this.store.create(record);
    await this.queue.enqueue(record.id);
    await this.store.publish({ jobId: record.id, userId: record.userId, created: true });
    return record;
  }

  /**
   * A job whose work this request does itself (a catalog upload): saved RUNNING, never queued;
   * the caller ends it with `end`.
   */
  async track(
    context: GraphQLContext,
    kind: JobKindName,
    params: Record<string, unknown>,
  ): Promise<JobRecord> {
    const record = this.newRecord(context, kind, params, 'RUNNING');
    await this.store.create(record);
    await this.store.publish({ jobId: record.id, userId: record.userId, created: true });
    return record;
  }

  /** Saves a change of a tracked job and tells every replica (and jobUpdated) it changed. */
  async change(jobId: string, change: Partial<JobRecord>): Promise<void> {
    const changed = await this.store.update(jobId, change);
    if (changed) await this.store.publish({ jobId, userId: changed.userId, created: false });
  }

  private newRecord(
    context: GraphQLContext,
    kind: JobKindName,
    params: Record<string, unknown>,
    status: JobRecord['status'],
  ): JobRecord {
    const userId = context.session.userId;
    if (userId === null) throw codedError('UNAUTHENTICATED');
    return {
      id: `job-${randomBytes(16).toString('base64url')}`,
      userId,
      kind,
      status,
      params,
      credential: sealCredential(context.session, this.sealer),
      locale: context.upstream.locale,
      itemIds: null,
      total: null,
      done: null,
      error: null,
      file: null,
      createdAt: new Date().toISOString(),
      finishedAt: null,
    };
  }

  /** The user's job; null when unknown or someone else's. */
  async get(userId: string, jobId: string): Promise<JobRecord | null> {
    const record = await this.store.get(jobId);
    return record?.userId === userId ? record : null;
  }

  list(userId: string): Promise<JobRecord[]> {
    return this.store.listForUser(userId);
  }

  /**
   * Asks the job to stop: once this answers, no item of it starts writing. A queued job is
   * CANCELLED at once; a running one once its items in flight are done.
   */
  async cancel(userId: string, jobId: string): Promise<JobRecord> {
    const record = await this.get(userId, jobId);
    if (record === null) throw codedError('NOT_FOUND', 'No such job.');
    if (isFinished(record.status)) return record;
    await this.store.requestCancel(jobId);
    let answer = record;
    if (record.status === 'QUEUED') {
      answer =
        (await this.store.update(jobId, {
          status: 'CANCELLED',
          finishedAt: new Date().toISOString(),
        })) ?? record;
    }
    await this.store.publish({ jobId, userId: record.userId, created: false });
    return answer;
  }

  /**
   * Resolves when a cancel of the job is asked for, on any replica (heard through the job store's
   * signal); `stop` stops listening.
   */
  whenCancelRequested(jobId: string): { requested: Promise<void>; stop: () => void } {
    let stop: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      stop = this.store.onChange((changed) => {
        if (changed.jobId !== jobId) return;
        void this.store.cancelRequested(jobId).then(
          (asked) => asked && resolve(),
          () => undefined,
        );
      });
    });
    return { requested, stop };
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.store.close();
  }
}
