import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type StartedUpstream } from '@refurb/upstream';
// One meaning of FUZZ_SEED for every fuzz check: the BFF's.
import { fuzzSeed } from '../../bff/src/reliability/fuzz-check';

// Property: the reference upstream answers any request to any of its REST routes (hostile path
// parameters, query strings and bodies, signed in or not) with a status below 500.

const routes: Array<[string, string]> = [
  ['GET', '/sanctum/csrf-cookie'],
  ['POST', '/login'],
  ['POST', '/logout'],
  ['DELETE', '/logout'],
  ['POST', '/broadcasting/auth'],
  ['GET', '/api/user'],
  ['GET', '/api/user/notifications'],
  ['GET', '/api/user/tokens'],
  ['POST', '/api/user/tokens'],
  ['DELETE', '/api/user/tokens/:id'],
  ['GET', '/api/catalog'],
  ['GET', '/api/catalog/:id'],
  ['GET', '/api/catalog/:id/buybox'],
  ['PUT', '/api/catalog/:id/dynamic-price'],
  ['PUT', '/api/catalog/:id/toggle-dynamic-price'],
  ['PATCH', '/api/catalog/:id/sync-base-price'],
  ['GET', '/api/catalog/export'],
  ['POST', '/api/catalog/upload'],
  ['GET', '/api/competitors/:id'],
  ['GET', '/api/competitors/:id/items/:id'],
  ['GET', '/api/download/:id'],
  ['GET', '/api/logs'],
  ['GET', '/api/logs/:id'],
  ['GET', '/api/prices/:id'],
  ['POST', '/api/prices/:id/export'],
  ['POST', '/api/prices/:id/items/export'],
  ['PUT', '/api/strategies/:id'],
  ['PUT', '/api/buyback-strategies/:id'],
];

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 30);
let casesRun = 0;
let upstream: StartedUpstream;
let cookie = '';
let xsrf = '';

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, items: 200, logLevel: 'silent' });
  const csrf = await fetch(`${upstream.url}/sanctum/csrf-cookie`, {
    headers: { origin: upstream.origin },
  });
  const jar = new Map<string, string>();
  const absorb = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  absorb(csrf);
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${upstream.url}/login`, {
    method: 'POST',
    headers: {
      origin: upstream.origin,
      cookie: header(),
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });
  expect(login.status).toBeLessThan(300);
  absorb(login);
  cookie = header();
  xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
});

afterAll(async () => {
  console.info(`upstream REST fuzz: ${casesRun} cases`);
  await upstream?.stop();
});

const pathParameter = fc.oneof(
  fc.constantFrom(
    '1',
    '3',
    '0',
    '-1',
    '99999999999999999999',
    '1.5',
    'abc',
    '%00',
    '..%2F..',
    '%E0%A4%A',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

const queryValue = fc.oneof(
  fc.constantFrom('1', '-1', '0', '1e309', 'NaN', 'desc', 'grade_desc', 'zzz', '', '[]'),
  fc.string({ maxLength: 30 }),
  fc.constant('x'.repeat(50_000)),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'per_page',
        'sort',
        'search',
        'brands[]',
        'grades[]',
        'filter[x]',
        'limit',
        'type',
        'category',
        'a[b][c]',
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

const body = fc.oneof(
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'socket_id',
        'channel_name',
        'type',
        'market',
        'variation',
        'price_positioning',
        'rounding_type',
        'rounding_value',
        'brands',
        'filter',
      ),
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  fc
    .constantFrom('{', '[1,2', '', 'null', '"x"', '{"a":' + '['.repeat(5000))
    .map((text) => ({ type: 'application/json', text })),
  fc
    .string({ maxLength: 100 })
    .map((text) => ({ type: 'application/x-www-form-urlencoded', text })),
  fc.string({ maxLength: 100 }).map((text) => ({ type: 'multipart/form-data; boundary=b', text })),
  fc.string({ maxLength: 100 }).map((text) => ({ type: 'text/xml', text })),
);

describe('the upstream REST routes with hostile input', () => {
  it('never answer 5xx', async () => {
    console.info(`fuzzing with seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays this run)`);
    for (const [method, template] of routes) {
      const result = await fc.check(
        fc.asyncProperty(
          fc.array(pathParameter, { minLength: 2, maxLength: 2 }),
          queryString,
          body,
          fc.boolean(),
          async ([first, second], query, payload, signedIn) => {
            casesRun += 1;
            let seen = 0;
            const path = template.replace(/:id/g, () => (seen++ === 0 ? first! : second!));
            const response = await fetch(`${upstream.url}${path}${query ? `?${query}` : ''}`, {
              method,
              headers: {
                origin: upstream.origin,
                accept: 'application/json',
                'content-type': payload.type,
                ...(signedIn ? { cookie, 'x-xsrf-token': xsrf } : {}),
              },
              ...(method === 'GET' ? {} : { body: payload.text }),
            });
            const text = await response.text();
            if (response.status >= 500) {
              throw new Error(
                `${method} ${path}?${query.slice(0, 100)}: ${response.status} ${text.slice(0, 200)}`,
              );
            }
          },
        ),
        { numRuns: runsPerRoute, seed: fuzzSeed },
      );
      if (result.failed) {
        const cause =
          result.errorInstance instanceof Error
            ? result.errorInstance.message
            : String(result.errorInstance);
        throw new Error(
          `${method} ${template}: ${cause.slice(0, 500)}\n` +
            `replay: FUZZ_SEED=${result.seed} FUZZ_RUNS=${process.env.FUZZ_RUNS ?? '(unset)'} ` +
            `(fast-check path ${result.counterexamplePath ?? '-'})`,
        );
      }
    }
  }, 120_000);
});
