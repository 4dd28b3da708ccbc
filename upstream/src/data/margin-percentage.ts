import type { CatalogItemRecord } from './types';

/** The list's margin: (price − cost) / price in percent, one decimal; null for a zero price. */
export function marginPercentage(item: CatalogItemRecord): number | null {
  const margin = marginAt(item.price, item.cost);
  return margin === null ? null : Math.round(margin * 10) / 10;
}

/** (price − cost) / price in percent, unrounded; null for a zero price. */
export function marginAt(price: number, cost: number): number | null {
  if (price <= 0) return null;
  return ((price - cost) / price) * 100;
}
