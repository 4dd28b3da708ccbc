import { graphql } from '../../../graphql';

const BulkJob_fields = graphql(`
  fragment BulkJob_fields on BulkJob {
    total
    done
    already
    failed
    results {
      itemId
      status
      name
      errorCode
      message
      automaticPriceEnabled
      price
      basePrice
    }
  }
`);

export const CatalogItemIdsQuery = graphql(`
  query CatalogItemIds($filter: CatalogFilter) {
    catalogItemIds(filter: $filter) {
      ids
      totalCount
    }
  }
`);

export const BulkSetDynamicPricingMutation = graphql(
  `
    mutation BulkSetDynamicPricing($target: BulkTarget!, $enabled: Boolean!) {
      bulkSetDynamicPricing(target: $target, enabled: $enabled) {
        ...BulkJob_fields
      }
    }
  `,
  [BulkJob_fields],
);

export const BulkSyncBasePriceMutation = graphql(
  `
    mutation BulkSyncBasePrice($target: BulkTarget!) {
      bulkSyncBasePrice(target: $target) {
        ...BulkJob_fields
      }
    }
  `,
  [BulkJob_fields],
);

export { BulkJob_fields };
