import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type StartedUpstream } from '@refurb/upstream';
import { startBffProcess } from './bff-process';
import { BrowserSession } from './browser-session';

// SIGTERM: the BFF stops taking connections, lets the request in flight finish (a 2 s upstream
// answer), and exits 0 well within 10 s.

let upstream: StartedUpstream;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, items: 100, devRoutes: true, logLevel: 'silent' });
});

afterAll(() => upstream?.stop());

async function setLatency(ms: number): Promise<void> {
  const response = await fetch(`${upstream.url}/dev/chaos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ route: 'GET /api/catalog', fault: 'latency', ms }]),
  });
  expect(response.ok).toBe(true);
}

describe('SIGTERM', () => {
  it('drains the request in flight, refuses new connections and exits within 10 s', async () => {
    const bff = await startBffProcess({
      UPSTREAM_URL: upstream.url,
      UPSTREAM_ORIGIN: upstream.origin,
      SESSION_SECRET: 'shutdown-secret-shutdown-secret-123456',
    });
    try {
      const browser = new BrowserSession();
      await browser.gql(
        bff.url,
        'mutation { login(email: "demo@example.com", password: "demo1234") { id } }',
      );
      await setLatency(2000);
      const inFlight = browser.gql<{ catalog: { totalCount: number } }>(
        bff.url,
        '{ catalog { totalCount } }',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalledAt = performance.now();
      bff.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();

      const answer = await inFlight;
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.catalog.totalCount).toBeGreaterThan(0);
      expect(await bff.exited).toBe(0);
      expect(performance.now() - signalledAt).toBeLessThan(10_000);
    } finally {
      await fetch(`${upstream.url}/dev/chaos`, { method: 'DELETE' });
      await bff.stop('SIGKILL');
    }
  }, 40_000);
});
