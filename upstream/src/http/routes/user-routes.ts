// GET /api/user and GET /api/user/notifications.
import type { NotificationsAnswer, ProfileAnswer } from '@refurb/contract';
import { apiRoute } from '../api-route';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { iso } from '../views/wording';
import { profileView } from '../views/profile-view';

const NOTIFICATIONS_SHOWN = 50;

export function registerUserRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/user',
    apiRoute((context) =>
      sendJson(
        context,
        200,
        profileView(context.services.db, context.user, context.store) satisfies ProfileAnswer,
      ),
    ),
  );
  router.add(
    'GET',
    '/api/user/notifications',
    apiRoute((context) => {
      const notifications = context.store.notifications;
      const latest = notifications.slice(-NOTIFICATIONS_SHOWN).reverse();
      sendJson(context, 200, {
        count: notifications.length,
        items: latest.map((notification) => ({
          id: notification.id,
          type: notification.type,
          message: notification.message,
          catalog_item_id: notification.catalogItemId,
          data: notification.data,
          created_at: iso(notification.createdAt),
        })),
      } satisfies NotificationsAnswer);
    }),
  );
}
