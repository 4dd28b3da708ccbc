import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRateLimitStore } from './rate-limit-store.js';
import { budgetOwnerOf, UpstreamCallBudget } from './upstream-call-budget.js';

const logger = createLogger('silent');

function budgets() {
  return new UpstreamCallBudget(
    createRateLimitStore(null, logger),
    { perSecond: 2, burst: 3, perToken: { perSecond: 5, burst: 5 } },
    logger,
  );
}

const user = { kind: 'user', id: '7' } as const;
const token = { kind: 'token', id: '12' } as const;
const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

async function spendUntilRefused(budget: UpstreamCallBudget, owner: typeof user | typeof token) {
  for (let granted = 0; granted < 100; granted += 1) {
    const refusal = await budget.spend(owner).then(
      () => null,
      (error: unknown) => error,
    );
    if (refusal !== null) return { granted, refusal };
  }
  throw new Error('never refused');
}

describe("a personal access token's budget of store calls", () => {
  it("is its own: spending it leaves its user's cookie sessions their whole budget, and back", async () => {
    const budget = budgets();
    const byToken = await spendUntilRefused(budget, token);
    // At least its own five (more only if a second passed meanwhile, as a busy machine may).
    expect(byToken.granted).toBeGreaterThanOrEqual(5);
    expect(codeOf(byToken.refusal)).toBe('RATE_LIMITED');
    expect(await budget.state(user)).toMatchObject({ remaining: 3, max: 3, restorePerSecond: 2 });

    const byUser = await spendUntilRefused(budget, user);
    expect(byUser.granted).toBeGreaterThanOrEqual(3);
    expect(await budget.state(token)).toMatchObject({ max: 5, restorePerSecond: 5 });
  });

  it('reports each window of the budget as it is spent', async () => {
    const budget = budgets();
    await budget.spend(user);
    await budget.spend(user);
    await budget.spend(user);
    const state = await budget.state(user);
    expect(state?.remaining).toBeLessThan(3);
    expect(state?.windows).toEqual([
      expect.objectContaining({ name: 'calls', quota: 2, windowSeconds: 1 }),
      expect.objectContaining({ name: 'burst', quota: 1, windowSeconds: 10 }),
    ]);
  });

  it('is the one a bearer request pays from; a cookie session pays from its user', () => {
    expect(budgetOwnerOf({ sessionId: 's', userId: '7', bearer: { tokenId: '12' } })).toEqual(
      token,
    );
    expect(budgetOwnerOf({ sessionId: 's', userId: '7', bearer: null })).toEqual(user);
    expect(budgetOwnerOf({ sessionId: null, userId: null, bearer: null })).toBeNull();
  });
});
