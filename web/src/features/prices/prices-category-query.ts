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
      $page: Int
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
      priceList(categoryId: $categoryId, filter: $filter, sort: $sort, page: $page) {
        totalCount
        page
        hasMore
        stats {
          ...PricesSummary_stats
        }
        filters {
          ...PricesFilterPanel_options
        }
        items {
          id
          ...PriceRows_item
        }
      }
    }
  `,
  [PricesSummary_stats, PricesFilterPanel_options, PriceRows_item],
);
