import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { jobFields, readJob, type JobView } from '../../jobs/job-test-client.js';
import { type NotificationRelay } from '../../realtime/notification-relay.js';
import { graphqlWsClient, waitUntil } from '../../testing/realtime.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../../testing/test-bff.js';

// A catalog upload is a job: the seller follows it by the id the upload answered, from any of
// their sessions, and the store's upload event names the same job.

const csv = [
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price',
  'UPJ-1,,Job phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350',
  '',
].join('\n');

const uploadMutation = `mutation ($f: File!) {
  uploadCatalogFile(file: $f) { accepted jobId userErrors { code field } }
}`;

interface UploadAnswer {
  data?: {
    uploadCatalogFile: {
      accepted: boolean;
      jobId: string | null;
      userErrors: Array<{ code: string; field: string[] | null }>;
    };
  };
  errors?: unknown;
}

let upstream: EmbeddedUpstream;
let bff: TestBff;
let relay: NotificationRelay;
let uploader: TestBrowser;
let otherSession: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, realtimeEnv(upstream));
  const ready = await bff.app.realtime.relay();
  if (!ready) throw new Error('realtime is off');
  relay = ready;
  uploader = new TestBrowser(bff.url);
  otherSession = new TestBrowser(bff.url);
  expect((await uploader.login()).data).toBeTruthy();
  expect((await otherSession.login()).data).toBeTruthy();
});

afterAll(async () => {
  await bff?.stop();
  await upstream?.stop();
});

/** uploadCatalogFile as the web app sends it (GraphQL multipart request, CSRF header). */
async function upload(
  filename: string,
  content: string,
  query = uploadMutation,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([content], { type: 'text/csv' }), filename);
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'x-graphql-csrf': '1', cookie: uploader.cookie! },
  });
  return (await response.json()) as UploadAnswer;
}

/** The jobId of the next CATALOG_UPLOAD_COMPLETED event, subscribed before `act` runs. */
async function uploadEventJobId(act: () => Promise<void>): Promise<string | null> {
  const client = graphqlWsClient(bff.url, { cookie: uploader.cookie! });
  try {
    const jobId = new Promise<string | null>((resolve, reject) => {
      client.subscribe<{ notifications: { kind: string; jobId: string | null } }>(
        { query: 'subscription { notifications { kind jobId } }' },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            const event = data?.notifications;
            if (event?.kind === 'CATALOG_UPLOAD_COMPLETED') resolve(event.jobId);
          },
          error: reject,
          complete: () => reject(new Error('subscription ended')),
        },
      );
    });
    await waitUntil(
      () => relay.userChannelStatus('1')?.subscription === 'subscribed',
      "the user's channel",
    );
    await act();
    return await jobId;
  } finally {
    await client.dispose();
    await waitUntil(() => relay.activeUserConnections() === 0, 'the connection to close');
  }
}

/** Every state jobUpdated sends for the job, until it ends. */
async function jobUpdates(browser: TestBrowser, id: string): Promise<JobView[]> {
  const client = graphqlWsClient(bff.url, { cookie: browser.cookie! });
  try {
    return await new Promise<JobView[]>((resolve, reject) => {
      const seen: JobView[] = [];
      client.subscribe<{ jobUpdated: JobView }>(
        {
          query: `subscription ($id: ID!) { jobUpdated(id: $id) { ${jobFields} } }`,
          variables: { id },
        },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            if (data) seen.push(data.jobUpdated);
          },
          error: reject,
          complete: () => resolve(seen),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('a catalog upload as a job', () => {
  it('answers the job id, which another session reads as SUCCEEDED and the upload event carries', async () => {
    let answer: UploadAnswer | null = null;
    const eventJobId = await uploadEventJobId(async () => {
      answer = await upload('job.csv', csv);
    });
    const payload = (answer as UploadAnswer | null)?.data?.uploadCatalogFile;
    expect(payload).toMatchObject({ accepted: true, userErrors: [] });
    const jobId = payload?.jobId ?? '';
    expect(jobId).toMatch(/^job-/);
    expect(eventJobId).toBe(jobId);

    const job = await readJob(otherSession, jobId);
    expect(job).toMatchObject({
      id: jobId,
      kind: 'CATALOG_UPLOAD',
      status: 'SUCCEEDED',
      error: null,
      progress: { done: Buffer.byteLength(csv), total: Buffer.byteLength(csv) },
      uploadedFilename: 'job.csv',
    });
    expect(job?.finishedAt).not.toBeNull();

    const listed = await otherSession.gql<{ jobs: { edges: Array<{ node: { id: string } }> } }>(
      '{ jobs(first: 100) { edges { node { id } } } }',
    );
    expect(listed.data?.jobs.edges.map(({ node }) => node.id)).toContain(jobId);

    const updates = await jobUpdates(otherSession, jobId);
    expect(updates.at(-1)).toMatchObject({ id: jobId, status: 'SUCCEEDED' });
  });

  it("keeps the store's report with the job: Recent jobs shows what each file did", async () => {
    const withRefusal = `${csv}UPJ-2,,Second phone,Apple,iPhone 11,Smartphone,64GB,,Z,Black,std,300,300,200,1,250,350\n`;
    const jobIds: string[] = [];
    for (const [name, content] of [
      ['report-one.csv', csv],
      ['report-two.csv', withRefusal],
    ] as const) {
      let answer: UploadAnswer | null = null;
      await uploadEventJobId(async () => {
        answer = await upload(name, content);
      });
      jobIds.push((answer as UploadAnswer | null)?.data?.uploadCatalogFile.jobId ?? '');
    }

    type Report = { filename: string; created: number; updated: number; unchanged: number };
    const listed = await otherSession.gql<{
      jobs: {
        edges: Array<{
          node: {
            id: string;
            uploadReport:
              | (Report & { failed: number; rowErrors: Array<{ line: number; column: string }> })
              | null;
          };
        }>;
      };
    }>(
      `{ jobs(first: 100) { edges { node { id uploadReport {
          filename created updated unchanged failed rowErrors { line column }
        } } } } }`,
    );
    expect(listed.errors).toBeUndefined();
    const reports = new Map(
      listed.data?.jobs.edges.map(({ node }) => [node.id, node.uploadReport]),
    );
    // The first file changed nothing the earlier uploads had not set already; the second adds a
    // row whose grade the store refuses.
    expect(reports.get(jobIds[0]!)).toMatchObject({ filename: 'report-one.csv', failed: 0 });
    expect(reports.get(jobIds[1]!)).toMatchObject({
      filename: 'report-two.csv',
      unchanged: 1,
      failed: 1,
      rowErrors: [{ line: 3, column: 'grade' }],
    });
    // Each job keeps its own file's report (the earlier tests' uploads theirs).
    const named = listed.data?.jobs.edges.map(({ node }) => node.uploadReport?.filename) ?? [];
    expect(named.filter((filename) => filename === 'report-two.csv')).toHaveLength(1);
  });

  it('makes the deprecated uploadCatalog a job too, named by its upload event', async () => {
    let answer: UploadAnswer | null = null;
    const eventJobId = await uploadEventJobId(async () => {
      answer = await upload('old.csv', csv, 'mutation ($f: File!) { uploadCatalog(file: $f) }');
    });
    expect(answer).toMatchObject({ data: { uploadCatalog: true } });
    expect(eventJobId).toMatch(/^job-/);
    const job = await readJob(otherSession, eventJobId ?? '');
    expect(job).toMatchObject({ kind: 'CATALOG_UPLOAD', status: 'SUCCEEDED' });
  });

  it("gives a file the store refuses a FAILED job with the store's code and reason", async () => {
    const answer = await upload('refused.csv', 'sku,title\nX-1,Phone\n');
    const payload = answer.data?.uploadCatalogFile;
    expect(payload).toMatchObject({
      accepted: false,
      userErrors: [{ code: 'BAD_USER_INPUT' }],
    });
    const job = await readJob(otherSession, payload?.jobId ?? '');
    expect(job).toMatchObject({
      kind: 'CATALOG_UPLOAD',
      status: 'FAILED',
      error: { code: 'BAD_USER_INPUT' },
      uploadedFilename: 'refused.csv',
    });
    // The store names the missing columns; the job keeps its sentence.
    expect(job?.error?.message).toContain('external_id');
  });

  it('gives a refused file a FAILED job with the refusal code', async () => {
    const answer = await upload('catalog.pdf', csv);
    const payload = answer.data?.uploadCatalogFile;
    expect(payload).toMatchObject({
      accepted: false,
      userErrors: [{ code: 'BAD_USER_INPUT', field: ['file'] }],
    });
    const job = await readJob(otherSession, payload?.jobId ?? '');
    expect(job).toMatchObject({
      kind: 'CATALOG_UPLOAD',
      status: 'FAILED',
      error: { code: 'BAD_USER_INPUT' },
    });
    expect(job?.error?.message).not.toBe('');
  });

  it('cancelJob cuts an upload still being sent: CANCELLED, JOB_CANCELLED, nothing applied', async () => {
    // The file's first part goes out, then the client stalls as a slow connection would.
    const boundary = 'cancel-boundary';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      JSON.stringify({ query: uploadMutation, variables: { f: null } }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="map"',
      '',
      JSON.stringify({ 0: ['variables.f'] }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="0"; filename="cancelled.csv"',
      'Content-Type: text/csv',
      '',
      csv.replaceAll('UPJ-1', 'UPJ-CANCEL').replace('Job phone', 'Cancelled phone'),
    ].join('\r\n');
    const rest = `UPJ-CANCEL-2,,Second,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350\r\n--${boundary}--\r\n`;
    let sending!: ReturnType<typeof request>;
    const answered = new Promise<UploadAnswer>((resolve, reject) => {
      sending = request(
        `${bff.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': Buffer.byteLength(head) + Buffer.byteLength(rest),
            'x-graphql-csrf': '1',
            cookie: uploader.cookie!,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(JSON.parse(text) as UploadAnswer));
        },
      );
      sending.on('error', reject);
      sending.write(head);
    });

    // The upload is a RUNNING job the other session sees, and cancels.
    let running: { id: string; status: string } | undefined;
    await vi.waitFor(async () => {
      const listed = await otherSession.gql<{
        jobs: { edges: Array<{ node: { id: string; kind: string; status: string } }> };
      }>('{ jobs(first: 1) { edges { node { id kind status } } } }');
      const newest = listed.data?.jobs.edges[0]?.node;
      running =
        newest?.kind === 'CATALOG_UPLOAD' && newest.status === 'RUNNING' ? newest : undefined;
      expect(running).toBeDefined();
    });
    const cancelled = await otherSession.gql<{ cancelJob: { status: string } }>(
      'mutation ($id: ID!) { cancelJob(id: $id) { status } }',
      { id: running!.id },
    );
    expect(cancelled.errors).toBeUndefined();

    // The client sends the rest (the BFF reads and drops it) and reads the answer.
    sending.end(rest);
    const answer = await answered;
    expect(answer.data?.uploadCatalogFile).toEqual({
      accepted: false,
      jobId: running!.id,
      userErrors: [{ code: 'JOB_CANCELLED', field: null }],
    });
    expect(await readJob(otherSession, running!.id)).toMatchObject({
      status: 'CANCELLED',
      error: null,
    });
    const found = await uploader.gql<{ catalog: { totalCount: number } }>(
      '{ catalog(filter: { search: "UPJ-CANCEL" }) { totalCount } }',
    );
    expect(found.data?.catalog.totalCount).toBe(0);
    // The store lets go of the cut file once it sees the cut (it may still be reading it when
    // the answer comes): the next file is taken.
    await vi.waitFor(
      async () => {
        const next = await upload('after-cancel.csv', csv);
        expect(next.data?.uploadCatalogFile).toMatchObject({ accepted: true, userErrors: [] });
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
