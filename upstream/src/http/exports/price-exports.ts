// The two price exports as CSV rows: one row per market product (prices), or one row per
// competitor offer of those products (items). Rows are generated lazily for streaming.
import type { CsvCell } from '../../files/csv-format';
import { countryStats, productOffers, vendorById } from '../../data/market-stats';
import { COUNTRY_MONEY } from '../../data/reference';
import type { Database, StoreRecord } from '../../data/types';
import { type PriceRow } from '../views/price-list-view';
import { buybackCountries, marketCountries, resellCountries } from '../views/store-markets';

export type PriceExportKind = 'prices' | 'items';

const STAT_FIELDS = [
  'min_price',
  'max_price',
  'avg_price',
  'change_30_days',
  'change_60_days',
] as const;

export function pricesExportHeader(store: StoreRecord): string[] {
  const header = [
    'name',
    'storage',
    'battery_type',
    'grade',
    'online_items',
    'top_competitor_reseller',
    'top_competitor_vendor',
  ];
  for (const country of resellCountries(store))
    for (const field of STAT_FIELDS) header.push(`${country}_resell_${field}`);
  for (const country of buybackCountries(store))
    for (const field of STAT_FIELDS) header.push(`${country}_buyback_${field}`);
  return header;
}

export function* pricesExportRows(
  database: Database,
  store: StoreRecord,
  rows: PriceRow[],
): Generator<CsvCell[]> {
  for (const row of rows) {
    const { product } = row;
    const cells: CsvCell[] = [
      product.name,
      product.storage,
      product.batteryType,
      product.grade,
      row.onlineItems,
      row.topCompetitor?.reseller,
      row.topCompetitor?.vendor,
    ];
    for (const [kind, countries] of [
      ['resell', resellCountries(store)],
      ['buyback', buybackCountries(store)],
    ] as const) {
      for (const country of countries) {
        const stats = countryStats(database, product.key, country, kind);
        cells.push(
          stats.minPrice,
          stats.maxPrice,
          stats.avgPrice,
          stats.change30Days,
          stats.change60Days,
        );
      }
    }
    yield cells;
  }
}

export const ITEMS_EXPORT_HEADER = [
  'name',
  'storage',
  'battery_type',
  'grade',
  'type',
  'country',
  'vendor',
  'seller_name',
  'price',
  'currency',
  'color',
  'rating',
  'url',
];

export function* itemsExportRows(
  database: Database,
  store: StoreRecord,
  rows: PriceRow[],
): Generator<CsvCell[]> {
  const countries = marketCountries(store);
  for (const row of rows) {
    const { product } = row;
    for (const country of countries) {
      for (const kind of ['resell', 'buyback'] as const) {
        if (
          !(kind === 'resell' ? resellCountries(store) : buybackCountries(store)).includes(country)
        )
          continue;
        for (const offer of productOffers(database, product.key, country, kind)) {
          yield [
            product.name,
            product.storage,
            product.batteryType,
            product.grade,
            kind,
            country,
            vendorById(database, offer.vendorId)?.name,
            offer.sellerName,
            offer.price,
            COUNTRY_MONEY[country].currency,
            offer.color,
            offer.rating,
            offer.url,
          ];
        }
      }
    }
  }
}
