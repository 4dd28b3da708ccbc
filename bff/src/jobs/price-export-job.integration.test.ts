import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../testing/test-bff.js';
import { followJob, jobFields, startJob } from './job-test-client.js';

// A prices export as a job: it ends when the store's event naming the job arrives, and its url
// downloads that file.

let bff: TestBff;
let demo: TestBrowser;

let upstream: EmbeddedUpstream;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  // Realtime on: the job hears the store's export event on the user's channel.
  bff = await startTestBff(upstream, realtimeEnv(upstream));
  demo = new TestBrowser(bff.url);
  expect((await demo.login()).errors).toBeUndefined();
});
afterAll(async () => {
  await bff?.stop();
  await upstream?.stop();
});

describe('price export jobs', () => {
  it('end SUCCEEDED with the url of the file the store made for this job', async () => {
    bff.resetCalls();
    const job = await startJob(
      demo,
      `mutation { startPricesExport(categoryId: "1") { ${jobFields} } }`,
      {},
    );
    expect(job.kind).toBe('PRICES_EXPORT');
    const final = (await followJob(bff.url, demo.cookie, job.id)).at(-1);
    expect(final?.error).toBeNull();
    expect(final?.status).toBe('SUCCEEDED');
    expect(final?.url).toMatch(/^\/download\/prices-export/);
    const started = bff.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/export'),
    );
    expect(started).toHaveLength(1);
    const file = await demo.get(final?.url ?? '');
    expect(file.status).toBe(200);
    expect((await file.text()).length).toBeGreaterThan(0);
  });

  it('count toward the exports a minute, and an export answered RATE_LIMITED makes no job', async () => {
    const answers = [];
    for (let count = 0; count < 10; count += 1) {
      answers.push(await demo.gql('mutation { exportPriceItems(categoryId: "1") }'));
    }
    const refused = await demo.gql<{ startPriceItemsExport: unknown }>(
      'mutation { startPriceItemsExport(categoryId: "1") { id } }',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const jobs = await demo.gql<{ jobs: { edges: { node: { kind: string } }[] } }>(
      '{ jobs(first: 100) { edges { node { kind } } } }',
    );
    expect(
      jobs.data?.jobs.edges.filter((edge) => edge.node.kind === 'PRICE_ITEMS_EXPORT'),
    ).toHaveLength(0);
  });
});
