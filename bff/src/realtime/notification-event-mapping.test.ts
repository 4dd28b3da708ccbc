import { describe, expect, it } from 'vitest';
import { NotificationKind } from '../graphql/notifications/notification-types.js';
import { toNotificationEvent } from './notification-event-mapping.js';

const at = new Date('2026-01-02T03:04:05.000Z');

describe('toNotificationEvent', () => {
  it('gives export events their file name and the BFF download path', () => {
    const event = toNotificationEvent(
      NotificationKind.ITEMS_EXPORT_COMPLETED,
      { filename: 'items export+1.csv' },
      at,
    );
    expect(event).toMatchObject({
      kind: NotificationKind.ITEMS_EXPORT_COMPLETED,
      filename: 'items export+1.csv',
      downloadUrl: '/download/items%20export%2B1.csv',
      payload: null,
      uploadReport: null,
      receivedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('drops an export event without a file name', () => {
    expect(toNotificationEvent(NotificationKind.PRICES_EXPORT_COMPLETED, {}, at)).toBeNull();
    expect(toNotificationEvent(NotificationKind.PRICES_EXPORT_COMPLETED, null, at)).toBeNull();
  });

  it('gives the upload event its typed report, and the payload as JSON', () => {
    const payload = { created: 1, updated: 2, failed: 0, errors: [] };
    const event = toNotificationEvent(NotificationKind.CATALOG_UPLOAD_COMPLETED, payload, at);
    expect(event?.filename).toBeNull();
    expect(event?.downloadUrl).toBeNull();
    expect(event?.uploadReport).toMatchObject({ created: 1, updated: 2, failed: 0, rowErrors: [] });
    expect(JSON.parse(event!.payload!)).toEqual(payload);
  });
});
