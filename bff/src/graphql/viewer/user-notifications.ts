// The user's notification list (GET /api/user/notifications), each message written by the BFF in
// the reader's language from the notification's kind and data; a kind it does not know keeps the
// store's own text.
import { type NotificationsReceived, type StoreNotificationAnswer } from '@refurb/contract';
import { Field, ID, ObjectType } from 'type-graphql';
import { ItemNotificationKind } from '../catalog/catalog-item-detail-types.js';
import { apiMessage } from '../common/api-messages.js';
import { enumMember } from '../common/value-mapping.js';
import { DateTimeScalar } from '../scalars/date-time.js';
import { type Locale } from './locale.js';
import { notificationItems } from './user-mapping.js';

@ObjectType({
  description: "A notification of the user's list, newest first.",
  simpleResolvers: true,
})
export class UserNotification {
  @Field(() => ID, { description: "The store's notification id." })
  id!: string;

  @Field(() => ItemNotificationKind, { description: 'What it is about.' })
  kind!: ItemNotificationKind;

  @Field(() => String, {
    description:
      "What happened, in the reader's language (Accept-Language, else the profile's); a kind this BFF does not know keeps the store's text.",
  })
  message!: string;

  @Field(() => ID, { nullable: true, description: 'The catalog item it concerns, if any.' })
  catalogItemId!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was raised.' })
  createdAt!: string | null;
}

const kinds = Object.values(ItemNotificationKind);

/** The answer's notifications (newest first, at most `first`), worded in `locale`. */
export function mapUserNotifications(
  answer: NotificationsReceived,
  locale: Locale,
  first: number,
): UserNotification[] {
  return notificationItems(answer)
    .slice(0, first)
    .map((notification) => {
      const kind = enumMember(kinds, notification.type) ?? ItemNotificationKind.OTHER;
      return {
        id: String(notification.id),
        kind,
        message: messageOf(kind, notification, locale),
        catalogItemId:
          notification.catalog_item_id === null ? null : String(notification.catalog_item_id),
        createdAt: notification.created_at,
      };
    });
}

/**
 * The store words a limit as `<item name>: minimum allowed price reached (<price>)`; older ones
 * carry no name (`Minimum price threshold reached (<price>)`).
 */
const limitMessage = /^(.*): (?:minimum|maximum) allowed price reached \(/s;

function messageOf(
  kind: ItemNotificationKind,
  { message: stored, data }: StoreNotificationAnswer,
  locale: Locale,
) {
  switch (kind) {
    case ItemNotificationKind.MIN_ALLOWED_PRICE_REACHED:
    case ItemNotificationKind.MAX_ALLOWED_PRICE_REACHED: {
      const name = limitMessage.exec(stored)?.[1];
      const { price } = data;
      if (price === undefined) return stored;
      const amount = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(price);
      const min = kind === ItemNotificationKind.MIN_ALLOWED_PRICE_REACHED;
      if (name === undefined) {
        const key = min
          ? 'notification.minAllowedPriceReachedNoName'
          : 'notification.maxAllowedPriceReachedNoName';
        return apiMessage(locale, key, { price: amount });
      }
      const key = min
        ? 'notification.minAllowedPriceReached'
        : 'notification.maxAllowedPriceReached';
      return apiMessage(locale, key, { name, price: amount });
    }
    case ItemNotificationKind.PRICES_EXPORT_COMPLETED:
      return apiMessage(locale, 'notification.pricesExportCompleted');
    case ItemNotificationKind.ITEMS_EXPORT_COMPLETED:
      return apiMessage(locale, 'notification.itemsExportCompleted');
    case ItemNotificationKind.CATALOG_UPLOAD_COMPLETED: {
      const counts = {
        filename: data.filename ?? '',
        created: data.created ?? 0,
        updated: data.updated ?? 0,
        failed: data.failed ?? 0,
      };
      const { unchanged } = data;
      return unchanged === undefined
        ? apiMessage(locale, 'notification.catalogUploadCompletedOlderStore', counts)
        : apiMessage(locale, 'notification.catalogUploadCompleted', { ...counts, unchanged });
    }
    case ItemNotificationKind.OTHER:
      return stored;
  }
}
