import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as bundle from '@graphql-yoga/render-graphiql/graphiql';
import { afterAll, describe, expect, it } from 'vitest';
import { compressVariants } from '../../../scripts/precompress.mjs';
import {
  createGraphiQLServing,
  writeGraphiQLAssets,
  type GraphiQLServing,
} from './graphiql-assets.js';

const cleanup: (() => void)[] = [];
afterAll(() => {
  for (const step of cleanup) step();
});

async function serverFor(graphiql: GraphiQLServing): Promise<string> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const answer =
      pathname === '/graphql'
        ? graphiql.render({ title: 'Test <GraphiQL>' }).then((html) => {
            response.setHeader('content-type', 'text/html');
            response.end(html);
            return true;
          })
        : graphiql.serve(request, response, pathname);
    void answer.then((served) => {
      if (!served) {
        response.statusCode = 404;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanup.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The raw answer: fetch would decompress it and send its own Accept-Encoding. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (response) => {
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

/** Every /graphiql/ URL the page names, by what it is. */
function assetUrls(html: string) {
  const find = (pattern: RegExp) => {
    const match = pattern.exec(html)?.[1];
    if (!match) throw new Error(`page names no ${pattern}`);
    return match;
  };
  return {
    js: find(/<script src="(\/graphiql\/[^"]+\.js)"/),
    css: find(/<link rel="stylesheet" href="(\/graphiql\/[^"]+\.css)"/),
    favicon: find(/<link rel="icon" href="(\/graphiql\/[^"]+\.ico)"/),
    editorWorker: find(/"editorWorkerService":"(\/graphiql\/[^"]+)"/),
    jsonWorker: find(/"json":"(\/graphiql\/[^"]+)"/),
    graphqlWorker: find(/"graphql":"(\/graphiql\/[^"]+)"/),
  };
}

describe('GraphiQL from the package (running from the sources)', () => {
  const noBuild = join(tmpdir(), 'no-graphiql-build-here');
  let baseUrl: string;
  let html: string;

  it('renders a small page that names its files instead of inlining 9 MB', async () => {
    baseUrl = await serverFor(createGraphiQLServing(noBuild));
    const page = await get(`${baseUrl}/graphql`);
    html = page.body.toString('utf8');
    expect(page.body.length).toBeLessThan(4096);
    expect(html).toContain('<title>Test &lt;GraphiQL&gt;</title>');
    // The options reach the script with `<` escaped, so they cannot close it.
    expect(html).toContain('"title":"Test \\u003cGraphiQL>"');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves the bundle brotli-compressed, cacheable for a year', async () => {
    const answer = await get(baseUrl + assetUrls(html).js, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(bundle.js.length / 3);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(bundle.js);
  });

  it('serves gzip to a gzip-only client and the file itself without Accept-Encoding', async () => {
    const urls = assetUrls(html);
    const gzipped = await get(baseUrl + urls.css, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(bundle.css);
    const plain = await get(baseUrl + urls.graphqlWorker);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(bundle.graphqlWorker);
  });

  it('serves each worker and the icon the page names, and nothing else', async () => {
    const urls = assetUrls(html);
    expect((await get(baseUrl + urls.editorWorker)).body.toString('utf8')).toBe(
      bundle.editorWorkerService,
    );
    expect((await get(baseUrl + urls.jsonWorker)).body.toString('utf8')).toBe(bundle.jsonWorker);
    const icon = await get(baseUrl + urls.favicon);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(`data:image/x-icon;base64,${icon.body.toString('base64')}`).toBe(bundle.favicon);
    expect((await get(`${baseUrl}/graphiql/js-unknown.js`)).status).toBe(404);
    expect((await get(`${baseUrl}/graphiql/../package.json`)).status).toBe(404);
  });
});

describe('GraphiQL from the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'graphiql-build-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));

  it('writes content-hashed files and a manifest naming them', async () => {
    const names = await writeGraphiQLAssets(dir);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(names);
    expect(readFileSync(join(dir, names.js), 'utf8')).toBe(bundle.js);
    expect(names.js).toMatch(/^js-[\w-]{12}\.js$/);
    expect(readdirSync(dir).sort()).toEqual([...Object.values(names), 'manifest.json'].sort());
  });

  it('streams the build’s compressed copy from disk', async () => {
    const names = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    // The build step's copy of one file (the whole set takes seconds to compress).
    const worker = readFileSync(join(dir, names.editorWorker!));
    const copies = await compressVariants(worker);
    writeFileSync(join(dir, `${names.editorWorker}.br`), copies.br!);
    const baseUrl = await serverFor(createGraphiQLServing(dir));
    const html = (await get(`${baseUrl}/graphql`)).body.toString('utf8');
    const url = assetUrls(html).editorWorker;
    expect(url).toBe(`/graphiql/${names.editorWorker}`);

    const compressed = await get(baseUrl + url, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.equals(copies.br!)).toBe(true);
    const head = await get(baseUrl + url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(Number(head.headers['content-length'])).toBe(copies.br!.length);
    // No gzip copy was written: a gzip-only client gets the file itself.
    const plain = await get(baseUrl + url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(worker)).toBe(true);
  });
});
