import { graphql, type ResultOf } from '../../graphql';
import { Money } from '../../ui/Money';
import { Percent } from '../../ui/Percent';

// A product's market prices in one country, as the prices list and the item screen show them.
export const MarketStatValue_countryPrices = graphql(`
  fragment MarketStatValue_countryPrices on CountryPrices {
    country
    currencySymbol
    resell {
      minPrice
      maxPrice
      avgPrice
      change30d
      change60d
    }
    buyback {
      minPrice
      maxPrice
      avgPrice
      change30d
      change60d
    }
  }
`);

export type CountryMarketPrices = ResultOf<typeof MarketStatValue_countryPrices>;

/** The statistics of a market in a country, in the order the tables show them. */
export const MARKET_STATS = ['min', 'max', 'avg', 'change30', 'change60'] as const;
export type MarketStat = (typeof MARKET_STATS)[number];

export interface MarketStatValueProps {
  prices: CountryMarketPrices;
  market: 'resell' | 'buyback';
  stat: MarketStat;
}

/** One statistic: a price in the country's currency, or a signed change in percent. */
export function MarketStatValue({ prices, market, stat }: MarketStatValueProps) {
  const stats = prices[market];
  switch (stat) {
    case 'min':
      return <Money amount={stats?.minPrice} currencySymbol={prices.currencySymbol} />;
    case 'max':
      return <Money amount={stats?.maxPrice} currencySymbol={prices.currencySymbol} />;
    case 'avg':
      return <Money amount={stats?.avgPrice} currencySymbol={prices.currencySymbol} />;
    case 'change30':
      return <Percent value={stats?.change30d} />;
    case 'change60':
      return <Percent value={stats?.change60d} />;
  }
}
