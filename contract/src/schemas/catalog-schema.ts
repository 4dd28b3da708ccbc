// The catalog's answers (`../catalog.ts` names their types and documents each route).
import { Type } from 'typebox';
import {
  CountryPricesSchema,
  FilterOptionSchema,
  GradeSchema,
  KeysetPagingSchema,
  ListPagingSchema,
  MarketOfferSchema,
  Nullable,
} from './common-schema.js';
import { LastDecisionSchema, MarketPriceReferenceSchema } from './decisions-schema.js';

export const CatalogRowSchema = Type.Object({
  id: Type.Integer(),
  external_id: Nullable(Type.String()),
  ean: Nullable(Type.String()),
  name: Type.String(),
  storage: Nullable(Type.String()),
  ram: Nullable(Type.String()),
  grade: GradeSchema,
  color: Nullable(Type.String()),
  battery_type: Nullable(Type.String()),
  price: Type.Number(),
  base_price: Type.Number(),
  currency_symbol: Type.String(),
  stock: Type.Integer(),
  margin_percentage: Nullable(Type.Number()),
  automatic_price_enabled: Type.Boolean(),
  notifications_count: Type.Optional(Type.Integer()),
  /** An older store sends the notifications themselves; only their number is read. */
  notifications: Type.Optional(Type.Array(Type.Unknown())),
  /** When the item last changed (ISO-8601); left out by an older store. */
  updated_at: Type.Optional(Nullable(Type.String())),
});

export const CatalogWorkQueueCountsSchema = Type.Object({
  at_min: Type.Integer(),
  at_max: Type.Integer(),
  with_notifications: Type.Integer(),
  dynamic_off: Type.Integer(),
  below_base_price: Type.Integer(),
});

export const CatalogStatsSchema = Type.Object({
  total_items: Type.Integer(),
  automatic_price_enabled: Type.Integer(),
  below_base_price: Type.Integer(),
  price_limit_reached: Type.Integer(),
  out_of_stock: Type.Integer(),
  work_queue: Type.Optional(CatalogWorkQueueCountsSchema),
});

export const CatalogFiltersSchema = Type.Object({
  categories: Type.Array(FilterOptionSchema),
  brands: Type.Array(FilterOptionSchema),
  models: Type.Array(FilterOptionSchema),
  grades: Type.Array(FilterOptionSchema),
  storage: Type.Array(FilterOptionSchema),
});

export const CatalogPageSchema = Type.Object({
  ...ListPagingSchema.properties,
  ...KeysetPagingSchema.properties,
  items: Type.Array(CatalogRowSchema),
  /** The `updated_since` the items were filtered by, null when not asked; left out by a store without the filter. */
  updated_since: Type.Optional(Nullable(Type.String())),
  stats: CatalogStatsSchema,
  last_update: Nullable(Type.String()),
  filters: CatalogFiltersSchema,
});

export const ItemNotificationAnswerSchema = Type.Object({
  type: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
});

export const CatalogItemHeadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Nullable(Type.String()),
  grade: GradeSchema,
  battery_type: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.String()),
  currency_symbol: Type.String(),
  price: Type.Number(),
  base_price: Type.Number(),
  has_prices: Type.Boolean(),
  automatic_price_enabled: Type.Boolean(),
  notifications: Type.Array(ItemNotificationAnswerSchema),
});

export const CatalogItemPricesSchema = Type.Object({
  suggested: Nullable(Type.Number()),
  market_price: Nullable(Type.Number()),
  market_price_reference: Type.Optional(Nullable(MarketPriceReferenceSchema)),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
});

export const GradeCompetitorsAnswerSchema = Type.Object({
  grade: GradeSchema,
  counter: Type.Integer(),
  catalog_item_id: Nullable(Type.Integer()),
});

export const ItemMarketDataSchema = Type.Object({
  historical: Type.Array(
    Type.Object({
      vendor_name: Type.String(),
      date: Type.String(),
      median_price: Nullable(Type.Number()),
      currency_symbol: Type.String(),
    }),
  ),
  snapshots: Type.Array(
    Type.Object({ id: Type.String(), created_at: Type.String(), price: Type.Number() }),
  ),
  items: Type.Array(MarketOfferSchema),
});

export const ItemLogAnswerSchema = Type.Object({
  id: Type.String(),
  created_at: Type.String(),
  event: Type.String(),
  note: Nullable(Type.String()),
});

export const CatalogItemAnswerSchema = Type.Object({
  detail: CatalogItemHeadSchema,
  prices: Nullable(CatalogItemPricesSchema),
  price_info: Type.Object({ prices: Type.Array(CountryPricesSchema) }),
  competitors: Type.Array(GradeCompetitorsAnswerSchema),
  data: Type.Object({
    resell: Nullable(ItemMarketDataSchema),
    buyback: Nullable(ItemMarketDataSchema),
  }),
  logs: Type.Array(ItemLogAnswerSchema),
  last_decision: Type.Optional(Nullable(LastDecisionSchema)),
});

export const BuyboxRowAnswerSchema = Type.Object({
  vendor_name: Type.String(),
  vendor_country: Type.String(),
  price: Type.Number(),
  suggested_price: Type.Number(),
  seller_name: Type.String(),
  is_mine: Type.Boolean(),
  url: Type.String(),
  currency_symbol: Type.String(),
  created_at: Type.String(),
  color: Nullable(Type.String()),
});

/** A list (an older store wraps it in `items`). */
export const BuyboxAnswerSchema = Type.Union([
  Type.Array(BuyboxRowAnswerSchema),
  Type.Object({ items: Type.Array(BuyboxRowAnswerSchema) }),
]);

export const CatalogDetailsAnswerSchema = Type.Object({
  items: Type.Array(CatalogItemAnswerSchema),
});

export const CatalogBuyboxesAnswerSchema = Type.Object({
  items: Type.Array(
    Type.Object({ catalog_item_id: Type.Integer(), buybox: Type.Array(BuyboxRowAnswerSchema) }),
  ),
});

export const ToggleDynamicPriceAnswerSchema = Type.Object({
  automatic_price_enabled: Type.Boolean(),
});

export const SetDynamicPriceAnswerSchema = Type.Object({
  automatic_price_enabled: Type.Boolean(),
  changed: Type.Boolean(),
});

export const UploadAcceptedAnswerSchema = Type.Object({ message: Type.String() });
