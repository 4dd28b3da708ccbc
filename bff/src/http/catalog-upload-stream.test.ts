import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';
import busboy from 'busboy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { buildApp, type App } from '../server.js';
import { TestBrowser } from '../testing/test-bff.js';

const profile = {
  id: 5,
  name: 'Mario Rossi',
  email: 'mario@example.com',
  language: 'it_IT',
  categories: [],
  vendors: [],
  configuration: { store_name: null, show_catalog: 1, store_slug: 'slug-a' },
  extra: null,
  strategies: [],
  buyback_strategies: [],
};

/** What the scripted upstream saw of one catalog upload, updated while the bytes arrive. */
interface UpstreamUpload {
  headers: IncomingMessage['headers'];
  fileBytes: number;
  field: string | null;
  filename: string | null;
  done: boolean;
}

const uploads: UpstreamUpload[] = [];
/** How the scripted upstream answers the next upload, once it has read it. */
let uploadStatus = 200;

const upstream = createServer((request, response) => {
  const answer = (
    status: number,
    body: unknown,
    headers: Record<string, string | string[]> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  if (request.url === '/api/catalog/upload') {
    const upload: UpstreamUpload = {
      headers: request.headers,
      fileBytes: 0,
      field: null,
      filename: null,
      done: false,
    };
    uploads.push(upload);
    const parser = busboy({ headers: request.headers });
    parser.on('file', (field, stream, info) => {
      upload.field = field;
      upload.filename = info.filename ?? null;
      stream.on('data', (chunk: Buffer) => (upload.fileBytes += chunk.length));
    });
    parser.on('close', () => {
      upload.done = true;
      answer(uploadStatus, uploadStatus === 200 ? { message: 'queued' } : { message: 'no' });
    });
    parser.on('error', () => answer(400, { message: 'bad multipart' }));
    request.pipe(parser);
    return;
  }
  request.resume();
  request.on('end', () => {
    if (request.url === '/sanctum/csrf-cookie') {
      response.writeHead(204, {
        'set-cookie': ['XSRF-TOKEN=t1; Path=/', 'session=s1; Path=/; HttpOnly'],
      });
      response.end();
    } else if (request.url === '/login') {
      answer(200, { two_factor: false }, { 'set-cookie': 'session=s2; Path=/; HttpOnly' });
    } else if (request.url === '/api/user') {
      answer(200, profile);
    } else {
      answer(200, []);
    }
  });
});

let app: App;
let bffUrl: string;
let browser: TestBrowser;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  app = buildApp(loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: `http://127.0.0.1:${port}` }), {
    logger: createLogger('silent'),
  });
  bffUrl = (await app.start(0)).url;
  browser = new TestBrowser(bffUrl);
  expect((await browser.login('mario@example.com', 'x')).errors).toBeUndefined();
});

afterAll(async () => {
  await app.stop();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

beforeEach(() => {
  uploads.length = 0;
  uploadStatus = 200;
});

const uploadMutation = 'mutation ($file: File!) { uploadCatalog(file: $file) }';
const boundary = 'test-boundary-7f3a';

interface Answer {
  data?: unknown;
  errors?: Array<{
    message: string;
    path?: unknown;
    locations?: unknown;
    extensions?: { code?: string };
  }>;
}

/** A GraphQL multipart request, split so the test decides when its last part is sent. */
function multipartBody(query: string, filename: string, file: Buffer) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      JSON.stringify({ query, variables: { file: null } }) +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n` +
      JSON.stringify({ 0: ['variables.file'] }) +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { head, tail, length: head.length + file.length + tail.length };
}

/**
 * Posts an upload; `beforeLastPart` runs once everything but the file's last 64 KB and the
 * closing delimiter is sent, and the rest waits for it.
 */
function postUpload(
  filename: string,
  file: Buffer,
  options: {
    query?: string;
    cookie?: string | null;
    headers?: Record<string, string>;
    beforeLastPart?: () => Promise<void>;
  } = {},
): Promise<{ status: number; setCookie: string[]; answer: Answer }> {
  const { head, tail, length } = multipartBody(options.query ?? uploadMutation, filename, file);
  const cookie = options.cookie === undefined ? browser.cookie : options.cookie;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        'x-graphql-csrf': '1',
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          setCookie: incoming.headers['set-cookie'] ?? [],
          answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer,
        }),
      );
    });
    const heldBack = Math.min(64 * 1024, file.length);
    void (async () => {
      outgoing.write(head);
      for (let offset = 0; offset < file.length - heldBack; offset += 64 * 1024) {
        const chunk = file.subarray(offset, Math.min(offset + 64 * 1024, file.length - heldBack));
        if (!outgoing.write(chunk)) await new Promise((drained) => outgoing.once('drain', drained));
      }
      await options.beforeLastPart?.();
      outgoing.write(file.subarray(file.length - heldBack));
      outgoing.end(tail);
    })().catch(reject);
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('uploadCatalog streamed to the upstream', () => {
  it('passes a 15 MB file on while the client is still sending it', async () => {
    const size = 15 * 1024 * 1024;
    const file = Buffer.alloc(size, 'a');
    const before = app.catalogUploadStream.counts();
    const { status, answer } = await postUpload('catalog.csv', file, {
      // The BFF holds a few chunks, not the file: nearly all of it is upstream already.
      beforeLastPart: () =>
        waitFor(() => (uploads[0]?.fileBytes ?? 0) > size - 2 * 1024 * 1024, 10_000),
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ data: { uploadCatalog: true } });
    const [upload] = uploads;
    expect(uploads).toHaveLength(1);
    expect(upload).toMatchObject({
      fileBytes: size,
      field: 'catalog',
      filename: 'catalog.csv',
      done: true,
    });
    expect(upload?.headers.cookie).toBe('XSRF-TOKEN=t1; session=s2');
    expect(upload?.headers['x-xsrf-token']).toBe('t1');
    expect(upload?.headers.origin).toBe(new URL(upstreamUrl()).origin);
    const after = app.catalogUploadStream.counts();
    expect(after.streamed - before.streamed).toBe(1);
    expect(after.handedToYoga).toBe(before.handedToYoga);
  });

  it('refuses a .txt without calling the upstream, with the answer yoga gives', async () => {
    const csv = Buffer.from('external_id,name\nX-1,Phone\n');
    const streamed = await postUpload('catalog.txt', csv);
    // An extra __typename sends the same request through yoga and the resolver.
    const viaYoga = await postUpload('catalog.txt', csv, {
      query: 'mutation ($file: File!) { uploadCatalog(file: $file) __typename }',
    });
    expect(uploads).toHaveLength(0);
    expect(streamed.answer.errors).toEqual(viaYoga.answer.errors);
    expect(streamed.answer).toMatchObject({
      errors: [
        {
          message: 'The catalog must be a .csv or .xml file.',
          path: ['uploadCatalog'],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
      data: null,
    });
  });

  it('refuses a file over 20 MB and an empty one without calling the upstream', async () => {
    const tooLarge = await postUpload('catalog.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.answer.errors?.[0]).toMatchObject({
      message: 'The catalog file must not be larger than 20 MB.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const empty = await postUpload('catalog.csv', Buffer.alloc(0));
    expect(empty.answer.errors?.[0]).toMatchObject({
      message: 'The catalog file is empty.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(uploads).toHaveLength(0);
  });

  it('answers UNAUTHENTICATED signed out, and clears the session on an upstream 401', async () => {
    const csv = Buffer.from('external_id,name\nX-1,Phone\n');
    const signedOut = await postUpload('catalog.csv', csv, { cookie: null });
    expect(signedOut.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(uploads).toHaveLength(0);

    uploadStatus = 401;
    const expired = await postUpload('catalog.csv', csv);
    expect(expired.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(expired.setCookie.join('\n')).toMatch(/Max-Age=0/i);
    uploadStatus = 403;
    // That 401 ended the session in the BFF as well (its cookie is refused from now on).
    const again = new TestBrowser(bffUrl);
    await again.login('mario@example.com', 'x');
    const forbidden = await postUpload('catalog.csv', csv, { cookie: again.cookie });
    expect(forbidden.answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a streamed upload in the uploader's language", () => {
  it('asks the upstream in the language the dashboard shows (its report is worded in it)', async () => {
    const csv = Buffer.from('external_id,name\nX-1,Phone\n');
    // A session of its own (an earlier case ends the shared one).
    const uploader = new TestBrowser(bffUrl);
    await uploader.login('mario@example.com', 'x');
    const before = app.catalogUploadStream.counts();
    for (const [sent, forwarded] of [
      ['it-IT,it;q=0.9,en;q=0.8', 'it-IT'],
      ['en-GB', 'en-GB'],
    ] as const) {
      uploads.length = 0;
      const { answer } = await postUpload('catalog.csv', csv, {
        cookie: uploader.cookie,
        headers: { 'accept-language': sent },
      });
      expect(answer).toMatchObject({ data: { uploadCatalog: true } });
      expect(uploads.map((upload) => upload.headers['accept-language'])).toEqual([forwarded]);
    }
    // Without a language the upstream words it in the profile's.
    uploads.length = 0;
    await postUpload('catalog.csv', csv, { cookie: uploader.cookie });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.headers['accept-language']).toBeUndefined();
    // All three streamed, none through yoga's multipart parser.
    const after = app.catalogUploadStream.counts();
    expect(after.streamed - before.streamed).toBe(3);
    expect(after.handedToYoga).toBe(before.handedToYoga);
  });
});

describe('an upstream 419 on a streamed upload', () => {
  it('refreshes the CSRF cookie and answers UPSTREAM_UNAVAILABLE instead of resending a cut file', async () => {
    uploadStatus = 419;
    const own = new TestBrowser(bffUrl);
    await own.login('mario@example.com', 'x');
    const answer = await postUpload('catalog.csv', Buffer.from('external_id\nX-1\n'), {
      cookie: own.cookie,
    });
    expect(answer.answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(uploads).toHaveLength(1);
  });
});

function upstreamUrl(): string {
  const { port } = upstream.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
