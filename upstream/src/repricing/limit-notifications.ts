import { type PriceLimitNotification } from '@refurb/pricing';
import { type CatalogItemRecord, type Database, type StoreRecord } from '../data/types';
import { addUserNotification } from '../data/user-notifications';
const LIMIT_TYPES: ReadonlySet<string> = new Set<PriceLimitNotification>([
  'min_allowed_price_reached',
  'max_allowed_price_reached',
]);

/**
 * An item sitting on a limit carries that limit's notification, and the user is told once when it
 * gets there (not again on every batch while it stays). Leaving the limit clears it.
 */
export function updateLimitNotification(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
  limit: 'min' | 'max' | null,
  price: number,
  now: number,
): void {
  const reached: PriceLimitNotification | null =
    limit === 'min'
      ? 'min_allowed_price_reached'
      : limit === 'max'
        ? 'max_allowed_price_reached'
        : null;
  if (reached === null && item.notifications.length === 0) return;
  const alreadyNotified = item.notifications.some((notification) => notification.type === reached);
  if (alreadyNotified && item.notifications.length === 1) return;
  item.notifications = item.notifications.filter(
    (notification) => !LIMIT_TYPES.has(notification.type) || notification.type === reached,
  );
  if (reached === null || alreadyNotified) return;
  const threshold = reached === 'min_allowed_price_reached' ? 'Minimum' : 'Maximum';
  item.notifications.push({
    type: reached,
    message: `${threshold} price threshold reached (${price.toFixed(2)})`,
    createdAt: now,
    amount: price,
  });
  addUserNotification(database, store, {
    type: reached,
    message: `${item.name}: ${threshold.toLowerCase()} allowed price reached (${price.toFixed(2)})`,
    catalogItemId: item.id,
    data: { price, min_price: item.minPrice, max_price: item.maxPrice },
    createdAt: now,
  });
}
