// Record types of the reference upstream's market: the products competitors list, their offers
// and the statistics read from them (see types.ts for the store's records).
import type { BatteryType, Category, Grade, Vendor } from './types';

/** Per-country market statistics for one market product, in that country's currency. */
export interface MarketStats {
  minPrice: number | null;
  maxPrice: number | null;
  avgPrice: number | null;
  medianPrice: number | null;
  /** Signed percent against 30 / 60 days ago. */
  change30Days: number | null;
  change60Days: number | null;
}

/** One competitor offer on a marketplace for a market product. */
export interface CompetitorOffer {
  id: number;
  vendorId: number;
  productKey: string;
  /** resell offers sell devices; buyback offers are trade-in quotes. */
  kind: 'resell' | 'buyback';
  sellerName: string;
  /** In the vendor country's currency. */
  price: number;
  color: string | null;
  batteryType: BatteryType;
  url: string;
  /** Seller rating out of 5, null when the marketplace has none. */
  rating: number | null;
  reviewsUrl: string | null;
  updatedAt: number;
}

/**
 * A product as the market sees it: one model, storage, grade and battery type in a category.
 * Stores' catalog items point at one through `productKey`.
 */
export interface MarketProduct {
  key: string;
  categoryId: number;
  brand: string;
  model: string;
  /** e.g. "Apple iPhone 13 Pro". */
  name: string;
  storage: string | null;
  grade: Grade;
  batteryType: BatteryType;
  year: number;
  /** The model's generation index inside its family (iPhone 13 → 13); next-gen checks compare it. */
  family: string;
  generation: number;
  /** Reference new-device price in EUR from which the market was seeded. */
  referencePrice: number;
  /** Offer ids of this product (see Market.offers). */
  offerIds: number[];
}

export interface Market {
  categories: Category[];
  vendors: Vendor[];
  products: Map<string, MarketProduct>;
  offers: Map<number, CompetitorOffer>;
  /** Epoch ms of the last market movement. */
  lastUpdate: number;
  /** Bumped whenever offers move; derived stats are recomputed lazily. */
  version: number;
}
