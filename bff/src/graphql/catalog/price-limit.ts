import { PriceLimit } from './catalog-types.js';

export interface PriceLimitFacts {
  hasPrices: boolean;
  price: number | null;
  min: number | null;
  max: number | null;
  notificationTypes: readonly string[];
}

/**
 * The price limit state (docs/work-queue-and-bulk-actions.md): no prices → not at a limit; a
 * min_allowed_price_reached notification or price == min → MIN; likewise for MAX. MIN wins when
 * both hold.
 */
export function priceLimitOf(facts: PriceLimitFacts): PriceLimit {
  if (!facts.hasPrices) return PriceLimit.NONE;
  const atMin =
    facts.notificationTypes.includes('min_allowed_price_reached') ||
    (facts.price !== null && facts.min !== null && sameAmount(facts.price, facts.min));
  if (atMin) return PriceLimit.MIN;
  const atMax =
    facts.notificationTypes.includes('max_allowed_price_reached') ||
    (facts.price !== null && facts.max !== null && sameAmount(facts.price, facts.max));
  return atMax ? PriceLimit.MAX : PriceLimit.NONE;
}

/** Amounts are compared to the cent: 899.9 and 899.90000001 are the same price. */
function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}
