// GET /api/competitors/{vendorId} and /api/competitors/{vendorId}/items/{itemId} (upstream/README.md).
// The answers' types are their schemas' (schemas/competitors-schema.ts).
import { type Static } from 'typebox';
import { type KeysetQuery } from './common.js';
import type {
  CompetitorHistoryPointSchema,
  CompetitorItemAnswerSchema,
  CompetitorListingAnswerSchema,
  CompetitorPageSchema,
} from './schemas/competitors-schema.js';

/**
 * The query of GET /api/competitors/{vendorId}; empty filters are left out. `after` (a listing's
 * `after_keys` entry) and `snapshot` page by key: a store without them pages by number only.
 */
export type CompetitorListQuery = KeysetQuery & {
  page: number;
  search?: string;
  brands?: string[];
  models?: string[];
  grades?: string[];
  storage?: string[];
};

/** A listing of the vendor, with up to 5 of the store's items on the same market product. */
export type CompetitorListingAnswer = Static<typeof CompetitorListingAnswerSchema>;

/** The answer of GET /api/competitors/{vendorId}. */
export type CompetitorPage = Static<typeof CompetitorPageSchema>;

/** A day of the product's market in the vendor's country. */
export type CompetitorHistoryPoint = Static<typeof CompetitorHistoryPointSchema>;

/** The answer of GET /api/competitors/{vendorId}/items/{itemId}. */
export type CompetitorItemAnswer = Static<typeof CompetitorItemAnswerSchema>;
