import { Readable } from 'node:stream';
import { type CircuitBreakerPolicy } from 'cockatiel';
import { Pool, type Dispatcher } from 'undici';
import {
  budgetOwnerOf,
  type BudgetState,
  type UpstreamCallBudget,
} from '../limits/upstream-call-budget.js';
import { type Logger } from '../logger.js';
import { type RequestSession } from '../session/request-session.js';
import { type DeadlineSignal } from './deadline-signal.js';
import { CircuitOpenError } from './exchange-results.js';
import { defaultOperationTimeoutMs, UpstreamSession } from './upstream-session.js';
import {
  type BreakerState,
  breakerStateOf,
  createUpstreamBreaker,
  isCircuitRefusal,
  type UpstreamBreakerOptions,
} from './upstream-health.js';

// The resource modules (catalog.ts, prices.ts, …) and the GraphQL context reach these from here.
export { UpstreamSession, defaultOperationTimeoutMs } from './upstream-session.js';
export { CircuitOpenError } from './exchange-results.js';
export { type QueryParams, type QueryValue, encodeQuery } from './query-string.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request body that can be produced again (a 419 replays the call once). */
export interface ReplayableBody {
  contentType: string;
  contentLength?: number;
  open: () => AsyncIterable<Uint8Array>;
  /** Sent as X-Request-Id instead of the operation's id (the store echoes it in its event). */
  requestId?: string;
}

export interface UpstreamCall {
  method: HttpMethod;
  path: string;
  status: number | null;
  /** performance.now() when the call was sent; with durationMs it shows overlapping calls. */
  startedAt: number;
  durationMs: number;
  requestId: string;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  /** Origin/Referer the upstream's stateful-domain check expects. */
  origin: string;
  /** Connect, headers and body-idle timeout of each exchange. */
  timeoutMs: number;
  /** Until a streamed upload's answer headers: the store reads the whole file first (default 60 s). */
  uploadAnswerTimeoutMs?: number;
  /** Everything one incoming request sends upstream (retries included) must end within this. */
  operationTimeoutMs?: number;
  /** Circuit breaker (upstream-health.ts); unset fields take `defaultBreakerOptions`. */
  breaker?: Partial<Omit<UpstreamBreakerOptions, 'onStateChange'>>;
  logger: Logger;
  /** Told about every upstream HTTP exchange (metrics, and the call-count tests). */
  onCall?: (call: UpstreamCall) => void;
  /**
   * Each signed-in user's (and each token's) budget of upstream calls
   * (limits/upstream-call-budget.ts): one call (retries and a CSRF replay included) spends one;
   * over budget it throws RATE_LIMITED. Answers report what is left of it (`extensions.cost`).
   */
  callBudget?: Pick<UpstreamCallBudget, 'spend' | 'state'>;
}

/** When an exchange must give up: its own timeout, or what is left of the operation. */
export interface ExchangeLimits {
  timeoutMs: number;
  /** Aborts the exchange, body included, at this moment (not for streamed downloads). */
  signal?: DeadlineSignal;
}

/** Opens at 50 % unhealthy exchanges among at least 10 in 10 s; a trial after 10 s. */
export const defaultBreakerOptions: Omit<UpstreamBreakerOptions, 'onStateChange'> = {
  failureRate: 0.5,
  windowMs: 10_000,
  minimumCalls: 10,
  cooldownMs: 10_000,
};

/**
 * The process-wide REST client: one keep-alive pool, timeouts far below undici's 300 s defaults,
 * and a circuit breaker for its origin.
 * Requests are made through `forRequest(...)`, which binds the caller's session and request id.
 */
export class UpstreamClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly breaker: CircuitBreakerPolicy;

  constructor(readonly options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.breaker = createUpstreamBreaker({
      ...defaultBreakerOptions,
      ...options.breaker,
      onStateChange: (state) =>
        options.logger[state === 'open' ? 'warn' : 'info'](
          { upstream: url.origin, state },
          'upstream circuit breaker',
        ),
    });
    this.pool = new Pool(url.origin, {
      connections: 64,
      keepAliveTimeout: 10_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs },
    });
  }

  forRequest(
    session: RequestSession,
    requestId: string,
    logger: Logger,
    /** The reader's language (it-IT, en-GB), sent as Accept-Language on every call. */
    locale: string | null = null,
  ): UpstreamSession {
    const upstream = new UpstreamSession(
      this,
      session,
      requestId,
      logger,
      this.operationDeadline(),
    );
    upstream.locale = locale;
    return upstream;
  }

  /**
   * Spends one call of the budget a session's calls are paid from: its personal access token's,
   * or its user's (all of a user's cookie sessions share it); signed out (the login sequence),
   * none.
   */
  spendFor(session: RequestSession): Promise<void> | null {
    const owner = budgetOwnerOf(session);
    return owner && this.options.callBudget ? this.options.callBudget.spend(owner) : null;
  }

  /** What is left of that budget; null when signed out (nothing is paid) or unreadable. */
  budgetStateFor(session: RequestSession): Promise<BudgetState | null> {
    const owner = budgetOwnerOf(session);
    return owner && this.options.callBudget
      ? this.options.callBudget.state(owner)
      : Promise.resolve(null);
  }

  /** When an operation starting now must be done with the upstream. */
  operationDeadline(): number {
    return performance.now() + (this.options.operationTimeoutMs ?? defaultOperationTimeoutMs);
  }

  get circuitState(): BreakerState {
    return breakerStateOf(this.breaker.state);
  }

  /** The pool's sockets: connected, idle (free), and requests running or queued. */
  connectionStats(): { connected: number; free: number; running: number; pending: number } {
    const { connected, free, running, pending } = this.pool.stats;
    return { connected, free, running, pending };
  }

  /** One HTTP exchange, no retries or error mapping: the building block of UpstreamSession. */
  async exchange(
    method: HttpMethod,
    path: string,
    headers: Record<string, string>,
    requestId: string,
    body?: ReplayableBody | string,
    limits: ExchangeLimits = { timeoutMs: this.options.timeoutMs },
  ): Promise<Dispatcher.ResponseData> {
    let started = 0;
    let status: number | null = null;
    try {
      const response = await this.breaker.execute(() => {
        started = performance.now();
        return this.pool.request({
          headersTimeout:
            typeof body === 'object'
              ? Math.max(limits.timeoutMs, this.options.uploadAnswerTimeoutMs ?? 60_000)
              : limits.timeoutMs,
          bodyTimeout: limits.timeoutMs,
          ...(limits.signal ? { signal: limits.signal } : {}),
          method,
          path: this.basePath + path,
          headers: {
            accept: 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            origin: this.options.origin,
            referer: `${this.options.origin}/`,
            'x-request-id': requestId,
            ...headers,
          },
          body:
            body === undefined
              ? null
              : typeof body === 'string'
                ? body
                : Readable.from(body.open()),
        });
      });
      status = response.statusCode;
      return response;
    } catch (error) {
      if (isCircuitRefusal(error)) throw new CircuitOpenError();
      throw error;
    } finally {
      // A call the open breaker refused never started: nothing to report.
      if (started !== 0) {
        const durationMs = performance.now() - started;
        this.options.onCall?.({ method, path, status, startedAt: started, durationMs, requestId });
        this.options.logger.debug(
          { requestId, method, path, status, durationMs: Math.round(durationMs) },
          'upstream call',
        );
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
