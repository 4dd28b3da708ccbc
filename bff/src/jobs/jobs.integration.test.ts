import { describe, expect, it } from 'vitest';
import { TestBrowser, type TestBff } from '../testing/test-bff.js';
import { signedInDemo } from '../graphql/testing/signed-in-demo.js';
import {
  followJob,
  followSubscription,
  jobFields,
  jobItems,
  readJob,
  startJob,
  type JobView,
} from './job-test-client.js';

// Jobs as an API caller sees them: started at once, followed by jobUpdated, read from any
// session of the user, cancelled, and a catalog export downloaded.

let bff: TestBff;
let demo: TestBrowser;

// A budget small enough that a 40-item job runs for seconds: the cancel test cancels it midway
// whatever the machine's speed (a slower machine only makes the job longer).
signedInDemo((started) => ({ bff, demo } = started), {
  UPSTREAM_CALLS_PER_SECOND: '20',
  UPSTREAM_CALLS_BURST: '20',
});

const startDynamic = `mutation ($target: BulkTarget!, $enabled: Boolean!) {
  startBulkSetDynamicPricing(target: $target, enabled: $enabled) { ${jobFields} } }`;

async function itemIds(filter: Record<string, unknown>, count: number): Promise<string[]> {
  const answer = await demo.gql<{ catalog: { items: { id: string }[] } }>(
    'query ($filter: CatalogFilter) { catalog(filter: $filter) { items { id } } }',
    { filter },
  );
  const ids = answer.data?.catalog.items.map((item) => item.id) ?? [];
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

function writesTo(itemId: string): number {
  return bff.calls.filter(
    (call) => call.method === 'PUT' && call.path.startsWith(`/api/catalog/${itemId}/`),
  ).length;
}

describe('jobs', () => {
  it('a bulk job answers at once, runs on, and every session of the user sees its outcome', async () => {
    const ids = await itemIds({ dynamicPricing: true }, 6);
    bff.resetCalls();
    const job = await startJob(demo, startDynamic, { target: { itemIds: ids }, enabled: false });
    expect(job).toMatchObject({
      kind: 'BULK_SET_DYNAMIC_PRICING',
      finishedAt: null,
      dynamicPricingEnabled: false,
      uploadedFilename: null,
    });
    expect(['QUEUED', 'RUNNING']).toContain(job.status);

    const states = await followJob(bff.url, demo.cookie, job.id);
    const last = states.at(-1);
    expect(last).toMatchObject({ status: 'SUCCEEDED', progress: { done: 6, total: 6 } });
    expect(last?.finishedAt).not.toBeNull();
    // Progress only grows.
    const dones = states.map((state) => state.progress.done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);

    const other = new TestBrowser(bff.url);
    expect((await other.login()).errors).toBeUndefined();
    expect((await readJob(other, job.id))?.status).toBe('SUCCEEDED');
    const items = await jobItems(other, job.id, 4);
    expect(items.map((item) => item.itemId).sort()).toEqual([...ids].sort());
    expect(items.every((item) => item.status === 'DONE' && !item.automaticPriceEnabled)).toBe(true);
    for (const id of ids) expect(writesTo(id)).toBe(1);
    const listed = await other.gql<{ jobs: { edges: { node: { id: string } }[] } }>(
      '{ jobs(first: 5) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.jobs.edges.map((edge) => edge.node.id)).toContain(job.id);
    // Only an upload has the store's report: asking a bulk job for it costs no store call.
    bff.resetCalls();
    const report = await other.gql<{ job: { uploadReport: unknown } }>(
      'query ($id: ID!) { job(id: $id) { uploadReport { created } } }',
      { id: job.id },
    );
    expect(report.errors).toBeUndefined();
    expect(report.data).toEqual({ job: { uploadReport: null } });
    expect(bff.calls).toEqual([]);

    // Again: nothing to write, every item ALREADY.
    const again = await startJob(demo, startDynamic, { target: { itemIds: ids }, enabled: false });
    await followJob(bff.url, demo.cookie, again.id);
    const second = await jobItems(demo, again.id, 50, 'ALREADY');
    expect(second).toHaveLength(6);

    // A script pages the jobs one at a time while another job starts: no job comes twice.
    type Page = { jobs: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string } } };
    const pageQuery =
      'query ($after: String) { jobs(first: 1, after: $after) { edges { node { id } } pageInfo { endCursor } } }';
    const firstPage = await demo.gql<Page>(pageQuery, { after: null });
    expect(firstPage.data?.jobs.edges.map((edge) => edge.node.id)).toEqual([again.id]);
    const back = await startJob(demo, startDynamic, { target: { itemIds: ids }, enabled: true });
    const nextPage = await demo.gql<Page>(pageQuery, {
      after: firstPage.data?.jobs.pageInfo.endCursor,
    });
    expect(nextPage.data?.jobs.edges.map((edge) => edge.node.id)).toEqual([job.id]);
    await followJob(bff.url, demo.cookie, back.id);

    // By kind: the three bulk jobs, and no upload.
    const byKind = await demo.gql<{
      bulk: { totalCount: number };
      uploads: { totalCount: number };
    }>(
      `{ bulk: jobs(kind: BULK_SET_DYNAMIC_PRICING) { totalCount }
         uploads: jobs(kind: CATALOG_UPLOAD) { totalCount } }`,
    );
    expect(byKind.data).toEqual({ bulk: { totalCount: 3 }, uploads: { totalCount: 0 } });
  });

  it("jobCreated: a job started by another session of the user arrives once; a stranger's does not", async () => {
    const ids = await itemIds({ dynamicPricing: true }, 2);
    const script = new TestBrowser(bff.url);
    expect((await script.login()).errors).toBeUndefined();
    const stranger = new TestBrowser(bff.url);
    expect((await stranger.login('rivenditore@example.com')).errors).toBeUndefined();
    const strangerIds = (
      await stranger.gql<{ catalog: { items: { id: string }[] } }>('{ catalog { items { id } } }')
    ).data?.catalog.items
      .slice(0, 2)
      .map((item) => item.id);
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let started: JobView | null = null;
    const heard = followSubscription<JobView>(
      bff.url,
      demo.cookie,
      `subscription { jobCreated { ${jobFields} } }`,
      {},
      'jobCreated',
      (job) => job.id === started?.id,
      opened,
    );
    await open;
    // The stranger's job comes first: the stream must skip it.
    await startJob(stranger, startDynamic, { target: { itemIds: strangerIds }, enabled: true });
    started = await startJob(script, startDynamic, { target: { itemIds: ids }, enabled: true });
    const events = await heard;
    expect(events.map((event) => event.id)).toEqual([started.id]);
    expect(events[0]).toMatchObject({ kind: 'BULK_SET_DYNAMIC_PRICING' });
    await followJob(bff.url, demo.cookie, started.id);
  });

  it('refuses bad input before a job exists, and hides jobs from signed-out callers', async () => {
    const both = await demo.gql(startDynamic, {
      target: { itemIds: ['1'], filter: {} },
      enabled: true,
    });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const none = await demo.gql(startDynamic, { target: { itemIds: [] }, enabled: true });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const stranger = new TestBrowser(bff.url);
    const refused = await stranger.gql('{ jobs { edges { node { id } } } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await readJob(demo, 'job-unknownunknownunknown')).toBeNull();
  });

  it('cancelJob: no item starts writing after its answer; written items stay listed', async () => {
    const ids = await itemIds({ dynamicPricing: true }, 40);
    bff.resetCalls();
    const job = await startJob(demo, startDynamic, { target: { itemIds: ids }, enabled: false });
    let cancelledAt = -1;
    const states = await followJob(bff.url, demo.cookie, job.id, async (state) => {
      if (cancelledAt < 0 && state.progress.done >= 2) {
        const answer = await demo.gql<{ cancelJob: { id: string } }>(
          'mutation ($id: ID!) { cancelJob(id: $id) { id status } }',
          { id: job.id },
        );
        expect(answer.errors).toBeUndefined();
        cancelledAt = bff.calls.length;
      }
      return false;
    });
    expect(states.at(-1)?.status).toBe('CANCELLED');
    const written = (calls: typeof bff.calls) =>
      new Set(calls.filter((call) => call.method === 'PUT').map((call) => call.path.split('/')[3]));
    const before = written(bff.calls.slice(0, cancelledAt));
    const after = written(bff.calls.slice(cancelledAt));
    // Only items already in flight then (at most 4 run at a time) write after the answer.
    expect(after.size).toBeLessThanOrEqual(4);
    const items = await jobItems(demo, job.id);
    const everyWritten = new Set([...before, ...after]);
    expect(new Set(items.map((item) => item.itemId))).toEqual(everyWritten);
    expect(items.length).toBeLessThan(ids.length);
    // Put the written ones back.
    const back = await startJob(demo, startDynamic, {
      target: { itemIds: [...everyWritten] },
      enabled: true,
    });
    await followJob(bff.url, demo.cookie, back.id);
  });
});
