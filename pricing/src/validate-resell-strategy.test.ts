import { describe, expect, it } from 'vitest';
import { validateResellStrategy } from './validate-resell-strategy';

const variation = (values: Record<string, unknown>) => ({
  type: 'variation',
  values: {
    min_price_percentage: -10,
    max_price_percentage: 10,
    rounding_type: 'nine',
    ...values,
  },
});

const market = (values: Record<string, unknown>) => ({
  type: 'market',
  values: { value: -5, comparison: 'percentage', market_price: 'median', ...values },
});

function expectInvalid(body: unknown, field: string, message: RegExp, context = {}) {
  const result = validateResellStrategy(body, context);
  if (result.ok) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  expect(result.errors[field]?.join(' ')).toMatch(message);
  expect(result.message).toMatch(message);
}

describe('validateResellStrategy: accepted and normalised', () => {
  it('normalises a variation, fixing the value of nine, point_nine and exact_amount', () => {
    expect(validateResellStrategy(variation({ rounding_value: 123 }))).toEqual({
      ok: true,
      value: {
        type: 'variation',
        values: {
          minPricePercentage: -10,
          maxPricePercentage: 10,
          roundingType: 'nine',
          roundingValue: 9,
        },
      },
    });
    const pointNine = validateResellStrategy(variation({ rounding_type: 'point_nine' }));
    expect(pointNine.ok && pointNine.value.values).toMatchObject({ roundingValue: 0.9 });
    const exact = validateResellStrategy(variation({ rounding_type: 'exact_amount' }));
    expect(exact.ok && exact.value.values).toMatchObject({ roundingValue: null });
  });

  it('reads numeric strings from a form and keeps equal min and max', () => {
    const result = validateResellStrategy(
      variation({
        min_price_percentage: '5',
        max_price_percentage: '5',
        rounding_type: 'fixed',
        rounding_value: '2.5',
      }),
    );
    expect(result.ok && result.value.values).toEqual({
      minPricePercentage: 5,
      maxPricePercentage: 5,
      roundingType: 'fixed',
      roundingValue: 2.5,
    });
  });

  it('normalises a market strategy with defaults for margin and the next-generation check', () => {
    expect(validateResellStrategy(market({}))).toEqual({
      ok: true,
      value: {
        type: 'market',
        values: {
          value: -5,
          comparison: 'percentage',
          marketPrice: 'median',
          margin: null,
          validateAgainstNextGen: false,
        },
      },
    });
    const full = validateResellStrategy(
      market({ comparison: 'currency', value: -20, margin: 25, validate_against_next_gen: true }),
      { isSmartphoneCategory: true },
    );
    expect(full.ok && full.value.values).toMatchObject({
      value: -20,
      margin: 25,
      validateAgainstNextGen: true,
    });
  });

  it('accepts revendo without values', () => {
    expect(validateResellStrategy({ type: 'revendo' })).toEqual({
      ok: true,
      value: { type: 'revendo', values: {} },
    });
  });
});

describe('validateResellStrategy: refused with a readable message', () => {
  it('refuses a body that is not an object', () => {
    expectInvalid('variation', 'type', /JSON object/);
    expectInvalid(null, 'type', /JSON object/);
  });

  it('refuses an unknown or missing type', () => {
    expectInvalid(
      { type: 'magic' },
      'type',
      /strategy type "magic" is unknown: choose variation, market or revendo/,
    );
    expectInvalid({}, 'type', /strategy type is required/);
  });

  it('refuses an unknown rounding type', () => {
    expectInvalid(
      variation({ rounding_type: 'ten' }),
      'values.rounding_type',
      /rounding "ten" is unknown/,
    );
  });

  it('refuses min% above max%', () => {
    expectInvalid(
      variation({ min_price_percentage: 15, max_price_percentage: 10 }),
      'values.min_price_percentage',
      /minimum variation \(15%\) cannot be higher than the maximum variation \(10%\)/,
    );
  });

  it('refuses fixed and percentage rounding without a value', () => {
    expectInvalid(
      variation({ rounding_type: 'fixed' }),
      'values.rounding_value',
      /rounding amount for fixed rounding is required/,
    );
    expectInvalid(
      variation({ rounding_type: 'percentage', rounding_value: null }),
      'values.rounding_value',
      /rounding percentage is required/,
    );
  });

  it('refuses non-numbers', () => {
    expectInvalid(
      variation({ min_price_percentage: 'ten' }),
      'values.min_price_percentage',
      /must be a number/,
    );
    expectInvalid(
      variation({ max_price_percentage: true }),
      'values.max_price_percentage',
      /must be a number/,
    );
    expectInvalid(market({ value: '12abc' }), 'values.value', /must be a number/);
    expectInvalid(market({ margin: [] }), 'values.margin', /must be a number/);
  });

  it('refuses out-of-range values', () => {
    expectInvalid(
      variation({ min_price_percentage: -95 }),
      'values.min_price_percentage',
      /between -90% and 200%/,
    );
    expectInvalid(
      variation({ max_price_percentage: 250 }),
      'values.max_price_percentage',
      /between -90% and 200%/,
    );
    expectInvalid(
      variation({ rounding_type: 'fixed', rounding_value: 0 }),
      'values.rounding_value',
      /between 0.01 and 1000/,
    );
    expectInvalid(
      variation({ rounding_type: 'fixed', rounding_value: 0.005 }),
      'values.rounding_value',
      /between 0.01 and 1000/,
    );
    expectInvalid(
      variation({ rounding_type: 'fixed', rounding_value: 1.234 }),
      'values.rounding_value',
      /two decimals/,
    );
    expectInvalid(
      variation({ rounding_type: 'percentage', rounding_value: 60 }),
      'values.rounding_value',
      /between 0.01% and 50%/,
    );
    expectInvalid(market({ margin: 95 }), 'values.margin', /between 0% and 90%/);
    expectInvalid(
      market({ comparison: 'currency', value: 200_000 }),
      'values.value',
      /amount must be between/,
    );
  });

  it('refuses unknown comparison and market reference', () => {
    expectInvalid(
      market({ comparison: 'ratio' }),
      'values.comparison',
      /comparison "ratio" is unknown: choose percentage or currency/,
    );
    expectInvalid(
      market({ market_price: 'mean' }),
      'values.market_price',
      /choose median, min or max/,
    );
  });

  it('refuses the next-generation check outside smartphones and a non-boolean', () => {
    expectInvalid(
      market({ validate_against_next_gen: true }),
      'values.validate_against_next_gen',
      /only available for smartphones/,
      { isSmartphoneCategory: false },
    );
    expectInvalid(
      market({ validate_against_next_gen: 'yes' }),
      'values.validate_against_next_gen',
      /on or off/,
    );
  });

  it('reports every field and counts the others in the message', () => {
    const result = validateResellStrategy({ type: 'variation', values: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'values.max_price_percentage',
      'values.min_price_percentage',
      'values.rounding_type',
    ]);
    expect(result.message).toBe('The minimum variation is required. (and 2 more errors)');
  });

  it('refuses values that are not an object', () => {
    expectInvalid({ type: 'market', values: 'cheap' }, 'values', /must be an object/);
  });
});
