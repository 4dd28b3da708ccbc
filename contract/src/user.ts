// Sign-in (Sanctum's cookie sequence) and GET /api/user (upstream/README.md). The answers' types
// are their schemas' (schemas/user-schema.ts), checked at runtime by the BFF.
import { type Static } from 'typebox';
import type {
  LoginAnswerSchema,
  ProfileAnswerSchema,
  StoreConfigurationSchema,
  ProfileVendorAnswerSchema,
  StoreExtraSchema,
} from './schemas/user-schema.js';
import type { VendorAnswerSchema } from './schemas/competitors-schema.js';

/** The body of POST /login. */
export interface LoginBody {
  email: string;
  password: string;
}

/** The 200 of POST /login: `two_factor` true starts no session (the dashboard cannot do 2FA). */
export type LoginAnswer = Static<typeof LoginAnswerSchema>;

/** A marketplace on the store's watchlist. */
export type VendorAnswer = Static<typeof VendorAnswerSchema>;

/** A vendor as the profile lists it: an older store names its category by id. */
export type ProfileVendorAnswer = Static<typeof ProfileVendorAnswerSchema>;

/**
 * What the account may do and how its shop is connected (`repricing_mode`: `live` or `dry_run`);
 * an older store leaves out flags and words it lacks.
 */
export type StoreConfiguration = Static<typeof StoreConfigurationSchema>;

/** Sides and markets of the account; null for an account without them. */
export type StoreExtra = Static<typeof StoreExtraSchema>;

/**
 * The answer of GET /api/user: the signed-in user (`language`: the profile language, `en`, `it`),
 * their store and its strategies.
 */
export type ProfileAnswer = Static<typeof ProfileAnswerSchema>;
