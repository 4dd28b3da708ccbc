import type { ApolloClient } from '@apollo/client';
import { readFragment, type ResultOf, type VariablesOf } from '../../../graphql';
import {
  BulkItem_result,
  BulkJob_progress,
  BulkJobFailuresQuery,
  BulkJobOutcomeQuery,
  BulkJobsQuery,
  CancelJobMutation,
  JobOutcome_counts,
  JobUpdatedSubscription,
  StartBulkSetDynamicPricingMutation,
  StartBulkSyncBasePriceMutation,
} from './bulk-action-documents';

export type BulkActionKind = 'dynamicOn' | 'dynamicOff' | 'syncBasePrice';
/** What a job shown does: an action, or dynamic pricing one way or the other (a job found running). */
export type ShownAction = BulkActionKind | 'dynamicEither';
export type BulkJob = ResultOf<typeof BulkJob_progress>;
export type BulkItemResult = ResultOf<typeof BulkItem_result>;
export type BulkTarget = VariablesOf<typeof StartBulkSyncBasePriceMutation>['target'];
export type CatalogFilterVariable = NonNullable<BulkTarget>['filter'];

/** How a finished job went: items per outcome and the failed ones (the first 50). */
export interface BulkOutcome {
  done: number;
  already: number;
  failed: number;
  failedItems: BulkItemResult[];
}

type Client = ApolloClient<unknown>;

const FINAL: ReadonlySet<BulkJob['status']> = new Set(['SUCCEEDED', 'FAILED', 'CANCELLED']);
export const isFinal = (job: Pick<BulkJob, 'status'>) => FINAL.has(job.status);

/** Starts one job for the whole target (ids or a filter): the BFF runs it item by item. */
export async function startBulkJob(
  client: Client,
  action: BulkActionKind,
  target: NonNullable<BulkTarget>,
): Promise<BulkJob> {
  const answer =
    action === 'syncBasePrice'
      ? (await client.mutate({ mutation: StartBulkSyncBasePriceMutation, variables: { target } }))
          .data?.startBulkSyncBasePrice
      : (
          await client.mutate({
            mutation: StartBulkSetDynamicPricingMutation,
            variables: { target, enabled: action === 'dynamicOn' },
          })
        ).data?.startBulkSetDynamicPricing;
  const job = readFragment(BulkJob_progress, answer);
  if (!job) throw new Error('no job in the answer');
  return job;
}

export async function cancelBulkJob(client: Client, id: string): Promise<BulkJob | null> {
  const { data } = await client.mutate({ mutation: CancelJobMutation, variables: { id } });
  return readFragment(BulkJob_progress, data?.cancelJob) ?? null;
}

/**
 * Follows a job with `jobUpdated` until its final state (the subscription's last message). If the
 * subscription fails (no socket), the job is asked for once its subscription has ended.
 * Returns a function that stops following.
 */
export function followJob(
  client: Client,
  id: string,
  onUpdate: (job: BulkJob) => void,
  onEnded: (job: BulkJob | null) => void,
): () => void {
  let last: BulkJob | null = null;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    if (last && isFinal(last)) {
      onEnded(last);
      return;
    }
    // The subscription ended without a final state: ask the job itself.
    client
      .query({
        query: BulkJobsQuery,
        variables: { status: null, first: 20 },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        const job = data.jobs.edges
          .map((edge) => readFragment(BulkJob_progress, edge.node))
          .find((node) => node.id === id);
        onEnded(job ?? last);
      })
      .catch(() => onEnded(last));
  };
  const subscription = client
    .subscribe({ query: JobUpdatedSubscription, variables: { id } })
    .subscribe({
      next: ({ data }) => {
        const job = readFragment(BulkJob_progress, data?.jobUpdated);
        if (!job) return;
        last = job;
        onUpdate(job);
        if (isFinal(job)) end();
      },
      error: (error: unknown) => {
        console.warn('job updates failed', error);
        end();
      },
      complete: end,
    });
  return () => {
    ended = true;
    subscription.unsubscribe();
  };
}

/** The counts and failed items of a finished job. */
export async function jobOutcome(client: Client, id: string): Promise<BulkOutcome | null> {
  const { data } = await client.query({
    query: BulkJobOutcomeQuery,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (!data.job) return null;
  const job = readFragment(JobOutcome_counts, data.job);
  const failedItems =
    job.failed.totalCount === 0
      ? []
      : ((
          await client.query({
            query: BulkJobFailuresQuery,
            variables: { id },
            fetchPolicy: 'network-only',
          })
        ).data.job?.items.edges.map((edge) => readFragment(BulkItem_result, edge.node)) ?? []);
  return {
    done: job.done.totalCount,
    already: job.already.totalCount,
    failed: job.failed.totalCount,
    failedItems,
  };
}

/** The user's bulk jobs running now (another tab, or this one before a reload). */
export async function runningBulkJobs(client: Client): Promise<BulkJob[]> {
  const { data } = await client.query({
    query: BulkJobsQuery,
    variables: { status: 'RUNNING', first: 5 },
    fetchPolicy: 'network-only',
  });
  return data.jobs.edges
    .map((edge) => readFragment(BulkJob_progress, edge.node))
    .filter(
      (job) => job.kind === 'BULK_SET_DYNAMIC_PRICING' || job.kind === 'BULK_SYNC_BASE_PRICE',
    );
}
