// GET /api/catalog, /api/catalog/{id}, /api/catalog/details, /api/catalog/{id}/buybox,
// /api/catalog/buyboxes, the catalog writes and the upload (upstream/README.md). The answers' types
// are their schemas' (schemas/catalog-schema.ts), checked at runtime by the BFF.
import { type Static } from 'typebox';
import { type KeysetQuery } from './common.js';
import type {
  BuyboxAnswerSchema,
  BuyboxRowAnswerSchema,
  CatalogBuyboxesAnswerSchema,
  CatalogDetailsAnswerSchema,
  CatalogFiltersSchema,
  CatalogItemAnswerSchema,
  CatalogItemHeadSchema,
  CatalogItemPricesSchema,
  CatalogPageSchema,
  CatalogRowSchema,
  CatalogStatsSchema,
  CatalogWorkQueueCountsSchema,
  GradeCompetitorsAnswerSchema,
  ItemLogAnswerSchema,
  ItemMarketDataSchema,
  ItemNotificationAnswerSchema,
  SetDynamicPriceAnswerSchema,
  ToggleDynamicPriceAnswerSchema,
  UploadAcceptedAnswerSchema,
} from './schemas/catalog-schema.js';
import type { LastDecisionSchema } from './schemas/decisions-schema.js';

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
export type CatalogRow = Static<typeof CatalogRowSchema>;

/** How many items of the whole store each work-queue filter keeps on its own. */
export type CatalogWorkQueueCounts = Static<typeof CatalogWorkQueueCountsSchema>;

/** Counts over the whole store, whatever the request's filters (`work_queue` left out by an older store). */
export type CatalogStats = Static<typeof CatalogStatsSchema>;

/** The filter choices over the whole store. */
export type CatalogFilters = Static<typeof CatalogFiltersSchema>;

/** The answer of GET /api/catalog. */
export type CatalogPage = Static<typeof CatalogPageSchema>;

/** A notification on one item, its message in the reader's language. */
export type ItemNotificationAnswer = Static<typeof ItemNotificationAnswerSchema>;

/** The item itself in GET /api/catalog/{id}; `details` are facts by name (brand, model, …). */
export type CatalogItemHead = Static<typeof CatalogItemHeadSchema>;

/** The item's prices: suggested, the repricer's market price (and which figure) and its limits. */
export type CatalogItemPrices = Static<typeof CatalogItemPricesSchema>;

/** Resell offers of one grade of the same product, and the store's own item of that grade. */
export type GradeCompetitorsAnswer = Static<typeof GradeCompetitorsAnswerSchema>;

/** One side of the market of an item: daily medians per vendor, its price history, live offers. */
export type ItemMarketData = Static<typeof ItemMarketDataSchema>;

/** A line of the item's own log, its note in the reader's language. */
export type ItemLogAnswer = Static<typeof ItemLogAnswerSchema>;

/** The item's latest decision: a log entry's decision block with where and when it was made. */
export type LastDecision = Static<typeof LastDecisionSchema>;

/**
 * The answer of GET /api/catalog/{id}. A market side is null when the account lacks it;
 * `last_decision` is null when no batch within the retention period priced the item.
 */
export type CatalogItemAnswer = Static<typeof CatalogItemAnswerSchema>;

/** A row of GET /api/catalog/{id}/buybox (the store's own row has `is_mine`). */
export type BuyboxRowAnswer = Static<typeof BuyboxRowAnswerSchema>;

/** The answer of GET /api/catalog/{id}/buybox: a list (an older store wraps it in `items`). */
export type BuyboxAnswer = Static<typeof BuyboxAnswerSchema>;

/** Most ids one GET /api/catalog/details takes: a page of the list. */
export const maxCatalogDetailsIds = 50;

/**
 * The answer of GET /api/catalog/details?ids[]=…: the detail of each known item asked for, as
 * GET /api/catalog/{id} answers it (`detail.id` says which), in the order asked; an unknown id is
 * left out. A store without this route answers 404 or 405, and each item is read on its own.
 */
export type CatalogDetailsAnswer = Static<typeof CatalogDetailsAnswerSchema>;

/**
 * The answer of GET /api/catalog/buyboxes?ids[]=…: the buybox of each known item asked for (as
 * GET /api/catalog/{id}/buybox answers it), in the order asked; an unknown id is left out. At most
 * `maxCatalogDetailsIds` ids; a store without this route answers 404 or 405.
 */
export type CatalogBuyboxesAnswer = Static<typeof CatalogBuyboxesAnswerSchema>;

/** The answer of PUT /api/catalog/{id}/toggle-dynamic-price: the state after the toggle. */
export type ToggleDynamicPriceAnswer = Static<typeof ToggleDynamicPriceAnswerSchema>;

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
export type SetDynamicPriceAnswer = Static<typeof SetDynamicPriceAnswerSchema>;

/** The 202 of POST /api/catalog/upload; the outcome follows as `catalog-upload-completed`. */
export type UploadAcceptedAnswer = Static<typeof UploadAcceptedAnswerSchema>;
