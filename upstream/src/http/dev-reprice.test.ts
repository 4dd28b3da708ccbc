import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let withDevRoutes: RunningUpstream;
let withoutDevRoutes: RunningUpstream;

beforeAll(async () => {
  withDevRoutes = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 80,
    devRoutes: true,
    repriceIntervalMs: 0,
    logLevel: 'silent',
  });
  withoutDevRoutes = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 20,
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await withDevRoutes.stop();
  await withoutDevRoutes.stop();
});

describe('POST /dev/reprice', () => {
  it('runs one batch per store with repricing enabled and the log list shows it', async () => {
    const demo = await new UpstreamSession(withDevRoutes.url).login();
    const before = await demo.get<{ items: Array<{ batch: number }> }>('/api/logs');
    const answer = await fetch(`${withDevRoutes.url}/dev/reprice`, { method: 'POST' });
    expect(answer.status).toBe(200);
    const { batches } = (await answer.json()) as {
      batches: Array<{ store_id: number; batch: number; total: number }>;
    };
    const demoBatch = batches.find((batch) => batch.store_id === 1);
    expect(demoBatch).toBeDefined();
    // The buyback account has repricing disabled, so it gets no batch.
    expect(batches.some((batch) => batch.store_id === 3)).toBe(false);
    const after = await demo.get<{ items: Array<{ batch: number }> }>('/api/logs');
    expect(after.body.items[0]?.batch).toBe(demoBatch?.batch);
    expect(after.body.items[0]?.batch).toBeGreaterThan(before.body.items[0]?.batch ?? 0);
    const detail = await demo.get<{ logs: unknown[]; logs_count: number }>(
      `/api/logs/${demoBatch?.batch}`,
    );
    expect(detail.body.logs_count).toBe(demoBatch?.total);
  });

  it('does not exist unless dev routes are enabled', async () => {
    expect((await fetch(`${withoutDevRoutes.url}/dev/reprice`, { method: 'POST' })).status).toBe(
      404,
    );
  });
});
