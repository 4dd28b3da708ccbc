// Shapes every part of the store's REST API shares (upstream/README.md, "Common rules of the API").
// Field names are the store's, snake_case as on the wire; dates are ISO-8601 UTC strings; money is
// a number in the answer's currency; a value the store does not know is null.

/** The page size the store documents for every list; a list answer's `per_page` says the real one. */
export const documentedPageSize = 50;

/** A condition grade, best first: N (new), A, B, C, R. */
export type Grade = 'N' | 'A' | 'B' | 'C' | 'R';

/** The paging fields of a list answer: `page` from 1, `items_count` the total over all pages. */
export interface ListPaging {
  /** How many items match, over all pages; an older store sends it as `count` only. */
  items_count?: number;
  /** The same total (the catalog list sends both). */
  count?: number;
  /** The page this answer holds, from 1. */
  page: number;
  /** Items per page; an older store leaves it out (then it is `documentedPageSize`). */
  per_page?: number;
}

/**
 * Keyset paging, on the lists of a store that has it (an older store ignores `after` and pages by
 * number only): `after` resumes right after the item whose `after_keys` entry it is, so an item
 * moving elsewhere in the order between two calls moves no other item across pages. Where both
 * `after` and `page` come, `after` wins.
 */
export type KeysetQuery = {
  /** An `after_keys` entry of an earlier answer of the same list, filters and order. */
  after?: string;
  /** The `snapshot` of an earlier answer (catalog): resume in the order as it was then. */
  snapshot?: string;
};

/** The keyset fields of a list answer; all left out by a store without keyset paging. */
export interface KeysetPaging {
  /** `after_keys[i]`: the `after` value that resumes right after `items[i]`. */
  after_keys?: string[];
  /** Items follow the last one of this answer. */
  has_more?: boolean;
  /**
   * Which order the keys follow (catalog); passed back as `snapshot`, the store keeps that order
   * for a while (docs/paging.md), so a repricing during a walk reorders nothing the walk sees.
   */
  snapshot?: string;
}

/** One choice of a list filter; the store may also send a bare string (value = label). */
export interface FilterOption {
  /** What the query sends back (`brands[]=Apple`, `categories[]=1`). */
  value: string;
  /** What a person reads. */
  label: string;
}

/** A product category as every answer names it. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** One side (resell or trade-in) of a market in one country: prices and their trend in percent. */
export interface MarketStats {
  min_price: number | null;
  max_price: number | null;
  avg_price: number | null;
  /** Signed percent against 30 days ago. */
  change_30_days: number | null;
  /** Signed percent against 60 days ago. */
  change_60_days: number | null;
}

/** The market of one country: `resell` / `buyback` null when the account lacks that side. */
export interface CountryPrices {
  country: string;
  currency_symbol: string;
  resell: MarketStats | null;
  buyback: MarketStats | null;
}

/** The marketplace and seller behind a competitor offer. */
export interface OfferVendor {
  name: string | null;
  country: string | null;
  reviews_url: string | null;
  rating: number | null;
}

/** A live competitor offer (item detail, competitor item detail). */
export interface MarketOffer {
  color: string | null;
  battery: string | null;
  price: number;
  currency_symbol: string;
  url: string | null;
  seller_name: string | null;
  vendor: OfferVendor | null;
}

/** A 422 answer: a message for the seller and the messages per field (`values.rounding_value`). */
export interface ValidationFailedAnswer {
  message: string;
  errors: Record<string, string[]>;
}

/** An answer that only says something happened or went wrong (`{"message":"Not Found."}`). */
export interface MessageAnswer {
  message: string;
}

/**
 * The languages the store words its texts in (notes, reasons, notifications, upload messages),
 * asked for with Accept-Language; without one, the store uses the user's profile language.
 */
export type StoreLocale = 'en-GB' | 'it-IT';
