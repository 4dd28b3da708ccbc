import { jobIdOf, toCatalogUploadReport } from '../graphql/notifications/catalog-upload-report.js';
import {
  NotificationEvent,
  NotificationKind,
} from '../graphql/notifications/notification-types.js';

/** The upstream's event names on the private channel (docs/realtime.md), in the order we bind them. */
export const relayedEventNames: readonly NotificationKind[] = [
  NotificationKind.PRICES_EXPORT_COMPLETED,
  NotificationKind.ITEMS_EXPORT_COMPLETED,
  NotificationKind.CATALOG_UPLOAD_COMPLETED,
];

/** The BFF route that streams an export file with the session (see http/file-routes.ts). */
export function downloadUrlFor(filename: string): string {
  return `/download/${encodeURIComponent(filename)}`;
}

/**
 * A Pusher event (pusher-js has already JSON-decoded `data`) as the subscription's event.
 * Null when an export event carries no file name: there is nothing a client could do with it.
 */
export function toNotificationEvent(
  kind: NotificationKind,
  data: unknown,
  receivedAt: Date,
): NotificationEvent | null {
  const event = new NotificationEvent();
  event.kind = kind;
  event.receivedAt = receivedAt.toISOString();
  event.filename = null;
  event.downloadUrl = null;
  event.payload = null;
  event.uploadReport = null;
  event.jobId = jobIdOf(data);
  if (kind === NotificationKind.CATALOG_UPLOAD_COMPLETED) {
    event.uploadReport = toCatalogUploadReport(data);
    event.payload = JSON.stringify(data ?? null);
    return event;
  }
  const filename = (data as { filename?: unknown } | null)?.filename;
  if (typeof filename !== 'string' || filename === '') return null;
  event.filename = filename;
  event.downloadUrl = downloadUrlFor(filename);
  return event;
}
