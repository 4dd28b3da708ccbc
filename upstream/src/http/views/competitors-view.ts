// GET /api/competitors/{vendorId} and /items/{itemId}: a marketplace's listings matched to the store.
import type {
  CatalogFilters,
  CompetitorItemAnswer,
  CompetitorListingAnswer,
} from '@refurb/contract';
import type { ProductFilter } from '../../data/catalog-query';
import { dailyHistory, productOffers, vendorById } from '../../data/market-stats';
import { COUNTRY_MONEY, GRADE_RANK } from '../../data/reference';
import type { CompetitorOffer, Database, StoreRecord, Vendor } from '../../data/types';
import { offerView } from './catalog-detail-view';
import { iso } from './wording';
import { gradeOptions, naturalCompare, sortedOptions, storageBytes } from './catalog-list-view';
import { itemIdsByProduct } from './store-product-index';

export interface CompetitorFilter extends ProductFilter {
  storage: string[];
}

export interface VendorListings {
  marketVersion: number;
  offers: CompetitorOffer[];
  searchText: string[];
  filters: CatalogFilters;
}

const listingCaches = new WeakMap<Database, Map<number, VendorListings>>();
const MAX_MATCHED_ITEMS = 5;

/** The vendor's resell offers ordered by name, grade (best first) and price; cached per market version. */
export function vendorListings(database: Database, vendor: Vendor): VendorListings {
  let perVendor = listingCaches.get(database);
  if (!perVendor) {
    perVendor = new Map();
    listingCaches.set(database, perVendor);
  }
  const cached = perVendor.get(vendor.id);
  if (cached && cached.marketVersion === database.market.version) return cached;
  const offers: CompetitorOffer[] = [];
  for (const offer of database.market.offers.values())
    if (offer.vendorId === vendor.id && offer.kind === 'resell') offers.push(offer);
  const productOf = (offer: CompetitorOffer) => database.market.products.get(offer.productKey);
  offers.sort((left, right) => {
    const a = productOf(left);
    const b = productOf(right);
    return (
      naturalCompare(a?.name ?? '', b?.name ?? '') ||
      storageBytes(a?.storage ?? '') - storageBytes(b?.storage ?? '') ||
      (GRADE_RANK[b?.grade ?? ''] ?? 0) - (GRADE_RANK[a?.grade ?? ''] ?? 0) ||
      left.price - right.price ||
      left.id - right.id
    );
  });
  const products = offers.map(productOf);
  const listings: VendorListings = {
    marketVersion: database.market.version,
    offers,
    searchText: offers.map((offer, index) =>
      `${products[index]?.name ?? ''} ${products[index]?.storage ?? ''} ${offer.sellerName} ${offer.color ?? ''}`.toLowerCase(),
    ),
    filters: {
      categories: [],
      brands: sortedOptions(
        [...new Set(products.map((product) => product?.brand ?? ''))].filter(Boolean),
      ),
      models: sortedOptions(
        [...new Set(products.map((product) => product?.model ?? ''))].filter(Boolean),
      ),
      grades: gradeOptions(
        new Set(products.map((product) => product?.grade ?? '').filter(Boolean)),
      ),
      storage: [...new Set(products.map((product) => product?.storage ?? '').filter(Boolean))]
        .sort((left, right) => storageBytes(left) - storageBytes(right))
        .map((value) => ({ value, label: value })),
    },
  };
  perVendor.set(vendor.id, listings);
  return listings;
}

export function filterListings(
  database: Database,
  listings: VendorListings,
  filter: CompetitorFilter,
): CompetitorOffer[] {
  const matches = listingMatcher(database, listings, filter);
  return listings.offers.filter((_offer, index) => matches(index));
}

/** Whether the listing at `index` of `listings` matches the filter. */
export function listingMatcher(
  database: Database,
  listings: VendorListings,
  filter: CompetitorFilter,
): (index: number) => boolean {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return (index) => {
    const offer = listings.offers[index];
    const product = offer && database.market.products.get(offer.productKey);
    if (!product) return false;
    return (
      (filter.brands.length === 0 || filter.brands.includes(product.brand)) &&
      (filter.models.length === 0 || filter.models.includes(product.model)) &&
      (filter.grades.length === 0 || filter.grades.includes(product.grade)) &&
      (filter.storage.length === 0 || filter.storage.includes(product.storage ?? '')) &&
      terms.every((term) => (listings.searchText[index] ?? '').includes(term))
    );
  };
}

export function competitorItemView(
  database: Database,
  store: StoreRecord,
  offer: CompetitorOffer,
): CompetitorListingAnswer {
  const product = database.market.products.get(offer.productKey);
  const vendor = vendorById(database, offer.vendorId);
  const matched = (itemIdsByProduct(store).get(offer.productKey) ?? []).slice(0, MAX_MATCHED_ITEMS);
  return {
    id: offer.id,
    name: product?.name ?? '',
    catalog_items: matched.map((itemId) => {
      const item = store.itemsById.get(itemId);
      return { id: itemId, ean: item?.ean ?? null, external_id: item?.externalId ?? null };
    }),
    grade: product?.grade ?? null,
    price: offer.price,
    currency_symbol: COUNTRY_MONEY[vendor?.country ?? 'it'].symbol,
    storage: product?.storage ?? null,
    color: offer.color,
    battery: offer.batteryType,
    seller_name: offer.sellerName,
  };
}

export function competitorDetailView(
  database: Database,
  vendor: Vendor,
  offer: CompetitorOffer,
  now: number,
): CompetitorItemAnswer {
  const product = database.market.products.get(offer.productKey);
  const details: Record<string, string> = { seller: offer.sellerName, battery: offer.batteryType };
  if (product) {
    details.brand = product.brand;
    details.model = product.model;
    if (product.storage) details.storage = product.storage;
  }
  if (offer.color) details.color = offer.color;
  return {
    detail: {
      id: offer.id,
      name: product?.name ?? '',
      url: offer.url,
      price: offer.price,
      currency_symbol: COUNTRY_MONEY[vendor.country].symbol,
      grade: product?.grade ?? null,
      details,
      vendor: {
        name: vendor.name,
        country: vendor.country,
        reviews_url: offer.reviewsUrl,
        rating: offer.rating,
      },
    },
    items: productOffers(database, offer.productKey, vendor.country, 'resell')
      .sort((left, right) => left.price - right.price)
      .map((candidate) => offerView(database, candidate)),
    historical: dailyHistory(database, offer.productKey, vendor.country, 'resell', now).map(
      (point) => ({
        date: iso(point.date),
        min_price: point.minPrice,
        median_price: point.medianPrice,
        average_price: point.averagePrice,
        max_price: point.maxPrice,
      }),
    ),
  };
}
