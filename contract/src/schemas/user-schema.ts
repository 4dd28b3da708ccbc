// Sign-in and the profile (`../user.ts` names the types and documents the routes).
import { Type } from 'typebox';
import { CategoryRefSchema, Nullable } from './common-schema.js';
import { VendorAnswerSchema } from './competitors-schema.js';
import { BuybackStrategyAnswerSchema, ResellStrategyAnswerSchema } from './strategies-schema.js';

export const LoginAnswerSchema = Type.Object({ two_factor: Type.Optional(Type.Boolean()) });

/** A vendor of the profile: a competitors' `VendorAnswerSchema`, or an older store's naming its category by id. */
export const ProfileVendorAnswerSchema = Type.Union([
  VendorAnswerSchema,
  Type.Object({
    ...VendorAnswerSchema.properties,
    category: Type.Integer(),
  }),
]);

/**
 * A flag or a word an older store leaves out is optional (the BFF reads it as off, or unknown);
 * a nullable one it leaves out reads as null.
 */
export const StoreConfigurationSchema = Type.Object({
  store_name: Nullable(Type.String()),
  show_catalog: Type.Optional(Type.Boolean()),
  catalog_type: Type.Optional(Type.String()),
  integration: Nullable(Type.Object({ rounding_type: Type.String() })),
  integration_type: Nullable(Type.String()),
  active: Type.Optional(Type.Boolean()),
  repricing_mode: Type.Optional(Type.String()),
  repricing_enabled: Type.Optional(Type.Boolean()),
  google_feed_url: Nullable(Type.String()),
  manual_feed_upload_enabled: Type.Optional(Type.Boolean()),
  export_items_enabled: Type.Optional(Type.Boolean()),
  store_slug: Nullable(Type.String()),
});

export const StoreExtraSchema = Type.Object({
  resell_enabled: Type.Boolean(),
  buyback_enabled: Type.Boolean(),
  catalog_currency: Type.String(),
  catalog_currency_symbol: Type.String(),
  resell_countries: Type.Array(Type.String()),
  buyback_countries: Type.Array(Type.String()),
});

export const ProfileAnswerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  language: Type.String(),
  categories: Type.Array(CategoryRefSchema),
  vendors: Type.Array(ProfileVendorAnswerSchema),
  configuration: StoreConfigurationSchema,
  extra: Nullable(StoreExtraSchema),
  strategies: Type.Array(ResellStrategyAnswerSchema),
  buyback_strategies: Type.Array(BuybackStrategyAnswerSchema),
});
