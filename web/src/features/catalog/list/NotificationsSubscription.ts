import { graphql } from '../../../graphql';
import { CatalogUploadOutcome_report } from '../upload/CatalogUploadOutcome_report';

export const NotificationsSubscription = graphql(
  `
    subscription Notifications {
      notifications {
        kind
        uploadReport {
          ...CatalogUploadOutcome_report
        }
        receivedAt
      }
    }
  `,
  [CatalogUploadOutcome_report],
);
