import { graphql } from '../../../graphql';

/** A job as the bulk bar follows it: what it does, how far it is, how it ended. */
export const BulkJob_progress = graphql(`
  fragment BulkJob_progress on Job {
    id
    kind
    status
    progress {
      done
      total
    }
    error {
      code
      message
    }
    createdAt
    finishedAt
  }
`);

/** One item's outcome in a bulk job. */
export const BulkItem_result = graphql(`
  fragment BulkItem_result on BulkItemResult {
    itemId
    status
    name
    code
    message
  }
`);

export const StartBulkSetDynamicPricingMutation = graphql(
  `
    mutation StartBulkSetDynamicPricing($target: BulkTarget!, $enabled: Boolean!) {
      startBulkSetDynamicPricing(target: $target, enabled: $enabled) {
        ...BulkJob_progress
      }
    }
  `,
  [BulkJob_progress],
);

export const StartBulkSyncBasePriceMutation = graphql(
  `
    mutation StartBulkSyncBasePrice($target: BulkTarget!) {
      startBulkSyncBasePrice(target: $target) {
        ...BulkJob_progress
      }
    }
  `,
  [BulkJob_progress],
);

export const CancelJobMutation = graphql(
  `
    mutation CancelJob($id: ID!) {
      cancelJob(id: $id) {
        ...BulkJob_progress
      }
    }
  `,
  [BulkJob_progress],
);

export const JobUpdatedSubscription = graphql(
  `
    subscription JobUpdated($id: ID!) {
      jobUpdated(id: $id) {
        ...BulkJob_progress
      }
    }
  `,
  [BulkJob_progress],
);

/**
 * A job's items per outcome. The bulk bar and Recent jobs ask them with these same arguments, so
 * an outcome read by one updates the other.
 */
export const JobOutcome_counts = graphql(`
  fragment JobOutcome_counts on Job {
    done: items(status: DONE, first: 0) {
      totalCount
    }
    already: items(status: ALREADY, first: 0) {
      totalCount
    }
    failed: items(status: FAILED, first: 0) {
      totalCount
    }
  }
`);

/**
 * How a job ended: its counts per outcome; the items that failed are asked apart. Kept small: the
 * BFF's query cost limit counts every field at this depth.
 */
export const BulkJobOutcomeQuery = graphql(
  `
    query BulkJobOutcome($id: ID!) {
      job(id: $id) {
        id
        ...JobOutcome_counts
      }
    }
  `,
  [JobOutcome_counts],
);

/** The items of a job that failed (up to 50), asked apart from the counts for the cost limit. */
export const BulkJobFailuresQuery = graphql(
  `
    query BulkJobFailures($id: ID!) {
      job(id: $id) {
        id
        items(status: FAILED, first: 50) {
          edges {
            node {
              ...BulkItem_result
            }
          }
        }
      }
    }
  `,
  [BulkItem_result],
);

/** The user's jobs, newest first (`status` narrows them: RUNNING ones on load). */
export const BulkJobsQuery = graphql(
  `
    query BulkJobs($status: JobStatus, $first: Int!) {
      jobs(status: $status, first: $first) {
        edges {
          node {
            ...BulkJob_progress
          }
        }
      }
    }
  `,
  [BulkJob_progress],
);
