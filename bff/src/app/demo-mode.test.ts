import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { buildApp, type App } from '../server.js';

// Production without UPSTREAM_URL starts the demo store only when DEMO says a public demo is
// meant; then its dev routes are off, its Pusher secret is nobody's to know, and every page of
// the dashboard carries the demo mark the web app shows as a banner.

const bffRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('production without UPSTREAM_URL', () => {
  it('refuses to start, with a one-line reason', () => {
    const started = spawnSync(
      join(bffRoot, '..', 'node_modules', '.bin', 'tsx'),
      [join(bffRoot, 'src', 'main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SESSION_SECRET: 's'.repeat(40),
          PORT: '0',
          UPSTREAM_URL: '',
          DEMO: '',
          TRUSTED_DOCUMENTS: 'off',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Invalid configuration: UPSTREAM_URL is required when NODE_ENV=production/,
      ),
    ]);
  }, 60_000);
});

describe('a public demo (NODE_ENV=production, DEMO=1)', () => {
  let app: App;
  let url: string;
  let upstreamUrl: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>x</title>');
    app = buildApp(
      loadConfig({
        NODE_ENV: 'production',
        DEMO: '1',
        SESSION_SECRET: 's'.repeat(40),
        TRUSTED_DOCUMENTS: 'off',
        COOKIE_SECURE: 'false',
        WEB_DIST: webDist,
      }),
      { logger: createLogger('silent') },
    );
    ({ url, upstreamUrl } = await app.start(0));
  });
  afterAll(() => app?.stop());

  it('marks every page of the dashboard as a demo', async () => {
    for (const path of ['/', '/index.html', '/dashboard/catalog']) {
      const page = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(
        '<!doctype html><html data-demo="true" lang="en"><title>x</title>',
      );
    }
  });

  it('keeps the demo store’s dev routes off', async () => {
    for (const path of ['/dev/reprice', '/dev/chaos']) {
      const answer = await fetch(`${upstreamUrl}${path}`, { method: 'POST', body: '[]' });
      expect(answer.status).toBe(404);
    }
  });

  it('refuses a channel subscription signed with the public default Pusher secret', async () => {
    const { embedded } = await app.upstream();
    const socket = new WebSocket(
      `ws://${embedded!.pusher.host}:${embedded!.pusher.port}/app/${embedded!.pusher.appKey}?protocol=7`,
    );
    const events: Array<{ event: string; data: unknown }> = [];
    const next = (name: string) =>
      new Promise<{ event: string; data: unknown }>((resolve) => {
        const seen = events.find((event) => event.event === name);
        if (seen) return resolve(seen);
        socket.on('message', function listen(raw: Buffer) {
          const message = JSON.parse(raw.toString()) as { event: string; data: unknown };
          if (message.event !== name) return;
          socket.off('message', listen);
          resolve(message);
        });
      });
    socket.on('message', (raw: Buffer) => events.push(JSON.parse(raw.toString())));
    try {
      const established = await next('pusher:connection_established');
      const { socket_id: socketId } = JSON.parse(established.data as string) as {
        socket_id: string;
      };
      const channel = 'private-user.1.notifications';
      const signature = createHmac('sha256', 'upstream-dev-secret')
        .update(`${socketId}:${channel}`)
        .digest('hex');
      socket.send(
        JSON.stringify({
          event: 'pusher:subscribe',
          data: { channel, auth: `${embedded!.pusher.appKey}:${signature}` },
        }),
      );
      const refused = await next('pusher:error');
      expect((refused.data as { code: number }).code).toBe(4009);
      expect(events.some((event) => event.event === 'pusher_internal:subscription_succeeded')).toBe(
        false,
      );
    } finally {
      socket.close();
    }
  });

  it('reports ready, like any deployment', async () => {
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      upstream: 'reachable',
      limits: 'memory',
    });
  });
});

describe('a deployment that is not a demo', () => {
  it('serves its pages without the demo mark', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>x</title>');
    const app = buildApp(loadConfig({ NODE_ENV: 'test', WEB_DIST: webDist }), {
      logger: createLogger('silent'),
    });
    try {
      const { url } = await app.start(0);
      const page = await fetch(`${url}/dashboard/catalog`);
      expect(await page.text()).toBe('<!doctype html><html lang="en"><title>x</title>');
    } finally {
      await app.stop();
    }
  });
});
