import fc from 'fast-check';
import { getNamedType, isLeafType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { checkProperty } from './fuzz-check.js';
import { hostileValue } from './fuzz-values.js';
import { problemWithAnswer, type RawAnswer } from './graphql-answer-check.js';

// Property: whatever variables a client sends to any query or mutation, the answer is data or
// errors with a code (never INTERNAL_SERVER_ERROR, never a 5xx), and the BFF keeps serving.

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 25);
let casesRun = 0;

let upstream: EmbeddedUpstream;
let bff: TestBff;
let signedInCookie: string;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, { LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
  const browser = new TestBrowser(bff.url);
  await browser.login();
  signedInCookie = browser.cookie!;
});

afterAll(async () => {
  console.info(`operation fuzz: ${casesRun} cases`);
  await bff.stop();
  await upstream.stop();
});

/** `query Fuzz($a: ID!, …) { field(a: $a) { __typename } }` for one root field. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

async function post(body: unknown, cookie: string | null): Promise<RawAnswer> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

function rootFields(): Array<['query' | 'mutation', GraphQLField<unknown, unknown>]> {
  const schema = bff.app.schema;
  const fieldsOf = (type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {});
  return [
    ...fieldsOf(schema.getQueryType()).map((field) => ['query', field] as ['query', typeof field]),
    ...fieldsOf(schema.getMutationType()).map(
      (field) => ['mutation', field] as ['mutation', typeof field],
    ),
  ];
}

describe('every query and mutation with hostile variables', () => {
  it('covers the whole schema', () => {
    const names = rootFields().map(([, field]) => field.name);
    expect(names).toEqual(
      expect.arrayContaining(['catalog', 'catalogItem', 'login', 'saveResellStrategy']),
    );
    expect(names.length).toBeGreaterThanOrEqual(17);
  });

  it('answers each with data or coded errors', async () => {
    for (const [kind, field] of rootFields()) {
      const query = documentFor(kind, field);
      // logout and login would end or replace the shared session: they run signed out.
      const cookie = field.name === 'logout' || field.name === 'login' ? null : signedInCookie;
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, hostileValue()])),
        { requiredKeys: [] },
      );
      await checkProperty(
        fc.asyncProperty(variables, async (values) => {
          casesRun += 1;
          const answer = await post({ query, variables: values }, cookie);
          const problem = problemWithAnswer(answer);
          if (problem) throw new Error(`${field.name}: ${problem}`);
        }),
        runsPerOperation,
      );
    }
    const health = await fetch(`${bff.url}/healthz`);
    expect(health.status).toBe(200);
  }, 120_000);
});
