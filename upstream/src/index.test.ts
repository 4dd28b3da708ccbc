import { describe, expect, it } from 'vitest';
import { startUpstream } from './index';

describe('startUpstream', () => {
  it('serves on a free port with Pusher on the same port, and stops', async () => {
    const upstream = await startUpstream({ port: 0, items: 10, pusher: { appKey: 'test-key' } });
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(upstream.pusher).toEqual({
      appKey: 'test-key',
      host: '127.0.0.1',
      port: Number(new URL(upstream.url).port),
    });
    const response = await fetch(`${upstream.url}/sanctum/csrf-cookie`, {
      headers: { Origin: upstream.origin },
    });
    expect(response.status).toBe(204);
    await upstream.stop();
    await expect(fetch(`${upstream.url}/sanctum/csrf-cookie`)).rejects.toThrow();
  });
});
