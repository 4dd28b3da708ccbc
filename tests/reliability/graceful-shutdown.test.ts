import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type StartedUpstream } from '@refurb/upstream';
import { startBffProcess } from './bff-process';
import { BrowserSession } from './browser-session';

// SIGTERM: the BFF stops taking connections, lets the request in flight finish (a 4 s upstream
// answer), and exits 0 within 10 s (past 10 s the process exits 1 whatever it is doing).

let upstream: StartedUpstream;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, items: 100, devRoutes: true, logLevel: 'silent' });
});

afterAll(() => upstream?.stop());

async function setLatency(ms: number): Promise<void> {
  const response = await fetch(`${upstream.url}/dev/chaos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ route: 'GET /api/catalog', fault: 'latency', ms, count: 1 }]),
  });
  expect(response.ok).toBe(true);
}

/** True once the latency rule has taken its request (it is held at the upstream). */
async function latencyTaken(): Promise<boolean> {
  const response = await fetch(`${upstream.url}/dev/chaos`);
  const { rules } = (await response.json()) as { rules: Array<{ remaining: number | null }> };
  return rules[0]?.remaining === 0;
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
      await setLatency(4000);
      let settled = false;
      const inFlight = browser
        .gql<{ catalog: { totalCount: number } }>(bff.url, '{ catalog { totalCount } }')
        .finally(() => (settled = true));
      // The request is in flight once the upstream holds it.
      await expect.poll(latencyTaken).toBe(true);
      bff.child.kill('SIGTERM');
      // New connections are refused while the request in flight is still being answered.
      await expect
        .poll(() =>
          fetch(`${bff.url}/healthz`).then(
            () => 'accepted',
            () => 'refused',
          ),
        )
        .toBe('refused');
      expect(settled).toBe(false);

      const answer = await inFlight;
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.catalog.totalCount).toBeGreaterThan(0);
      // 0: stop() finished draining (the 10 s guard exits 1).
      expect(await bff.exited).toBe(0);
    } finally {
      await fetch(`${upstream.url}/dev/chaos`, { method: 'DELETE' });
      await bff.stop('SIGKILL');
    }
  }, 90_000);
});
