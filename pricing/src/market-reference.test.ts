import { describe, expect, it } from 'vitest';
import { referenceAmount } from './market-reference';

describe('referenceAmount', () => {
  const prices = [1000.004, 899.99, 1200.5, 950];

  it('takes the lowest offer for variation and revendo', () => {
    expect(referenceAmount(prices, 'lowest_competitor_offer')).toBe(899.99);
  });

  it('averages to the cent, downwards, for buyback', () => {
    // (100000 + 89999 + 120050 + 95000) / 4 = 101262.25 cents → 1012.62
    expect(referenceAmount(prices, 'average_market_price')).toBe(1012.62);
    expect(referenceAmount([0.01, 0.02], 'average_market_price')).toBe(0.01);
  });

  it("takes the market strategy's median, minimum or maximum", () => {
    // Median of an even count: the two middle offers' mean, half a cent down.
    expect(referenceAmount(prices, 'median_market_price')).toBe(975);
    expect(referenceAmount([10, 10.01], 'median_market_price')).toBe(10);
    expect(referenceAmount(prices, 'min_market_price')).toBe(899.99);
    expect(referenceAmount(prices, 'max_market_price')).toBe(1200.5);
  });

  it('has no reference without offers', () => {
    expect(referenceAmount([], 'lowest_competitor_offer')).toBeNull();
    expect(referenceAmount([], 'average_market_price')).toBeNull();
    expect(referenceAmount([], 'median_market_price')).toBeNull();
  });
});
