import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticWeb, type StaticWebOptions } from './static-web.js';

let baseUrl: string;
let productionUrl: string;
const closers: Array<() => void> = [];

async function serve(dist: string, options: StaticWebOptions): Promise<string> {
  const web = createStaticWeb(dist, options);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    void web.serve(request, response, pathname).then((served) => {
      if (!served) {
        response.statusCode = 404;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-B3k9xQ2a.js'), 'console.log(1)');
  // Vite's hashes are base64url: they may hold '-' and '_'.
  writeFileSync(join(dist, 'assets', 'GlyphSeries-BI-j5XUx.js'), 'console.log(2)');
  writeFileSync(join(dist, 'assets', 'index-B3k9xQ2a.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  // Copied from web/public as it is: its name only looks hashed.
  writeFileSync(join(dist, 'brand-wordmark.svg'), '<svg/>');
  baseUrl = await serve(dist, {});
  productionUrl = await serve(dist, { production: true });
});
afterAll(() => {
  for (const close of closers) close();
});

describe('static web app', () => {
  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await fetch(`${baseUrl}/assets/index-B3k9xQ2a.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const dashed = await fetch(`${baseUrl}/assets/GlyphSeries-BI-j5XUx.js`);
    expect(dashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches files that are not hashed build output for an hour only', async () => {
    for (const path of ['/favicon.svg', '/brand-wordmark.svg']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('falls back to index.html for app routes, uncached', async () => {
    const response = await fetch(`${baseUrl}/dashboard/catalog/12`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('answers 404 for missing files and never leaves the folder', async () => {
    expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
    // An encoded dot-dot path resolves inside the folder: at worst the app's index page.
    const escape = await fetch(`${baseUrl}/assets/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toMatch(/root:/);
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    );
  });

  it('serves source maps in development only', async () => {
    expect((await fetch(`${baseUrl}/assets/index-B3k9xQ2a.js.map`)).status).toBe(200);
    const refused = await fetch(`${productionUrl}/assets/index-B3k9xQ2a.js.map`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('secret');
    expect((await fetch(`${productionUrl}/assets/index-B3k9xQ2a.js`)).status).toBe(200);
  });
});
