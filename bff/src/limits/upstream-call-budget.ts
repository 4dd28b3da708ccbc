import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { type Config } from '../config.js';
import { type Logger } from '../logger.js';
import { rateLimitedError, type RateLimitStore, refusalOf } from './rate-limit-store.js';

/**
 * How many upstream calls one caller may cause: `perSecond` on average with bursts up to `burst`
 * (a screen opening fires several calls at once). Protects the upstream, which every store
 * shares, from one user's script or runaway tabs. Over budget, the call is not sent and the
 * operation answers RATE_LIMITED with `retryAfterSeconds`.
 *
 * Two kinds of budget (both in Redis with REDIS_URL, so shared by every replica):
 * - a user's, for cookie sessions: counted over all of the user's sessions and tabs together, so
 *   opening more sessions does not buy more calls (UPSTREAM_CALLS_PER_SECOND / _BURST);
 * - a personal access token's, its own, keyed by the token's id (UPSTREAM_TOKEN_CALLS_PER_SECOND /
 *   _BURST, higher by default: a script reads more than a screen), so a script neither starves
 *   its user's screens nor is starved by them.
 *
 * Each is rate-limiter-flexible's steady limiter (`perSecond` points a second) plus, when `burst`
 * is larger, `burst - perSecond` extra points refilled every `burstRefillSeconds` (what its
 * BurstyRateLimiter does, kept apart here so that what is left of both can be reported).
 */
export interface UpstreamCallBudgetOptions {
  perSecond: number;
  burst: number;
  burstRefillSeconds?: number;
  /** A personal access token's own budget; without it, each token gets one the size of a user's. */
  perToken?: { perSecond: number; burst: number };
}

/** The budgets as configured (UPSTREAM_CALLS_* for users, UPSTREAM_TOKEN_CALLS_* for tokens). */
export function callBudgetOptions(
  config: Pick<
    Config,
    | 'upstreamCallsPerSecond'
    | 'upstreamCallsBurst'
    | 'upstreamTokenCallsPerSecond'
    | 'upstreamTokenCallsBurst'
  >,
): UpstreamCallBudgetOptions {
  return {
    perSecond: config.upstreamCallsPerSecond,
    burst: config.upstreamCallsBurst,
    perToken: {
      perSecond: config.upstreamTokenCallsPerSecond,
      burst: config.upstreamTokenCallsBurst,
    },
  };
}

/** Whose budget a call is paid from: a user's (cookie sessions) or a token's. */
export interface BudgetOwner {
  kind: 'user' | 'token';
  id: string;
}

/** One window of a budget, as the RateLimit-Policy / RateLimit header fields describe it. */
export interface BudgetWindow {
  /** The policy's name in the header fields: `calls`, or `burst` for the extra calls. */
  name: 'calls' | 'burst';
  /** Calls the window grants. */
  quota: number;
  /** Its length in seconds. */
  windowSeconds: number;
  /** Calls left in it now. */
  remaining: number;
  /** Whole seconds until it is whole again (0: it is). */
  resetSeconds: number;
}

/** What is left of a caller's budget, for `extensions.cost.budget` and the header fields. */
export interface BudgetState {
  /** Calls the caller may make right now (every window's remaining calls together). */
  remaining: number;
  /** The most it ever holds: the burst. */
  max: number;
  /** Calls it regains a second on average (the steady rate). */
  restorePerSecond: number;
  windows: BudgetWindow[];
}

export const tooManyCallsMessage = 'Too many requests. Please wait a moment and try again.';

const defaultBurstRefillSeconds = 10;

/** One budget's counters: the steady window and the burst's extra calls. */
class Bucket {
  private readonly steady: RateLimiterAbstract;
  private readonly extra: RateLimiterAbstract | null;
  private readonly extraPoints: number;
  private readonly refillSeconds: number;

  constructor(
    store: RateLimitStore,
    keyPrefix: string,
    readonly options: { perSecond: number; burst: number; burstRefillSeconds?: number },
  ) {
    this.steady = store.limiter({ keyPrefix, points: options.perSecond, durationSeconds: 1 });
    this.extraPoints = Math.max(0, options.burst - options.perSecond);
    this.refillSeconds = options.burstRefillSeconds ?? defaultBurstRefillSeconds;
    this.extra =
      this.extraPoints > 0
        ? store.limiter({
            keyPrefix: `${keyPrefix}-burst`,
            points: this.extraPoints,
            durationSeconds: this.refillSeconds,
          })
        : null;
  }

  /** Takes one call: null when granted, the refusal otherwise; throws when the store fails. */
  async take(key: string): Promise<RateLimiterRes | null> {
    try {
      await this.steady.consume(key);
      return null;
    } catch (error) {
      const refused = refusalOf(error);
      if (refused === null || this.extra === null) {
        if (refused === null) throw error;
        return refused;
      }
      try {
        await this.extra.consume(key);
        return null;
      } catch (extraError) {
        const extraRefused = refusalOf(extraError);
        if (extraRefused === null) throw extraError;
        // Whichever window comes back first grants the next call.
        return new RateLimiterRes(
          0,
          Math.min(refused.msBeforeNext, extraRefused.msBeforeNext),
          extraRefused.consumedPoints,
        );
      }
    }
  }

  async state(key: string): Promise<BudgetState> {
    const [steady, extra] = await Promise.all([
      this.steady.get(key),
      this.extra ? this.extra.get(key) : Promise.resolve(null),
    ]);
    const windows: BudgetWindow[] = [
      window('calls', this.options.perSecond, 1, steady),
      ...(this.extra ? [window('burst', this.extraPoints, this.refillSeconds, extra)] : []),
    ];
    return {
      remaining: windows.reduce((sum, each) => sum + each.remaining, 0),
      max: this.options.perSecond + this.extraPoints,
      restorePerSecond: this.options.perSecond,
      windows,
    };
  }
}

function window(
  name: BudgetWindow['name'],
  quota: number,
  windowSeconds: number,
  res: RateLimiterRes | null,
): BudgetWindow {
  // No record (never used, or its window ended): the window is whole.
  if (res === null || res.msBeforeNext <= 0) {
    return { name, quota, windowSeconds, remaining: quota, resetSeconds: 0 };
  }
  return {
    name,
    quota,
    windowSeconds,
    remaining: Math.max(0, Math.min(quota, res.remainingPoints)),
    resetSeconds: Math.ceil(res.msBeforeNext / 1000),
  };
}

export class UpstreamCallBudget {
  private readonly users: Bucket;
  private readonly tokens: Bucket;

  constructor(
    store: RateLimitStore,
    options: UpstreamCallBudgetOptions,
    private readonly logger?: Logger,
  ) {
    this.users = new Bucket(store, 'upstream-calls', options);
    this.tokens = options.perToken
      ? new Bucket(store, 'upstream-token-calls', {
          ...options.perToken,
          ...(options.burstRefillSeconds ? { burstRefillSeconds: options.burstRefillSeconds } : {}),
        })
      : this.users;
  }

  /** Takes one call from the owner's budget (a bare id is a user's), or throws RATE_LIMITED. */
  async spend(owner: BudgetOwner | string): Promise<void> {
    const refusal = await this.take(ownerOf(owner));
    if (refusal !== null) throw rateLimitedError(tooManyCallsMessage, refusal);
  }

  /** Takes one call from the user's budget: 0, or how many ms until it would be granted. */
  async tryTake(userKey: string): Promise<number> {
    return (await this.take(ownerOf(userKey)))?.msBeforeNext ?? 0;
  }

  /**
   * What is left of the owner's budget now; null when the counters cannot be read (the store
   * failed even in memory), which the answer then says rather than guess.
   */
  async state(owner: BudgetOwner): Promise<BudgetState | null> {
    try {
      return await this.bucket(owner).state(keyOf(owner));
    } catch (error) {
      this.logger?.error({ err: error }, 'upstream call budget unreadable');
      return null;
    }
  }

  private async take(owner: BudgetOwner): Promise<RateLimiterRes | null> {
    try {
      return await this.bucket(owner).take(keyOf(owner));
    } catch (error) {
      // The store failed even in memory: the call goes out rather than fail for no reason.
      this.logger?.error({ err: error }, 'upstream call budget unavailable');
      return null;
    }
  }

  private bucket(owner: BudgetOwner): Bucket {
    return owner.kind === 'token' ? this.tokens : this.users;
  }
}

function ownerOf(owner: BudgetOwner | string): BudgetOwner {
  return typeof owner === 'string' ? { kind: 'user', id: owner } : owner;
}

/**
 * The counters' key: a user's id as before; a token's id marked as one, so that a token and a
 * user never share counters even when one budget serves both.
 */
function keyOf(owner: BudgetOwner): string {
  return owner.kind === 'token' ? `token:${owner.id}` : owner.id;
}

/**
 * Whose budget a request's calls are paid from: its personal access token's when it carries one,
 * else its signed-in user's; null when signed out (the login sequence spends none).
 */
export function budgetOwnerOf(session: {
  readonly sessionId: string | null;
  readonly userId: string | null;
  readonly bearer?: { readonly tokenId: string } | null;
}): BudgetOwner | null {
  const tokenId = session.bearer?.tokenId;
  if (tokenId !== undefined) return { kind: 'token', id: tokenId };
  if (session.sessionId === null || session.userId === null) return null;
  return { kind: 'user', id: session.userId };
}
