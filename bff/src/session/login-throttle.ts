import { createHash } from 'node:crypto';
import { type Logger } from '../logger.js';
import { rateLimitedError, type RateLimitStore, refusalOf } from '../limits/rate-limit-store.js';

/**
 * Brute-force brake for the login mutation, with two counters per window:
 * - per (e-mail, client address): `perAccountAddress` unsuccessful attempts. An attacker guessing
 *   one seller's password from their own address is stopped, while the seller, signing in from
 *   another address, is not locked out by someone else's wrong guesses.
 * - per client address, whatever the e-mail: `perAddress` (higher: an office shares an address),
 *   so one address cannot guess across many accounts.
 * An attempt is counted when it starts, so aliased or concurrent logins cannot all slip through
 * before the first one fails; a successful login gives its attempt back. The refusal is
 * RATE_LIMITED with `retryAfterSeconds`, never the wrong-password answer, and calls nothing
 * upstream. The counters live in the shared rate-limit store (Redis with REDIS_URL, so replicas
 * share them; in memory otherwise).
 */
export interface LoginThrottleOptions {
  perAccountAddress: number;
  perAddress: number;
  windowSeconds?: number;
}

export interface LoginAttempt {
  /** The login worked: its attempt is not held against anyone. */
  succeeded(): void;
}

export const tooManyAttemptsMessage =
  'Too many sign-in attempts. Please wait a minute and try again.';

export class LoginThrottle {
  private readonly byAccountAddress;
  private readonly byAddress;

  constructor(
    store: RateLimitStore,
    options: LoginThrottleOptions,
    private readonly logger?: Logger,
  ) {
    const durationSeconds = options.windowSeconds ?? 60;
    this.byAccountAddress = store.limiter({
      keyPrefix: 'login-account-address',
      points: options.perAccountAddress,
      durationSeconds,
    });
    this.byAddress = store.limiter({
      keyPrefix: 'login-address',
      points: options.perAddress,
      durationSeconds,
    });
  }

  /** Counts the attempt; throws RATE_LIMITED when either counter is already spent. */
  async begin(email: string, address: string | null): Promise<LoginAttempt> {
    const addressKey = address ?? 'unknown';
    // E-mails stay out of the store (Redis) as such.
    const accountKey = createHash('sha256')
      .update(`${email.trim().toLowerCase().slice(0, 320)}\n${addressKey}`)
      .digest('base64url');
    const outcomes = await Promise.allSettled([
      this.byAccountAddress.consume(accountKey),
      this.byAddress.consume(addressKey),
    ]);
    let longestWait = null;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      const refusal = refusalOf(outcome.reason);
      if (refusal === null) {
        // The store failed even in memory: let the attempt through rather than lock everyone out.
        this.logger?.error({ err: outcome.reason }, 'login throttle unavailable');
        continue;
      }
      if (longestWait === null || refusal.msBeforeNext > longestWait.msBeforeNext) {
        longestWait = refusal;
      }
    }
    const giveBack = () =>
      Promise.all([
        this.byAccountAddress.reward(accountKey, 1).catch(() => undefined),
        this.byAddress.reward(addressKey, 1).catch(() => undefined),
      ]);
    if (longestWait !== null) {
      // A refused attempt reaches nothing: it is not counted either.
      await giveBack();
      this.logger?.warn({ retryAfterMs: longestWait.msBeforeNext }, 'login throttled');
      throw rateLimitedError(tooManyAttemptsMessage, longestWait);
    }
    let refunded = false;
    return {
      succeeded: () => {
        if (refunded) return;
        refunded = true;
        void giveBack();
      },
    };
  }
}
