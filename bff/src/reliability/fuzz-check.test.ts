import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProperty, fuzzSeed, seedFromEnvironment } from './fuzz-check.js';

describe('the fuzz seed', () => {
  it('takes FUZZ_SEED as given, and refuses what fast-check cannot take as a seed', () => {
    expect(seedFromEnvironment('42')).toBe(42);
    expect(seedFromEnvironment('-2147483648')).toBe(-(2 ** 31));
    expect(() => seedFromEnvironment('2147483648')).toThrow(/FUZZ_SEED must be an integer/);
    expect(() => seedFromEnvironment('1.5')).toThrow(/FUZZ_SEED/);
    expect(() => seedFromEnvironment('abc')).toThrow(/FUZZ_SEED/);
  });

  it('is a fresh 32-bit integer when FUZZ_SEED is unset', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => seedFromEnvironment(undefined)));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) {
      expect(Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31).toBe(true);
    }
  });

  it('names the seed that replays a failure, and the seed draws the same inputs again', async () => {
    const seen: number[][] = [];
    const failing = () =>
      fc.asyncProperty(fc.integer(), (value) => {
        seen.at(-1)!.push(value);
        return Promise.resolve(value < 1000);
      });
    seen.push([]);
    const failure = await checkProperty(failing(), 200).catch((error: unknown) => error);
    expect(String(failure)).toContain(`replay: FUZZ_SEED=${fuzzSeed} `);
    expect(String(failure)).toMatch(/counterexample: \[1000\]/);
    seen.push([]);
    await checkProperty(failing(), 200).catch(() => undefined);
    expect(seen[1]).toEqual(seen[0]);
  });
});
