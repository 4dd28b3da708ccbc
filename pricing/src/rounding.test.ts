import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { type RoundingRule, roundDown, roundingRuleComplete } from './rounding';

const round = (amount: number, rule: RoundingRule) => roundDown(toCents(amount), rule) / 100;
const exact: RoundingRule = { roundingType: 'exact_amount', roundingValue: null };
const nine: RoundingRule = { roundingType: 'nine', roundingValue: 9 };
const pointNine: RoundingRule = { roundingType: 'point_nine', roundingValue: 0.9 };
const fixed = (value: number): RoundingRule => ({ roundingType: 'fixed', roundingValue: value });
const percentage = (value: number): RoundingRule => ({
  roundingType: 'percentage',
  roundingValue: value,
});

describe('roundDown', () => {
  it('exact_amount keeps the cent and drops fractions of a cent', () => {
    expect(round(899.99, exact)).toBe(899.99);
    expect(roundDown(89_999.7, exact)).toBe(89_999);
  });

  it('nine: the largest whole amount ending in 9 at or below p', () => {
    expect(round(900, nine)).toBe(899);
    expect(round(899, nine)).toBe(899);
    expect(round(899.99, nine)).toBe(899);
    expect(round(909.5, nine)).toBe(909);
    expect(round(1100, nine)).toBe(1099);
    expect(round(19, nine)).toBe(19);
    expect(round(18.99, nine)).toBe(9);
  });

  it('nine keeps a price under 9 to the cent instead of going to zero', () => {
    expect(round(8.5, nine)).toBe(8.5);
  });

  it('point_nine: the largest amount ending in .90 at or below p', () => {
    expect(round(900, pointNine)).toBe(899.9);
    expect(round(899.9, pointNine)).toBe(899.9);
    expect(round(899.95, pointNine)).toBe(899.9);
    expect(round(899.89, pointNine)).toBe(898.9);
    expect(round(0.5, pointNine)).toBe(0.5);
  });

  it('fixed: the largest multiple of the value at or below p', () => {
    expect(round(1234, fixed(5))).toBe(1230);
    expect(round(1235, fixed(5))).toBe(1235);
    expect(round(999.99, fixed(10))).toBe(990);
    expect(round(10.74, fixed(0.25))).toBe(10.5);
    expect(round(3, fixed(5))).toBe(3);
  });

  it('percentage: p lowered by the value in percent, to the cent', () => {
    expect(round(1000, percentage(1))).toBe(990);
    expect(round(999.99, percentage(2.5))).toBe(974.99); // 974.990… → down
    expect(round(100, percentage(33.33))).toBe(66.67);
  });

  it('never rounds up', () => {
    for (const cents of [1, 99, 100, 901, 89_999, 123_457]) {
      for (const rule of [exact, nine, pointNine, fixed(5), percentage(3)]) {
        expect(roundDown(cents, rule)).toBeLessThanOrEqual(cents);
      }
    }
  });

  it('refuses fixed and percentage without a positive value', () => {
    expect(() => roundDown(1000, { roundingType: 'fixed', roundingValue: null })).toThrow();
    expect(() => roundDown(1000, { roundingType: 'percentage', roundingValue: 0 })).toThrow();
  });

  it('tells a complete rule from one still missing its value', () => {
    expect(roundingRuleComplete({ roundingType: 'fixed', roundingValue: null })).toBe(false);
    expect(roundingRuleComplete({ roundingType: 'percentage', roundingValue: -5 })).toBe(false);
    expect(roundingRuleComplete({ roundingType: 'fixed', roundingValue: Number.NaN })).toBe(false);
    expect(roundingRuleComplete(fixed(0.25))).toBe(true);
    expect(roundingRuleComplete(percentage(12.5))).toBe(true);
    for (const rule of [exact, nine, pointNine]) {
      expect(roundingRuleComplete({ ...rule, roundingValue: null })).toBe(true);
    }
  });
});
