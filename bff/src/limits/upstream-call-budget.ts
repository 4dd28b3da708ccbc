import { BurstyRateLimiter } from 'rate-limiter-flexible';
import { type Logger } from '../logger.js';
import { rateLimitedError, type RateLimitStore, refusalOf } from './rate-limit-store.js';

/**
 * How many upstream calls one session may cause: `perSecond` on average with bursts up to `burst`
 * (a screen opening fires several calls at once). Protects the upstream, which every store
 * shares, from one user's script or runaway tab. Over budget, the call is not sent and the
 * operation answers RATE_LIMITED with `retryAfterSeconds`.
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

  /** Takes one call from the session's budget, or throws RATE_LIMITED. */
  async spend(sessionKey: string): Promise<void> {
    try {
      await this.limiter.consume(sessionKey);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) {
        // The store failed even in memory: the call goes out rather than fail for no reason.
        this.logger?.error({ err: error }, 'upstream call budget unavailable');
        return;
      }
      throw rateLimitedError(tooManyCallsMessage, refusal);
    }
  }
}
