import type { CatalogItemRecord } from './types';

/** The list's margin: (price − cost) / price in percent, one decimal; null for a zero price. */
export function marginPercentage(item: CatalogItemRecord): number | null {
  if (item.price <= 0) return null;
  return Math.round(((item.price - item.cost) / item.price) * 1000) / 10;
}
