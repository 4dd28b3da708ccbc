import { type IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { type Config } from '../config.js';
import { type GraphQLContext } from '../context.js';
import { type NotificationFeed } from '../graphql/notifications/notification-feed.js';
import { type HeaderReader } from '../http/node-bridge.js';
import { type UserWork } from '../limits/user-work.js';
import { type Logger } from '../logger.js';
import { type SessionSealer } from '../session/seal.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import { BullJobQueue } from './bullmq-queue.js';
import { JobFileLinks, createJobFileRoute } from './job-file-links.js';
import { EmbeddedJobQueue, type JobQueue } from './job-queue.js';
import { runJob } from './job-runner.js';
import { JobService } from './job-service.js';
import { MemoryJobStore, type JobStore } from './job-store.js';
import { RedisJobStore } from './redis-job-store.js';

export interface JobsOptions {
  sealer: SessionSealer;
  userWork: UserWork;
  /** The upstream connection and the notification feed, once started. */
  started: Promise<readonly [{ client: UpstreamClient }, NotificationFeed | null]>;
}

/**
 * Jobs (docs/work-queue-and-bulk-actions.md): with REDIS_URL the job store is Redis and the
 * queue BullMQ (any replica answers and runs any job); without it both live in this process.
 * JOB_LOCK_MS (default 30000): how long a stopped replica's running job waits before another
 * replica takes it over.
 */
export function createJobs(config: Config, logger: Logger, options: JobsOptions): JobService {
  const store: JobStore =
    config.redisUrl !== null
      ? new RedisJobStore(jobStoreConnection(config.redisUrl, logger), { owned: true })
      : new MemoryJobStore();
  const run = (jobId: string, shutdown: AbortSignal) =>
    runJob(
      jobId,
      {
        store,
        userWork: options.userWork,
        sealer: options.sealer,
        logger,
        services: options.started.then(([{ client }, feed]) => ({ client, feed })),
      },
      shutdown,
    );
  const lockMs = Number(process.env.JOB_LOCK_MS ?? 30_000);
  const queue: JobQueue =
    config.redisUrl !== null
      ? new BullJobQueue({
          redisUrl: config.redisUrl,
          logger,
          run,
          lockMs: Number.isFinite(lockMs) && lockMs >= 1000 ? lockMs : 30_000,
        })
      : new EmbeddedJobQueue(run, logger);
  return new JobService(store, queue, options.sealer, new JobFileLinks(config.sessionSecret));
}

/**
 * The job store's own Redis connection. Not the limits' one: that one gives up on a command after
 * 200 ms and drops itself (a limit then counts in memory), which on a busy machine cut a running
 * job's checkpoint writes and left the job RUNNING with nobody running it. Jobs are durable state:
 * a command waits for a reconnect (queued) and for a slow answer, up to 10 s.
 */
function jobStoreConnection(redisUrl: string, logger: Logger): Redis {
  const redis = new Redis(redisUrl, { connectTimeout: 5000, commandTimeout: 10_000 });
  redis.on('error', (error: Error) =>
    logger.warn({ err: error.message }, 'job store (Redis) error'),
  );
  return redis;
}

/** The /jobs/{id}/file route of a JobService. */
export function jobFileRoute(
  jobs: JobService,
  logger: Logger,
  createContext: (
    headers: HeaderReader,
    request: IncomingMessage,
  ) => GraphQLContext | Promise<GraphQLContext>,
) {
  return createJobFileRoute({ links: jobs.links, store: jobs.store, logger, createContext });
}
