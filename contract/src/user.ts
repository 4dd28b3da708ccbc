// Sign-in (Sanctum's cookie sequence) and GET /api/user (upstream/README.md).
import { type CategoryRef } from './common.js';
import { type BuybackStrategyAnswer, type ResellStrategyAnswer } from './strategies.js';

/** The body of POST /login. */
export interface LoginBody {
  email: string;
  password: string;
}

/** The 200 of POST /login: `two_factor` true starts no session (the dashboard cannot do 2FA). */
export interface LoginAnswer {
  two_factor?: boolean;
}

/** A marketplace on the store's watchlist. */
export interface VendorAnswer {
  id: number;
  name: string;
  country: string;
  category: CategoryRef | null;
}

/** What the account may do and how its shop is connected. */
export interface StoreConfiguration {
  store_name: string | null;
  show_catalog: boolean;
  catalog_type: string;
  integration: { rounding_type: string } | null;
  integration_type: string | null;
  active: boolean;
  /** `live` or `dry_run`. */
  repricing_mode: string;
  repricing_enabled: boolean;
  google_feed_url: string | null;
  manual_feed_upload_enabled: boolean;
  export_items_enabled: boolean;
  store_slug: string | null;
}

/** Sides and markets of the account; null for an account without them. */
export interface StoreExtra {
  resell_enabled: boolean;
  buyback_enabled: boolean;
  catalog_currency: string;
  catalog_currency_symbol: string;
  resell_countries: string[];
  buyback_countries: string[];
}

/** The answer of GET /api/user: the signed-in user, their store and its strategies. */
export interface ProfileAnswer {
  id: number;
  name: string;
  email: string;
  /** The profile language (`en`, `it`). */
  language: string;
  categories: CategoryRef[];
  vendors: VendorAnswer[];
  configuration: StoreConfiguration;
  extra: StoreExtra | null;
  strategies: ResellStrategyAnswer[];
  buyback_strategies: BuybackStrategyAnswer[];
}
