import { graphql } from '../../../graphql';
import { CatalogFilterPanel_options } from './catalog-filters';
import { CatalogHeader_viewer } from './CatalogHeader';
import { CatalogRow_item } from './CatalogRow';
import { WorkQueueStrip_counts } from '../work-queue/WorkQueueStrip';

/** Items per page of the catalog list (the `first` of its query). */
export const CATALOG_PAGE_SIZE = 50;

/** The catalog list, one page by cursor (docs/paging.md); Load more passes `after`. */
export const CatalogListQuery = graphql(
  `
    query CatalogListQuery($filter: CatalogFilter, $sort: CatalogSort, $after: String) {
      me {
        id
        ...CatalogHeader_viewer
      }
      catalog: catalogItems(filter: $filter, sort: $sort, first: 50, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        lastUpdate
        filters {
          ...CatalogFilterPanel_options
        }
        workQueue {
          ...WorkQueueStrip_counts
        }
        edges {
          cursor
          node {
            id
            name
            ...CatalogRow_item
          }
        }
      }
    }
  `,
  [CatalogHeader_viewer, CatalogFilterPanel_options, CatalogRow_item, WorkQueueStrip_counts],
);
