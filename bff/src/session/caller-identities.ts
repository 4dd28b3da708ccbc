import { type ApiTokenAbilityName } from '@refurb/contract';
import { LRUCache } from 'lru-cache';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';
import { readJson } from '../upstream/exchange-results.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';
import { allAbilities, type BearerToken, tokenSessionPrefix } from './caller.js';
import { type SessionRevocations } from './session-revocations.js';

/**
 * The response header in which the store names the abilities of the token a request was made
 * with (`read`, `write`, comma-separated), as GitHub names a token's scopes in `X-OAuth-Scopes`.
 * A store that does not send it: every ability is assumed and the store's 403 decides.
 */
export const tokenAbilitiesHeader = 'x-token-abilities';

/** What the store says a token is: its user and abilities. */
export interface TokenIdentity {
  userId: string;
  abilities: readonly ApiTokenAbilityName[];
}

interface CachedIdentity extends TokenIdentity {
  tokenId: string;
  sessionId: string;
}

export interface CallerIdentitiesOptions {
  revocations: SessionRevocations;
  logger: Logger;
  /** How long a token's identity is trusted without asking the store again (30 s). */
  ttlMs?: number;
  capacity?: number;
}

/**
 * The identity of personal access tokens: `GET /api/user` with the token, once per token and
 * `ttlMs` (an LRU of digests of whole tokens; the BFF keeps nothing else). A 401 (unknown,
 * revoked or expired) ends the token here at once: its cached identity is dropped, its live
 * subscriptions end (SessionRevocations) and its next request is refused without a store call.
 * Whether the store offers tokens at all is asked once per instance (`GET /api/user/tokens`,
 * 404/405 without the extension), since a store without it answers a bearer's `GET /api/user`
 * with the 401 of a request without a cookie.
 */
export class CallerIdentities {
  private readonly cache: LRUCache<string, CachedIdentity>;
  private readonly pending = new Map<string, Promise<TokenIdentity>>();
  /** The store offers tokens: unknown until asked, then remembered for this instance. */
  private supported: boolean | null = null;
  private readonly revocations: SessionRevocations;
  private readonly logger: Logger;

  constructor(options: CallerIdentitiesOptions) {
    this.revocations = options.revocations;
    this.logger = options.logger;
    this.cache = new LRUCache({ max: options.capacity ?? 10_000, ttl: options.ttlMs ?? 30_000 });
  }

  /** The token's identity: at once when known, else from the store; throws a coded error. */
  resolve(
    client: UpstreamClient,
    token: BearerToken,
    requestId: string,
  ): TokenIdentity | Promise<TokenIdentity> {
    if (this.revocations.isRevoked(token.sessionId)) throw tokenRefused();
    if (this.supported === false) throw unsupported();
    const known = this.cache.get(token.digest);
    if (known) return known;
    let lookup = this.pending.get(token.digest);
    if (!lookup) {
      lookup = this.lookUp(client, token, requestId).finally(() =>
        this.pending.delete(token.digest),
      );
      this.pending.set(token.digest, lookup);
    }
    return lookup;
  }

  /**
   * The store revoked the token (`token-revoked` on its user's channel) or refused it: its
   * identity is dropped and everything this process holds of it ends, whatever secret it was
   * sent with here.
   */
  forgetToken(tokenId: string): void {
    const prefix = tokenSessionPrefix(tokenId);
    for (const [digest, identity] of this.cache.entries()) {
      if (identity.tokenId !== tokenId) continue;
      this.cache.delete(digest);
      this.revocations.revoke(identity.sessionId);
    }
    this.revocations.revokeWatched((sessionId) => sessionId.startsWith(prefix));
  }

  /** A 401 on a call with this token: refused from now on, its subscriptions end. */
  refused(token: BearerToken): void {
    this.cache.delete(token.digest);
    this.revocations.revoke(token.sessionId);
  }

  /** Whether the store was found to offer tokens (null: not asked yet). */
  storeOffersTokens(): boolean | null {
    return this.supported;
  }

  private async lookUp(
    client: UpstreamClient,
    token: BearerToken,
    requestId: string,
  ): Promise<TokenIdentity> {
    if (this.supported === null) await this.askSupport(client, token, requestId);
    if (this.supported === false) throw unsupported();
    const response = await exchange(client, '/api/user', token, requestId);
    const status = response.statusCode;
    if (status === 401) {
      await response.body.dump();
      this.refused(token);
      throw tokenRefused();
    }
    if (status === 403) {
      await response.body.dump();
      throw codedError('FORBIDDEN', 'This access token cannot read: it needs the read ability.');
    }
    const body = status === 200 ? await readJson(response).catch(() => null) : null;
    if (status !== 200) await response.body.dump().catch(() => undefined);
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) {
      this.logger.warn({ requestId, status }, 'token identity: the store gave no user');
      throw codedError('UPSTREAM_UNAVAILABLE');
    }
    const identity: CachedIdentity = {
      userId: String(id),
      abilities: abilitiesOf(response.headers[tokenAbilitiesHeader]),
      tokenId: token.tokenId,
      sessionId: token.sessionId,
    };
    // A revocation that arrived while the store answered wins.
    if (this.revocations.isRevoked(token.sessionId)) throw tokenRefused();
    this.cache.set(token.digest, identity);
    return identity;
  }

  private async askSupport(
    client: UpstreamClient,
    token: BearerToken,
    requestId: string,
  ): Promise<void> {
    const response = await exchange(client, '/api/user/tokens', token, requestId);
    await response.body.dump().catch(() => undefined);
    const status = response.statusCode;
    if (status === 404 || status === 405) {
      this.supported = false;
      this.logger.warn('the store does not offer personal access tokens: bearer requests refused');
    } else if (status === 200 || status === 401 || status === 403) {
      this.supported = true;
    } else {
      throw codedError('UPSTREAM_UNAVAILABLE');
    }
  }
}

async function exchange(
  client: UpstreamClient,
  path: string,
  token: BearerToken,
  requestId: string,
) {
  try {
    return await client.exchange(
      'GET',
      path,
      { authorization: `Bearer ${token.plain}` },
      requestId,
    );
  } catch {
    throw codedError('UPSTREAM_UNAVAILABLE');
  }
}

function abilitiesOf(header: string | string[] | undefined): readonly ApiTokenAbilityName[] {
  if (header === undefined) return allAbilities;
  const named = new Set(
    (Array.isArray(header) ? header.join(',') : header)
      .split(/[\s,]+/)
      .map((part) => part.toLowerCase()),
  );
  return allAbilities.filter((ability) => named.has(ability));
}

export function tokenRefused() {
  return codedError(
    'UNAUTHENTICATED',
    'This access token is not valid: it is unknown, revoked or expired.',
  );
}

function unsupported() {
  return codedError(
    'UNSUPPORTED_BY_STORE',
    'The store does not accept access tokens (it lacks the personal access token extension).',
  );
}
