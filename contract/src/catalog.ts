// GET /api/catalog, /api/catalog/{id}, /api/catalog/details, /api/catalog/{id}/buybox,
// /api/catalog/buyboxes, the catalog writes and the upload (upstream/README.md).
import {
  type CountryPrices,
  type FilterOption,
  type Grade,
  type KeysetPaging,
  type KeysetQuery,
  type ListPaging,
  type MarketOffer,
} from './common.js';
import { type MarketPriceReference, type PriceDecision } from './decisions.js';

/** `field:direction` orders of the catalog list; the default is `grade:desc`. */
export type CatalogSortParam =
  | 'grade:desc'
  | 'grade:asc'
  | 'price:asc'
  | 'price:desc'
  | 'stock:asc'
  | 'stock:desc'
  | 'margin:asc'
  | 'margin:desc';

/**
 * The query of GET /api/catalog; a filter left out (or empty) does not filter. Every order ends
 * with the item id, ascending, so items with equal values keep one order.
 */
export type CatalogListQuery = KeysetQuery & {
  page: number;
  /** Only items changed (price, limits, flags, notifications, upload) at or after this ISO time. */
  updated_since?: string;
  sort?: CatalogSortParam;
  /** Words that must all appear in name, external id, EAN, storage, colour or RAM. */
  search?: string;
  /** Category ids. */
  categories?: string[];
  brands?: string[];
  models?: string[];
  grades?: string[];
  storage?: string[];
  /** Items with (1) or without (0) a notification. */
  has_notifications?: '1' | '0';
  /** Items at their minimum or maximum price. */
  price_limit?: 'min' | 'max';
  /** Items with dynamic pricing on or off. */
  dynamic_price?: 'on' | 'off';
  /** Items priced below (1) or at or above (0) their base price. */
  below_base_price?: '1' | '0';
};

/** A row of the catalog list; also the answer of PATCH …/sync-base-price. */
export interface CatalogRow {
  id: number;
  external_id: string | null;
  ean: string | null;
  name: string;
  storage: string | null;
  ram: string | null;
  grade: Grade;
  color: string | null;
  battery_type: string | null;
  price: number;
  base_price: number;
  currency_symbol: string;
  stock: number;
  /** (price − cost) / price × 100; null without a cost. */
  margin_percentage: number | null;
  automatic_price_enabled: boolean;
  /** An older store sends the `notifications` themselves instead. */
  notifications_count?: number;
  /** Last change of the item (price, state, notifications, upload); left out by an older store. */
  updated_at?: string | null;
}

/** How many items of the whole store each work-queue filter keeps on its own. */
export interface CatalogWorkQueueCounts {
  at_min: number;
  at_max: number;
  with_notifications: number;
  dynamic_off: number;
  below_base_price: number;
}

/** Counts over the whole store, whatever the request's filters. */
export interface CatalogStats {
  total_items: number;
  automatic_price_enabled: number;
  below_base_price: number;
  price_limit_reached: number;
  out_of_stock: number;
  /** Left out by an older store. */
  work_queue?: CatalogWorkQueueCounts;
}

/** The filter choices over the whole store. */
export interface CatalogFilters {
  categories: FilterOption[];
  brands: FilterOption[];
  models: FilterOption[];
  grades: FilterOption[];
  storage: FilterOption[];
}

/** The answer of GET /api/catalog. */
export interface CatalogPage extends ListPaging, KeysetPaging {
  /** The `updated_since` the answer applied, echoed; left out by a store without the filter. */
  updated_since?: string | null;
  items: CatalogRow[];
  stats: CatalogStats;
  last_update: string | null;
  filters: CatalogFilters;
}

/** A notification on one item, its message in the reader's language. */
export interface ItemNotificationAnswer {
  type: string;
  message: string;
  created_at: string;
}

/** The item itself in GET /api/catalog/{id}. */
export interface CatalogItemHead {
  id: number;
  name: string;
  url: string | null;
  grade: Grade;
  battery_type: string | null;
  /** Facts by name (brand, model, category, external_id, stock, ean, storage, colour, …). */
  details: Record<string, string>;
  currency_symbol: string;
  price: number;
  base_price: number;
  /** Whether any market the store sells on has prices for the item. */
  has_prices: boolean;
  automatic_price_enabled: boolean;
  notifications: ItemNotificationAnswer[];
}

/** The item's prices: suggested, the repricer's market price and the item's own limits. */
export interface CatalogItemPrices {
  suggested: number | null;
  market_price: number | null;
  /** Which market figure `market_price` is; left out by an older store. */
  market_price_reference?: MarketPriceReference | null;
  min: number | null;
  max: number | null;
}

/** Resell offers of one grade of the same product, and the store's own item of that grade. */
export interface GradeCompetitorsAnswer {
  grade: Grade;
  counter: number;
  catalog_item_id: number | null;
}

/** One side of the market of an item: daily medians per vendor, its price history, live offers. */
export interface ItemMarketData {
  historical: {
    vendor_name: string;
    date: string;
    median_price: number | null;
    currency_symbol: string;
  }[];
  snapshots: { id: string; created_at: string; price: number }[];
  items: MarketOffer[];
}

/** A line of the item's own log, its note in the reader's language. */
export interface ItemLogAnswer {
  id: string;
  created_at: string;
  event: string;
  note: string | null;
}

/** The item's latest decision: a log entry's decision block with where and when it was made. */
export interface LastDecision extends PriceDecision {
  batch: number;
  entry_id: number;
  created_at: string;
  status: 'success' | 'skipped' | 'failed';
  reason: string;
}

/** The answer of GET /api/catalog/{id}. */
export interface CatalogItemAnswer {
  detail: CatalogItemHead;
  prices: CatalogItemPrices | null;
  price_info: { prices: CountryPrices[] };
  competitors: GradeCompetitorsAnswer[];
  /** A side is null when the account lacks it. */
  data: { resell: ItemMarketData | null; buyback: ItemMarketData | null };
  logs: ItemLogAnswer[];
  /** Null when no batch within the retention period priced the item; left out by an older store. */
  last_decision?: LastDecision | null;
}

/** A row of GET /api/catalog/{id}/buybox (the store's own row has `is_mine`). */
export interface BuyboxRowAnswer {
  vendor_name: string;
  vendor_country: string;
  price: number;
  suggested_price: number;
  seller_name: string;
  is_mine: boolean;
  url: string;
  currency_symbol: string;
  created_at: string;
  color: string | null;
}

/** The answer of GET /api/catalog/{id}/buybox: a list (an older store wraps it in `items`). */
export type BuyboxAnswer = BuyboxRowAnswer[] | { items: BuyboxRowAnswer[] };

/** Most ids one GET /api/catalog/details takes: a page of the list. */
export const maxCatalogDetailsIds = 50;

/**
 * The answer of GET /api/catalog/details?ids[]=…: the detail of each known item asked for, as
 * GET /api/catalog/{id} answers it (`detail.id` says which), in the order asked; an unknown id is
 * left out. A store without this route answers 404 or 405, and each item is read on its own.
 */
export interface CatalogDetailsAnswer {
  items: CatalogItemAnswer[];
}

/**
 * The answer of GET /api/catalog/buyboxes?ids[]=…: the buybox of each known item asked for (as
 * GET /api/catalog/{id}/buybox answers it), in the order asked; an unknown id is left out. At most
 * `maxCatalogDetailsIds` ids; a store without this route answers 404 or 405.
 */
export interface CatalogBuyboxesAnswer {
  items: { catalog_item_id: number; buybox: BuyboxRowAnswer[] }[];
}

/** The answer of PUT /api/catalog/{id}/toggle-dynamic-price: the state after the toggle. */
export interface ToggleDynamicPriceAnswer {
  automatic_price_enabled: boolean;
}

/**
 * The body of PUT /api/catalog/{id}/dynamic-price: the state wanted. A store may lack this call
 * (it answers 404 or 405 for the route); the toggle then remains.
 */
export interface SetDynamicPriceBody {
  enabled: boolean;
}

/**
 * The answer of PUT /api/catalog/{id}/dynamic-price: the state after the call, and whether this
 * call changed it (false: the item was already in that state and nothing was written).
 */
export interface SetDynamicPriceAnswer {
  automatic_price_enabled: boolean;
  changed: boolean;
}

/** The 202 of POST /api/catalog/upload; the outcome follows as `catalog-upload-completed`. */
export interface UploadAcceptedAnswer {
  message: string;
}
