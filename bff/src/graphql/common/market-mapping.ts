import {
  type CountryPrices as StoreCountryPrices,
  type FilterOption as StoreFilterOption,
  type MarketOffer as StoreMarketOffer,
  type MarketStats as StoreMarketStats,
  type OfferVendor as StoreOfferVendor,
} from '@refurb/contract';
import { type DetailPair } from './detail-pair.js';
import { type FilterOption } from './filter-option.js';
import { type MarketOffer, type OfferVendor } from './market-offer.js';
import { type CountryPrices, type MarketStats } from './market-prices.js';

// Shapes shared by the catalog, prices and competitor answers (upstream/README.md), read after the
// answer passed its schema (upstream/answer-shape.ts).

export function mapCountryPrices(row: StoreCountryPrices): CountryPrices {
  return {
    country: row.country,
    currencySymbol: row.currency_symbol,
    resell: row.resell === null ? null : mapMarketStats(row.resell),
    buyback: row.buyback === null ? null : mapMarketStats(row.buyback),
  };
}

export function mapMarketStats(stats: StoreMarketStats): MarketStats {
  return {
    minPrice: stats.min_price,
    maxPrice: stats.max_price,
    avgPrice: stats.avg_price,
    change30d: stats.change_30_days,
    change60d: stats.change_60_days,
  };
}

/** The choices of a filter (a bare string from an older store arrives as value = label). */
export function mapFilterOptions(options: readonly StoreFilterOption[]): FilterOption[] {
  // A plain loop: flatMap's array per option was a fifth of a catalog page's execution.
  const mapped: FilterOption[] = [];
  for (const option of options) mapped.push({ value: option.value, label: option.label });
  return mapped;
}

/** A `details` map → ordered pairs. */
export function mapDetailPairs(details: Readonly<Record<string, string>>): DetailPair[] {
  return Object.entries(details).map(([key, value]) => ({ key, value }));
}

export function mapMarketOffer(offer: StoreMarketOffer): MarketOffer {
  return {
    color: offer.color,
    battery: offer.battery ?? offer.battery_type ?? null,
    price: offer.price,
    currencySymbol: offer.currency_symbol,
    url: offer.url,
    sellerName: offer.seller_name,
    vendor: offer.vendor === null ? null : mapOfferVendor(offer.vendor),
  };
}

export function mapOfferVendor(vendor: StoreOfferVendor): OfferVendor {
  return {
    name: vendor.name,
    country: vendor.country,
    reviewsUrl: vendor.reviews_url,
    rating: vendor.rating,
  };
}
