import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startUpstream, type StartedUpstream } from '../index';
import { MALFORMED_JSON_BODY } from './fault-injector';

interface RawAnswer {
  status: number;
  body: string;
}

/** One request on a fresh connection; resolves with the answer or rejects with the socket error. */
function rawGet(baseUrl: string, path: string, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('aborted mid-body')));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function setRules(baseUrl: string, rules: unknown[], seed = 1): Promise<RawAnswer> {
  return rawGet(baseUrl, '/dev/chaos', 'POST', JSON.stringify({ rules, seed }));
}

describe('fault injection in the reference upstream', () => {
  let upstream: StartedUpstream;

  beforeAll(async () => {
    upstream = await startUpstream({ port: 0, items: 50, devRoutes: true, logLevel: 'silent' });
  });
  afterAll(() => upstream.stop());

  it('answers an injected status with a JSON body, only for matching routes', async () => {
    await setRules(upstream.url, [{ route: 'GET /sanctum/*', fault: 'status', status: 503 }]);
    expect(await rawGet(upstream.url, '/sanctum/csrf-cookie')).toMatchObject({ status: 503 });
    expect((await rawGet(upstream.url, '/api/user')).status).toBe(401);
  });

  it('holds a request for the latency, then handles it for real', async () => {
    await setRules(upstream.url, [{ route: '/sanctum/csrf-cookie', fault: 'latency', ms: 300 }]);
    const started = performance.now();
    const answer = await rawGet(upstream.url, '/sanctum/csrf-cookie');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(204);
  });

  it('resets the connection before any answer', async () => {
    await setRules(upstream.url, [{ route: '/api/*', fault: 'reset' }]);
    await expect(rawGet(upstream.url, '/api/user')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('resets the connection in the middle of the body', async () => {
    await setRules(upstream.url, [{ route: '/api/*', fault: 'reset-mid-body' }]);
    await expect(rawGet(upstream.url, '/api/user')).rejects.toThrow(/aborted|ECONNRESET/);
  });

  it('sends a 200 whose JSON is cut short', async () => {
    await setRules(upstream.url, [{ route: '/api/*', fault: 'malformed-json' }]);
    const answer = await rawGet(upstream.url, '/api/user');
    expect(answer).toEqual({ status: 200, body: MALFORMED_JSON_BODY });
    expect(() => JSON.parse(answer.body) as unknown).toThrow();
  });

  it('faults only the next N requests with count', async () => {
    await setRules(upstream.url, [{ route: '/api/*', fault: 'status', status: 502, count: 2 }]);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await rawGet(upstream.url, '/api/user')).status);
    }
    expect(statuses).toEqual([502, 502, 401, 401]);
  });

  it('lists, refuses invalid and deletes rules through /dev/chaos', async () => {
    await setRules(upstream.url, [{ route: '/api/*', fault: 'status', status: 500, count: 3 }]);
    const listed = JSON.parse((await rawGet(upstream.url, '/dev/chaos')).body) as {
      rules: Array<{ remaining: number }>;
    };
    expect(listed.rules[0]?.remaining).toBe(3);
    const invalid = await rawGet(upstream.url, '/dev/chaos', 'POST', '{"rules":[{"route":"/x"}]}');
    expect(invalid.status).toBe(422);
    expect((JSON.parse(invalid.body) as { message: string }).message).toMatch(
      /"fault" must be one/,
    );
    expect((await rawGet(upstream.url, '/dev/chaos', 'POST', 'not json')).status).toBe(422);
    expect((await rawGet(upstream.url, '/dev/chaos', 'DELETE')).status).toBe(200);
    expect((await rawGet(upstream.url, '/api/user')).status).toBe(401);
  });

  it('drops Pusher sockets on demand and through a rule', async () => {
    await rawGet(upstream.url, '/dev/chaos', 'DELETE');
    const connectAndWait = async () => {
      const socket = new WebSocket(
        `ws://127.0.0.1:${upstream.pusher.port}/app/${upstream.pusher.appKey}?protocol=7`,
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('message', () => resolve());
        socket.once('error', reject);
      });
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      return { socket, closed };
    };

    const first = await connectAndWait();
    const dropped = await rawGet(upstream.url, '/dev/chaos/drop-pusher', 'POST');
    expect(JSON.parse(dropped.body)).toEqual({ dropped: 1 });
    await first.closed;

    await setRules(upstream.url, [{ route: 'GET /api/user', fault: 'drop-pusher', count: 1 }]);
    const second = await connectAndWait();
    expect((await rawGet(upstream.url, '/api/user')).status).toBe(401);
    await second.closed;
    expect(second.socket.readyState).toBe(WebSocket.CLOSED);
  });
});

describe('fault injection switched off', () => {
  it('has no /dev/chaos without UPSTREAM_DEV_ROUTES', async () => {
    const upstream = await startUpstream({
      port: 0,
      items: 10,
      devRoutes: false,
      logLevel: 'silent',
    });
    try {
      const answer = await rawGet(upstream.url, '/dev/chaos', 'POST', '[]');
      expect(answer.status).toBe(404);
    } finally {
      await upstream.stop();
    }
  });
});
