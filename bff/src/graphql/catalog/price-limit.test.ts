import { describe, expect, it } from 'vitest';
import { PriceLimit } from './catalog-types.js';
import { priceLimitOf } from './price-limit.js';

const base = { hasPrices: true, price: 500, min: 400, max: 600, notificationTypes: [] };

describe('priceLimitOf, the price limit rule of docs/work-queue-and-bulk-actions.md', () => {
  it('is NONE without prices, whatever the notifications say', () => {
    expect(
      priceLimitOf({ ...base, hasPrices: false, notificationTypes: ['min_allowed_price_reached'] }),
    ).toBe(PriceLimit.NONE);
  });
  it('is MIN by notification or by price equal to min (to the cent)', () => {
    expect(priceLimitOf({ ...base, notificationTypes: ['min_allowed_price_reached'] })).toBe(
      PriceLimit.MIN,
    );
    expect(priceLimitOf({ ...base, price: 400.001 })).toBe(PriceLimit.MIN);
  });
  it('is MAX by notification or by price equal to max', () => {
    expect(priceLimitOf({ ...base, notificationTypes: ['max_allowed_price_reached'] })).toBe(
      PriceLimit.MAX,
    );
    expect(priceLimitOf({ ...base, price: 600 })).toBe(PriceLimit.MAX);
  });
  it('is NONE in between', () => {
    expect(priceLimitOf(base)).toBe(PriceLimit.NONE);
  });
});
