import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationFeed } from '../graphql/notifications/notification-feed.js';
import {
  NotificationKind,
  type NotificationEvent,
} from '../graphql/notifications/notification-types.js';
import { paths, uploadMutation, uploadPaths } from '../testing/every-path.js';
import { type EveryPathBff, startEveryPathBff } from '../testing/every-path-bff.js';
import { graphqlWsClient } from '../testing/realtime.js';

// A plugin added to yoga's list applies to every operation on every transport: this one stamps
// every result it sees (execution and subscription results alike) and each way of sending an
// operation must show the stamp.

const stamp = 'one-chain-stamp';

function stamped(payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) {
  return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
    setResult({ ...result, extensions: { ...result.extensions, stamp } });
  });
}

const stampEveryResult: Plugin = {
  onExecute: () => ({ onExecuteDone: stamped }),
  onSubscribe: () => ({ onSubscribeResult: stamped }),
};

/** Each subscriber gets one upload report, then the stream ends. */
const oneEventFeed: NotificationFeed = {
  async *subscribe() {
    await Promise.resolve();
    yield { kind: NotificationKind.CATALOG_UPLOAD_COMPLETED } as NotificationEvent;
  },
};

let bff: EveryPathBff;
let cookie: string;

beforeAll(async () => {
  bff = await startEveryPathBff(
    {},
    { plugins: [stampEveryResult], notificationFeed: oneEventFeed },
  );
  const login = await paths[1]!.send(bff, {
    query:
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { displayName } }',
    variables: { email: 'mario@example.com', password: 'x' },
  });
  expect(login.body.extensions).toMatchObject({ stamp });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(() => bff.stop());

const subscription = 'subscription { notifications { kind } }';

describe('a plugin added to yoga', () => {
  it.each(paths)('stamps the answer of $name', async (path) => {
    const answer = await path.send(bff, { query: '{ me { displayName } }', cookie });
    expect(answer.body.data).toEqual({ me: { displayName: 'Mario Rossi' } });
    expect(answer.body.extensions).toMatchObject({ stamp });
  });

  it.each(uploadPaths)('stamps the answer of $name', async (path) => {
    const answer = await path.send(bff, {
      query: uploadMutation,
      variables: { file: null },
      cookie,
    });
    expect(answer.body).toMatchObject({ data: { uploadCatalog: true }, extensions: { stamp } });
  });

  it('stamps each event of a subscription over server-sent events', async () => {
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-graphql-csrf': '1',
        cookie,
      },
      body: JSON.stringify({ query: subscription }),
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    // The feed ends after its one event, and the stream with it.
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line.length > 'data: '.length)
      .map((line) => JSON.parse(line.slice('data: '.length)) as Record<string, unknown>);
    expect(events).toEqual([
      expect.objectContaining({
        data: { notifications: { kind: 'CATALOG_UPLOAD_COMPLETED' } },
        extensions: expect.objectContaining({ stamp }) as unknown,
      }),
    ]);
  });

  it('stamps each event of a subscription over graphql-ws', async () => {
    const client = graphqlWsClient(bff.url, { cookie });
    const results = await new Promise<unknown[]>((resolve, reject) => {
      const seen: unknown[] = [];
      client.subscribe(
        { query: subscription },
        { next: (result) => seen.push(result), error: reject, complete: () => resolve(seen) },
      );
    }).finally(() => client.dispose());
    expect(results).toEqual([
      expect.objectContaining({
        data: { notifications: { kind: 'CATALOG_UPLOAD_COMPLETED' } },
        extensions: expect.objectContaining({ stamp }) as unknown,
      }),
    ]);
  });
});
