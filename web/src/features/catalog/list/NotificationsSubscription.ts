import { graphql } from '../../../graphql';

export const NotificationsSubscription = graphql(`
  subscription Notifications {
    notifications {
      kind
      payload
      receivedAt
    }
  }
`);
