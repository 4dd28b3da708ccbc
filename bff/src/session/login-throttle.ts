/**
 * Brute-force brake for the login mutation: at most `limit` unsuccessful attempts per key (client
 * address, e-mail) per window. An attempt is counted when it starts, so a burst of aliased or
 * concurrent logins cannot all slip through before the first one fails; a successful login gives
 * its attempt back, so signing in many users from one address (an office, the load test) is fine.
 *
 * Per BFF instance, in memory: N instances behind a balancer allow up to N × limit. The BFF stays
 * stateless; the upstream (Laravel's login throttle) is the shared, authoritative limit.
 */
export interface LoginThrottleOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

interface Window {
  startedAt: number;
  attempts: number;
}

export type LoginAttempt =
  | {
      allowed: true;
      /** The login worked: its attempt is not held against anyone. */ succeeded(): void;
    }
  | { allowed: false; retryAfterSeconds: number };

/** Above this many tracked keys, expired windows are swept (bounds memory under a key spray). */
const sweepAboveKeys = 10_000;

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  begin(keys: readonly string[]): LoginAttempt {
    const now = this.now();
    if (this.windows.size > sweepAboveKeys) this.sweep(now);
    const windows = keys.map((key) => this.windowOf(key, now));
    const full = windows.find((window) => window.attempts >= this.options.limit);
    if (full) {
      const waitMs = full.startedAt + this.options.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    for (const window of windows) window.attempts += 1;
    let refunded = false;
    return {
      allowed: true,
      succeeded: () => {
        if (refunded) return;
        refunded = true;
        for (const window of windows) window.attempts = Math.max(0, window.attempts - 1);
      },
    };
  }

  private windowOf(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.options.windowMs) {
      window = { startedAt: now, attempts: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.options.windowMs) this.windows.delete(key);
    }
  }
}
