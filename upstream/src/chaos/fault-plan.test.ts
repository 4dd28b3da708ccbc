import { describe, expect, it } from 'vitest';
import { parseChaosSettings } from './chaos-rules';
import { FaultPlan } from './fault-plan';

function planOf(rules: unknown[], seed = 7): FaultPlan {
  return new FaultPlan(parseChaosSettings({ rules, seed }));
}

function terminalKinds(plan: FaultPlan, method: string, path: string, times: number): string[] {
  return Array.from({ length: times }, () => plan.decide(method, path).terminal?.kind ?? 'ok');
}

describe('FaultPlan', () => {
  it('matches method and path glob, never the query string', () => {
    const plan = planOf([{ route: 'GET /api/catalog*', fault: 'status', status: 503 }]);
    expect(plan.decide('GET', '/api/catalog').terminal).toEqual({ kind: 'status', status: 503 });
    expect(plan.decide('GET', '/api/catalog/17/buybox').terminal?.kind).toBe('status');
    expect(plan.decide('POST', '/api/catalog/17/toggle').terminal).toBeNull();
    expect(plan.decide('GET', '/api/user').terminal).toBeNull();
  });

  it('treats a route without a method, or with *, as any method', () => {
    for (const route of ['/api/*', '* /api/*']) {
      const plan = planOf([{ route, fault: 'reset' }]);
      expect(plan.decide('DELETE', '/api/user/session').terminal).toEqual({ kind: 'reset' });
      expect(plan.decide('GET', '/sanctum/csrf-cookie').terminal).toBeNull();
    }
  });

  it('escapes regular-expression characters in the pattern', () => {
    const plan = planOf([{ route: 'GET /api/a.b', fault: 'malformed-json' }]);
    expect(plan.decide('GET', '/api/axb').terminal).toBeNull();
    expect(plan.decide('GET', '/api/a.b').terminal).toEqual({ kind: 'malformed-json' });
  });

  it('gives the same faults for the same seed, and about `rate` of the requests', () => {
    const rules = [{ route: '/api/*', fault: 'status', status: 500, rate: 0.3 }];
    const first = terminalKinds(planOf(rules, 42), 'GET', '/api/x', 1000);
    const second = terminalKinds(planOf(rules, 42), 'GET', '/api/x', 1000);
    const otherSeed = terminalKinds(planOf(rules, 43), 'GET', '/api/x', 1000);
    expect(second).toEqual(first);
    expect(otherSeed).not.toEqual(first);
    const faulted = first.filter((kind) => kind === 'status').length;
    expect(faulted).toBeGreaterThan(250);
    expect(faulted).toBeLessThan(350);
  });

  it('stops a counted rule after N faults and says what is left', () => {
    const plan = planOf([{ route: 'POST /login', fault: 'status', status: 429, count: 2 }]);
    expect(terminalKinds(plan, 'POST', '/login', 4)).toEqual(['status', 'status', 'ok', 'ok']);
    expect(plan.describe()[0]?.remaining).toBe(0);
  });

  it('adds up latency, keeps the first terminal fault and does not spend later counts', () => {
    const plan = planOf([
      { route: '/api/*', fault: 'latency', ms: 100 },
      { route: 'GET /api/*', fault: 'latency', ms: 50 },
      { route: '/api/*', fault: 'drop-pusher', count: 1 },
      { route: '/api/*', fault: 'reset-mid-body' },
      { route: '/api/*', fault: 'status', status: 502, count: 1 },
    ]);
    expect(plan.decide('GET', '/api/x')).toEqual({
      delayMs: 150,
      dropPusher: true,
      terminal: { kind: 'reset-mid-body' },
    });
    expect(plan.decide('POST', '/api/x').dropPusher).toBe(false);
    expect(plan.describe()[4]?.remaining).toBe(1);
  });

  it('lets everything through after clear()', () => {
    const plan = planOf([{ route: '*', fault: 'reset' }]);
    plan.clear();
    expect(plan.decide('GET', '/anything')).toEqual({
      delayMs: 0,
      dropPusher: false,
      terminal: null,
    });
  });
});
