import { fromCents, toCents } from './money';

export type PriceLimitNotification = 'min_allowed_price_reached' | 'max_allowed_price_reached';

export interface ItemPriceLimits {
  minPrice: number | null;
  maxPrice: number | null;
}

export interface ClampedPrice {
  price: number;
  /** Set when the price sits on a limit: a price equal to the limit counts as reaching it. */
  notification: PriceLimitNotification | null;
}

/**
 * The item's own min and max win over every strategy. When min > max (bad data) the
 * minimum wins, so an item is never sold below what the seller allowed.
 */
export function clampToItemLimits(price: number, limits: ItemPriceLimits): ClampedPrice {
  const cents = toCents(price);
  if (limits.minPrice !== null && cents <= toCents(limits.minPrice)) {
    return { price: limits.minPrice, notification: 'min_allowed_price_reached' };
  }
  if (limits.maxPrice !== null && cents >= toCents(limits.maxPrice)) {
    return { price: limits.maxPrice, notification: 'max_allowed_price_reached' };
  }
  return { price: fromCents(cents), notification: null };
}
