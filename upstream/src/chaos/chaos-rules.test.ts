import { describe, expect, it } from 'vitest';
import { ChaosRuleError, compileRoute, parseChaosSettings } from './chaos-rules';

describe('parseChaosSettings', () => {
  it('reads a bare array with the default seed, or rules with a seed', () => {
    expect(parseChaosSettings([{ route: 'GET /api/*', fault: 'latency', ms: 20 }])).toEqual({
      rules: [{ route: 'GET /api/*', fault: 'latency', ms: 20, rate: 1 }],
      seed: 1,
    });
    const withSeed = parseChaosSettings({
      rules: [{ route: '/x', fault: 'status', status: 504, rate: 0.5, count: 3 }],
      seed: 9,
    });
    expect(withSeed.seed).toBe(9);
    expect(withSeed.rules[0]).toEqual({
      route: '/x',
      fault: 'status',
      status: 504,
      rate: 0.5,
      count: 3,
    });
  });

  it.each([
    [{}, /"rules" must be an array/],
    ['x', /array of rules/],
    [[{ fault: 'reset' }], /"route"/],
    [[{ route: '/x', fault: 'explode' }], /"fault" must be one of/],
    [[{ route: '/x', fault: 'status', status: 404 }], /"status" must be one of/],
    [[{ route: '/x', fault: 'latency' }], /latency needs "ms"/],
    [[{ route: '/x', fault: 'reset', rate: 1.5 }], /"rate"/],
    [[{ route: '/x', fault: 'reset', count: 0 }], /"count"/],
    [{ rules: [], seed: -1 }, /"seed"/],
  ])('refuses %j', (input, message) => {
    expect(() => parseChaosSettings(input)).toThrow(ChaosRuleError);
    expect(() => parseChaosSettings(input)).toThrow(message);
  });
});

describe('compileRoute', () => {
  it('splits the method from the glob', () => {
    expect(compileRoute('get /api/*').method).toBe('GET');
    expect(compileRoute('/api/*').method).toBeNull();
    expect(compileRoute('/api/*').path.test('/api/catalog/1')).toBe(true);
  });
});
