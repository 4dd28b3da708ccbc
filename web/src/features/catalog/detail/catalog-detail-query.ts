import { graphql } from '../../../graphql';
import { BuyboxTable_item } from './BuyboxTable';
import { CompetitorsByGrade_item } from './CompetitorsByGrade';
import { HistoricalPricesCard_item } from './HistoricalPricesCard';
import { ItemSummary_item } from './ItemSummary';
import { MarketOffersTable_data } from './MarketOffersTable';
import { MarketPricesCard_item } from './MarketPricesCard';
import { PriceLimitBanner_item } from './PriceLimitBanner';
import { PriceLogsTable_item } from './PriceLogsTable';
import { PricesCard_item } from './PricesCard';

export const CatalogDetailQuery = graphql(
  `
    query CatalogDetailQuery($id: ID!) {
      me {
        id
        supportEmail
        access {
          resell
          buyback
          multiCountry
        }
      }
      catalogItem(id: $id) {
        id
        ...ItemSummary_item
        ...PriceLimitBanner_item
        ...PricesCard_item
        ...MarketPricesCard_item
        ...CompetitorsByGrade_item
        ...HistoricalPricesCard_item
        resell {
          ...MarketOffersTable_data
        }
        buyback {
          ...MarketOffersTable_data
        }
        ...BuyboxTable_item
        ...PriceLogsTable_item
      }
    }
  `,
  [
    ItemSummary_item,
    PriceLimitBanner_item,
    PricesCard_item,
    MarketPricesCard_item,
    CompetitorsByGrade_item,
    HistoricalPricesCard_item,
    MarketOffersTable_data,
    BuyboxTable_item,
    PriceLogsTable_item,
  ],
);
