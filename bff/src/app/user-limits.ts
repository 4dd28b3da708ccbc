import { type Config } from '../config.js';
import { createRateLimitStore, type RateLimitStore } from '../limits/rate-limit-store.js';
import { callBudgetOptions, UpstreamCallBudget } from '../limits/upstream-call-budget.js';
import { MemoryLeases, RedisLeases } from '../limits/user-leases.js';
import { UserWork } from '../limits/user-work.js';
import { type Logger } from '../logger.js';
import { LoginThrottle } from '../session/login-throttle.js';

/** The limits shared by every request of a user (or token) across this instance and, with Redis, all replicas. */
export interface UserLimits {
  rateLimitStore: RateLimitStore;
  callBudget: UpstreamCallBudget;
  userWork: UserWork;
  loginThrottle: LoginThrottle;
}

/**
 * Login and upstream-call limits live in Redis with `REDIS_URL` (shared by replicas), else in
 * memory. Per user, over all sessions: bulk jobs and their share of the budget, item writes,
 * exports.
 */
export function createUserLimits(config: Config, logger: Logger): UserLimits {
  const rateLimitStore = createRateLimitStore(config.redisUrl, logger, {
    commandTimeoutMs: config.redisCommandTimeoutMs,
  });
  const callBudget = new UpstreamCallBudget(rateLimitStore, callBudgetOptions(config), logger);
  const userWork = new UserWork({
    store: rateLimitStore,
    leases: rateLimitStore.redis
      ? new RedisLeases(rateLimitStore.redis, logger)
      : new MemoryLeases(),
    callBudget,
    callsPerSecond: config.upstreamCallsPerSecond,
    logger,
  });
  const loginThrottle = new LoginThrottle(
    rateLimitStore,
    {
      perAccountAddress: config.loginAttemptsPerMinute,
      perAddress: config.loginAttemptsPerAddressPerMinute,
    },
    logger,
  );
  return { rateLimitStore, callBudget, userWork, loginThrottle };
}
