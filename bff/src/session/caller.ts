import { createHash } from 'node:crypto';
import { type ApiTokenAbilityName } from '@refurb/contract';
import { codedError } from '../errors.js';

/**
 * Who a request is served for: a signed-in cookie session (`tokenId` null, every ability) or a
 * personal access token (its id and the abilities the store gave it). Budgets and cost reports
 * are keyed by it (per token when there is one).
 */
export interface Caller {
  /** The store's user id; null when signed out. */
  userId: string | null;
  /** The token's id (the part of `<id>|<secret>` before the bar); null for a cookie session. */
  tokenId: string | null;
  /** What the caller may do: `read` (queries, subscriptions, downloads), `write` (the rest). */
  abilities: readonly ApiTokenAbilityName[];
}

/** Every ability: a cookie session may do whatever its user may. */
export const allAbilities: readonly ApiTokenAbilityName[] = ['read', 'write'];

/** A personal access token as sent: `Authorization: Bearer <id>|<secret>`. */
export interface BearerToken {
  /** The whole token, forwarded to the store as it came. */
  plain: string;
  /** The token's id; for a token not of the `<id>|<secret>` form, a digest of it. */
  tokenId: string;
  /**
   * The id of everything this exact token holds in this process (its live subscriptions, its
   * refusal once the store said 401): the token id and a digest of the whole token, so that a
   * wrong secret sent with someone's token id ends nothing of theirs.
   */
  sessionId: string;
  /** SHA-256 of the whole token, the key of its cached identity. */
  digest: string;
}

const bearerPattern = /^Bearer[ \t]+([!-~]{1,512})[ \t]*$/i;
const tokenIdPattern = /^([A-Za-z0-9_-]{1,64})\|/;

/**
 * The bearer token of an `Authorization` header; null for none or another scheme (the request
 * is then a cookie request). A `Bearer` header that is not one printable token is refused by the
 * caller as UNAUTHENTICATED, never read as a cookie request: `'malformed'`.
 */
export function bearerTokenOf(header: string | null | undefined): BearerToken | null | 'malformed' {
  if (header === null || header === undefined || header === '') return null;
  if (!/^Bearer(\s|$)/i.test(header)) return null;
  const match = bearerPattern.exec(header);
  if (!match?.[1]) return 'malformed';
  const plain = match[1];
  const digest = createHash('sha256').update(plain).digest('base64url');
  const tokenId = tokenIdPattern.exec(plain)?.[1] ?? `~${digest.slice(0, 16)}`;
  return { plain, tokenId, sessionId: tokenSessionPrefix(tokenId) + digest.slice(0, 22), digest };
}

/** Whether a request carries `Authorization: Bearer …` (no ambient credential: no CSRF rule). */
export function isBearerRequest(header: string | null | undefined): boolean {
  return typeof header === 'string' && /^Bearer(\s|$)/i.test(header);
}

/** The start of every session id of one token (its revocation ends all of them). */
export function tokenSessionPrefix(tokenId: string): string {
  return `token:${tokenId}:`;
}

/** A token without `write` is refused a write (FORBIDDEN) before anything is sent to the store. */
export function refuseWithoutWrite(abilities: readonly ApiTokenAbilityName[]): void {
  if (!abilities.includes('write')) {
    throw codedError('FORBIDDEN', 'This access token is read-only: it needs the write ability.');
  }
}
