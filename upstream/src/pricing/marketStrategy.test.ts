import { describe, expect, it } from 'vitest';
import { marketReferencePrice } from './marketReference';
import { type MarketInput, priceByMarket } from './marketStrategy';
import { type MarketValues } from './strategyValues';

const values = (overrides: Partial<MarketValues> = {}): MarketValues => ({
  value: -5,
  comparison: 'percentage',
  marketPrice: 'median',
  margin: null,
  validateAgainstNextGen: false,
  ...overrides,
});

const input = (overrides: Partial<MarketInput> = {}): MarketInput => ({
  marketPrices: [900, 1000, 1200],
  cost: 500,
  isSmartphone: true,
  nextGenMarketPrice: null,
  values: values(),
  ...overrides,
});

describe('market reference', () => {
  it('takes the median, min or max', () => {
    expect(marketReferencePrice([120_000, 90_000, 100_000], 'median')).toBe(100_000);
    expect(marketReferencePrice([120_000, 90_000, 100_000], 'min')).toBe(90_000);
    expect(marketReferencePrice([120_000, 90_000, 100_000], 'max')).toBe(120_000);
    expect(marketReferencePrice([], 'median')).toBeNull();
  });

  it('averages the two middle offers for an even count, rounding the half cent down', () => {
    expect(marketReferencePrice([120_000, 90_001, 80_000, 90_000], 'median')).toBe(90_000);
    expect(marketReferencePrice([100, 200], 'median')).toBe(150);
  });
});

describe('market strategy (DECISIONS 21)', () => {
  it('applies a signed percentage to the reference', () => {
    expect(priceByMarket(input())).toMatchObject({ outcome: 'price', price: 950 });
    expect(priceByMarket(input({ values: values({ value: 10 }) }))).toMatchObject({ price: 1100 });
  });

  it('applies a signed currency amount to min and max references', () => {
    expect(
      priceByMarket(
        input({ values: values({ comparison: 'currency', value: -1, marketPrice: 'min' }) }),
      ),
    ).toMatchObject({ price: 899 });
    expect(
      priceByMarket(
        input({ values: values({ comparison: 'currency', value: 25.5, marketPrice: 'max' }) }),
      ),
    ).toMatchObject({ price: 1225.5 });
  });

  it('never sells under the minimum margin over cost', () => {
    // cost 700, margin 30% → at least 700 / 0.7 = 1000
    const decision = priceByMarket(input({ cost: 700, values: values({ margin: 30 }) }));
    expect(decision).toMatchObject({ outcome: 'price', price: 1000 });
    expect(decision.reason).toContain('minimum margin of 30%');
  });

  it('leaves a price that already has the margin alone', () => {
    expect(priceByMarket(input({ cost: 600, values: values({ margin: 30 }) }))).toMatchObject({
      price: 950,
    });
  });

  it('skips when a margin is asked but the cost is unknown', () => {
    expect(priceByMarket(input({ cost: null, values: values({ margin: 20 }) }))).toMatchObject({
      outcome: 'skip',
      reason: 'no cost price to keep the minimum margin of 20%',
    });
  });

  it("caps a smartphone at the next generation's market price", () => {
    const decision = priceByMarket(
      input({ nextGenMarketPrice: 920, values: values({ validateAgainstNextGen: true }) }),
    );
    expect(decision).toMatchObject({ outcome: 'price', price: 920 });
    expect(decision.reason).toContain("next generation's market price 920.00");
  });

  it('ignores the next-generation check for other categories, when off, or with no next generation', () => {
    const on = values({ validateAgainstNextGen: true });
    expect(
      priceByMarket(input({ isSmartphone: false, nextGenMarketPrice: 920, values: on })),
    ).toMatchObject({ price: 950 });
    expect(priceByMarket(input({ nextGenMarketPrice: 920 }))).toMatchObject({ price: 950 });
    expect(priceByMarket(input({ nextGenMarketPrice: null, values: on }))).toMatchObject({
      price: 950,
    });
  });

  it('skips when the next generation is cheaper than the minimum-margin price', () => {
    const decision = priceByMarket(
      input({
        cost: 700,
        nextGenMarketPrice: 980,
        values: values({ margin: 30, validateAgainstNextGen: true }),
      }),
    );
    expect(decision).toMatchObject({ outcome: 'skip' });
    expect(decision.reason).toContain('under the minimum-margin price 1000.00');
  });

  it('skips an empty market and a non-positive result', () => {
    expect(priceByMarket(input({ marketPrices: [] }))).toMatchObject({ outcome: 'skip' });
    expect(
      priceByMarket(input({ values: values({ comparison: 'currency', value: -5000 }) })),
    ).toMatchObject({ outcome: 'skip' });
  });
});
