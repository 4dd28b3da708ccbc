// Record types of the reference upstream's in-memory store.
//
// These are the upstream's own records (camelCase, timestamps as epoch milliseconds). The HTTP
// layer maps them to the snake_case answer shapes of the REST contract (upstream/README.md); the
// repricing engine reads and mutates them in place. Keep this file stable: other modules code
// against it. The market's records (market-types.ts) and the repricing log's (log-batch-types.ts)
// are re-exported here.
// The strategy values are the pricing rules' own shapes (@refurb/pricing): the store keeps what
// the validators produce and the rules read it as it is.
import type {
  BuybackStrategyValues,
  MarketValues,
  RoundingType,
  VariationValues,
} from '@refurb/pricing';
import type { NotificationType, StoreNotificationData } from '@refurb/contract';
import type { LogBatchRecord } from './log-batch-types';
import type { Market } from './market-types';
import type { SeededMarket } from './past-market';

export type { BatchContext, ItemFacts, LogBatchRecord, LogStatus } from './log-batch-types';
export type { CompetitorOffer, Market, MarketProduct, MarketStats } from './market-types';

export type Grade = 'A' | 'B' | 'C' | 'N' | 'R';
export const GRADES: readonly Grade[] = ['A', 'B', 'C', 'N', 'R'];

/** `std` is a standard (used) battery; anything else (here `new`) is a new one. */
export type BatteryType = 'std' | 'new';

export type Country = 'de' | 'it' | 'fr' | 'uk' | 'pt' | 'ch' | 'gr' | 'ro';
export const COUNTRIES: readonly Country[] = ['de', 'it', 'fr', 'uk', 'pt', 'ch', 'gr', 'ro'];

export type CategorySlug = 'smartphone' | 'pc' | 'smartwatch' | 'tablet';

export interface Category {
  id: number;
  name: string;
  slug: CategorySlug;
}

/** A marketplace in one country where competitors list offers. */
export interface Vendor {
  id: number;
  name: string;
  country: Country;
  categoryId: number;
  /** Where the marketplace publishes seller reviews; offers add the seller to it. */
  reviewsBaseUrl: string;
}

export type ResellStrategy =
  | { id: number; categoryId: number; type: 'variation'; values: VariationValues }
  | { id: number; categoryId: number; type: 'market'; values: MarketValues }
  | { id: number; categoryId: number; type: 'revendo'; values: Record<string, never> };

export interface BuybackStrategy extends BuybackStrategyValues {
  id: number;
  categoryId: number;
}

/** The kinds of notification the store keeps are the REST contract's. */
export type { NotificationType };

export interface ItemNotification {
  type: NotificationType;
  /** The text as first written (English); readers get it in their language from type and amount. */
  message: string;
  createdAt: number;
  /** The price the limit notification is about. */
  amount?: number;
}

export interface CatalogItemRecord {
  id: number;
  storeId: number;
  externalId: string;
  ean: string | null;
  /** Display name, e.g. "Apple iPhone 13 Pro". */
  name: string;
  brand: string;
  /** Model name without brand, e.g. "iPhone 13 Pro"; matches MarketProduct.model. */
  model: string;
  categoryId: number;
  /** e.g. "128GB", "1TB"; null for products without storage (watches may have none). */
  storage: string | null;
  /** e.g. "16GB"; only PCs have RAM. */
  ram: string | null;
  grade: Grade;
  color: string | null;
  batteryType: BatteryType;
  /** Active (online) price in the store's catalog currency. */
  price: number;
  basePrice: number;
  /** Purchase cost; margins are computed against it. */
  cost: number;
  minPrice: number;
  maxPrice: number;
  stock: number;
  /** Units ready for sale (revendo's stock band). */
  stockRfs: number;
  daysTillSoldOut: number;
  /** Epoch ms of the last price change. */
  lastPriceChangeAt: number;
  /**
   * Epoch ms of the item's last change of any kind (price, limits, flags, notifications, upload;
   * touchItem); left out until the first such change, when the last price change stands for it.
   */
  updatedAt?: number;
  promotion: boolean;
  accelerated: boolean;
  automaticPriceEnabled: boolean;
  /** Suggested price from the last repricing run (null until one ran or none could be computed). */
  suggestedPrice: number | null;
  /** Key of the market product this item competes in (see marketProductKey). */
  productKey: string;
  url: string | null;
  /** Release year (used by the PC buyback multipliers and next-generation checks). */
  year: number;
  /** Screen size in inches for PCs and tablets, else null. */
  screenInches: number | null;
  notifications: ItemNotification[];
  /**
   * Item-level events shown in the detail's logs table besides the repricing batches' changes
   * (which the batches themselves keep): listing, uploads, toggles, base price syncs.
   */
  events: ItemEvent[];
  /** The sequence number of the item's last event (event ids are `event-{itemId}-{sequence}`). */
  eventSequence?: number;
}

export interface ItemEvent {
  /** Fixed once the event is recorded (see store-changes.ts); missing only until then. */
  id?: string;
  createdAt: number;
  event: string;
  /** The text as first written; readers get known events in their language (catalogDetailView). */
  note: string | null;
  /** Set when the event changed the price, so the price history keeps every real change. */
  priceChange?: { from: number; to: number };
  /** Set on the seeded listing event: the price the item entered the catalog at. */
  listedAt?: number;
}

export interface StoreConfiguration {
  storeName: string | null;
  showCatalog: boolean;
  catalogType: 'resell' | 'buyback';
  integration: { roundingType: RoundingType } | null;
  integrationType: string | null;
  active: boolean;
  repricingMode: 'live' | 'dry_run';
  repricingEnabled: boolean;
  googleFeedUrl: string | null;
  manualFeedUploadEnabled: boolean;
  exportItemsEnabled: boolean;
  storeSlug: string;
}

export interface StoreExtra {
  resellEnabled: boolean;
  buybackEnabled: boolean;
  catalogCurrency: string;
  catalogCurrencySymbol: string;
  resellCountries: Country[];
  buybackCountries: Country[];
}

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  language: string;
  /** scrypt hash as `salt:hash` (hex). */
  passwordHash: string;
  twoFactor: boolean;
  storeId: number;
}

/** A notification of the user's list (GET /api/user/notifications). */
export interface UserNotification {
  id: number;
  type: NotificationType;
  message: string;
  catalogItemId: number | null;
  /** The fields of its kind, as the list answers them. */
  data: StoreNotificationData;
  createdAt: number;
}

export interface StoreRecord {
  id: number;
  userId: number;
  configuration: StoreConfiguration;
  /** null means the account has no extra block (it then counts as multi-country). */
  extra: StoreExtra | null;
  categoryIds: number[];
  /** Vendors on the user's competitor watchlist. */
  vendorIds: number[];
  items: CatalogItemRecord[];
  itemsById: Map<number, CatalogItemRecord>;
  resellStrategies: ResellStrategy[];
  buybackStrategies: BuybackStrategy[];
  /** Oldest first; batches older than the retention period are dropped. */
  logBatches: LogBatchRecord[];
  /** The number of the store's last batch (batch numbers are never reused). */
  lastBatchNumber: number;
  /** The next log entry id of the store. */
  nextEntryId: number;
  notifications: UserNotification[];
  /** Epoch ms of the last catalog change (repricing, upload, edit). */
  lastUpdate: number;
  /**
   * Bumped when an indexed item field (filters, search text, sort keys) changed or items were
   * added; list indexes rebuild lazily.
   */
  version: number;
  /** Bumped when only prices changed (repricing): just the price and margin orders rebuild. */
  priceVersion: number;
  /** Bumped on every change to items, indexed or not; the catalog stats recount when it moved. */
  statsVersion: number;
}

export interface Database {
  seed: number;
  /** Epoch ms the generator treats as "now" for seeded history (stable per seed). */
  generatedAt: number;
  market: Market;
  /** The market as generated, from which its seeded past is read (past-market.ts). */
  seededMarket: SeededMarket;
  users: UserRecord[];
  stores: Map<number, StoreRecord>;
  nextItemId: number;
  nextOfferId: number;
  nextNotificationId: number;
}
