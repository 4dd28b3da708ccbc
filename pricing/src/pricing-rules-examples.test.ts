import { describe, expect, it } from 'vitest';
import { priceByBuyback } from './buyback-strategy';
import { clampToItemLimits } from './clamp-to-item-limits';
import { marketReferencePrice } from './market-reference';
import { priceByMarket } from './market-strategy';
import { minimumPriceForMargin, toCents } from './money';
import { type PriceDecision } from './price-decision';
import { priceByRevendo } from './revendo-strategy';
import { roundDown } from './rounding';
import { validateResellStrategy } from './validate-resell-strategy';
import { priceByVariation, variationRange } from './variation-strategy';

// Every worked example of docs/pricing-rules.md, with the figures the page gives.

const priceOf = (decision: PriceDecision): number | null =>
  decision.outcome === 'price' ? decision.price : null;

describe('docs/pricing-rules.md: money', () => {
  it('cost 700 with a 25% margin needs at least 933.34', () => {
    expect(minimumPriceForMargin(toCents(700), 25)).toBe(93_334);
  });
});

describe('docs/pricing-rules.md: rounding 1234.56', () => {
  it.each([
    ['exact_amount', null, 123_456],
    ['nine', 9, 122_900],
    ['point_nine', 0.9, 123_390],
    ['fixed', 5, 123_000],
    ['percentage', 2, 120_986],
  ] as const)('%s (%s) gives the documented amount', (roundingType, roundingValue, cents) => {
    expect(roundDown(123_456, { roundingType, roundingValue })).toBe(cents);
  });

  it('900 becomes 899 with nine and 899.90 with point_nine', () => {
    expect(roundDown(90_000, { roundingType: 'nine', roundingValue: 9 })).toBe(89_900);
    expect(roundDown(90_000, { roundingType: 'point_nine', roundingValue: 0.9 })).toBe(89_990);
  });

  it('keeps a price to the cent when no amount of the shape exists below it', () => {
    expect(roundDown(850, { roundingType: 'nine', roundingValue: 9 })).toBe(850);
  });
});

describe('docs/pricing-rules.md: the median of an even number of offers', () => {
  it('is the mean of the two middle ones, half a cent down', () => {
    expect(marketReferencePrice([10_000, 10_001], 'median')).toBe(10_000);
  });
});

describe('docs/pricing-rules.md: variation', () => {
  const values = {
    minPricePercentage: -10,
    maxPricePercentage: 10,
    roundingType: 'nine',
    roundingValue: 9,
  } as const;

  it('base 1000, −10%/+10%, nine → 899 … 1099', () => {
    expect(variationRange(1000, values)).toEqual({ min: 899, max: 1099 });
  });

  it('lowest offer 1005.50 → 1004.50 → 999; lowest offer 820 → 899', () => {
    expect(
      priceOf(priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 1005.5, values })),
    ).toBe(999);
    expect(priceOf(priceByVariation({ basePrice: 1000, lowestCompetitorOffer: 820, values }))).toBe(
      899,
    );
  });
});

describe('docs/pricing-rules.md: market', () => {
  const median = marketReferencePrice([90_000, 100_000, 120_000], 'median');
  const lowest = marketReferencePrice([90_000, 100_000, 120_000], 'min');

  it('median +5%, cost 700 at 25%, next generation at 1020 → 1020', () => {
    const decision = priceByMarket({
      marketPrice: median === null ? null : median / 100,
      cost: 700,
      isSmartphone: true,
      nextGenMarketPrice: 1020,
      values: {
        value: 5,
        comparison: 'percentage',
        marketPrice: 'median',
        margin: 25,
        validateAgainstNextGen: true,
      },
    });
    expect(decision.steps.map((step) => step.amount)).toEqual([1050, 1050, 1020]);
    expect(priceOf(decision)).toBe(1020);
  });

  it('lowest −20.00 in currency, cost 800 at 15% → 941.18', () => {
    const decision = priceByMarket({
      marketPrice: lowest === null ? null : lowest / 100,
      cost: 800,
      isSmartphone: false,
      nextGenMarketPrice: null,
      values: {
        value: -20,
        comparison: 'currency',
        marketPrice: 'min',
        margin: 15,
        validateAgainstNextGen: false,
      },
    });
    expect(decision.steps[0]?.amount).toBe(880);
    expect(priceOf(decision)).toBe(941.18);
  });
});

describe('docs/pricing-rules.md: revendo', () => {
  it('stock 12, 100 days, changed 20 days ago, cost 650 → the 33% row, 999', () => {
    const decision = priceByRevendo({
      minMarketPrice: 1000,
      cost: 650,
      stockRfs: 12,
      daysTillSoldOut: 100,
      daysSinceLastPriceChange: 20,
      promotion: false,
      accelerated: false,
    });
    expect(decision.row?.marginPercentage).toBe(33);
    expect(decision.steps.find((step) => step.kind === 'margin')).toMatchObject({ floor: 970.15 });
    expect(priceOf(decision)).toBe(999);
  });

  it('stock 4, 50 days, changed 45 days ago, cost 700 → the 35% row, 1076.93', () => {
    const decision = priceByRevendo({
      minMarketPrice: 1000,
      cost: 700,
      stockRfs: 4,
      daysTillSoldOut: 50,
      daysSinceLastPriceChange: 45,
      promotion: false,
      accelerated: false,
    });
    expect(decision.row?.marginPercentage).toBe(35);
    expect(priceOf(decision)).toBe(1076.93);
  });

  it('changed 3 days ago: no row, skipped as changed recently', () => {
    const decision = priceByRevendo({
      minMarketPrice: 1000,
      cost: 700,
      stockRfs: 4,
      daysTillSoldOut: 50,
      daysSinceLastPriceChange: 3,
      promotion: false,
      accelerated: false,
    });
    expect(decision).toMatchObject({
      outcome: 'skip',
      reason: { kind: 'changed_recently', days: 3 },
    });
  });
});

describe('docs/pricing-rules.md: buyback and limits', () => {
  it('average 1000, −10%, nine → 900 → 899', () => {
    const decision = priceByBuyback({
      averageMarketPrice: 1000,
      values: { pricePositioning: -10, roundingType: 'nine', roundingValue: 9 },
    });
    expect(decision.steps.map((step) => step.amount)).toEqual([900, 899]);
  });

  it('1099 with limits 950–1050 → 1050, maximum reached', () => {
    expect(clampToItemLimits(1099, { minPrice: 950, maxPrice: 1050 })).toEqual({
      price: 1050,
      notification: 'max_allowed_price_reached',
    });
  });

  it('a minimum above the maximum: the minimum wins', () => {
    expect(clampToItemLimits(1000, { minPrice: 1100, maxPrice: 1050 })).toEqual({
      price: 1100,
      notification: 'min_allowed_price_reached',
    });
  });
});

describe('docs/pricing-rules.md: saving a strategy', () => {
  it('names the first problem and counts the others', () => {
    const answer = validateResellStrategy({
      type: 'variation',
      values: { min_price_percentage: 15, max_price_percentage: 10, rounding_type: 'fixed' },
    });
    expect(answer).toMatchObject({
      ok: false,
      message:
        'The minimum variation (15%) cannot be higher than the maximum variation (10%). (and 1 more error)',
    });
  });
});
