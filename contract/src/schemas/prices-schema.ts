// The market price list of a category (`../prices.ts` names the types and documents the routes).
import { Type } from 'typebox';
import {
  CountryPricesSchema,
  FilterOptionSchema,
  GradeSchema,
  KeysetPagingSchema,
  ListPagingSchema,
  Nullable,
} from './common-schema.js';

export const PriceRowAnswerSchema = Type.Object({
  name: Type.String(),
  storage: Nullable(Type.String()),
  battery_type: Type.String(),
  grade: GradeSchema,
  online_items: Type.Integer(),
  top_competitor: Nullable(Type.Object({ reseller: Type.String(), vendor: Type.String() })),
  prices: Type.Array(CountryPricesSchema),
});

export const PriceListPageSchema = Type.Object({
  ...ListPagingSchema.properties,
  ...KeysetPagingSchema.properties,
  items: Type.Array(PriceRowAnswerSchema),
  stats: Type.Object({
    products: Type.Integer(),
    monitored_items: Type.Integer(),
    last_update: Nullable(Type.String()),
  }),
  filters: Type.Object({
    brands: Type.Array(FilterOptionSchema),
    models: Type.Array(FilterOptionSchema),
    grades: Type.Array(FilterOptionSchema),
  }),
});

export const ExportStartedAnswerSchema = Type.Object({ message: Type.String() });
