import { graphql } from '../../../graphql';
import { CompetitorFilterPanel_options } from './competitor-filters';
import { CompetitorRow_item } from './CompetitorRow';
import { VendorHeader_vendor } from './VendorHeader';

export const CompetitorListQuery = graphql(
  `
    query CompetitorListQuery($vendorId: ID!, $filter: CompetitorFilter, $after: String) {
      me {
        id
        access {
          catalog
        }
      }
      competitorItems(vendorId: $vendorId, filter: $filter, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        lastUpdate
        vendor {
          id
          ...VendorHeader_vendor
        }
        filters {
          ...CompetitorFilterPanel_options
        }
        edges {
          cursor
          node {
            id
            ...CompetitorRow_item
          }
        }
      }
    }
  `,
  [VendorHeader_vendor, CompetitorFilterPanel_options, CompetitorRow_item],
);
