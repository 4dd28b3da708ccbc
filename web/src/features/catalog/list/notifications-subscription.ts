import { graphql } from '../../../graphql';
import { CatalogUploadOutcome_report } from '../upload/catalog-upload-outcome-report';

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
