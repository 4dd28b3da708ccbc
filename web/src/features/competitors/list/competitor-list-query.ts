import { graphql } from '../../../graphql';
import { CompetitorFilterPanel_options } from './competitor-filters';
import { CompetitorRow_item } from './CompetitorRow';
import { VendorHeader_vendor } from './VendorHeader';

export const CompetitorListQuery = graphql(
  `
    query CompetitorListQuery($vendorId: ID!, $filter: CompetitorFilter, $page: Int) {
      me {
        id
        access {
          catalog
        }
      }
      competitorListings(vendorId: $vendorId, filter: $filter, page: $page) {
        totalCount
        page
        hasMore
        lastUpdate
        vendor {
          id
          ...VendorHeader_vendor
        }
        filters {
          ...CompetitorFilterPanel_options
        }
        items {
          id
          ...CompetitorRow_item
        }
      }
    }
  `,
  [VendorHeader_vendor, CompetitorFilterPanel_options, CompetitorRow_item],
);
