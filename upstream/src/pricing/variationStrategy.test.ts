import { describe, expect, it } from 'vitest';
import { type VariationValues } from './strategyValues';
import { priceByVariation, variationRange } from './variationStrategy';

const nineTenPercent: VariationValues = {
  minPricePercentage: -10,
  maxPricePercentage: 10,
  roundingType: 'nine',
  roundingValue: 9,
};

describe('variation strategy (DECISIONS 20)', () => {
  it("gives SPEC's range: 1000, −10%/+10%, nine → 899 … 1099", () => {
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
    expect(decision).toMatchObject({ outcome: 'price', price: 999 });
    expect(decision.reason).toContain('1 below the lowest competitor offer 1005.50');
  });

  it('keeps the price inside the range', () => {
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 700, values: nineTenPercent }),
    ).toMatchObject({ outcome: 'price', price: 899, reason: expect.stringContaining('minimum') });
    expect(
      priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 1500, values: nineTenPercent }),
    ).toMatchObject({ outcome: 'price', price: 1099, reason: expect.stringContaining('maximum') });
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
    ).toEqual({
      outcome: 'skip',
      reason: 'no competitor offer for the same model, storage and grade',
    });
    expect(
      priceByVariation({ basePrice: null, lowestCompetitorOffer: 900, values: nineTenPercent }),
    ).toMatchObject({ outcome: 'skip' });
  });
});
