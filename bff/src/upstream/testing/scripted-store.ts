import { type Logger } from '../../logger.js';
import { RequestSession } from '../../session/request-session.js';
import { SessionSealer } from '../../session/seal.js';
import { json, type RecordedRequest, startFakeUpstream } from '../../testing/fake-upstream.js';
import { UpstreamClient } from '../upstream-client.js';

const sealer = new SessionSealer('x'.repeat(40), 3600);

const statusAnswers = new WeakSet<object>();

/** An answer of `answer(request)` with another status than 200. */
export function answerWithStatus(status: number, body: unknown): object {
  const answer = { status, body };
  statusAnswers.add(answer);
  return answer;
}

/**
 * One signed-in operation's upstream session against a store that answers every request 200
 * with `answer(request)` as JSON (another status: `answerWithStatus`). `stop` closes the client
 * and the store.
 */
export async function scriptedStore(
  answer: (request: RecordedRequest) => unknown,
  logger: Logger,
  requestId: string,
) {
  const fake = await startFakeUpstream((request, response) => {
    const answered = answer(request);
    if (typeof answered === 'object' && answered !== null && statusAnswers.has(answered)) {
      const { status, body } = answered as { status: number; body: unknown };
      json(response, status, body);
    } else {
      json(response, 200, answered);
    }
  });
  const client = new UpstreamClient({
    baseUrl: fake.url,
    origin: 'http://dashboard.test',
    timeoutMs: 2000,
    logger,
  });
  const sealed = sealer.seal({ upstreamCookies: { laravel_session: 'abc' }, userId: '7' });
  const session = RequestSession.fromCookieHeader(`refurb_session=${sealed}`, sealer, false);
  return {
    fake,
    // The request's logger carries its id, as the GraphQL context's does.
    upstream: client.forRequest(session, requestId, logger.child({ requestId })),
    stop: async () => {
      await client.close();
      await fake.stop();
    },
  };
}
