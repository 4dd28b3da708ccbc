// A competitor's listings and one listing (`../competitors.ts` names the types and documents the routes).
import { Type } from 'typebox';
import { CatalogFiltersSchema } from './catalog-schema.js';
import {
  CategoryRefSchema,
  GradeSchema,
  KeysetPagingSchema,
  ListPagingSchema,
  MarketOfferSchema,
  Nullable,
} from './common-schema.js';

/** A marketplace on the store's watchlist. */
export const VendorAnswerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: Type.String(),
  category: Nullable(CategoryRefSchema),
});

export const CompetitorListingAnswerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  catalog_items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      ean: Nullable(Type.String()),
      external_id: Nullable(Type.String()),
    }),
  ),
  grade: Nullable(GradeSchema),
  price: Type.Number(),
  currency_symbol: Type.String(),
  storage: Nullable(Type.String()),
  color: Nullable(Type.String()),
  battery: Type.String(),
  seller_name: Type.String(),
});

export const CompetitorPageSchema = Type.Object({
  ...ListPagingSchema.properties,
  ...KeysetPagingSchema.properties,
  vendor: Nullable(VendorAnswerSchema),
  items: Type.Array(CompetitorListingAnswerSchema),
  last_update: Nullable(Type.String()),
  filters: CatalogFiltersSchema,
});

export const CompetitorHistoryPointSchema = Type.Object({
  date: Type.String(),
  min_price: Nullable(Type.Number()),
  median_price: Nullable(Type.Number()),
  average_price: Nullable(Type.Number()),
  max_price: Nullable(Type.Number()),
});

export const CompetitorItemAnswerSchema = Type.Object({
  detail: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    url: Nullable(Type.String()),
    price: Type.Number(),
    currency_symbol: Type.String(),
    grade: Nullable(GradeSchema),
    details: Type.Record(Type.String(), Type.String()),
    vendor: Type.Object({
      name: Type.String(),
      country: Type.String(),
      reviews_url: Nullable(Type.String()),
      rating: Nullable(Type.Number()),
    }),
  }),
  items: Type.Array(MarketOfferSchema),
  historical: Type.Array(CompetitorHistoryPointSchema),
});
