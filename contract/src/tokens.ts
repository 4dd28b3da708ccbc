// Personal access tokens, an extension of the store (upstream/README.md): GET /api/user/tokens,
// POST /api/user/tokens, DELETE /api/user/tokens/{id}, and `Authorization: Bearer <token>` on
// every /api/* route and POST /broadcasting/auth. A store without the extension answers 404 or
// 405 on /api/user/tokens. The answers' types are their schemas' (schemas/tokens-schema.ts).
import { type Static } from 'typebox';
import type {
  ApiTokenAbilityNameSchema,
  ApiTokenListAnswerSchema,
  ApiTokenRowSchema,
  CreatedApiTokenAnswerSchema,
} from './schemas/tokens-schema.js';

/** What a token may do: `read` GET routes and channel auth, `write` every other method. */
export type ApiTokenAbilityName = Static<typeof ApiTokenAbilityNameSchema>;

/** A token as listed: never its secret. */
export type ApiTokenRow = Static<typeof ApiTokenRowSchema>;

/** The answer of GET /api/user/tokens: the signed-in user's tokens, newest first. */
export type ApiTokenListAnswer = Static<typeof ApiTokenListAnswerSchema>;

/**
 * The body of POST /api/user/tokens. 422 with `errors.name` (empty after trimming, or more than
 * 100 characters), `errors.abilities` (empty, or not a subset of read/write), `errors.expires_at`
 * (missing, not an ISO 8601 date-time with a time zone, not in the future, or more than a year
 * ahead, with a day of slack for a client's clock), or `errors.tokens` when the user already
 * has `maxApiTokensPerUser` unexpired tokens.
 */
export interface CreateApiTokenBody {
  name: string;
  abilities: ApiTokenAbilityName[];
  expires_at: string;
}

/** The 201 of POST /api/user/tokens: the only time the plain token is shown. */
export type CreatedApiTokenAnswer = Static<typeof CreatedApiTokenAnswerSchema>;

/** Unexpired tokens a user may hold at once (expired ones make room when a token is created). */
export const maxApiTokensPerUser = 50;

/** The event on the user's private channel when one of their tokens is revoked. */
export const tokenRevokedEventName = 'token-revoked';

/** The payload of `token-revoked`: requests with that token are refused from now on. */
export interface TokenRevokedEvent {
  token_id: string;
}
