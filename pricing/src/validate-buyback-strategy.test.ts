import { describe, expect, it } from 'vitest';
import { validateBuybackStrategy } from './validate-buyback-strategy';

describe('validateBuybackStrategy', () => {
  it('normalises a valid strategy', () => {
    expect(validateBuybackStrategy({ price_positioning: -10, rounding_type: 'nine' })).toEqual({
      ok: true,
      value: { pricePositioning: -10, roundingType: 'nine', roundingValue: 9 },
    });
    expect(
      validateBuybackStrategy({
        price_positioning: '3.5',
        rounding_type: 'percentage',
        rounding_value: 2,
      }),
    ).toEqual({
      ok: true,
      value: { pricePositioning: 3.5, roundingType: 'percentage', roundingValue: 2 },
    });
  });

  it.each([
    [{ rounding_type: 'nine' }, 'price_positioning', /price positioning is required/],
    [{ price_positioning: 'lots', rounding_type: 'nine' }, 'price_positioning', /must be a number/],
    [
      { price_positioning: -91, rounding_type: 'nine' },
      'price_positioning',
      /between -90% and 200%/,
    ],
    [{ price_positioning: 0, rounding_type: 'up' }, 'rounding_type', /rounding "up" is unknown/],
    [{ price_positioning: 0, rounding_type: 'fixed' }, 'rounding_value', /required/],
    [[1, 2], 'price_positioning', /JSON object/],
  ])('refuses %j', (body, field, message) => {
    const result = validateBuybackStrategy(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]?.join(' ')).toMatch(message);
    expect(result.message).toMatch(message);
  });
});
