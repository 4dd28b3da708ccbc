import { describe, expect, it } from 'vitest';
import { marketReferencePrice } from './market-reference';
import { type MarketInput, priceByMarket } from './market-strategy';
import { type MarketValues } from './strategy-values';

const values = (overrides: Partial<MarketValues> = {}): MarketValues => ({
  value: -5,
  comparison: 'percentage',
  marketPrice: 'median',
  margin: null,
  validateAgainstNextGen: false,
  ...overrides,
});

const offers = [900, 1000, 1200];
/** The reference the strategy names, taken from the offers as the repricer does. */
const reference = (kind: MarketValues['marketPrice'], prices = offers): number | null => {
  const cents = marketReferencePrice(
    prices.map((price) => Math.round(price * 100)),
    kind,
  );
  return cents === null ? null : cents / 100;
};

const input = (overrides: Partial<MarketInput> = {}): MarketInput => ({
  marketPrice: reference('median'),
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

describe('market strategy', () => {
  it('applies a signed percentage to the reference', () => {
    expect(priceByMarket(input())).toEqual({
      outcome: 'price',
      price: 950,
      steps: [{ kind: 'variation', percent: -5, amount: 950 }],
    });
    expect(priceByMarket(input({ values: values({ value: 10 }) }))).toMatchObject({ price: 1100 });
  });

  it('applies a signed currency amount to min and max references', () => {
    expect(
      priceByMarket(
        input({
          marketPrice: reference('min'),
          values: values({ comparison: 'currency', value: -1, marketPrice: 'min' }),
        }),
      ),
    ).toMatchObject({ price: 899, steps: [{ kind: 'variation', value: -1, amount: 899 }] });
    expect(
      priceByMarket(
        input({
          marketPrice: reference('max'),
          values: values({ comparison: 'currency', value: 25.5, marketPrice: 'max' }),
        }),
      ),
    ).toMatchObject({ price: 1225.5 });
  });

  it('never sells under the minimum margin over cost', () => {
    // cost 700, margin 30% → at least 700 / 0.7 = 1000
    const decision = priceByMarket(input({ cost: 700, values: values({ margin: 30 }) }));
    expect(decision).toMatchObject({ outcome: 'price', price: 1000 });
    expect(decision.steps.at(-1)).toEqual({
      kind: 'margin',
      percent: 30,
      cost: 700,
      floor: 1000,
      amount: 1000,
    });
  });

  it('leaves a price that already has the margin alone', () => {
    expect(priceByMarket(input({ cost: 600, values: values({ margin: 30 }) }))).toMatchObject({
      price: 950,
    });
  });

  it('skips when a margin is asked but the cost is unknown', () => {
    expect(priceByMarket(input({ cost: null, values: values({ margin: 20 }) }))).toMatchObject({
      outcome: 'skip',
      reason: { kind: 'no_cost', marginPercent: 20 },
    });
  });

  it("caps a smartphone at the next generation's market price", () => {
    const decision = priceByMarket(
      input({ nextGenMarketPrice: 920, values: values({ validateAgainstNextGen: true }) }),
    );
    expect(decision).toMatchObject({ outcome: 'price', price: 920 });
    expect(decision.steps.at(-1)).toEqual({ kind: 'next_generation_cap', cap: 920, amount: 920 });
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
    expect(decision).toMatchObject({
      outcome: 'skip',
      reason: { kind: 'next_generation_below_margin', cap: 980, floor: 1000 },
    });
  });

  it('skips an empty market and a non-positive result', () => {
    expect(priceByMarket(input({ marketPrice: reference('median', []) }))).toMatchObject({
      outcome: 'skip',
      reason: { kind: 'no_offers' },
    });
    expect(
      priceByMarket(input({ values: values({ comparison: 'currency', value: -5000 }) })),
    ).toMatchObject({ outcome: 'skip', reason: { kind: 'no_positive_price' } });
  });
});
