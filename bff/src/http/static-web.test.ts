import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticWeb } from './static-web.js';

let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-B3k9xQ2a.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  const web = createStaticWeb(dist);
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('static web app', () => {
  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await fetch(`${baseUrl}/assets/index-B3k9xQ2a.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
});
