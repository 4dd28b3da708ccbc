import { graphql } from '../../../graphql';
import { CatalogUploadOutcome_report } from '../upload/catalog-upload-outcome-report';

/** The viewer's export and upload events (an upload's report, with the id of its job). */
export const NotificationsSubscription = graphql(
  `
    subscription Notifications {
      notifications {
        kind
        jobId
        uploadReport {
          ...CatalogUploadOutcome_report
        }
        receivedAt
      }
    }
  `,
  [CatalogUploadOutcome_report],
);
