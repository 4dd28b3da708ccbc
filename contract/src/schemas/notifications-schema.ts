// The store's notification list (`../notifications.ts` names the types and documents the route).
import { Type } from 'typebox';
import { Nullable } from './common-schema.js';

/**
 * What a notification carries beside its text, by kind; each kind sends only its own fields and
 * may send more (an upload's row errors), which are not read.
 */
export const StoreNotificationDataSchema = Type.Object({
  /** A limit reached: the price, the item's limits (an older store: the item's name instead). */
  price: Type.Optional(Type.Number()),
  min_price: Type.Optional(Nullable(Type.Number())),
  max_price: Type.Optional(Nullable(Type.Number())),
  name: Type.Optional(Type.String()),
  /** An export or an upload: the file. */
  filename: Type.Optional(Type.String()),
  /** An upload: its counts (`unchanged` left out by an older store). */
  created: Type.Optional(Type.Integer()),
  updated: Type.Optional(Type.Integer()),
  unchanged: Type.Optional(Type.Integer()),
  failed: Type.Optional(Type.Integer()),
  /** An export or an upload: the X-Request-Id of the request that started it, when it sent one. */
  request_id: Type.Optional(Type.String()),
});

export const StoreNotificationAnswerSchema = Type.Object({
  id: Type.Integer(),
  /** A `NotificationType`; a newer store may send a kind of its own. */
  type: Type.String(),
  message: Type.String(),
  catalog_item_id: Nullable(Type.Integer()),
  data: StoreNotificationDataSchema,
  created_at: Type.String(),
});

export const NotificationsAnswerSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  items: Type.Array(StoreNotificationAnswerSchema),
});

/** An older store sends the bare list. */
export const NotificationsReceivedSchema = Type.Union([
  NotificationsAnswerSchema,
  Type.Array(StoreNotificationAnswerSchema),
]);
