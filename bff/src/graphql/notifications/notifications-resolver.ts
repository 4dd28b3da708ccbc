import { Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { NotificationEvent } from './notification-types.js';

@Resolver()
export class NotificationsResolver {
  @Subscription(() => NotificationEvent, {
    description: "Events of the signed-in user's private notifications channel.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => {
      const { session, notificationFeed } = context;
      if (!session.signedIn || session.userId === null) throw codedError('UNAUTHENTICATED');
      // No feed means realtime is not configured for this upstream (no PUSHER_APP_KEY).
      if (!notificationFeed) {
        throw codedError('UPSTREAM_UNAVAILABLE', 'Realtime notifications are not available.');
      }
      return notificationFeed.subscribe({
        userId: session.userId,
        upstreamCookieHeader: session.upstreamCookieHeader() ?? '',
        xsrfToken: session.xsrfToken(),
        authorization: session.bearer ? `Bearer ${session.bearer.plain}` : null,
        requestId: context.requestId,
      });
    },
  })
  notifications(@Root() event: NotificationEvent): NotificationEvent {
    return event;
  }
}
