import { describe, expect, it } from 'vitest';
import type { StoreRecord } from './types';
import { addUserNotification, MAX_USER_NOTIFICATIONS } from './user-notifications';

describe('the user notification list', () => {
  it('keeps the latest 500 of every kind, with increasing ids', () => {
    const store = { notifications: [] } as unknown as StoreRecord;
    const database = { nextNotificationId: 1 };
    const kinds = [
      'prices_export_completed',
      'catalog_upload_completed',
      'min_allowed_price_reached',
    ] as const;
    for (let index = 0; index < 1055; index += 1) {
      addUserNotification(database, store, {
        type: kinds[index % kinds.length]!,
        message: `#${index}`,
        catalogItemId: null,
        data: {},
        createdAt: index,
      });
    }
    expect(store.notifications).toHaveLength(MAX_USER_NOTIFICATIONS);
    expect(store.notifications[0]).toMatchObject({ id: 556, message: '#555' });
    expect(store.notifications.at(-1)).toMatchObject({ id: 1055, message: '#1054' });
    expect(database.nextNotificationId).toBe(1056);
  });
});
