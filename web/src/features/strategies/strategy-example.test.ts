import { describe, expect, it } from 'vitest';
import {
  buybackExample,
  marketExample,
  revendoExample,
  variationExample,
} from './strategy-example';

// The examples run the repricer's rules (@refurb/pricing, tested there case by case); these tests
// pin what a card shows for the form's values, written as the schema's enum values.
describe('strategy examples', () => {
  it('variation: base 1000, -10%/+10%, each rounding type the rule way', () => {
    expect(variationExample(1000, -10, 10, { roundingType: 'NINE', roundingValue: 9 })).toEqual({
      min: 899,
      max: 1099,
    });
    expect(
      variationExample(1000, -10, 10, { roundingType: 'POINT_NINE', roundingValue: 0.9 }),
    ).toEqual({ min: 899.9, max: 1099.9 });
    expect(
      variationExample(1000, -7.5, 0, { roundingType: 'EXACT_AMOUNT', roundingValue: null }),
    ).toEqual({ min: 925, max: 1000 });
    expect(variationExample(1000, -10, 10, { roundingType: 'FIXED', roundingValue: 50 })).toEqual({
      min: 900,
      max: 1100,
    });
    expect(
      variationExample(1000, 0, 0, { roundingType: 'PERCENTAGE', roundingValue: 12.5 }),
    ).toEqual({ min: 875, max: 875 });
  });

  it('shows no example while fixed or percentage rounding has no usable value', () => {
    expect(
      variationExample(1000, -10, 10, { roundingType: 'FIXED', roundingValue: null }),
    ).toBeNull();
    expect(
      variationExample(1000, -10, 10, { roundingType: 'PERCENTAGE', roundingValue: 0 }),
    ).toBeNull();
    expect(buybackExample(1000, -10, { roundingType: 'FIXED' })).toBe('incomplete');
  });

  it('market: the reference moved by a percent or an amount, to the cent', () => {
    const median = { comparison: 'PERCENTAGE', marketPrice: 'MEDIAN' } as const;
    expect(marketExample(1000, { ...median, value: -5 })).toBe(950);
    expect(marketExample(1000, { ...median, value: 12.5 })).toBe(1125);
    expect(marketExample(999.99, { ...median, value: -33.33 })).toBe(666.69);
    expect(marketExample(1000, { comparison: 'CURRENCY', marketPrice: 'MIN', value: -20 })).toBe(
      980,
    );
  });

  it('market: says the repricer skips the device when the price would be zero or less', () => {
    expect(
      marketExample(1000, { comparison: 'CURRENCY', marketPrice: 'MEDIAN', value: -1000 }),
    ).toBe('noPrice');
  });

  it('revendo: one unit below the minimum market price', () => {
    expect(revendoExample(1000)).toBe(999);
    expect(revendoExample(10.5)).toBe(9.5);
  });

  it('buyback: market 1000 moved by the positioning, rounded down', () => {
    expect(buybackExample(1000, -10, { roundingType: 'NINE', roundingValue: 9 })).toBe(899);
    expect(buybackExample(1000, 15, { roundingType: 'EXACT_AMOUNT', roundingValue: null })).toBe(
      1150,
    );
    expect(buybackExample(1000, -10, { roundingType: 'PERCENTAGE', roundingValue: 10 })).toBe(810);
    expect(buybackExample(1000, -100, { roundingType: 'NINE', roundingValue: 9 })).toBe('noPrice');
  });
});
