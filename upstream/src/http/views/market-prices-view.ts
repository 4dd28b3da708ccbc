// Price rows per country (resell and buyback stats), shared by the price list and the item detail.
import type { CountryPrices, MarketStats as MarketStatsAnswer } from '@refurb/contract';
import { COUNTRY_MONEY } from '../../data/reference';
import { countryStats } from '../../data/market-stats';
import type { Database, MarketStats, StoreRecord } from '../../data/types';
import { buybackCountries, marketCountries, resellCountries } from './store-markets';

function statsView(stats: MarketStats): MarketStatsAnswer {
  return {
    min_price: stats.minPrice,
    max_price: stats.maxPrice,
    avg_price: stats.avgPrice,
    change_30_days: stats.change30Days,
    change_60_days: stats.change60Days,
  };
}

export function countryPricesView(
  database: Database,
  store: StoreRecord,
  productKey: string,
): CountryPrices[] {
  const resell = resellCountries(store);
  const buyback = buybackCountries(store);
  return marketCountries(store).map((country) => ({
    country,
    currency_symbol: COUNTRY_MONEY[country].symbol,
    resell: resell.includes(country)
      ? statsView(countryStats(database, productKey, country, 'resell'))
      : null,
    buyback: buyback.includes(country)
      ? statsView(countryStats(database, productKey, country, 'buyback'))
      : null,
  }));
}
