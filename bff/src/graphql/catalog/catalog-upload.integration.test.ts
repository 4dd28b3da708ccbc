import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { graphqlWsClient, waitUntil } from '../../testing/realtime.js';
import { type NotificationRelay } from '../../realtime/notification-relay.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
  realtimeEnv,
} from '../../testing/test-bff.js';

// What a seller learns of an upload: a refused file is the mutation's error, a processed one is
// the report on the notifications subscription.

const header =
  'external_id,ean,name,brand,model,category,storage,ram,grade,color,battery_type,price,base_price,cost,stock,min_price,max_price';
const goodRow =
  'UP-1,,Upload phone,Apple,iPhone 11,Smartphone,64GB,,A,Black,std,300,300,200,1,250,350';
const badGradeRow =
  'UP-2,,Bad grade phone,Apple,iPhone 11,Smartphone,64GB,,Z,Black,std,300,300,200,1,250,350';

const xmlBadGrade = `<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <item>
    <external_id>UP-X1</external_id><name>XML phone</name><brand>Apple</brand>
    <model>iPhone 11</model><category>Smartphone</category><grade>Z</grade>
    <battery_type>std</battery_type><price>300</price><stock>1</stock>
  </item>
</catalog>
`;

const upstreamMessages = JSON.parse(
  readFileSync(new URL('../../../../locales/upstream/uploads.en-GB.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/**
 * The upstream's English message `key` as a pattern: the given values in place, any other
 * placeholder (a list the upstream composes) as a wildcard. A copy change follows the catalog.
 */
function upstreamMessage(key: string, values: Record<string, string>): RegExp {
  const template = upstreamMessages[key];
  if (template === undefined) throw new Error(`no upstream message ${key}`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      return name in values ? escape(values[name] ?? '') : '.+';
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

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
  bff = await startTestBff(upstream, realtimeEnv(upstream));
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
async function upload(filename: string, content: string, query?: string, type = 'text/csv') {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: query ?? 'mutation ($f: File!) { uploadCatalog(file: $f) }',
      variables: { f: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([content], { type }), filename);
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
        // Only bounds a failure: a busy machine may take seconds to process the file.
        setTimeout(() => reject(new Error('no upload report within 15 s')), 15_000),
      ),
    ]);
  } finally {
    await client.dispose();
    // The next report waits for a channel of its own, not this one while it closes.
    await waitUntil(() => relay.activeUserConnections() === 0, 'the connection to close');
  }
}

describe('the outcome of a catalog upload', () => {
  it('reports applied rows and the refused row with its line, column, value and reason', async () => {
    const blankRow = ','.repeat(16);
    const report = await nextReport(async () => {
      const csv = [header, goodRow, badGradeRow, blankRow, ''].join('\n');
      const answer = await upload('outcome.csv', csv);
      expect(answer).toMatchObject({ data: { uploadCatalog: true } });
    });
    expect(report).toMatchObject({
      filename: 'outcome.csv',
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 1,
      blankRowsSkipped: 1,
      rowErrorsTotal: 1,
    });
    expect(report.rowErrors).toHaveLength(1);
    const [rowError] = report.rowErrors;
    expect(rowError).toMatchObject({
      line: 3,
      column: 'grade',
      value: 'Z',
      itemPosition: null,
      itemId: null,
    });
    expect(rowError?.message).toMatch(upstreamMessage('grade', { column: 'grade', value: 'Z' }));
  });

  it('names a refused XML item by its position and id', async () => {
    const report = await nextReport(async () => {
      const answer = await upload('feed.xml', xmlBadGrade, undefined, 'application/xml');
      expect(answer).toMatchObject({ data: { uploadCatalog: true } });
    });
    expect(report).toMatchObject({ filename: 'feed.xml', created: 0, failed: 1 });
    expect(report.rowErrors).toEqual([
      {
        line: 3,
        column: 'grade',
        value: 'Z',
        message: expect.stringMatching(upstreamMessage('grade', { column: 'grade', value: 'Z' })),
        itemPosition: 1,
        itemId: 'UP-X1',
      },
    ]);
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
      expect(error?.message).toMatch(
        upstreamMessage('headerMissing', { line: '1', missing: 'external_id, name' }),
      );
    }
    expect(streamed.errors?.[0]?.message).toBe(viaYoga.errors?.[0]?.message);
  });
});
