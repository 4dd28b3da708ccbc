import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// MAX_QUERY_BYTES, MAX_STRING_ARGUMENT_BYTES and MAX_UPSTREAM_CALLS_PER_OPERATION hold on every
// way into /graphql (first sight of a text, a cached text, GET, no CSRF header, the streamed
// catalog upload). A refusal never reaches the upstream.

interface Answer {
  status: number;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  data?: Record<string, unknown> | null;
}

let upstream: EmbeddedUpstream;
let bff: TestBff;
let browser: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, {
    NODE_ENV: 'production',
    TRUSTED_DOCUMENTS: 'off',
  });
  browser = new TestBrowser(bff.url);
  expect((await browser.login()).errors).toBeUndefined();
});

afterAll(async () => {
  await bff.stop();
  await upstream.stop();
});

beforeEach(() => bff.resetCalls());

async function post(
  body: unknown,
  headers: Record<string, string> = { 'x-graphql-csrf': '1' },
): Promise<Answer> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: browser.cookie ?? '', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('MAX_QUERY_BYTES (20 KB)', () => {
  const large = (tag: string) =>
    `{ catalog(filter: {search: "${tag}"}) { totalCount } } # ${'x'.repeat(21 * 1024)}`;

  it('refuses a larger text, with or without the CSRF header, before any upstream call', async () => {
    const withHeader = await post({ query: large('a') });
    expect(codeOf(withHeader)).toBe('QUERY_TOO_LARGE');
    expect(withHeader.errors?.[0]?.message).toBe('The operation text is larger than 20480 bytes.');
    // A JSON body is preflighted, so it needs no CSRF header.
    const without = await post({ query: large('b') }, {});
    expect(codeOf(without)).toBe('QUERY_TOO_LARGE');
    expect(without).toEqual(withHeader);
    expect(bff.calls).toHaveLength(0);
  });

  it('refuses it in a GET and in a catalog upload, which does not reach the upstream', async () => {
    const small = await startTestBff(upstream, { MAX_QUERY_BYTES: '2048' });
    try {
      const text = `{ me { id } } # ${'x'.repeat(3000)}`;
      const get = await fetch(`${small.url}/graphql?query=${encodeURIComponent(text)}`, {
        headers: { 'x-graphql-csrf': '1' },
      });
      expect(codeOf((await get.json()) as Answer)).toBe('QUERY_TOO_LARGE');

      const uploader = new TestBrowser(small.url);
      await uploader.login();
      small.resetCalls();
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: `mutation ($file: File!) { uploadCatalog(file: $file) } # ${'x'.repeat(3000)}`,
          variables: { file: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob(['external_id,name\nX-1,Phone\n'], { type: 'text/csv' }), 'c.csv');
      const upload = await fetch(`${small.url}/graphql`, {
        method: 'POST',
        headers: { 'x-graphql-csrf': '1', cookie: uploader.cookie ?? '' },
        body: form,
      });
      expect(codeOf((await upload.json()) as Answer)).toBe('QUERY_TOO_LARGE');
      expect(small.calls).toHaveLength(0);
    } finally {
      await small.stop();
    }
  });
});

describe('MAX_STRING_ARGUMENT_BYTES (2 KB)', () => {
  const query =
    'query Search($search: String) { catalog(filter: {search: $search}) { totalCount } }';

  it('refuses a longer string literal before parsing', async () => {
    const answer = await post({
      query: `{ catalog(filter: {search: "${'x'.repeat(2049)}"}) { totalCount } }`,
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('A string argument is longer than 2048 bytes.');
    expect(bff.calls).toHaveLength(0);
  });

  it('refuses a longer string variable, on first sight of a text and once it is cached', async () => {
    const long = { search: 'x'.repeat(2049) };
    const firstSight = await post({ query, variables: long });
    expect(codeOf(firstSight)).toBe('BAD_USER_INPUT');
    // Run with an ordinary value, the text's parse, validation and compilation are cached.
    const ordinary = await post({ query, variables: { search: 'iphone' } });
    expect(ordinary.errors).toBeUndefined();
    bff.resetCalls();
    const cached = await post({ query, variables: long });
    expect(cached).toEqual(firstSight);
    expect(bff.calls).toHaveLength(0);
  });
});

describe('MAX_UPSTREAM_CALLS_PER_OPERATION (60)', () => {
  // 15 flips of dynamic pricing (aliases; every mutation runs), each up to 6 upstream calls. (15
  // catalog pages with every item's buybox and price log were 1,515 calls in 6.4 s before the
  // limit; with the store's batch reads they are 45.)
  const fanOut = `mutation { ${Array.from(
    { length: 15 },
    (_, index) => `f${index}: toggleDynamicPrice(itemId: "${index + 1}") { id }`,
  ).join(' ')} }`;

  it('refuses 15 flips before any upstream call, saying the estimate and the limit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post({ query: fanOut });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([
        {
          message:
            'This operation would make about 90 calls to the store; at most 60 are allowed per operation.',
          extensions: { code: 'QUERY_TOO_COSTLY' },
        },
      ]);
    }
    expect(bff.calls).toHaveLength(0);
  });

  it("answers the dashboard's catalog page and item detail", async () => {
    const list = await post({
      query: '{ me { id notificationCount } catalog { totalCount items { id name price } } }',
    });
    expect(list.errors).toBeUndefined();
    const id = (list.data?.catalog as { items: Array<{ id: string }> }).items[0]!.id;
    const detail = await post({
      query:
        'query ($id: ID!) { catalogItem(id: $id) { id prices { min } logs { createdAt } buybox { price } } }',
      variables: { id },
    });
    expect(detail.errors).toBeUndefined();
  });

  it('allows fewer calls with a lower MAX_UPSTREAM_CALLS_PER_OPERATION', async () => {
    const strict = await startTestBff(upstream, { MAX_UPSTREAM_CALLS_PER_OPERATION: '2' });
    try {
      const answer = (await (
        await fetch(`${strict.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          body: JSON.stringify({
            query:
              '{ a: catalog(page: 1) { totalCount } b: catalog(page: 2) { totalCount } c: catalog(page: 3) { totalCount } }',
          }),
        })
      ).json()) as Answer;
      expect(codeOf(answer)).toBe('QUERY_TOO_COSTLY');
      expect(answer.errors?.[0]?.message).toMatch(/about 3 calls.*at most 2/);
    } finally {
      await strict.stop();
    }
  });
});

describe('a document with several operations', () => {
  it('runs the operation asked for, over GET and POST, uncached and cached', async () => {
    const text = 'query A { a: __typename } query B { b: __typename }';
    for (const name of ['A', 'B', 'B', 'A']) {
      const get = await fetch(
        `${bff.url}/graphql?query=${encodeURIComponent(text)}&operationName=${name}`,
        { headers: { 'x-graphql-csrf': '1' } },
      );
      expect(await get.json()).toMatchObject({ data: { [name.toLowerCase()]: 'Query' } });
      const viaPost = await post({ query: text, operationName: name });
      expect(viaPost.data).toEqual({ [name.toLowerCase()]: 'Query' });
    }
  });
});
