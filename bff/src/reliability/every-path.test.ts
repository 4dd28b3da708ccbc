import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlWsClient } from '../testing/realtime.js';
import {
  catalogFile,
  type Exchange,
  multipartBody,
  paths,
  type RequestPath,
  uploadMutation,
  uploadPaths,
} from '../testing/every-path.js';
import { type EveryPathBff, limits, script, startEveryPathBff } from '../testing/every-path-bff.js';

// /graphql is yoga's for every way of sending an operation (JSON POST, GET, multipart with or
// without a streamed file). Whichever way, each plugin's effect must hold: CSRF refusal, the
// size, string and cost limits, error masking in production, the security and cache headers,
// the request id, the session cookie and the upstream deadlines. With
// TRUSTED_DOCUMENTS on (last block) the same paths, and graphql-ws, run only listed operations
// sent by hash for a caller without a token.

let bff: EveryPathBff;
let cookie: string;

beforeAll(async () => {
  bff = await startEveryPathBff();
  cookie = await signIn();
});

afterAll(() => bff.stop());

beforeEach(() => script.reset());

const login =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { displayName } }';
const credentials = { email: 'mario@example.com', password: 'x' };
const me = '{ me { displayName } }';

async function signIn(): Promise<string> {
  const answer = await paths[1]!.send(bff, { query: login, variables: credentials });
  const setCookie = answer.headers.get('set-cookie') ?? '';
  // Without a session every later check would fail for that reason alone: say so once, here.
  if (!setCookie) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return setCookie.split(';')[0]!;
}

function uploadsSeen(): number {
  return bff.upstreamRequests.filter((request) => request.url === '/api/catalog/upload').length;
}

function codes(answer: Exchange): unknown[] {
  return (answer.body.errors ?? []).map((error) => error.extensions?.code);
}

/** Every /graphql answer's headers: security, no caching, the request id. */
function expectGraphQLHeaders(answer: Exchange): void {
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('x-request-id')).toMatch(/^[\w.-]{8,128}$/);
}

/** What a production error may carry: a message and a documented code, nothing internal. */
function expectPublicErrors(answer: Exchange, code: string): void {
  expect(codes(answer)).toEqual([code]);
  for (const error of answer.body.errors ?? []) {
    expect(Object.keys(error.extensions ?? {})).toEqual(['code']);
  }
}

const allPaths: RequestPath[] = [...paths, ...uploadPaths];
const uploadVariables = { file: null };

/** The operation each path is asked to run for a check that applies to any operation. */
function normalOperation(path: RequestPath) {
  return uploadPaths.includes(path)
    ? { query: uploadMutation, variables: uploadVariables, cookie }
    : { query: me, cookie };
}

describe.each(allPaths)('on $name', (path) => {
  it('answers with the security and cache headers and the request id', async () => {
    const answer = await path.send(bff, normalOperation(path));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expectGraphQLHeaders(answer);
  });

  it('refuses a request without the CSRF header that a page of another site could send', async () => {
    const uploadsBefore = uploadsSeen();
    const answer = await path.send(bff, { ...normalOperation(path), csrf: false });
    expectGraphQLHeaders(answer);
    expect(uploadsSeen()).toBe(uploadsBefore);
    if (path.preflighted) {
      // Cross-site, a JSON POST needs a preflight the BFF only grants to ALLOWED_ORIGINS; yoga's
      // rule lets it through.
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body.data ?? null).toBeNull();
    }
  });

  it('refuses an operation text over MAX_QUERY_BYTES', async () => {
    const operation = normalOperation(path);
    const padded = `${operation.query} # ${'x'.repeat(limits.maxQueryBytes)}`;
    const answer = await path.send(bff, { ...operation, query: padded });
    expectPublicErrors(answer, 'QUERY_TOO_LARGE');
    expectGraphQLHeaders(answer);
  });

  it('refuses a string variable over MAX_STRING_ARGUMENT_BYTES', async () => {
    const long = 'x'.repeat(limits.maxStringArgumentBytes + 1);
    const operation = uploadPaths.includes(path)
      ? // A second variable, refused by the limits before anything runs.
        { query: uploadMutation, variables: { ...uploadVariables, note: long }, cookie }
      : {
          query: 'query ($id: ID!) { catalogItem(id: $id) { id } }',
          variables: { id: long },
          cookie,
        };
    const before = bff.upstreamRequests.length;
    const answer = await path.send(bff, operation);
    expectPublicErrors(answer, 'BAD_USER_INPUT');
    expect(answer.body.errors?.[0]?.message).toContain(`${limits.maxStringArgumentBytes} bytes`);
    expect(bff.upstreamRequests.length).toBe(before);
  });

  it('answers UPSTREAM_UNAVAILABLE when the upstream is too slow', async () => {
    // The upstream keeps its answer until the test ends: only a deadline can end the request.
    script.holding = true;
    const answer = await path.send(bff, normalOperation(path));
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(script.held.length).toBeGreaterThan(0);
    // Reads end at the operation deadline; a streamed upload may outlast it (its bytes are still
    // arriving) and ends at the exchange's own timeout instead. A timer never fires early, so
    // the answer cannot come sooner than its deadline, however busy the machine.
    const limit = uploadPaths.includes(path) ? limits.callTimeoutMs : limits.operationTimeoutMs;
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(limit - 50);
    expectGraphQLHeaders(answer);
  });
});

describe.each(paths)('on $name (any operation)', (path) => {
  it('refuses an operation over MAX_UPSTREAM_CALLS_PER_OPERATION before it runs', async () => {
    const items = Array.from(
      { length: limits.maxUpstreamCallsPerOperation + 1 },
      (_, index) => `i${index}: catalogItem(id: "${index + 1}") { id }`,
    );
    const before = bff.upstreamRequests.length;
    const answer = await path.send(bff, { query: `{ ${items.join(' ')} }`, cookie });
    expect(codes(answer)).toEqual(['QUERY_TOO_COSTLY']);
    expect(bff.upstreamRequests.length).toBe(before);
    expectGraphQLHeaders(answer);
  });

  it('masks an unexpected failure: a generic message and INTERNAL_SERVER_ERROR', async () => {
    // A count no GraphQL Int can carry: the field fails inside execution, not on purpose.
    script.notificationCount = 2 ** 40;
    const answer = await path.send(bff, { query: '{ me { notificationCount } }', cookie });
    expectPublicErrors(answer, 'INTERNAL_SERVER_ERROR');
    expect(answer.body.errors?.[0]?.message).toBe('Unexpected error.');
    expectGraphQLHeaders(answer);
  });

  it("keeps the store's internals out of a production error: message and code only", async () => {
    script.userStatus = 500;
    script.user = { message: 'SQLSTATE[42S02] table users_tmp missing', trace: ['#0 db.php'] };
    const answer = await path.send(bff, { query: me, cookie });
    expectPublicErrors(answer, 'UPSTREAM_UNAVAILABLE');
    expect(JSON.stringify(answer.body)).not.toMatch(/SQLSTATE|db\.php/);
    expectGraphQLHeaders(answer);
  });
});

describe.each(paths.filter((path) => !path.name.includes('GET')))('sign-in on $name', (path) => {
  it('signs in with the login mutation and sets the session cookie the next request uses', async () => {
    const answer = await path.send(bff, { query: login, variables: credentials });
    expect(answer.body.data).toEqual({ login: { displayName: 'Mario Rossi' } });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^refurb_session=v1\./);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    const next = await paths[0]!.send(bff, { query: me, cookie: setCookie.split(';')[0]! });
    expect(next.body.data).toEqual({ me: { displayName: 'Mario Rossi' } });
  });
});

describe.each(uploadPaths)('on $name (the upload)', (path) => {
  it('masks what the upstream said of a failure in production', async () => {
    script.uploadStatus = 500;
    script.uploadBody = { message: 'SQLSTATE[42S02] table catalog_tmp missing' };
    const answer = await path.send(bff, normalOperation(path));
    expectPublicErrors(answer, 'UPSTREAM_UNAVAILABLE');
    expect(JSON.stringify(answer.body)).not.toContain('SQLSTATE');
  });

  it('refuses the upload of someone signed out, without an upstream call', async () => {
    const before = uploadsSeen();
    const answer = await path.send(bff, { query: uploadMutation, variables: uploadVariables });
    expectPublicErrors(answer, 'UNAUTHENTICATED');
    expect(uploadsSeen()).toBe(before);
  });
});

describe('on the streamed upload, a body cut off inside the file', () => {
  it('answers as a write whose outcome is open, in the public form (no parser or network words)', async () => {
    const { body, contentType } = multipartBody(
      { query: uploadMutation, variables: uploadVariables },
      { '0': ['variables.file'] },
      { '0': catalogFile },
    );
    // Up to the file's first byte, then nothing: the upstream had the start, never the end.
    const cut = body.slice(0, body.indexOf('\r\n\r\nsku') + 6);
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-graphql-csrf': '1',
        accept: 'application/graphql-response+json, application/json',
        cookie,
      },
      body: cut,
    });
    const answer = (await response.json()) as Exchange['body'];
    expect(answer.errors).toEqual([
      {
        message: expect.stringContaining('may or may not have been carried out') as unknown,
        path: ['uploadCatalog'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', writeOutcome: 'UNKNOWN' },
      },
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a batch (several operations in one JSON array)', () => {
  it('is refused by yoga before anything runs, with the headers every answer carries', async () => {
    const before = bff.upstreamRequests.length;
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie },
      body: JSON.stringify([{ query: me }, { query: me }]),
    });
    expect(response.status).toBe(400);
    expect(bff.upstreamRequests.length).toBe(before);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const body = (await response.json()) as Exchange['body'];
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBe(1);
  });
});

describe('trusted documents (TRUSTED_DOCUMENTS on): the dashboard’s operations only, by hash', () => {
  const subscription = 'subscription { notifications { kind } }';
  const listed = [login, me, uploadMutation, subscription];
  let trusted: EveryPathBff;
  let trustedCookie: string;
  let webDist: string;

  beforeAll(async () => {
    // The web build's list, as web/scripts/persisted-documents.ts writes it.
    webDist = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
    const operations = listed.map((body, index) => ({
      id: createHash('sha256').update(body).digest('hex'),
      name: `Operation${index}`,
      type: body.split(/[\s({]/)[0] || 'query',
      body,
    }));
    writeFileSync(
      join(webDist, 'persisted-query-manifest.json'),
      JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }),
    );
    trusted = await startEveryPathBff({ TRUSTED_DOCUMENTS: 'on', WEB_DIST: webDist });
    const answer = await paths[0]!.send(trusted, {
      query: login,
      variables: credentials,
      persisted: true,
    });
    expect(answer.body.data).toEqual({ login: { displayName: 'Mario Rossi' } });
    trustedCookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
  });

  afterAll(async () => {
    await trusted.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const byHash = (path: RequestPath) =>
    uploadPaths.includes(path)
      ? { query: uploadMutation, variables: uploadVariables, persisted: true }
      : { query: me, persisted: true };
  // The first sight of a text by hash is yoga's, like the first sight of a text.
  const trustedPaths = allPaths.filter((path) => !path.name.includes('first sight'));

  describe.each(trustedPaths)('on $name', (path) => {
    it('runs a listed operation sent by hash, for a session cookie', async () => {
      const answer = await path.send(trusted, { ...byHash(path), cookie: trustedCookie });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual(
        uploadPaths.includes(path)
          ? { uploadCatalog: true }
          : { me: { displayName: 'Mario Rossi' } },
      );
      expectGraphQLHeaders(answer);
    });

    it('refuses a text from a session cookie (even a listed one) with PERSISTED_QUERY_ONLY, unrun', async () => {
      const before = trusted.upstreamRequests.length;
      const answer = await path.send(trusted, {
        ...byHash(path),
        persisted: false,
        cookie: trustedCookie,
      });
      expectPublicErrors(answer, 'PERSISTED_QUERY_ONLY');
      expect(answer.status).toBe(403);
      expect(answer.body.data ?? null).toBeNull();
      expect(trusted.upstreamRequests.length).toBe(before);
      expectGraphQLHeaders(answer);
    });

    it('runs a text sent with a token', async () => {
      const answer = await path.send(trusted, {
        ...byHash(path),
        persisted: false,
        cookie: trustedCookie,
        authorization: 'Bearer internal-tool-token',
      });
      // Past the rule: the token itself is the context's to check (this fake store knows none).
      expect(codes(answer)).not.toContain('PERSISTED_QUERY_ONLY');
      expect(codes(answer)).not.toContain('PERSISTED_QUERY_NOT_FOUND');
      expect(answer.status).not.toBe(403);
    });
  });

  it.each(paths.filter((path) => !path.name.includes('first sight')))(
    'answers a hash not in the list with PERSISTED_QUERY_NOT_FOUND on $name',
    async (path) => {
      const before = trusted.upstreamRequests.length;
      const answer = await path.send(trusted, {
        query: '{ me { id } }',
        persisted: true,
        cookie: trustedCookie,
      });
      expectPublicErrors(answer, 'PERSISTED_QUERY_NOT_FOUND');
      expect(answer.status).toBe(400);
      expect(trusted.upstreamRequests.length).toBe(before);
    },
  );

  it('refuses a text from someone signed out (a sign-in not from the dashboard)', async () => {
    const answer = await paths[1]!.send(trusted, { query: login, variables: credentials });
    expectPublicErrors(answer, 'PERSISTED_QUERY_ONLY');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  describe('over graphql-ws', () => {
    function subscribeOnce(
      payload: { query: string; extensions?: Record<string, unknown> },
      headers: Record<string, string>,
    ): Promise<unknown[]> {
      const client = graphqlWsClient(trusted.url, headers);
      return new Promise<unknown[]>((resolve) => {
        client.subscribe(payload, {
          next: () => undefined,
          error: (errors) => resolve(Array.isArray(errors) ? errors : [errors]),
          complete: () => resolve([]),
        });
      }).finally(() => client.dispose());
    }
    const hashOf = (text: string) => ({
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') },
    });
    const codesOf = (errors: unknown[]) =>
      errors.map((error) => (error as { extensions?: { code?: unknown } }).extensions?.code);

    it('refuses a text from a session cookie with PERSISTED_QUERY_ONLY', async () => {
      const errors = await subscribeOnce({ query: subscription }, { cookie: trustedCookie });
      expect(codesOf(errors)).toEqual(['PERSISTED_QUERY_ONLY']);
    });

    it('answers an unlisted hash with PERSISTED_QUERY_NOT_FOUND', async () => {
      const errors = await subscribeOnce(
        { query: '', extensions: hashOf('subscription { notifications { filename } }') },
        { cookie: trustedCookie },
      );
      expect(codesOf(errors)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    });

    it('lets a listed hash through (the text Apollo sends beside it is the listed one)', async () => {
      const errors = await subscribeOnce(
        { query: subscription, extensions: hashOf(subscription) },
        { cookie: trustedCookie },
      );
      // This upstream has no realtime: the subscription fails past the rule, not at it.
      expect(codesOf(errors)).not.toContain('PERSISTED_QUERY_ONLY');
      expect(codesOf(errors)).not.toContain('PERSISTED_QUERY_NOT_FOUND');
    });

    it('lets a text through with a token', async () => {
      const errors = await subscribeOnce(
        { query: subscription },
        { cookie: trustedCookie, authorization: 'Bearer internal-tool-token' },
      );
      expect(codesOf(errors)).not.toContain('PERSISTED_QUERY_ONLY');
    });
  });
});

describe('what each answer cost the store (extensions.cost, RateLimit header fields)', () => {
  /** The user's budget at its defaults (UPSTREAM_CALLS_PER_SECOND, UPSTREAM_CALLS_BURST). */
  const budget = { callsPerSecond: 30, callBurst: 60 };
  const costOf = (body: unknown) => (body as { extensions?: { cost?: unknown } }).extensions?.cost;

  it.each(allPaths)('on $name: the calls estimated and made, and the budget left', async (path) => {
    const answer = await path.send(bff, normalOperation(path));
    expect(answer.body.errors).toBeUndefined();
    expect(costOf(answer.body)).toEqual({
      estimatedUpstreamCalls: 1,
      actualUpstreamCalls: 1,
      budget: {
        remaining: expect.any(Number) as number,
        max: budget.callBurst,
        restorePerSecond: budget.callsPerSecond,
      },
    });
    expect(answer.headers.get('ratelimit-policy')).toBe(
      `"calls";q=${budget.callsPerSecond};w=1, "burst";q=${budget.callBurst - budget.callsPerSecond};w=10`,
    );
    expect(answer.headers.get('ratelimit')).toMatch(/^"calls";r=\d+;t=[01], "burst";r=\d+;t=\d+$/);
    expect(answer.headers.get('retry-after')).toBeNull();
  });

  it.each(allPaths)(
    'on $name: a refusal before anything ran reports that nothing was called',
    async (path) => {
      const operation = normalOperation(path);
      const padded = `${operation.query} # ${'x'.repeat(limits.maxQueryBytes)}`;
      const answer = await path.send(bff, { ...operation, query: padded });
      expect(codes(answer)).toEqual(['QUERY_TOO_LARGE']);
      expect(costOf(answer.body)).toMatchObject({ actualUpstreamCalls: 0 });
    },
  );

  it.each(paths)('on $name: QUERY_TOO_COSTLY reports the estimate it refused', async (path) => {
    const items = Array.from(
      { length: limits.maxUpstreamCallsPerOperation + 1 },
      (_, index) => `i${index}: catalogItem(id: "${index + 1}") { id }`,
    );
    const answer = await path.send(bff, { query: `{ ${items.join(' ')} }`, cookie });
    expect(codes(answer)).toEqual(['QUERY_TOO_COSTLY']);
    expect(costOf(answer.body)).toMatchObject({
      estimatedUpstreamCalls: limits.maxUpstreamCallsPerOperation + 1,
      actualUpstreamCalls: 0,
    });
  });

  it('over graphql-ws: each result of a subscription carries extensions.cost', async () => {
    const client = graphqlWsClient(bff.url, { cookie });
    const results = await new Promise<unknown[]>((resolve, reject) => {
      const seen: unknown[] = [];
      client.subscribe(
        { query: 'subscription { notifications { filename } }' },
        { next: (result) => seen.push(result), error: reject, complete: () => resolve(seen) },
      );
    }).finally(() => client.dispose());
    // This upstream has no realtime: the one result is the subscription's refusal.
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(costOf(result)).toEqual({
        estimatedUpstreamCalls: 0,
        actualUpstreamCalls: 0,
        budget: {
          remaining: expect.any(Number) as number,
          max: budget.callBurst,
          restorePerSecond: budget.callsPerSecond,
        },
      });
    }
  });
});
