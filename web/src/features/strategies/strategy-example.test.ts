import { describe, expect, it } from 'vitest';
import {
  buybackExample,
  marketExample,
  revendoExample,
  roundDown,
  variationExample,
} from './strategy-example';

// The same cases as upstream/src/pricing/rounding.test.ts: both sides must agree.
describe('roundDown', () => {
  it('exact_amount ("None") keeps the amount to the cent', () => {
    expect(roundDown(899.95, { roundingType: 'EXACT_AMOUNT', roundingValue: null })).toBe(899.95);
    expect(roundDown(900, { roundingType: 'EXACT_AMOUNT', roundingValue: null })).toBe(900);
  });
  it('nine: the largest whole amount ending in 9 at or below', () => {
    const nine = { roundingType: 'NINE', roundingValue: 9 } as const;
    expect(roundDown(900, nine)).toBe(899);
    expect(roundDown(909.5, nine)).toBe(909);
    expect(roundDown(1100, nine)).toBe(1099);
    expect(roundDown(5.5, nine)).toBe(5.5);
  });
  it('point_nine: the largest amount ending in .90 at or below', () => {
    const pointNine = { roundingType: 'POINT_NINE', roundingValue: 0.9 } as const;
    expect(roundDown(900, pointNine)).toBe(899.9);
    expect(roundDown(899.95, pointNine)).toBe(899.9);
  });
  it('fixed: the largest multiple of the step', () => {
    expect(roundDown(1099, { roundingType: 'FIXED', roundingValue: 50 })).toBe(1050);
    expect(roundDown(12.34, { roundingType: 'FIXED', roundingValue: 0.25 })).toBe(12.25);
    expect(roundDown(30, { roundingType: 'FIXED', roundingValue: 50 })).toBe(30);
  });
  it('percentage: lowered by the percent, to the cent', () => {
    expect(roundDown(900, { roundingType: 'PERCENTAGE', roundingValue: 5 })).toBe(855);
    expect(roundDown(99.99, { roundingType: 'PERCENTAGE', roundingValue: 12.5 })).toBe(87.49);
  });
  it('gives no example while fixed or percentage has no usable value', () => {
    expect(roundDown(900, { roundingType: 'FIXED', roundingValue: null })).toBeNull();
    expect(roundDown(900, { roundingType: 'PERCENTAGE', roundingValue: 0 })).toBeNull();
  });
});

describe('strategy examples', () => {
  it('variation: base 1000, -10%/+10%, nine gives 899 … 1099', () => {
    expect(variationExample(1000, -10, 10, { roundingType: 'NINE', roundingValue: 9 })).toEqual({
      min: 899,
      max: 1099,
    });
    expect(
      variationExample(1000, -10, 10, { roundingType: 'POINT_NINE', roundingValue: 0.9 }),
    ).toEqual({ min: 899.9, max: 1099.9 });
    expect(
      variationExample(1000, -10, 10, { roundingType: 'FIXED', roundingValue: null }),
    ).toBeNull();
  });
  it('market: the reference moved by a percent or an amount', () => {
    expect(marketExample(1000, -5, 'PERCENTAGE')).toBe(950);
    expect(marketExample(1000, -20, 'CURRENCY')).toBe(980);
    expect(marketExample(1000, 12.5, 'PERCENTAGE')).toBe(1125);
  });
  it('revendo: one unit below the minimum market price', () => {
    expect(revendoExample(1000)).toBe(999);
  });
  it('buyback: market 1000, -10%, nine gives 899', () => {
    expect(buybackExample(1000, -10, { roundingType: 'NINE', roundingValue: 9 })).toBe(899);
    expect(buybackExample(1000, 15, { roundingType: 'EXACT_AMOUNT', roundingValue: null })).toBe(
      1150,
    );
    expect(buybackExample(1000, -10, { roundingType: 'PERCENTAGE', roundingValue: 10 })).toBe(810);
  });
});
