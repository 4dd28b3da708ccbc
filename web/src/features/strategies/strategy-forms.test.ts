import { describe, expect, it } from 'vitest';
import {
  buybackFormFrom,
  buybackStrategyInput,
  parseNumber,
  resellFormFrom,
  resellStrategyInput,
  variationRangeInverted,
  withRoundingType,
} from './strategy-forms';

describe('strategy forms', () => {
  it('reads numbers with a dot or a comma and refuses anything else', () => {
    expect(parseNumber(' 12,5 ')).toBe(12.5);
    expect(parseNumber('-10')).toBe(-10);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
  });

  it('sets the rounding value from the type', () => {
    const form = resellFormFrom(null);
    expect(withRoundingType(form, 'POINT_NINE').roundingValue).toBe('0.9');
    expect(withRoundingType(form, 'NINE').roundingValue).toBe('9');
    expect(withRoundingType(form, 'EXACT_AMOUNT').roundingValue).toBe('');
    expect(withRoundingType(form, 'FIXED').roundingValue).toBe('');
    const fixed = { ...withRoundingType(form, 'FIXED'), roundingValue: '5' };
    expect(withRoundingType(fixed, 'PERCENTAGE').roundingValue).toBe('5');
  });

  it('converts a variation form to numbers', () => {
    const form = { ...resellFormFrom(null), minPricePercentage: '-7,5', maxPricePercentage: '12' };
    expect(resellStrategyInput(withRoundingType(form, 'POINT_NINE'), true)).toEqual({
      type: 'VARIATION',
      variation: {
        minPricePercentage: -7.5,
        maxPricePercentage: 12,
        roundingType: 'POINT_NINE',
        roundingValue: 0.9,
      },
    });
    expect(
      resellStrategyInput({ ...withRoundingType(form, 'FIXED'), roundingValue: '5' }, true)
        ?.variation,
    ).toMatchObject({
      roundingType: 'FIXED',
      roundingValue: 5,
    });
    expect(resellStrategyInput(withRoundingType(form, 'FIXED'), true)).toBeNull();
    expect(resellStrategyInput({ ...form, minPricePercentage: 'x' }, true)).toBeNull();
    // A minimum above the maximum is refused by the repricer: the form cannot be sent.
    const inverted = { ...form, minPricePercentage: '50', maxPricePercentage: '10' };
    expect(variationRangeInverted(inverted)).toBe(true);
    expect(resellStrategyInput(inverted, true)).toBeNull();
    expect(
      variationRangeInverted({ ...form, minPricePercentage: '10', maxPricePercentage: '10' }),
    ).toBe(false);
  });

  it('sends the next-generation check only for smartphones', () => {
    const form = {
      ...resellFormFrom(null),
      type: 'MARKET' as const,
      value: '-3',
      margin: '20',
      validateAgainstNextGen: true,
    };
    expect(resellStrategyInput(form, true)).toEqual({
      type: 'MARKET',
      market: {
        value: -3,
        comparison: 'PERCENTAGE',
        marketPrice: 'MEDIAN',
        margin: 20,
        validateAgainstNextGen: true,
      },
    });
    expect(resellStrategyInput(form, false)?.market?.validateAgainstNextGen).toBe(false);
    expect(resellStrategyInput({ ...form, margin: '' }, true)?.market?.margin).toBeNull();
    expect(resellStrategyInput({ ...form, type: 'REVENDO' }, true)).toEqual({ type: 'REVENDO' });
  });

  it('signs the buyback positioning from greater or lesser', () => {
    const saved = buybackFormFrom({
      pricePositioning: -12.5,
      roundingType: 'EXACT_AMOUNT',
      roundingValue: null,
    });
    expect(saved).toMatchObject({ position: 'LESSER', percentage: '12.5', roundingValue: '' });
    expect(buybackStrategyInput(saved)).toEqual({
      pricePositioning: -12.5,
      roundingType: 'EXACT_AMOUNT',
      roundingValue: null,
    });
    expect(
      buybackStrategyInput({ ...saved, position: 'GREATER', percentage: '4' })?.pricePositioning,
    ).toBe(4);
  });
});
