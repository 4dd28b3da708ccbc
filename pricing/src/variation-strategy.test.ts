import { describe, expect, it } from 'vitest';
import { type VariationValues } from './strategy-values';
import { priceByVariation, variationRange } from './variation-strategy';

const nineTenPercent: VariationValues = {
  minPricePercentage: -10,
  maxPricePercentage: 10,
  roundingType: 'nine',
  roundingValue: 9,
};

describe('variation strategy', () => {
  it('gives the documented range: 1000, −10%/+10%, nine → 899 … 1099', () => {
    expect(variationRange(1000, nineTenPercent)).toEqual({ min: 899, max: 1099 });
  });

  it('rounds the range ends with every rounding type', () => {
    const values = { ...nineTenPercent, roundingType: 'point_nine', roundingValue: 0.9 } as const;
    expect(variationRange(1000, values)).toEqual({ min: 899.9, max: 1099.9 });
    expect(
      variationRange(1000, {
        ...nineTenPercent,
        roundingType: 'exact_amount',
        roundingValue: null,
      }),
    ).toEqual({ min: 900, max: 1100 });
    expect(
      variationRange(1000, { ...nineTenPercent, roundingType: 'fixed', roundingValue: 25 }),
    ).toEqual({ min: 900, max: 1100 });
  });

  it('prices one unit below the lowest competitor offer, rounded', () => {
    const decision = priceByVariation({
      basePrice: 1000,
      lowestCompetitorOffer: 1005.5,
      values: nineTenPercent,
    });
    expect(decision).toEqual({
      outcome: 'price',
      price: 999,
      steps: [
        { kind: 'undercut', by: 1, amount: 1004.5 },
        { kind: 'rounding', rule: 'nine', value: 9, amount: 999 },
        { kind: 'range', min: 899, max: 1099, amount: 999 },
      ],
    });
  });

  it('keeps the price inside the range', () => {
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 700, values: nineTenPercent }),
    ).toMatchObject({
      outcome: 'price',
      price: 899,
      steps: [{ amount: 699 }, { amount: 699 }, { kind: 'range', amount: 899 }],
    });
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 1500, values: nineTenPercent }),
    ).toMatchObject({
      outcome: 'price',
      price: 1099,
      steps: [{ amount: 1499 }, { amount: 1499 }, { kind: 'range', amount: 1099 }],
    });
  });

  it('an offer exactly one above the range end lands on it', () => {
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 1100, values: nineTenPercent }),
    ).toMatchObject({ price: 1099 });
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 900, values: nineTenPercent }),
    ).toMatchObject({ price: 899 });
  });

  it('skips without competitor offers or base price', () => {
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: null, values: nineTenPercent }),
    ).toEqual({ outcome: 'skip', reason: { kind: 'no_offers' }, steps: [] });
    expect(
      priceByVariation({ basePrice: null, lowestCompetitorOffer: 900, values: nineTenPercent }),
    ).toMatchObject({ outcome: 'skip', reason: { kind: 'no_base_price' } });
  });
});
