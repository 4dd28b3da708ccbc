import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../config';
import { runUpstream, type RunningUpstream } from '../../server';

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 20, logLevel: 'silent' });
});
afterAll(() => upstream.stop());

it('answers GET /up without a session, for health checks', async () => {
  const response = await fetch(`${upstream.url}/up`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'up' });
  expect(response.headers.getSetCookie()).toEqual([]);
});
