import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// GET /graphql/schema.graphql: the printed SDL for a tool's author, open in development
// (introspection on), else only with a personal access token the store accepts.

let upstream: EmbeddedUpstream;
let development: TestBff;
let closed: TestBff;
let seller: TestBrowser;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  [development, closed] = await Promise.all([
    startTestBff(upstream),
    // As production serves it: introspection off.
    startTestBff(upstream, { INTROSPECTION: 'false' }),
  ]);
  seller = new TestBrowser(closed.url);
  expect((await seller.login()).errors).toBeUndefined();
});

afterAll(async () => {
  await Promise.all([development?.stop(), closed?.stop()]);
  await upstream?.stop();
});

function download(bff: TestBff, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${bff.url}/graphql/schema.graphql`, { method, headers });
}

async function createToken(abilities: string[]): Promise<{ id: string; plain: string }> {
  const answer = await seller.gql<{
    createApiToken: { plainTextToken: string; token: { id: string } };
  }>(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { plainTextToken token { id } } }',
    {
      input: {
        name: `sdl ${abilities.join('+')}`,
        abilities,
        expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  const created = answer.data?.createApiToken;
  if (!created) throw new Error('createApiToken answered no token');
  return { id: created.token.id, plain: created.plainTextToken };
}

async function refusal(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as {
    errors: Array<{ message: string; extensions: { code: string } }>;
  };
  return { status: response.status, code: body.errors[0]?.extensions.code };
}

describe('GET /graphql/schema.graphql', () => {
  it('in development: the served schema, printed with its types sorted, to anyone', async () => {
    const response = await download(development);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const sdl = await response.text();
    expect(sdl).toBe(`${printSchema(lexicographicSortSchema(development.app.schema))}\n`);
    // A client generator can read it back.
    expect(buildSchema(sdl).getQueryType()?.getFields().catalog).toBeDefined();
  });

  it('HEAD answers the headers only; other methods 405 with a coded body', async () => {
    const head = await download(development, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    const post = await download(development, {}, 'POST');
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await refusal(post)).toEqual({ status: 405, code: 'BAD_USER_INPUT' });
  });

  it('with introspection off: 401 UNAUTHENTICATED without a token, even with a signed-in cookie', async () => {
    expect(await refusal(await download(closed))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await refusal(await download(closed, { cookie: seller.cookie ?? '' }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('with introspection off: 401 for an unknown token, the SDL for a valid one, 401 once revoked', async () => {
    expect(
      await refusal(await download(closed, { authorization: 'Bearer 999|not-a-real-secret' })),
    ).toEqual({ status: 401, code: 'UNAUTHENTICATED' });

    const token = await createToken(['READ']);
    const served = await download(closed, { authorization: `Bearer ${token.plain}` });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(
      `${printSchema(lexicographicSortSchema(closed.app.schema))}\n`,
    );

    const revoked = await seller.gql('mutation ($id: ID!) { revokeApiToken(id: $id) }', {
      id: token.id,
    });
    expect(revoked.errors).toBeUndefined();
    await expect
      .poll(async () => (await download(closed, { authorization: `Bearer ${token.plain}` })).status)
      .toBe(401);
  });

  it('with introspection off: 403 FORBIDDEN for a token that cannot read', async () => {
    const token = await createToken(['WRITE']);
    expect(
      await refusal(await download(closed, { authorization: `Bearer ${token.plain}` })),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
  });
});
