import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { graphqlWsClient, waitUntil } from '../../realtime/realtime.testkit.js';
import { type NotificationRelay } from '../../realtime/notification-relay.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../../testing/test-bff.js';

// What a seller learns of an upload: a refused file is the mutation's error, a processed one is
// the report on the notifications subscription.

const header =
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price';
const goodRow =
  'UP-1,,Upload phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350';
const badGradeRow =
  'UP-2,,Bad grade phone,Apple,iPhone 11,Smartphone,64GB,,Z,Black,std,300,300,200,1,250,350';

interface Report {
  filename: string | null;
  created: number;
  updated: number;
  unchanged: number | null;
  failed: number;
  blankRowsSkipped: number | null;
  rowErrors: Array<{
    line: number | null;
    column: string | null;
    value: string | null;
    message: string;
    itemPosition: number | null;
    itemId: string | null;
  }>;
  rowErrorsTotal: number;
}

const reportQuery = `subscription {
  notifications {
    kind
    uploadReport {
      filename created updated unchanged failed blankRowsSkipped rowErrorsTotal
      rowErrors { line column value message itemPosition itemId }
    }
  }
}`;

let upstream: EmbeddedUpstream;
let bff: TestBff;
let relay: NotificationRelay;
let demo: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, {
    PUSHER_APP_KEY: upstream.pusher.appKey,
    PUSHER_HOST: upstream.pusher.host,
    PUSHER_PORT: String(upstream.pusher.port),
    PUSHER_TLS: 'false',
  });
  const ready = await bff.app.realtime.relay();
  if (!ready) throw new Error('realtime is off');
  relay = ready;
  demo = new TestBrowser(bff.url);
  expect((await demo.login()).data).toBeTruthy();
});

afterAll(async () => {
  await bff?.stop();
  await upstream?.stop();
});

/** The upload mutation as the web app sends it (GraphQL multipart request, CSRF header). */
async function upload(filename: string, content: string, query?: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: query ?? 'mutation ($f: File!) { uploadCatalog(file: $f) }',
      variables: { f: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([content], { type: 'text/csv' }), filename);
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'x-graphql-csrf': '1', cookie: demo.cookie! },
  });
  return (await response.json()) as {
    data: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** The next CATALOG_UPLOAD_COMPLETED report, subscribed before `act` runs. */
async function nextReport(act: () => Promise<void>): Promise<Report> {
  const client = graphqlWsClient(bff.url, { cookie: demo.cookie! });
  try {
    const report = new Promise<Report>((resolve, reject) => {
      client.subscribe<{ notifications: { kind: string; uploadReport: Report | null } }>(
        { query: reportQuery },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            const event = data?.notifications;
            if (event?.kind === 'CATALOG_UPLOAD_COMPLETED' && event.uploadReport) {
              resolve(event.uploadReport);
            }
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
    return await Promise.race([
      report,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no upload report within 5 s')), 5000),
      ),
    ]);
  } finally {
    await client.dispose();
  }
}

describe('the outcome of a catalog upload', () => {
  it('reports applied rows and the refused row with its line and reason', async () => {
    const report = await nextReport(async () => {
      const answer = await upload('outcome.csv', [header, goodRow, badGradeRow, ''].join('\n'));
      expect(answer).toEqual({ data: { uploadCatalog: true } });
    });
    expect(report.created + report.updated).toBe(1);
    expect(report.failed).toBe(1);
    expect(report.rowErrorsTotal).toBe(1);
    expect(report.rowErrors).toHaveLength(1);
    const [rowError] = report.rowErrors;
    expect(rowError).toMatchObject({ line: 3, itemPosition: null, itemId: null });
    expect(rowError?.message).toMatch(/grade/i);
  });

  it('answers a whole-file refusal with the upstream reason, on the streamed and the yoga path', async () => {
    const noRequiredColumns = 'sku,title\nX-1,Phone\n';
    const streamed = await upload('refused.csv', noRequiredColumns);
    // An extra __typename sends the same request through yoga and the resolver.
    const viaYoga = await upload(
      'refused.csv',
      noRequiredColumns,
      'mutation ($f: File!) { uploadCatalog(file: $f) __typename }',
    );
    for (const answer of [streamed, viaYoga]) {
      expect(answer.errors).toHaveLength(1);
      const [error] = answer.errors ?? [];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      // The upstream names the missing columns; the BFF passes its sentence on.
      expect(error?.message).toMatch(/external_id/);
      expect(error?.message).not.toBe('The input is not valid.');
    }
    expect(streamed.errors?.[0]?.message).toBe(viaYoga.errors?.[0]?.message);
  });
});
