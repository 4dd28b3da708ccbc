import { graphql } from '../../../graphql';
import { LogEntryRow_entry } from './LogEntryRow';
import { LogStatusFilter_counts } from './LogStatusFilter';

export const LogDetailQuery = graphql(
  `
    query LogDetailQuery($id: ID!, $page: Int, $status: LogStatus, $search: String) {
      me {
        id
        extra {
          catalogCurrencySymbol
        }
      }
      logBatch(id: $id, page: $page, status: $status, search: $search) {
        batch {
          id
          total
          start
          end
        }
        entriesTotal
        page
        pageSize
        statusCounts {
          ...LogStatusFilter_counts
        }
        entries {
          id
          ...LogEntryRow_entry
        }
      }
    }
  `,
  [LogEntryRow_entry, LogStatusFilter_counts],
);
