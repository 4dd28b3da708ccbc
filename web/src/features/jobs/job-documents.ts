import { graphql } from '../../graphql';
import { BulkJob_progress, JobOutcome_counts } from '../catalog/bulk-actions/bulk-action-documents';
import { CatalogUploadOutcome_report } from '../catalog/upload/catalog-upload-outcome-report';

/**
 * One job as Recent jobs shows it: the bulk bar's fields (kind, status, progress, error, times),
 * the download link, the items per outcome (the bulk bar's own counts) and an upload's report.
 */
export const JobCard_job = graphql(
  `
    fragment JobCard_job on Job {
      ...BulkJob_progress
      dynamicPricingEnabled
      uploadedFilename
      url
      ...JobOutcome_counts
      uploadReport {
        ...CatalogUploadOutcome_report
      }
    }
  `,
  [BulkJob_progress, JobOutcome_counts, CatalogUploadOutcome_report],
);

/** The report of an upload job, written into the job when the store's notification comes. */
export const JobUploadReport_job = graphql(
  `
    fragment JobUploadReport_job on Job {
      uploadReport {
        ...CatalogUploadOutcome_report
      }
    }
  `,
  [CatalogUploadOutcome_report],
);

/** A page of the user's jobs, newest first. */
export const RecentJobsQuery = graphql(
  `
    query RecentJobs($first: Int!, $after: String) {
      jobs(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            ...JobCard_job
          }
        }
      }
    }
  `,
  [JobCard_job],
);

/** Each job of the user created from now on, by any session, token or script. */
export const JobCreatedSubscription = graphql(
  `
    subscription JobCreated {
      jobCreated {
        id
        ...JobCard_job
      }
    }
  `,
  [JobCard_job],
);

/** One job again: a fresh download link, or its state when its updates could not be followed. */
export const RecentJobQuery = graphql(
  `
    query RecentJob($id: ID!) {
      job(id: $id) {
        id
        ...JobCard_job
      }
    }
  `,
  [JobCard_job],
);

/** The ids of a job's failed items, a page at a time (a retry takes every one of them). */
export const JobFailedItemIdsQuery = graphql(`
  query JobFailedItemIds($id: ID!, $after: String) {
    job(id: $id) {
      id
      items(status: FAILED, first: 500, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            itemId
          }
        }
      }
    }
  }
`);
