import { graphql, HttpResponse } from 'msw';
import { server } from './server';

// The BFF's jobs as Recent jobs uses them, for tests: the user's jobs a page at a time (newest
// first, the job id as cursor), one job, its failed items, cancel and the bulk starts a retry
// sends. Answers are shaped as the BFF sends them (with __typename).

export type FakeJobKind =
  | 'BULK_SET_DYNAMIC_PRICING'
  | 'BULK_SYNC_BASE_PRICE'
  | 'CATALOG_EXPORT'
  | 'CATALOG_UPLOAD'
  | 'PRICES_EXPORT'
  | 'PRICE_ITEMS_EXPORT';
export type FakeJobStatus = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
export type FakeItemStatus = 'DONE' | 'ALREADY' | 'FAILED';

export interface FakeJobItem {
  itemId: string;
  name: string | null;
  status: FakeItemStatus;
  /** FAILED only. */
  code?: string;
  /** The dynamic pricing state after the job. */
  automaticPriceEnabled?: boolean | null;
}

export interface FakeJob {
  id: string;
  kind: FakeJobKind;
  status: FakeJobStatus;
  done: number;
  total: number | null;
  items: FakeJobItem[];
  url: string | null;
  error: { code: string; message: string } | null;
  createdAt: string;
  finishedAt: string | null;
  /** A dynamic pricing job: the state it sets, as the BFF says it (null when it does not). */
  dynamicPricingEnabled: boolean | null;
  /** An upload: the file's name, and the store's report on it (anUploadReport) once it has come. */
  uploadedFilename: string | null;
  uploadReport: object | null;
}

export function aJob(overrides: Partial<FakeJob> & Pick<FakeJob, 'id'>): FakeJob {
  const items = overrides.items ?? [];
  return {
    kind: 'BULK_SYNC_BASE_PRICE',
    status: 'SUCCEEDED',
    done: items.length,
    total: items.length,
    url: null,
    error: null,
    dynamicPricingEnabled: null,
    uploadedFilename: null,
    uploadReport: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt:
      overrides.status === 'RUNNING' || overrides.status === 'QUEUED'
        ? null
        : '2026-03-01T10:02:00.000Z',
    ...overrides,
    items,
  };
}

const connection = (items: FakeJobItem[], status: FakeItemStatus, withEdges = 0) => {
  const matched = items.filter((item) => item.status === status);
  return {
    __typename: 'JobItemConnection',
    totalCount: matched.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    edges: matched.slice(0, withEdges).map((item) => ({
      __typename: 'JobItemEdge',
      cursor: item.itemId,
      node: resultOf(item),
    })),
  };
};

function resultOf(item: FakeJobItem) {
  const failed = item.status === 'FAILED';
  return {
    __typename: 'BulkItemResult',
    itemId: item.itemId,
    status: item.status,
    name: item.name,
    code: failed ? (item.code ?? 'UPSTREAM_UNAVAILABLE') : null,
    errorCode: failed ? (item.code ?? 'UPSTREAM_UNAVAILABLE') : null,
    message: failed ? 'The store did not answer.' : null,
    automaticPriceEnabled: item.automaticPriceEnabled ?? null,
    price: 100,
    basePrice: 100,
  };
}

/** A job as every jobs operation answers it (the counts under the aliases the screen asks). */
export function jobNode(job: FakeJob) {
  return {
    __typename: 'Job',
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: { __typename: 'JobProgress', done: job.done, total: job.total },
    error: job.error && { __typename: 'JobError', ...job.error },
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    dynamicPricingEnabled: job.dynamicPricingEnabled,
    url: job.url,
    uploadedFilename: job.uploadedFilename,
    uploadReport: job.uploadReport,
    done: connection(job.items, 'DONE'),
    already: connection(job.items, 'ALREADY'),
    failed: connection(job.items, 'FAILED'),
  };
}

export interface JobsSent {
  pages: Array<{ first: number; after: string | null }>;
  cancelled: string[];
  started: Array<{ operation: 'dynamic' | 'sync'; itemIds: string[]; enabled?: boolean }>;
}

export interface ServeJobListOptions {
  /** The list is answered with an error until `acceptList()`. */
  refuseList?: boolean;
  /** The list's answers wait for this (to see the screen while it loads). */
  hold?: Promise<void>;
}

/**
 * Serves `jobs` (newest first, as given; the test may change them). Returns what the screen sent,
 * the jobs and `acceptList` (ends `refuseList`).
 */
export function serveJobList(initial: FakeJob[], options: ServeJobListOptions = {}) {
  const jobs = [...initial];
  const sent: JobsSent = { pages: [], cancelled: [], started: [] };
  let refusing = options.refuseList ?? false;
  const find = (id: unknown) => jobs.find((job) => job.id === id);
  const start = (kind: FakeJobKind, itemIds: string[]) => {
    const job = aJob({ id: `job-${jobs.length + 1}`, kind, status: 'RUNNING', done: 0 });
    job.total = itemIds.length;
    jobs.unshift(job);
    return jobNode(job);
  };
  server.use(
    graphql.query('RecentJobs', async ({ variables }) => {
      await options.hold;
      const first = variables.first as number;
      const after = (variables.after as string | null) ?? null;
      sent.pages.push({ first, after });
      if (refusing) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      }
      const from = after === null ? 0 : jobs.findIndex((job) => job.id === after) + 1;
      const page = jobs.slice(from, from + first);
      return HttpResponse.json({
        data: {
          jobs: {
            __typename: 'JobConnection',
            totalCount: jobs.length,
            pageInfo: {
              __typename: 'PageInfo',
              hasNextPage: from + first < jobs.length,
              endCursor: page.at(-1)?.id ?? null,
            },
            edges: page.map((job) => ({
              __typename: 'JobEdge',
              cursor: job.id,
              node: jobNode(job),
            })),
          },
        },
      });
    }),
    ...oneJobHandlers(find),
    graphql.mutation('CancelJob', ({ variables }) => {
      const job = find(variables.id);
      sent.cancelled.push(variables.id as string);
      if (job && (job.status === 'RUNNING' || job.status === 'QUEUED')) {
        job.status = 'CANCELLED';
        job.finishedAt = '2026-03-01T10:05:00.000Z';
      }
      return HttpResponse.json({ data: { cancelJob: job ? jobNode(job) : null } });
    }),
    graphql.mutation('StartBulkSetDynamicPricing', ({ variables }) => {
      const { itemIds = [] } = variables.target as { itemIds?: string[] };
      const enabled = variables.enabled as boolean;
      sent.started.push({ operation: 'dynamic', itemIds, enabled });
      return HttpResponse.json({
        data: { startBulkSetDynamicPricing: start('BULK_SET_DYNAMIC_PRICING', itemIds) },
      });
    }),
    graphql.mutation('StartBulkSyncBasePrice', ({ variables }) => {
      const { itemIds = [] } = variables.target as { itemIds?: string[] };
      sent.started.push({ operation: 'sync', itemIds });
      return HttpResponse.json({
        data: { startBulkSyncBasePrice: start('BULK_SYNC_BASE_PRICE', itemIds) },
      });
    }),
  );
  return { sent, jobs, acceptList: () => (refusing = false) };
}

/** The operations about one job: the job, its failed items, the state a dynamic job asked for. */
function oneJobHandlers(find: (id: unknown) => FakeJob | undefined) {
  return [
    graphql.query('RecentJob', ({ variables }) => {
      const job = find(variables.id);
      return HttpResponse.json({ data: { job: job ? jobNode(job) : null } });
    }),
    graphql.query('BulkJobFailures', ({ variables }) => {
      const job = find(variables.id);
      const items = job && { ...jobNode(job), items: connection(job.items, 'FAILED', 50) };
      return HttpResponse.json({ data: { job: items ?? null } });
    }),
    graphql.query('JobFailedItemIds', ({ variables }) => {
      const job = find(variables.id);
      const items = job && { ...jobNode(job), items: connection(job.items, 'FAILED', 500) };
      return HttpResponse.json({ data: { job: items ?? null } });
    }),
  ];
}
