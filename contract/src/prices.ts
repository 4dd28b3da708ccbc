// GET /api/prices/{categoryId} and the two exports of a price list (upstream/README.md).
// The answers' types are their schemas' (schemas/prices-schema.ts).
import { type Static } from 'typebox';
import { type KeysetQuery } from './common.js';
import type {
  ExportStartedAnswerSchema,
  PriceListPageSchema,
  PriceRowAnswerSchema,
} from './schemas/prices-schema.js';

/** The price list's filters; also the body of both exports. Empty ones are left out. */
export type PriceFilterParams = {
  search?: string;
  brands?: string[];
  models?: string[];
  grades?: string[];
};

/**
 * The query of GET /api/prices/{categoryId}. `after` (a row's `after_keys` entry) and `snapshot`
 * page by key: a store without them pages by number only.
 */
export type PriceListQuery = PriceFilterParams &
  KeysetQuery & {
    page: number;
    /** Highest grade first (default) or lowest grade first. */
    sort?: 'grade:desc' | 'grade:asc';
  };

/** One market product (model, storage, grade, battery) traded in the account's countries. */
export type PriceRowAnswer = Static<typeof PriceRowAnswerSchema>;

/** The answer of GET /api/prices/{categoryId}. */
export type PriceListPage = Static<typeof PriceListPageSchema>;

/** The 202 of POST /api/prices/{categoryId}/export and …/items/export. */
export type ExportStartedAnswer = Static<typeof ExportStartedAnswerSchema>;
