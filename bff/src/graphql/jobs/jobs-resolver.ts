import {
  Arg,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { assertJobId, isJobId } from '../../jobs/job-runner.js';
import { type JobRecord } from '../../jobs/job-record.js';
import { type JobService } from '../../jobs/job-service.js';
import { BulkItemStatus } from '../catalog/bulk-types.js';
import { CatalogUploadReport, uploadReportOfJob } from '../notifications/catalog-upload-report.js';
import { requireSession } from '../common/require-session.js';
import {
  Job,
  JobConnection,
  JobError,
  JobItemConnection,
  JobKind,
  JobProgress,
  JobStatus,
  jobOf,
} from './job-types.js';
import { createdJobs, jobUpdates } from './job-updates.js';
import { itemCursors, jobCursor, jobsAfter } from './job-cursors.js';

@Resolver(() => Job)
export class JobsResolver {
  @Query(() => Job, {
    nullable: true,
    description: "One of the signed-in user's jobs; null when there is none with this id.",
  })
  async job(
    @Arg('id', () => ID, { description: 'Job id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<Job | null> {
    const { jobs, userId } = jobsOf(context);
    if (!isJobId(id)) return null;
    const record = await jobs.get(userId, id);
    return record ? jobOf(record) : null;
  }

  @Query(() => JobConnection, {
    description:
      "The signed-in user's jobs (of every session and token of the user), newest first; finished ones for 7 days.",
  })
  async jobs(
    @Arg('first', () => Int, { defaultValue: 20, description: 'Jobs per page (1 to 100).' })
    first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'pageInfo.endCursor of the previous page.',
    })
    after: string | null,
    @Arg('status', () => JobStatus, { nullable: true, description: 'Only jobs in this status.' })
    status: JobStatus | null,
    @Arg('kind', () => JobKind, {
      nullable: true,
      description: 'Only jobs of this kind (e.g. CATALOG_UPLOAD: your uploads and their reports).',
    })
    kind: JobKind | null,
    @Ctx() context: GraphQLContext,
  ): Promise<JobConnection> {
    const { jobs, userId } = jobsOf(context);
    const size = pageSize(first, 100);
    // An argument left out arrives undefined.
    const all = (await jobs.list(userId)).filter(
      (record) =>
        (status == null || record.status === (status as string)) &&
        (kind == null || record.kind === (kind as string)),
    );
    const rest = jobsAfter(all, after ?? null);
    const edges = rest.slice(0, size).map((record) => ({
      cursor: jobCursor(record),
      node: jobOf(record),
    }));
    return {
      edges,
      pageInfo: { hasNextPage: rest.length > size, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: all.length,
    };
  }

  @Mutation(() => Job, {
    nullable: true,
    description:
      'Stops a queued or running job of the user. Once this answers no further item starts; items in flight (at most 4) finish, and every item written stays written and is listed. A catalog upload still being sent is cut, nothing of it applied (its uploadCatalogFile answers JOB_CANCELLED); one the store has whole is applied. A finished job is answered unchanged. NOT_FOUND for an unknown id.',
  })
  async cancelJob(
    @Arg('id', () => ID, { description: 'Job id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    const { jobs, userId } = jobsOf(context);
    if (!isJobId(id)) throw codedError('NOT_FOUND', 'No such job.');
    return jobOf(await jobs.cancel(userId, id));
  }

  @Subscription(() => Job, {
    description:
      'A job of the user as it changes: its state now, then at most 4 updates a second, and its final state (SUCCEEDED, FAILED or CANCELLED), after which the subscription ends. Ends at once for an unknown id.',
    subscribe: ({
      args,
      context,
    }: SubscribeResolverData<unknown, { id: string }, GraphQLContext>) => {
      const { jobs, userId } = jobsOf(context);
      assertJobId(args.id);
      return jobUpdates(jobs, userId, args.id);
    },
  })
  jobUpdated(
    @Arg('id', () => ID, { description: 'Job id.' }) _id: string,
    @Root() record: JobRecord,
  ): Job {
    return jobOf(record);
  }

  @Subscription(() => Job, {
    description:
      'Each job of the user created after subscribing, by any session, token or script, once, as soon as it is queued (an upload: as it starts). Follow one with jobUpdated(id). Never ends on its own.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => {
      const { jobs, userId } = jobsOf(context);
      return createdJobs(jobs, userId);
    },
  })
  jobCreated(@Root() record: JobRecord): Job {
    return jobOf(record);
  }

  @FieldResolver(() => JobProgress, { description: 'How far the job is.' })
  async progress(@Root() job: Job, @Ctx() context: GraphQLContext): Promise<JobProgress> {
    const { record } = job;
    const done = record.done ?? (await jobsOf(context).jobs.store.itemCount(record.id));
    return { done, total: record.total };
  }

  @FieldResolver(() => JobItemConnection, {
    description:
      'Per-item outcomes of a bulk write, in the order they were written (empty for exports).',
  })
  async items(
    @Root() job: Job,
    @Arg('first', () => Int, {
      defaultValue: 50,
      description: 'Outcomes per page (0 to 500; 0 asks only for totalCount).',
    })
    first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'pageInfo.endCursor of the previous page.',
    })
    after: string | null,
    @Arg('status', () => BulkItemStatus, {
      nullable: true,
      description: 'Only outcomes with this status (e.g. FAILED, to retry them).',
    })
    status: BulkItemStatus | null,
    @Ctx() context: GraphQLContext,
  ): Promise<JobItemConnection> {
    const size = pageSize(first, 500, 0);
    const page = await jobsOf(context).jobs.store.items(
      job.id,
      itemCursors.after(after ?? null),
      size,
      status ?? null,
    );
    const edges = page.items.map(({ index, item }) => ({
      cursor: itemCursors.cursor(index),
      node: { ...item, status: item.status as BulkItemStatus },
    }));
    return {
      edges,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: page.totalCount,
    };
  }

  @FieldResolver(() => JobError, {
    nullable: true,
    description: 'Why the job FAILED; null otherwise.',
  })
  error(@Root() job: Job): JobError | null {
    return job.record.error;
  }

  @FieldResolver(() => CatalogUploadReport, {
    nullable: true,
    description:
      "A SUCCEEDED CATALOG_UPLOAD job: what the store did with the file (the report of the upload's CATALOG_UPLOAD_COMPLETED notification, read from the store's list of the user's latest notifications). Null until the store has processed the file, once newer notifications have pushed it out of that list, when the list cannot be read now, and for other kinds.",
  })
  async uploadReport(
    @Root() job: Job,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogUploadReport | null> {
    if (job.kind !== JobKind.CATALOG_UPLOAD || job.status !== JobStatus.SUCCEEDED) return null;
    requireSession(context);
    try {
      return uploadReportOfJob(await context.loaders.notifications.load('me'), job.id);
    } catch (error) {
      // The job's other fields stand; the report is asked again with the job.
      context.logger.warn({ err: error, jobId: job.id }, 'upload report unreadable');
      return null;
    }
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "A SUCCEEDED export's download link: for a catalog export a signed link of this BFF, valid 5 minutes and only for this user (ask the job again for a fresh one); for a store export the /download route of its file. Null otherwise.",
  })
  url(@Root() job: Job, @Ctx() context: GraphQLContext): string | null {
    return jobsOf(context).jobs.links.urlOf(job.record);
  }
}

/** The signed-in user's id and the job service. */
export function jobsOf(context: GraphQLContext): { jobs: JobService; userId: string } {
  requireSession(context);
  const { userId } = context.session;
  if (userId === null) throw codedError('UNAUTHENTICATED');
  return { jobs: context.jobs, userId };
}

function pageSize(first: number, max: number, min = 1): number {
  if (!Number.isInteger(first) || first < min || first > max) {
    throw codedError('BAD_USER_INPUT', `first must be between ${min} and ${max}.`);
  }
  return first;
}
