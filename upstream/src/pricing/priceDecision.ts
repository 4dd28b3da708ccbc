/**
 * What a pricing rule concludes for one item: a new price with the reason the log shows, or a
 * skip with the reason why no price could be computed. Reasons are written for the seller.
 */
export type PriceDecision =
  { outcome: 'price'; price: number; reason: string } | { outcome: 'skip'; reason: string };

export function priceDecision(price: number, reason: string): PriceDecision {
  return { outcome: 'price', price, reason };
}

export function skipDecision(reason: string): PriceDecision {
  return { outcome: 'skip', reason };
}
