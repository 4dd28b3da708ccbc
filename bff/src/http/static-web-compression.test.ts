import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress.mjs';
import { createStaticWeb } from './static-web.js';

// The web build's compressed copies (written by the same step the build runs) as a browser gets them.
let baseUrl: string;
let dist: string;
let close: () => void;

const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, price: '€ ${index}.00' }`).join(', ')}];\n`;
const page = `<!doctype html><html><head><title>app</title></head><body>${'<p>refurb</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-compressed-'));
  writeFileSync(join(dist, 'index.html'), page);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-B3k9xQ2a.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-C4l0yR3b.js'), 'console.log(1)');
  await precompressDirectory(dist);
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
afterAll(() => {
  close();
  rmSync(dist, { recursive: true, force: true });
});

/** The raw answer (fetch would decompress it and send its own Accept-Encoding). */
function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static web app, compressed', () => {
  it('answers a brotli-accepting browser with the brotli copy, cacheable for a year', async () => {
    const answer = await get('/assets/index-B3k9xQ2a.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(script);
  });

  it('answers a gzip-only client with the gzip copy', async () => {
    const answer = await get('/assets/index-B3k9xQ2a.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(script);
  });

  it('follows q-values: a refused brotli gets gzip, identity only gets the file', async () => {
    const noBrotli = await get('/assets/index-B3k9xQ2a.js', {
      'accept-encoding': 'br;q=0, gzip;q=0.8',
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const identity = await get('/assets/index-B3k9xQ2a.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(script);
  });

  it('answers a client without Accept-Encoding with the file itself', async () => {
    const answer = await get('/assets/index-B3k9xQ2a.js', {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(answer.body.toString('utf8')).toBe(script);
  });

  it('compresses the app page too, which stays uncached', async () => {
    const answer = await get('/dashboard/catalog', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
  });

  it('sends a file too small to compress as it is, without Vary', async () => {
    const answer = await get('/assets/tiny-C4l0yR3b.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('console.log(1)');
  });

  it('answers HEAD with the length of the copy a GET would get', async () => {
    const head = await get('/assets/index-B3k9xQ2a.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    const gzipped = readFileSync(join(dist, 'assets', 'index-B3k9xQ2a.js.gz'));
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(gzipped.length);
    expect(head.body.length).toBe(0);
  });
});
