// GET /api/prices/{categoryId} and the two exports of a price list (upstream/README.md).
import { type CountryPrices, type FilterOption, type Grade, type ListPaging } from './common.js';

/** The price list's filters; also the body of both exports. Empty ones are left out. */
export type PriceFilterParams = {
  search?: string;
  brands?: string[];
  models?: string[];
  grades?: string[];
};

/** The query of GET /api/prices/{categoryId}. */
export type PriceListQuery = PriceFilterParams & {
  page: number;
  /** Highest grade first (default) or lowest grade first. */
  sort?: 'grade:desc' | 'grade:asc';
};

/** One market product (model, storage, grade, battery) traded in the account's countries. */
export interface PriceRowAnswer {
  name: string;
  storage: string | null;
  battery_type: string;
  grade: Grade;
  /** Resell offers in the account's countries. */
  online_items: number;
  /** The seller and marketplace of the cheapest offer. */
  top_competitor: { reseller: string; vendor: string } | null;
  /** One entry per country of the account, resell countries first. */
  prices: CountryPrices[];
}

/** The answer of GET /api/prices/{categoryId}. */
export interface PriceListPage extends ListPaging {
  items: PriceRowAnswer[];
  stats: {
    /** Distinct models of the category. */
    products: number;
    /** Offers watched. */
    monitored_items: number;
    /** The last market movement. */
    last_update: string | null;
  };
  filters: { brands: FilterOption[]; models: FilterOption[]; grades: FilterOption[] };
}

/** The 202 of POST /api/prices/{categoryId}/export and …/items/export. */
export interface ExportStartedAnswer {
  message: string;
}
