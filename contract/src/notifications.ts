// The store's notifications: GET /api/user/notifications, the realtime events on the private
// channel `private-user.{id}.notifications`, and POST /broadcasting/auth (docs/realtime.md). The
// list's types are its schemas' (schemas/notifications-schema.ts), checked at runtime by the BFF.
import { type Static } from 'typebox';
import type {
  NotificationsAnswerSchema,
  NotificationsReceivedSchema,
  StoreNotificationAnswerSchema,
  StoreNotificationDataSchema,
} from './schemas/notifications-schema.js';

/** Kinds of notification the store keeps. */
export type NotificationType =
  | 'min_allowed_price_reached'
  | 'max_allowed_price_reached'
  | 'prices_export_completed'
  | 'items_export_completed'
  | 'catalog_upload_completed';

/** What a notification carries beside its text: the fields of its kind. */
export type StoreNotificationData = Static<typeof StoreNotificationDataSchema>;

/** A notification of the store (`type` one of `NotificationType`, or a newer store's own kind). */
export type StoreNotificationAnswer = Static<typeof StoreNotificationAnswerSchema>;

/** The answer of GET /api/user/notifications: the total and the latest 50, newest first. */
export type NotificationsAnswer = Static<typeof NotificationsAnswerSchema>;

/** The body of POST /broadcasting/auth (form or JSON). */
export interface BroadcastingAuthBody {
  socket_id: string;
  channel_name: string;
}

/** The answer of POST /broadcasting/auth: `key:HMAC-SHA256(secret, socket_id:channel_name)`. */
export interface BroadcastingAuthAnswer {
  auth: string;
}

/** The events of the private notifications channel. */
export type RealtimeEventName =
  'prices-export-completed' | 'items-export-completed' | 'catalog-upload-completed';

/** `prices-export-completed` / `items-export-completed`: the file to download. */
export interface ExportCompletedEvent {
  filename: string;
  /** The X-Request-Id of the request that started the export (the BFF sends its job id). */
  request_id?: string;
}

/** A row of an upload the store refused, with where it was (line, and the XML item). */
export interface UploadRowError {
  line: number;
  item: { position: number; id: string | null } | null;
  column: string | null;
  value: string | null;
  message: string;
}

/** `catalog-upload-completed` (and the `catalog_upload_completed` notification's `data`). */
export interface CatalogUploadCompletedEvent {
  filename: string;
  created: number;
  /** Items whose values changed. */
  updated: number;
  /** Rows that matched an item and changed nothing; left out by an older store. */
  unchanged?: number;
  /** Rows refused. */
  failed: number;
  blank_rows_skipped?: number;
  /** The first 200, in file order; left out by an older store. */
  row_errors?: UploadRowError[];
  row_errors_total?: number;
  /** The older form of the row errors: the first 50. */
  errors: { line: number; message: string }[];
  /** The X-Request-Id of the upload's request, when it sent one. */
  request_id?: string;
}

/** GET /api/user/notifications as a client may receive it: an older store sends the bare list. */
export type NotificationsReceived = Static<typeof NotificationsReceivedSchema>;
