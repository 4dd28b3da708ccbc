// GET /api/competitors/{vendorId} and /api/competitors/{vendorId}/items/{itemId} (upstream/README.md).
import { type CatalogFilters } from './catalog.js';
import { type Grade, type ListPaging, type MarketOffer } from './common.js';
import { type VendorAnswer } from './user.js';

/** The query of GET /api/competitors/{vendorId}; empty filters are left out. */
export type CompetitorListQuery = {
  page: number;
  search?: string;
  brands?: string[];
  models?: string[];
  grades?: string[];
  storage?: string[];
};

/** A listing of the vendor, with up to 5 of the store's items on the same market product. */
export interface CompetitorListingAnswer {
  id: number;
  name: string;
  catalog_items: { id: number; ean: string | null; external_id: string | null }[];
  grade: Grade | null;
  price: number;
  currency_symbol: string;
  storage: string | null;
  color: string | null;
  battery: string;
  seller_name: string;
}

/** The answer of GET /api/competitors/{vendorId}. */
export interface CompetitorPage extends ListPaging {
  vendor: VendorAnswer | null;
  items: CompetitorListingAnswer[];
  last_update: string | null;
  /** The catalog's filter choices; `categories` is empty here. */
  filters: CatalogFilters;
}

/** A day of the product's market in the vendor's country. */
export interface CompetitorHistoryPoint {
  date: string;
  min_price: number | null;
  median_price: number | null;
  average_price: number | null;
  max_price: number | null;
}

/** The answer of GET /api/competitors/{vendorId}/items/{itemId}. */
export interface CompetitorItemAnswer {
  detail: {
    id: number;
    name: string;
    url: string | null;
    price: number;
    currency_symbol: string;
    grade: Grade | null;
    details: Record<string, string>;
    vendor: {
      name: string;
      country: string;
      reviews_url: string | null;
      rating: number | null;
    };
  };
  /** Every resell offer of the product in the vendor's country, cheapest first. */
  items: MarketOffer[];
  /** 90 days. */
  historical: CompetitorHistoryPoint[];
}
