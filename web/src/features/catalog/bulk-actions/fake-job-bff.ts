import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../testing/server';

// The BFF's bulk jobs as far as the bulk bar uses them, for tests: start, jobUpdated (a hand-made
// subscription link), the outcome, the user's running jobs and cancel.

export type Status = 'DONE' | 'ALREADY' | 'FAILED';

export interface StartCall {
  operation: 'dynamic' | 'sync';
  target: { itemIds?: string[]; filter?: unknown };
  enabled?: boolean;
}

interface FakeJob {
  id: string;
  kind: 'BULK_SET_DYNAMIC_PRICING' | 'BULK_SYNC_BASE_PRICE';
  itemIds: string[];
  results: Array<Record<string, unknown>>;
  status: 'RUNNING' | 'SUCCEEDED' | 'CANCELLED';
  done: number;
}

export interface FakeJobOptions {
  outcomeOf?: (itemId: string, attempt: number) => Status;
  /** Items a filter matches. */
  matching?: string[];
  failureCode?: (itemId: string) => string;
  /** Awaited after the job's first progress (half its items), before its end. */
  beforeEnd?: (job: number) => Promise<void>;
  /** Jobs already running when the screen opens: [kind, item count, done]. */
  running?: Array<[FakeJob['kind'], number, number]>;
}

type Store = ReturnType<typeof fakeJobStore>;

function fakeJobStore(
  outcomeOf: (itemId: string, attempt: number) => Status,
  failureCode: (itemId: string) => string,
) {
  const jobs = new Map<string, FakeJob>();
  const attempts = new Map<string, number>();
  const jobOf = (job: FakeJob) => ({
    __typename: 'Job',
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: { __typename: 'JobProgress', done: job.done, total: job.itemIds.length },
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: job.status === 'RUNNING' ? null : '2026-03-01T10:01:00.000Z',
  });
  const create = (kind: FakeJob['kind'], itemIds: string[], enabled: boolean | null) => {
    const results = itemIds.map((itemId) => {
      const attempt = (attempts.get(itemId) ?? 0) + 1;
      attempts.set(itemId, attempt);
      const status = outcomeOf(itemId, attempt);
      return {
        __typename: 'BulkItemResult',
        itemId,
        status,
        name: `Phone ${itemId}`,
        code: status === 'FAILED' ? failureCode(itemId) : null,
        message: status === 'FAILED' ? 'The store is not reachable right now.' : null,
        automaticPriceEnabled: status === 'FAILED' ? null : enabled,
        price: 100,
        basePrice: 100,
      };
    });
    const job: FakeJob = {
      id: `job-${jobs.size + 1}`,
      kind,
      itemIds,
      results,
      status: 'RUNNING',
      done: 0,
    };
    jobs.set(job.id, job);
    return job;
  };
  return { jobs, jobOf, create };
}

export function serveJobs({
  outcomeOf = () => 'DONE',
  matching = [],
  failureCode = () => 'UPSTREAM_UNAVAILABLE',
  beforeEnd = async () => undefined,
  running = [],
}: FakeJobOptions = {}) {
  const calls: StartCall[] = [];
  const store = fakeJobStore(outcomeOf, failureCode);
  const { jobs, jobOf, create } = store;
  for (const [kind, count, done] of running) {
    const job = create(
      kind,
      Array.from({ length: count }, (_, index) => `r${index}`),
      false,
    );
    job.done = done;
  }
  const runningOnLoad = [...jobs.values()];
  server.use(...jobHandlers(store, calls, matching, runningOnLoad));
  const subscriptionLink = jobUpdatesLink(store, beforeEnd);
  /** Ends a job with all its items written: its final state, as jobUpdated sends it. */
  const finish = (id: string) => {
    const job = jobs.get(id);
    if (!job) throw new Error(`no job ${id}`);
    job.done = job.itemIds.length;
    job.status = 'SUCCEEDED';
    return jobOf(job);
  };
  return { calls, subscriptionLink, finish };
}

function jobHandlers(
  { jobs, jobOf, create }: Store,
  calls: StartCall[],
  matching: string[],
  runningOnLoad: FakeJob[],
) {
  const idsOf = (target: StartCall['target']) => target.itemIds ?? matching;
  return [
    graphql.mutation('StartBulkSetDynamicPricing', ({ variables }) => {
      const target = variables.target as StartCall['target'];
      calls.push({ operation: 'dynamic', target, enabled: variables.enabled as boolean });
      const job = create('BULK_SET_DYNAMIC_PRICING', idsOf(target), variables.enabled as boolean);
      return HttpResponse.json({ data: { startBulkSetDynamicPricing: jobOf(job) } });
    }),
    graphql.mutation('StartBulkSyncBasePrice', ({ variables }) => {
      const target = variables.target as StartCall['target'];
      calls.push({ operation: 'sync', target });
      const job = create('BULK_SYNC_BASE_PRICE', idsOf(target), null);
      return HttpResponse.json({ data: { startBulkSyncBasePrice: jobOf(job) } });
    }),
    graphql.mutation('CancelJob', ({ variables }) => {
      const job = jobs.get(variables.id as string);
      if (job && job.status === 'RUNNING') job.status = 'CANCELLED';
      return HttpResponse.json({ data: { cancelJob: job ? jobOf(job) : null } });
    }),
    graphql.query('BulkJobs', ({ variables }) =>
      HttpResponse.json({
        data: {
          jobs: {
            __typename: 'JobConnection',
            edges: (variables.status === 'RUNNING' ? runningOnLoad : [...jobs.values()])
              .filter((job) => variables.status !== 'RUNNING' || job.status === 'RUNNING')
              .map((job) => ({ __typename: 'JobEdge', node: jobOf(job) })),
          },
        },
      }),
    ),
    graphql.query('BulkJobFailures', ({ variables }) => {
      const job = jobs.get(variables.id as string);
      const failed = (job?.results.slice(0, job.done) ?? []).filter((r) => r.status === 'FAILED');
      return HttpResponse.json({
        data: {
          job: job && {
            __typename: 'Job',
            id: job.id,
            items: {
              __typename: 'JobItemConnection',
              edges: failed.map((node) => ({ __typename: 'JobItemEdge', node })),
            },
          },
        },
      });
    }),
    graphql.query('BulkJobOutcome', ({ variables }) => {
      const job = jobs.get(variables.id as string);
      if (!job) return HttpResponse.json({ data: { job: null } });
      const written = job.results.slice(0, job.done);
      const items = (status: Status, withEdges: boolean) => {
        const matched = written.filter((result) => result.status === status);
        return {
          __typename: 'JobItemConnection',
          totalCount: matched.length,
          ...(withEdges
            ? { edges: matched.map((node) => ({ __typename: 'JobItemEdge', node })) }
            : {}),
        };
      };
      return HttpResponse.json({
        data: {
          job: {
            ...jobOf(job),
            done: items('DONE', false),
            already: items('ALREADY', false),
            failed: items('FAILED', true),
          },
        },
      });
    }),
  ];
}

function jobUpdatesLink({ jobs, jobOf }: Store, beforeEnd: (job: number) => Promise<void>) {
  let ended = 0;
  /** jobUpdated: half the items, then (after `beforeEnd`) the rest, or where a cancel left it. */
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const job = jobs.get(operation.variables.id as string);
        if (!job) {
          observer.error(new Error('no such job'));
          return;
        }
        const send = () => observer.next({ data: { jobUpdated: jobOf(job) } });
        void (async () => {
          await Promise.resolve();
          job.done = Math.max(job.done, Math.floor(job.itemIds.length / 2));
          send();
          ended += 1;
          await beforeEnd(ended);
          if (job.status === 'RUNNING') {
            job.done = job.itemIds.length;
            job.status = 'SUCCEEDED';
          }
          send();
          observer.complete();
        })();
      }),
  );
}
