// Shapes every part of the store's REST API shares (`../common.ts` names their types).
import { type TSchema, Type } from 'typebox';
import { fromStringKey } from './read-answer.js';

/** A value or null: what the store sends for something it does not know. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A condition grade, best first: N (new), A, B, C, R. */
export const GradeSchema = Type.Union([
  Type.Literal('N'),
  Type.Literal('A'),
  Type.Literal('B'),
  Type.Literal('C'),
  Type.Literal('R'),
]);

/** The paging fields of a list answer (`count` from an older store, `per_page` left out by one). */
export const ListPagingSchema = Type.Object({
  items_count: Type.Optional(Type.Integer()),
  count: Type.Optional(Type.Integer()),
  page: Type.Integer(),
  per_page: Type.Optional(Type.Integer()),
});

/** The keyset fields of a list answer (`../common.ts`); all left out by a store without them. */
export const KeysetPagingSchema = Type.Object({
  after_keys: Type.Optional(Type.Array(Type.String())),
  has_more: Type.Optional(Type.Boolean()),
  snapshot: Type.Optional(Type.String()),
});

/** One choice of a list filter; an older store sends a bare string (value = label). */
export const FilterOptionSchema = Type.Object(
  { value: Type.String(), label: Type.String() },
  { [fromStringKey]: ['value', 'label'] },
);

export const CategoryRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
});

export const MarketStatsSchema = Type.Object({
  min_price: Nullable(Type.Number()),
  max_price: Nullable(Type.Number()),
  avg_price: Nullable(Type.Number()),
  change_30_days: Nullable(Type.Number()),
  change_60_days: Nullable(Type.Number()),
});

export const CountryPricesSchema = Type.Object({
  country: Type.String(),
  currency_symbol: Type.String(),
  resell: Nullable(MarketStatsSchema),
  buyback: Nullable(MarketStatsSchema),
});

export const OfferVendorSchema = Type.Object({
  name: Nullable(Type.String()),
  country: Nullable(Type.String()),
  reviews_url: Nullable(Type.String()),
  rating: Nullable(Type.Number()),
});

export const MarketOfferSchema = Type.Object({
  color: Nullable(Type.String()),
  battery: Nullable(Type.String()),
  /** The older name of `battery`. */
  battery_type: Type.Optional(Nullable(Type.String())),
  price: Type.Number(),
  currency_symbol: Type.String(),
  url: Nullable(Type.String()),
  seller_name: Nullable(Type.String()),
  vendor: Nullable(OfferVendorSchema),
});

export const ValidationFailedAnswerSchema = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const MessageAnswerSchema = Type.Object({ message: Type.String() });
