import { describe, expect, it } from 'vitest';
import { addPercentDown, fromCents, minimumPriceForMargin, oneUnitBelow, toCents } from './money';

describe('money in cents', () => {
  it('converts without float drift', () => {
    expect(toCents(899.9)).toBe(89_990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(89_990)).toBe(899.9);
  });

  it('undercuts by one currency unit', () => {
    expect(fromCents(oneUnitBelow(toCents(1000)))).toBe(999);
    expect(fromCents(oneUnitBelow(toCents(10.5)))).toBe(9.5);
  });

  it('adds a signed percent exactly and rounds down', () => {
    expect(addPercentDown(100_000, -10)).toBe(90_000);
    expect(addPercentDown(100_000, 10)).toBe(110_000);
    expect(addPercentDown(99_999, 12.5)).toBe(112_498); // 112498.875 → down
    expect(addPercentDown(33_333, -33.33)).toBe(22_223); // 22223.1111 → down
  });

  it('finds the smallest price with a margin over cost', () => {
    expect(minimumPriceForMargin(70_000, 30)).toBe(100_000);
    expect(minimumPriceForMargin(10_000, 33)).toBe(14_926); // 149.2537… → up to keep the margin
    expect(minimumPriceForMargin(10_000, 0)).toBe(10_000);
    expect(() => minimumPriceForMargin(10_000, 100)).toThrow(RangeError);
  });
});
