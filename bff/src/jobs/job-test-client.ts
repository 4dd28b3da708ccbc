// Test helpers: start, follow and read jobs as an API caller does (tests only).
import { expect } from 'vitest';
import { type TestBrowser } from '../testing/test-bff.js';

export interface JobView {
  id: string;
  kind: string;
  status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  progress: { done: number; total: number | null };
  error: { code: string; message: string } | null;
  url: string | null;
  createdAt: string;
  finishedAt: string | null;
  dynamicPricingEnabled: boolean | null;
  uploadedFilename: string | null;
}

export const jobFields =
  'id kind status progress { done total } error { code message } url createdAt finishedAt dynamicPricingEnabled uploadedFilename';

export interface ItemView {
  itemId: string;
  status: 'DONE' | 'ALREADY' | 'FAILED';
  automaticPriceEnabled: boolean | null;
  errorCode: string | null;
}

/** Runs a mutation answering a job; fails the test on errors. */
export async function startJob(
  browser: TestBrowser,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<JobView> {
  const answer = await browser.gql<Record<string, JobView>>(mutation, variables);
  expect(answer.errors).toBeUndefined();
  const job = Object.values(answer.data ?? {})[0];
  if (!job) throw new Error('no job');
  return job;
}

export async function readJob(browser: TestBrowser, id: string): Promise<JobView | null> {
  const answer = await browser.gql<{ job: JobView | null }>(
    `query ($id: ID!) { job(id: $id) { ${jobFields} } }`,
    { id },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.job ?? null;
}

/** Every item outcome of the job, page by page (`first` a page). */
export async function jobItems(
  browser: TestBrowser,
  id: string,
  first = 50,
  status: string | null = null,
): Promise<ItemView[]> {
  const items: ItemView[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: Awaited<ReturnType<typeof browser.gql>> = await browser.gql(
      `query ($id: ID!, $first: Int!, $after: String, $status: BulkItemStatus) {
        job(id: $id) { items(first: $first, after: $after, status: $status) {
          totalCount pageInfo { hasNextPage endCursor }
          edges { cursor node { itemId status automaticPriceEnabled errorCode } } } } }`,
      { id, first, after, status },
    );
    expect(answer.errors).toBeUndefined();
    const page = (
      answer.data as {
        job: {
          items: {
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
            edges: { node: ItemView }[];
          };
        };
      }
    ).job.items;
    items.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return items;
    after = page.pageInfo.endCursor;
  }
}

/**
 * jobUpdated over SSE: calls `onUpdate` with each state until the stream ends (the final state)
 * or `onUpdate` returns true; answers the states seen.
 */
export function followJob(
  baseUrl: string,
  cookie: string | null,
  id: string,
  onUpdate: (job: JobView) => boolean | Promise<boolean> = () => false,
): Promise<JobView[]> {
  return followSubscription(
    baseUrl,
    cookie,
    `subscription ($id: ID!) { jobUpdated(id: $id) { ${jobFields} } }`,
    { id },
    'jobUpdated',
    onUpdate,
  );
}

/**
 * A subscription over SSE: calls `onEvent` with the `field` of each event until the stream ends
 * or `onEvent` returns true; answers the events seen. `opened` hears when the stream answered.
 */
export async function followSubscription<Event>(
  baseUrl: string,
  cookie: string | null,
  query: string,
  variables: Record<string, unknown>,
  field: string,
  onEvent: (event: Event) => boolean | Promise<boolean>,
  opened: () => void = () => undefined,
): Promise<Event[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-graphql-csrf': '1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.body) throw new Error('no stream');
  opened();
  const seen: Event[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return seen;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('');
        if (data === '') continue;
        const payload = JSON.parse(data) as {
          data?: Record<string, Event | undefined>;
          errors?: unknown;
        };
        if (payload.errors) throw new Error(JSON.stringify(payload.errors));
        const event = payload.data?.[field];
        if (!event) continue;
        seen.push(event);
        if (await onEvent(event)) return seen;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
