import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type Logger } from '../logger.js';
import { type JobQueue } from './job-queue.js';

const queueName = 'refurb-bff-jobs';

export interface BullJobQueueOptions {
  redisUrl: string;
  logger: Logger;
  run: (jobId: string, shutdown: AbortSignal) => Promise<void>;
  /** Jobs one replica runs at once. */
  concurrency?: number;
  /**
   * How long a worker's claim on a running job lasts without renewal (renewed at half): a replica
   * killed mid-job leaves its job to another after about this long (BullMQ's stalled-job check).
   */
  lockMs?: number;
}

/**
 * Jobs through BullMQ on Redis (REDIS_URL): every replica has a worker, and a job enqueued by
 * one is run by whichever worker takes it. A worker that dies mid-job stops renewing its lock;
 * BullMQ's stalled-job check puts the job back in the queue and another worker runs it again,
 * and the runner skips the items the job store has recorded (job-runner.ts). The BullMQ job only
 * carries the id: the record, progress and items live in the job store.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly connections: Redis[] = [];
  private readonly shutdown = new AbortController();

  constructor(options: BullJobQueueOptions) {
    // BullMQ wants connections that retry forever (a blocking worker connection above all).
    const connect = () => {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      redis.on('error', (error: Error) =>
        options.logger.warn({ err: error.message }, 'job queue (Redis) error'),
      );
      this.connections.push(redis);
      return redis;
    };
    const lockMs = options.lockMs ?? 30_000;
    this.queue = new Queue(queueName, { connection: connect() });
    this.worker = new Worker(
      queueName,
      async (job) => options.run(String(job.data.jobId), this.shutdown.signal),
      {
        connection: connect(),
        concurrency: options.concurrency ?? 8,
        lockDuration: lockMs,
        stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
        maxStalledCount: 5,
      },
    );
    this.worker.on('error', (error: Error) =>
      options.logger.warn({ err: error.message }, 'job worker error'),
    );
  }

  async enqueue(jobId: string): Promise<void> {
    await this.queue.add(
      'job',
      { jobId },
      {
        jobId,
        // A run that throws could not save the job (the job store unreachable): it runs again,
        // resuming from the recorded items, instead of staying RUNNING with nobody running it.
        attempts: 8,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  /** Running jobs stop unrecorded where they are; another replica's worker takes them over. */
  async close(): Promise<void> {
    this.shutdown.abort();
    // Not waiting for running jobs: another replica (or this one restarted) takes them over.
    await this.worker.close(true);
    await this.queue.close();
    for (const redis of this.connections) redis.disconnect();
  }
}
