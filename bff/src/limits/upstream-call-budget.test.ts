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

const perSecond = 5;
const burst = 8;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream, {
    UPSTREAM_CALLS_PER_SECOND: String(perSecond),
    UPSTREAM_CALLS_BURST: String(burst),
  });
});
afterAll(async () => {
  await bff.stop();
  await upstream.stop();
});

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

/**
 * The most calls a user's budget grants in `ms` (a burst, then `perSecond` for each second or
 * part of one that began): the bound a busy machine, which stretches the requests over time,
 * still keeps to.
 */
function mostGrantedIn(ms: number): number {
  return burst + perSecond * Math.ceil(ms / 1000);
}

/** Sends `queries` at once and tells what came back and how long it took. */
async function burstOf(queries: Array<() => Promise<GraphQLAnswer>>) {
  const started = performance.now();
  const answers = await Promise.all(queries.map((query) => query()));
  return {
    answers,
    ms: performance.now() - started,
    passed: answers.filter((answer) => answer.errors === undefined).length,
    limited: answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED'),
  };
}

describe("a user's budget of upstream calls", () => {
  it('answers RATE_LIMITED beyond the burst without calling the upstream; other users carry on', async () => {
    const greedy = new TestBrowser(bff.url);
    const other = new TestBrowser(bff.url);
    expect((await greedy.login()).errors).toBeUndefined();
    expect((await other.login('rivenditore@example.com')).errors).toBeUndefined();
    bff.resetCalls();
    const { answers, ms, passed, limited } = await burstOf(
      Array.from(
        { length: 12 },
        (_, page) => () => greedy.gql(`{ catalog(page: ${page + 1}) { page } }`),
      ),
    );
    expect(passed).toBeGreaterThanOrEqual(burst);
    expect(passed).toBeLessThanOrEqual(Math.min(12, mostGrantedIn(ms)));
    expect(passed + limited.length).toBe(answers.length);
    if (ms < 1000) expect(limited).toHaveLength(12 - burst);
    for (const answer of limited) {
      expect(answer.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 1 });
    }
    expect(bff.calls.filter((call) => call.path.startsWith('/api/catalog'))).toHaveLength(passed);

    expect((await other.gql('{ catalog { page } }')).errors).toBeUndefined();
  });

  it('is one budget for all sessions of a user: thirty sessions together stay within it', async () => {
    const sessions = Array.from({ length: 30 }, () => new TestBrowser(bff.url));
    for (const session of sessions) {
      expect((await session.login('dryrun@example.com')).errors).toBeUndefined();
    }
    bff.resetCalls();
    // Two screens' worth of reads from every session at once: 60 queries, one call each.
    const { answers, ms, passed, limited } = await burstOf(
      sessions.flatMap((session) => [
        () => session.gql('{ catalog { page } }'),
        () => session.gql('{ catalog(page: 2) { page } }'),
      ]),
    );
    const calls = bff.calls.filter((call) => call.path.startsWith('/api/catalog')).length;
    // Per session, each would have had a budget of its own: all 60 would have gone out.
    expect(passed).toBeLessThanOrEqual(mostGrantedIn(ms));
    expect(calls).toBe(passed);
    expect(limited.length).toBe(answers.length - passed);
    expect(limited.length).toBeGreaterThanOrEqual(answers.length - mostGrantedIn(ms));
  });
});
