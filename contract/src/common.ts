// Shapes every part of the store's REST API shares (upstream/README.md, "Common rules of the API").
// Field names are the store's, snake_case as on the wire; dates are ISO-8601 UTC strings; money is
// a number in the answer's currency; a value the store does not know is null. The answers' types
// are their schemas' (schemas/common-schema.ts).
import { type Static } from 'typebox';
import type {
  CategoryRefSchema,
  CountryPricesSchema,
  FilterOptionSchema,
  GradeSchema,
  KeysetPagingSchema,
  ListPagingSchema,
  MarketOfferSchema,
  MarketStatsSchema,
  MessageAnswerSchema,
  OfferVendorSchema,
  ValidationFailedAnswerSchema,
} from './schemas/common-schema.js';

/** The page size the store documents for every list; a list answer's `per_page` says the real one. */
export const documentedPageSize = 50;

/** A condition grade, best first: N (new), A, B, C, R. */
export type Grade = Static<typeof GradeSchema>;

/** The paging fields of a list answer: `page` from 1, `items_count` the total over all pages. */
export type ListPaging = Static<typeof ListPagingSchema>;

/**
 * Keyset paging, on the lists of a store that has it (an older store ignores `after` and pages by
 * number only): `after` resumes right after the item whose `after_keys` entry it is, so an item
 * moving elsewhere in the order between two calls moves no other item across pages. Where both
 * `after` and `page` come, `after` wins.
 */
export type KeysetQuery = {
  /** An `after_keys` entry of an earlier answer of the same list, filters and order. */
  after?: string;
  /** The `snapshot` of an earlier answer: resume in the order as it was then. */
  snapshot?: string;
};

/**
 * The keyset fields of a list answer; all left out by a store without keyset paging.
 * `after_keys[i]` is the `after` value that resumes right after `items[i]`; `has_more`: items
 * follow the last one of this answer; `snapshot` (catalog) names the order the keys follow, passed
 * back as `snapshot`, the store keeps that order for a while (docs/paging.md), so a repricing
 * during a walk reorders nothing the walk sees.
 */
export type KeysetPaging = Static<typeof KeysetPagingSchema>;

/** One choice of a list filter (`value`: what the query sends back; `label`: what a person reads). */
export type FilterOption = Static<typeof FilterOptionSchema>;

/** A product category as every answer names it. */
export type CategoryRef = Static<typeof CategoryRefSchema>;

/** One side (resell or trade-in) of a market in one country: prices and their trend in percent. */
export type MarketStats = Static<typeof MarketStatsSchema>;

/** The market of one country: `resell` / `buyback` null when the account lacks that side. */
export type CountryPrices = Static<typeof CountryPricesSchema>;

/** The marketplace and seller behind a competitor offer. */
export type OfferVendor = Static<typeof OfferVendorSchema>;

/** A live competitor offer (item detail, competitor item detail). */
export type MarketOffer = Static<typeof MarketOfferSchema>;

/** A 422 answer: a message for the seller and the messages per field (`values.rounding_value`). */
export type ValidationFailedAnswer = Static<typeof ValidationFailedAnswerSchema>;

/** An answer that only says something happened or went wrong (`{"message":"Not Found."}`). */
export type MessageAnswer = Static<typeof MessageAnswerSchema>;

/**
 * The languages the store words its texts in (notes, reasons, notifications, upload messages),
 * asked for with Accept-Language; without one, the store uses the user's profile language.
 */
export type StoreLocale = 'en-GB' | 'it-IT';
