import { graphql } from '../../graphql';
import { PriceRows_item } from './PriceRows';
import { PricesFilterPanel_options } from './prices-filters';
import { PricesSummary_stats } from './PricesSummary';

export const PricesCategoryQuery = graphql(
  `
    query PricesCategoryQuery(
      $categoryId: ID!
      $filter: PriceFilter
      $sort: PriceSort
      $after: String
    ) {
      me {
        id
        supportEmail
        categories {
          id
          name
          slug
        }
        access {
          resell
          buyback
          multiCountry
          exportItems
        }
      }
      priceListItems(categoryId: $categoryId, filter: $filter, sort: $sort, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        stats {
          ...PricesSummary_stats
        }
        filters {
          ...PricesFilterPanel_options
        }
        edges {
          cursor
          node {
            id
            ...PriceRows_item
          }
        }
      }
    }
  `,
  [PricesSummary_stats, PricesFilterPanel_options, PriceRows_item],
);
