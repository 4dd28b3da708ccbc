// The paging of GET /api/competitors/{vendorId} (upstream/README.md): by page number, or by key
// with `after` (a listing's id) and `snapshot` (the market version the walk's order was read at).
// Listings of one product sort by price, so a market move reorders them: a walk goes on in the
// order it started on, with each listing's current price.
import { PAGE_SIZE } from '../../data/catalog-query';
import { KeptOrders, rowsAfter, type ListAfter } from '../../data/list-keyset';
import type { CompetitorOffer, Database } from '../../data/types';
import { validationFailed } from '../http-error';
import {
  filterListings,
  listingMatcher,
  type CompetitorFilter,
  type VendorListings,
} from '../views/competitors-view';
import { afterMessage } from './list-keyset-params';

export interface CompetitorListPaging {
  offers: CompetitorOffer[];
  /** Listings matching the filter now. */
  total: number;
  afterKeys: string[];
  hasMore: boolean;
  snapshot: string;
}

/** Per vendor: its listings (order, search texts) by market version. */
const kept = new WeakMap<Database, Map<number, KeptOrders<VendorListings>>>();

function keptOf(database: Database, vendorId: number): KeptOrders<VendorListings> {
  let perVendor = kept.get(database);
  if (!perVendor) {
    perVendor = new Map();
    kept.set(database, perVendor);
  }
  let orders = perVendor.get(vendorId);
  if (!orders) {
    orders = new KeptOrders();
    perVendor.set(vendorId, orders);
  }
  return orders;
}

/** The page by key when `after` came (it wins over `page`), else by number. */
export function competitorListPage(
  database: Database,
  vendorId: number,
  listings: VendorListings,
  filter: CompetitorFilter,
  page: number,
  after: ListAfter | null,
): CompetitorListPaging {
  const orders = keptOf(database, vendorId);
  orders.keep(listings.marketVersion, listings);
  const matching = filterListings(database, listings, filter);
  const snapshot = String(listings.marketVersion);
  if (after === null) {
    const offers = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return {
      offers,
      total: matching.length,
      afterKeys: offers.map((offer) => String(offer.id)),
      hasMore: (page - 1) * PAGE_SIZE + offers.length < matching.length,
      snapshot,
    };
  }
  const then = (after.snapshot === null ? undefined : orders.get(after.snapshot)) ?? listings;
  // The offers are the market's own records: an older order shows their current prices.
  const matches = listingMatcher(database, then, filter);
  const indexes = then.offers.map((_offer, index) => index);
  const found = rowsAfter(
    indexes,
    (index) => String(then.offers[index]?.id),
    (index) => (matches(index) ? (then.offers[index] ?? null) : null),
    after.key,
    PAGE_SIZE,
  );
  if (!found.found) throw validationFailed({ after: [afterMessage] });
  return {
    offers: found.rows,
    total: matching.length,
    afterKeys: found.rows.map((offer) => String(offer.id)),
    hasMore: found.hasMore,
    snapshot: then === listings ? snapshot : String(after.snapshot),
  };
}
