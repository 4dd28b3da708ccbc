import { describe, expect, it } from 'vitest';
import { priceByBuyback } from './buyback-strategy';
import { PC_BUYBACK_MULTIPLIERS } from './pc-buyback-multipliers';

describe('buyback strategy', () => {
  it('gives the documented example: 1000, −10%, nine → 899', () => {
    expect(
      priceByBuyback({
        averageMarketPrice: 1000,
        values: { pricePositioning: -10, roundingType: 'nine', roundingValue: 9 },
      }),
    ).toEqual({
      outcome: 'price',
      price: 899,
      steps: [
        { kind: 'variation', percent: -10, amount: 900 },
        { kind: 'rounding', rule: 'nine', value: 9, amount: 899 },
      ],
    });
  });

  it('positions above the market and rounds the other ways', () => {
    expect(
      priceByBuyback({
        averageMarketPrice: 1000,
        values: { pricePositioning: 5, roundingType: 'point_nine', roundingValue: 0.9 },
      }),
    ).toMatchObject({ price: 1049.9 });
    expect(
      priceByBuyback({
        averageMarketPrice: 333.33,
        values: { pricePositioning: 0, roundingType: 'fixed', roundingValue: 10 },
      }),
    ).toMatchObject({ price: 330 });
  });

  it('skips without an average market price', () => {
    expect(
      priceByBuyback({
        averageMarketPrice: null,
        values: { pricePositioning: -10, roundingType: 'nine', roundingValue: 9 },
      }),
    ).toMatchObject({ outcome: 'skip', reason: { kind: 'no_offers' } });
  });
});

describe('PC buyback multipliers', () => {
  it('hold the eight lines of the multiplier table', () => {
    expect(PC_BUYBACK_MULTIPLIERS).toHaveLength(8);
    expect(PC_BUYBACK_MULTIPLIERS.map((line) => line.multiplier)).toEqual([
      1.45, 0.6, 1.4, 1.2, 1.25, 0.8, 0.7, 0.8,
    ]);
  });
});
