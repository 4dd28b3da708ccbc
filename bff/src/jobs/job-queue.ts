import { type Logger } from '../logger.js';

/**
 * Where started jobs wait for a runner. EmbeddedJobQueue runs them in this process (no Redis);
 * BullJobQueue (bullmq-queue.ts) hands them to any replica's worker through Redis.
 */
export interface JobQueue {
  readonly kind: 'embedded' | 'bullmq';
  enqueue(jobId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs each job in this process as soon as it is enqueued (bulk writes still wait for the
 * user's slots). What is lost on restart: every job and its file (they live in this process's
 * memory), and a running job stops where it was.
 */
export class EmbeddedJobQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  private readonly running = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly run: (jobId: string, shutdown: AbortSignal) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  enqueue(jobId: string): Promise<void> {
    const running = this.run(jobId, this.shutdown.signal)
      .catch((error: unknown) => this.logger.error({ err: error, jobId }, 'job runner failed'))
      .finally(() => this.running.delete(running));
    this.running.add(running);
    return Promise.resolve();
  }

  /** Jobs running now (tests: wait for them before the store stops). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** Running jobs stop where they are (their store calls end with the upstream client). */
  close(): Promise<void> {
    this.shutdown.abort();
    return Promise.resolve();
  }
}
