import { type DetailPair } from './detail-pair.js';
import { type FilterOption } from './filter-option.js';
import { type MarketOffer, type OfferVendor } from './market-offer.js';
import { type CountryPrices, type MarketStats } from './market-prices.js';
import { list, number, record, text, textOr } from '../../upstream/raw-values.js';

// Shapes shared by the catalog, prices and competitor answers (upstream/README.md).

export function mapCountryPrices(raw: unknown): CountryPrices {
  const row = record(raw);
  return {
    country: textOr(row.country, ''),
    currencySymbol: textOr(row.currency_symbol, ''),
    resell: row.resell == null ? null : mapMarketStats(row.resell),
    buyback: row.buyback == null ? null : mapMarketStats(row.buyback),
  };
}

export function mapMarketStats(raw: unknown): MarketStats {
  const stats = record(raw);
  return {
    minPrice: number(stats.min_price),
    maxPrice: number(stats.max_price),
    avgPrice: number(stats.avg_price),
    change30d: number(stats.change_30_days),
    change60d: number(stats.change_60_days),
  };
}

/** `{ value, label }` objects or bare strings (label = value). */
export function mapFilterOptions(raw: unknown): FilterOption[] {
  // A plain loop: flatMap's array per option was a fifth of a catalog page's execution.
  const options: FilterOption[] = [];
  for (const option of list(raw)) {
    const plain = text(option);
    if (plain !== null) {
      options.push({ value: plain, label: plain });
      continue;
    }
    const entry = record(option);
    const value = text(entry.value);
    if (value !== null) options.push({ value, label: textOr(entry.label, value) });
  }
  return options;
}

/** A `details` map (or a list of `{ key, value }`) → ordered pairs. */
export function mapDetailPairs(raw: unknown): DetailPair[] {
  if (Array.isArray(raw)) {
    return raw.flatMap((entry) => {
      const pair = record(entry);
      const key = text(pair.key ?? pair.name);
      return key === null ? [] : [{ key, value: textOr(pair.value, '') }];
    });
  }
  return Object.entries(record(raw)).flatMap(([key, value]) =>
    value === null || value === undefined ? [] : [{ key, value: String(value) }],
  );
}

export function mapMarketOffer(raw: unknown): MarketOffer {
  const offer = record(raw);
  return {
    color: text(offer.color),
    battery: text(offer.battery ?? offer.battery_type),
    price: number(offer.price) ?? 0,
    currencySymbol: textOr(offer.currency_symbol, ''),
    url: text(offer.url),
    sellerName: text(offer.seller_name),
    vendor: offer.vendor == null ? null : mapOfferVendor(offer.vendor),
  };
}

export function mapOfferVendor(raw: unknown): OfferVendor {
  const vendor = record(raw);
  return {
    name: text(vendor.name),
    country: text(vendor.country),
    reviewsUrl: text(vendor.reviews_url),
    rating: number(vendor.rating),
  };
}
