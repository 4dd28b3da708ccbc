import { graphql } from '../../../graphql';

export const ExportNotificationsSubscription = graphql(`
  subscription ExportNotifications {
    notifications {
      kind
      filename
      downloadUrl
      receivedAt
    }
  }
`);
