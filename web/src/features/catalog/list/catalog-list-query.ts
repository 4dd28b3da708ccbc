import { graphql } from '../../../graphql';
import { CatalogFilterPanel_options } from './catalog-filters';
import { CatalogHeader_viewer } from './CatalogHeader';
import { CatalogRow_item } from './CatalogRow';
import { WorkQueueStrip_counts } from '../work-queue/WorkQueueStrip';

export const CatalogListQuery = graphql(
  `
    query CatalogListQuery($filter: CatalogFilter, $sort: CatalogSort, $page: Int) {
      me {
        id
        ...CatalogHeader_viewer
      }
      catalog(filter: $filter, sort: $sort, page: $page) {
        totalCount
        page
        hasMore
        lastUpdate
        filters {
          ...CatalogFilterPanel_options
        }
        workQueue {
          ...WorkQueueStrip_counts
        }
        items {
          id
          name
          ...CatalogRow_item
        }
      }
    }
  `,
  [CatalogHeader_viewer, CatalogFilterPanel_options, CatalogRow_item, WorkQueueStrip_counts],
);
