import { describe, expect, it } from 'vitest';
import { clampToItemLimits } from './clamp-to-item-limits';

describe('clampToItemLimits', () => {
  const limits = { minPrice: 800, maxPrice: 1200 };

  it('keeps a price inside the limits', () => {
    expect(clampToItemLimits(999, limits)).toEqual({ price: 999, notification: null });
  });

  it('raises to the minimum and notifies', () => {
    expect(clampToItemLimits(750, limits)).toEqual({
      price: 800,
      notification: 'min_allowed_price_reached',
    });
  });

  it('lowers to the maximum and notifies', () => {
    expect(clampToItemLimits(1300, limits)).toEqual({
      price: 1200,
      notification: 'max_allowed_price_reached',
    });
  });

  it('counts a price equal to a limit as reaching it', () => {
    expect(clampToItemLimits(800, limits).notification).toBe('min_allowed_price_reached');
    expect(clampToItemLimits(1200, limits).notification).toBe('max_allowed_price_reached');
    expect(clampToItemLimits(800.01, limits).notification).toBeNull();
  });

  it('ignores missing limits and lets the minimum win over a smaller maximum', () => {
    expect(clampToItemLimits(5, { minPrice: null, maxPrice: null })).toEqual({
      price: 5,
      notification: null,
    });
    expect(clampToItemLimits(900, { minPrice: 1000, maxPrice: 950 })).toMatchObject({
      price: 1000,
    });
  });
});
