import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  type GraphQLAnswer,
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

let upstream: EmbeddedUpstream;
let bff: TestBff;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, { UPSTREAM_CALLS_PER_SECOND: '5', UPSTREAM_CALLS_BURST: '8' });
});
afterAll(async () => {
  await bff.stop();
  await upstream.stop();
});

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

describe("a session's budget of upstream calls", () => {
  it('answers RATE_LIMITED beyond the burst without calling the upstream; other sessions carry on', async () => {
    const greedy = new TestBrowser(bff.url);
    const other = new TestBrowser(bff.url);
    expect((await greedy.login()).errors).toBeUndefined();
    expect((await other.login('rivenditore@example.com')).errors).toBeUndefined();
    bff.resetCalls();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, page) =>
        greedy.gql(`{ catalog(page: ${page + 1}) { page } }`),
      ),
    );
    const limited = answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED');
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(8);
    expect(limited).toHaveLength(4);
    for (const answer of limited) {
      expect(answer.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 1 });
    }
    expect(bff.calls.filter((call) => call.path.startsWith('/api/catalog'))).toHaveLength(8);

    expect((await other.gql('{ catalog { page } }')).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await greedy.gql('{ catalog { page } }')).errors).toBeUndefined();
  });
});
