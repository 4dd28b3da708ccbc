import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// Strict-Transport-Security in production only (HSTS_MAX_AGE), Cache-Control: no-store on every
// /graphql answer (both paths, GET and POST, refusals, the streamed upload) and on downloads, and
// no source maps served in production.

const hsts = 'max-age=31536000; includeSubDomains';

let upstream: EmbeddedUpstream;
let production: TestBff;
let development: TestBff;
let browser: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-B3k9xQ2a.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'index-B3k9xQ2a.js.map'), '{"sourcesContent":["x"]}');
  [production, development] = await Promise.all([
    startTestBff(upstream, {
      NODE_ENV: 'production',
      TRUSTED_DOCUMENTS: 'off',
      WEB_DIST: webDist,
    }),
    startTestBff(upstream, { WEB_DIST: webDist }),
  ]);
  browser = new TestBrowser(production.url);
  expect((await browser.login()).errors).toBeUndefined();
});

afterAll(async () => {
  await Promise.all([production.stop(), development.stop()]);
  await upstream.stop();
});

function post(bff: TestBff, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      cookie: browser.cookie ?? '',
      ...headers,
    },
    body,
  });
}

/** A POST declaring a length it does not send, or none: the 413 and 411 answers. */
function rawPost(bff: TestBff, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.headers as Record<string, string>);
      outgoing.destroy();
    });
    outgoing.on('error', reject);
    outgoing.write('{"query":"');
    if (headers['transfer-encoding']) outgoing.end();
  });
}

describe('Strict-Transport-Security', () => {
  it('is on every production answer', async () => {
    const query = JSON.stringify({ query: '{ me { id } }' });
    const answers = [
      await post(production, query), // yoga: first sight
      await post(production, query),
      await fetch(`${production.url}/graphql?query=%7B__typename%7D`, {
        headers: { 'x-graphql-csrf': '1' },
      }),
      await post(production, '{ not json'),
      await fetch(`${production.url}/healthz`),
      await fetch(`${production.url}/catalog/12`),
      await fetch(`${production.url}/download/missing.csv`),
      await fetch(`${production.url}/nothing.txt`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security')).toBe(hsts);
    }
  });

  it('is not sent in development, and HSTS_MAX_AGE sets it or turns it off', async () => {
    const query = JSON.stringify({ query: '{ me { id } }' });
    for (const answer of [await post(development, query), await fetch(`${development.url}/`)]) {
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const [short, off] = await Promise.all([
      startTestBff(upstream, {
        NODE_ENV: 'production',
        TRUSTED_DOCUMENTS: 'off',
        HSTS_MAX_AGE: '600',
      }),
      startTestBff(upstream, {
        NODE_ENV: 'production',
        TRUSTED_DOCUMENTS: 'off',
        HSTS_MAX_AGE: '0',
      }),
    ]);
    try {
      expect((await fetch(`${short.url}/healthz`)).headers.get('strict-transport-security')).toBe(
        'max-age=600; includeSubDomains',
      );
      expect(
        (await fetch(`${off.url}/healthz`)).headers.get('strict-transport-security'),
      ).toBeNull();
    } finally {
      await Promise.all([short.stop(), off.stop()]);
    }
  });
});

describe('Cache-Control on /graphql', () => {
  it('is no-store on every answer, signed in, GET and POST, errors included', async () => {
    const query = JSON.stringify({ query: '{ me { id displayName } }' });
    const answers = [
      await post(production, JSON.stringify({ query: '{ me { id email } }' })),
      await post(production, query),
      await post(production, query),
      // A resolver error, uncached and cached text (unknown id).
      await post(production, JSON.stringify({ query: '{ catalogItem(id: "nope") { id } }' })),
      await post(production, JSON.stringify({ query: '{ catalogItem(id: "nope") { id } }' })),
      await fetch(`${production.url}/graphql?query=%7Bme%7Bid%7D%7D`, {
        headers: { 'x-graphql-csrf': '1', cookie: browser.cookie ?? '' },
      }),
      await post(production, '{ not json'),
      await post(production, JSON.stringify({ query: `{ me { id } } #${'x'.repeat(21_000)}` })),
      // CSRF refusal.
      await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: browser.cookie ?? '' },
        body: '{"query":"{ me { id } }"}',
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control'), `${answer.status}`).toBe('no-store');
    }
    expect(
      (await rawPost(production, { 'content-length': String(2 * 1024 * 1024) }))['cache-control'],
    ).toBe('no-store');
    expect((await rawPost(production, { 'transfer-encoding': 'chunked' }))['cache-control']).toBe(
      'no-store',
    );
  });

  it('is no-store on the streamed catalog upload', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: File!) { uploadCatalog(file: $file) }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob(['external_id,name\nX-1,Phone\n'], { type: 'text/csv' }), 'c.txt');
    const answer = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'x-graphql-csrf': '1', cookie: browser.cookie ?? '' },
      body: form,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('downloads and static files', () => {
  it('keeps downloads out of every cache', async () => {
    const exported = await fetch(`${production.url}/catalog/export`, {
      headers: { cookie: browser.cookie ?? '' },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toMatch(/no-store/);
    await exported.arrayBuffer();
    const signedOut = await fetch(`${production.url}/download/prices.csv`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('caches hashed assets for a year, revalidates index.html, and serves no source map in production', async () => {
    const asset = await fetch(`${production.url}/assets/index-B3k9xQ2a.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${production.url}/`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${production.url}/assets/index-B3k9xQ2a.js.map`)).status).toBe(404);
    expect((await fetch(`${development.url}/assets/index-B3k9xQ2a.js.map`)).status).toBe(200);
  });
});
