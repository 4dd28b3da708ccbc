import { BurstyRateLimiter, type RateLimiterRes } from 'rate-limiter-flexible';
import { type Logger } from '../logger.js';
import { rateLimitedError, type RateLimitStore, refusalOf } from './rate-limit-store.js';

/**
 * How many upstream calls one user may cause: `perSecond` on average with bursts up to `burst`
 * (a screen opening fires several calls at once), counted over all of the user's sessions and
 * tabs together (with Redis, over every replica), so opening more sessions does not buy more
 * calls. Protects the upstream, which every store shares, from one user's script or runaway
 * tabs. Over budget, the call is not sent and the operation answers RATE_LIMITED with
 * `retryAfterSeconds`. (API tokens, once they exist, may get a budget of their own on top.)
 *
 * rate-limiter-flexible's BurstyRateLimiter: `perSecond` points a second, plus `burst - perSecond`
 * extra points refilled every `burstRefillSeconds`.
 */
export interface UpstreamCallBudgetOptions {
  perSecond: number;
  burst: number;
  burstRefillSeconds?: number;
}

export const tooManyCallsMessage = 'Too many requests. Please wait a moment and try again.';

export class UpstreamCallBudget {
  private readonly limiter: Pick<BurstyRateLimiter, 'consume'>;

  constructor(
    store: RateLimitStore,
    options: UpstreamCallBudgetOptions,
    private readonly logger?: Logger,
  ) {
    const steady = store.limiter({
      keyPrefix: 'upstream-calls',
      points: options.perSecond,
      durationSeconds: 1,
    });
    const extra = options.burst - options.perSecond;
    this.limiter =
      extra > 0
        ? new BurstyRateLimiter(
            steady,
            store.limiter({
              keyPrefix: 'upstream-calls-burst',
              points: extra,
              durationSeconds: options.burstRefillSeconds ?? 10,
            }),
          )
        : steady;
  }

  /** Takes one call from the user's budget, or throws RATE_LIMITED. */
  async spend(userKey: string): Promise<void> {
    const refusal = await this.take(userKey);
    if (refusal !== null) throw rateLimitedError(tooManyCallsMessage, refusal);
  }

  /** Takes one call from the user's budget: 0, or how many ms until it would be granted. */
  async tryTake(userKey: string): Promise<number> {
    return (await this.take(userKey))?.msBeforeNext ?? 0;
  }

  private async take(userKey: string): Promise<RateLimiterRes | null> {
    try {
      await this.limiter.consume(userKey);
      return null;
    } catch (error) {
      const refusal = refusalOf(error);
      // The store failed even in memory: the call goes out rather than fail for no reason.
      if (refusal === null) this.logger?.error({ err: error }, 'upstream call budget unavailable');
      return refusal;
    }
  }
}
