import { graphql } from '../../../graphql';
import { LogEntryRow_entry } from './LogEntryRow';
import { LogStatusFilter_counts } from './LogStatusFilter';

export const LogDetailQuery = graphql(
  `
    query LogDetailQuery($id: ID!, $after: String, $status: LogStatus, $search: String) {
      me {
        id
        extra {
          catalogCurrencySymbol
        }
      }
      logEntries(batchId: $id, after: $after, status: $status, search: $search) {
        batch {
          id
          total
          start
          end
        }
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        statusCounts {
          ...LogStatusFilter_counts
        }
        edges {
          cursor
          node {
            id
            ...LogEntryRow_entry
          }
        }
      }
    }
  `,
  [LogEntryRow_entry, LogStatusFilter_counts],
);
