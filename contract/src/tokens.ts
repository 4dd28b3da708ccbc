// Personal access tokens, an extension of the store (upstream/README.md): GET /api/user/tokens,
// POST /api/user/tokens, DELETE /api/user/tokens/{id}, and `Authorization: Bearer <token>` on
// every /api/* route and POST /broadcasting/auth. A store without the extension answers 404 or
// 405 on /api/user/tokens.

/** What a token may do: `read` GET routes and channel auth, `write` every other method. */
export type ApiTokenAbilityName = 'read' | 'write';

/** A token as listed: never its secret. */
export interface ApiTokenRow {
  id: string;
  name: string;
  /** In this order: `read` before `write`. */
  abilities: ApiTokenAbilityName[];
  created_at: string;
  /** The last request made with it (kept to the minute); null until used. */
  last_used_at: string | null;
  expires_at: string | null;
}

/** The answer of GET /api/user/tokens: the signed-in user's tokens, newest first. */
export interface ApiTokenListAnswer {
  data: ApiTokenRow[];
}

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
export interface CreatedApiTokenAnswer {
  token: ApiTokenRow;
  /** `<id>|<secret>`: send as `Authorization: Bearer <plain_text_token>`. */
  plain_text_token: string;
}

/** Unexpired tokens a user may hold at once (expired ones make room when a token is created). */
export const maxApiTokensPerUser = 50;

/** The event on the user's private channel when one of their tokens is revoked. */
export const tokenRevokedEventName = 'token-revoked';

/** The payload of `token-revoked`: requests with that token are refused from now on. */
export interface TokenRevokedEvent {
  token_id: string;
}
