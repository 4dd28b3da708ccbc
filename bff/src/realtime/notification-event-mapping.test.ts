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

  it('carries the job or request id the store echoes, and only one that looks like an id', () => {
    const exported = toNotificationEvent(
      NotificationKind.PRICES_EXPORT_COMPLETED,
      { filename: 'prices.csv', request_id: 'job-AbCdEfGhIjKlMnOpQrStUv' },
      at,
    );
    expect(exported?.jobId).toBe('job-AbCdEfGhIjKlMnOpQrStUv');
    const uploaded = toNotificationEvent(
      NotificationKind.CATALOG_UPLOAD_COMPLETED,
      { created: 0, updated: 0, failed: 0, errors: [], request_id: 'req-12345678' },
      at,
    );
    expect(uploaded?.jobId).toBe('req-12345678');
    for (const requestId of [undefined, 42, 'short', 'has space in it', 'x'.repeat(129)]) {
      const event = toNotificationEvent(
        NotificationKind.ITEMS_EXPORT_COMPLETED,
        { filename: 'items.csv', request_id: requestId },
        at,
      );
      expect(event?.jobId).toBeNull();
    }
  });
});
