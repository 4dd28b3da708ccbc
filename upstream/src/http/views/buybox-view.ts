// GET /api/catalog/{id}/buybox: the cheapest offers per country and the store's own listing.
import type { BuyboxRowAnswer } from '@refurb/contract';
import { productOffers, vendorById } from '../../data/market-stats';
import { COUNTRY_MONEY, vendorFor } from '../../data/reference';
import type { CatalogItemRecord, Database, StoreRecord } from '../../data/types';
import { iso } from './wording';
import { currencySymbol, resellCountries } from './store-markets';

const ROWS_PER_COUNTRY = 3;

export function buyboxView(
  database: Database,
  store: StoreRecord,
  item: CatalogItemRecord,
): BuyboxRowAnswer[] {
  const countries = resellCountries(store);
  const rows: BuyboxRowAnswer[] = countries.flatMap((country) =>
    productOffers(database, item.productKey, country, 'resell')
      .sort((left, right) => left.price - right.price)
      .slice(0, ROWS_PER_COUNTRY)
      .map((offer) => {
        const vendor = vendorById(database, offer.vendorId);
        return {
          vendor_name: vendor?.name ?? '',
          vendor_country: country,
          price: offer.price,
          suggested_price: Math.max(0, Math.round((offer.price - 1) * 100) / 100),
          seller_name: offer.sellerName,
          is_mine: false,
          url: offer.url,
          currency_symbol: COUNTRY_MONEY[country].symbol,
          created_at: iso(offer.updatedAt),
          color: offer.color,
        };
      }),
  );
  const home = countries[0];
  if (home) {
    rows.push({
      vendor_name: vendorFor(home, item.categoryId).name,
      vendor_country: home,
      price: item.price,
      suggested_price: item.suggestedPrice ?? item.price,
      seller_name: store.configuration.storeName ?? '',
      is_mine: true,
      url: item.url ?? '',
      currency_symbol: currencySymbol(store),
      created_at: iso(item.lastPriceChangeAt),
      color: item.color,
    });
  }
  return rows.sort(
    (left, right) =>
      left.vendor_country.localeCompare(right.vendor_country) || left.price - right.price,
  );
}
