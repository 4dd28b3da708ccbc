import { describe, expect, it } from 'vitest';
import { type TestBff, TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let bff: TestBff;
let demo: TestBrowser;

signedInDemo((started) => ({ bff, demo } = started));

describe('exports per user', () => {
  it('take ten a minute over all sessions of the user; the eleventh is RATE_LIMITED and starts nothing', async () => {
    const otherSession = new TestBrowser(bff.url);
    expect((await otherSession.login()).errors).toBeUndefined();
    bff.resetCalls();
    for (let count = 0; count < 10; count += 1) {
      const session = count % 2 === 0 ? demo : otherSession;
      const mutation =
        count % 2 === 0
          ? 'mutation { exportPrices(categoryId: "1") }'
          : 'mutation { exportPriceItems(categoryId: "1") }';
      const answer = await session.gql(mutation);
      expect(answer.errors, `export ${count + 1}`).toBeUndefined();
    }
    const refused = await otherSession.gql('mutation { exportPrices(categoryId: "1") }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = (refused.errors?.[0]?.extensions as { retryAfterSeconds?: number })
      .retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const started = bff.calls.filter(
      (call) => call.method === 'POST' && call.path.includes('export'),
    );
    expect(started).toHaveLength(10);
  });
});
