// The user's notification list (GET /api/user/notifications): every kind goes in through here, so
// the list stays bounded whatever adds to it (limits, exports, uploads).
import type { Database, StoreRecord, UserNotification } from './types';

/** The list keeps the latest ones; older ones have been seen or superseded. */
export const MAX_USER_NOTIFICATIONS = 500;

/** Appends a notification with the next id and drops the oldest beyond the cap. */
export function addUserNotification(
  database: Pick<Database, 'nextNotificationId'>,
  store: StoreRecord,
  notification: Omit<UserNotification, 'id'>,
): UserNotification {
  const added: UserNotification = { id: database.nextNotificationId, ...notification };
  database.nextNotificationId += 1;
  store.notifications.push(added);
  trimUserNotifications(store);
  return added;
}

/** Drops the oldest notifications beyond the cap (the list is chronological). */
export function trimUserNotifications(store: StoreRecord): void {
  const excess = store.notifications.length - MAX_USER_NOTIFICATIONS;
  if (excess > 0) store.notifications.splice(0, excess);
}
