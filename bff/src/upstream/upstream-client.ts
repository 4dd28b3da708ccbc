import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CircuitBreakerPolicy } from 'cockatiel';
import { Pool, type Dispatcher } from 'undici';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';
import { type RequestSession } from '../session/request-session.js';
import {
  backoffMs,
  isConnectionError,
  isRetryableMethod,
  isRetryableStatus,
  maxExtraAttempts,
} from './retry-policy.js';
import { upstreamStatusToError } from './status-to-error.js';
import { DeadlineSignal } from './deadline-signal.js';
import { withWriteOutcome, type WriteOutcome } from './write-outcome.js';
import {
  type BreakerState,
  breakerStateOf,
  createUpstreamBreaker,
  isCircuitRefusal,
  type UpstreamBreakerOptions,
} from './upstream-health.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** A request body that can be produced again (a 419 replays the call once). */
export interface ReplayableBody {
  contentType: string;
  contentLength?: number;
  open: () => AsyncIterable<Uint8Array>;
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
  /** Everything one incoming request sends upstream (retries included) must end within this. */
  operationTimeoutMs?: number;
  /** Circuit breaker (upstream-health.ts); unset fields take `defaultBreakerOptions`. */
  breaker?: Partial<Omit<UpstreamBreakerOptions, 'onStateChange'>>;
  logger: Logger;
  /** Told about every upstream HTTP exchange (metrics, and the call-count tests). */
  onCall?: (call: UpstreamCall) => void;
  /**
   * Each signed-in session's budget of upstream calls (limits/upstream-call-budget.ts): one call
   * (retries and a CSRF replay included) spends one; over budget it throws RATE_LIMITED.
   */
  callBudget?: { spend(sessionKey: string): Promise<void> };
}

/** Refused without a call: the circuit breaker is open (see upstream-health.ts). */
export class CircuitOpenError extends Error {
  readonly code = 'CIRCUIT_OPEN';
  constructor() {
    super('upstream circuit breaker is open');
    this.name = 'CircuitOpenError';
  }
}

/** When an exchange must give up: its own timeout, or what is left of the operation. */
export interface ExchangeLimits {
  timeoutMs: number;
  /** Aborts the exchange, body included, at this moment (not for streamed downloads). */
  signal?: DeadlineSignal;
}

export const defaultOperationTimeoutMs = 10_000;

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
          headersTimeout: limits.timeoutMs,
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

  /** Readiness: the upstream answers HTTP at all (any status below 500). */
  async probe(): Promise<boolean> {
    try {
      const response = await this.exchange('GET', '/sanctum/csrf-cookie', {}, randomUUID());
      await response.body.dump();
      return response.statusCode < 500;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

/**
 * The upstream as seen by one incoming request: sends its upstream cookies, takes rotated ones,
 * refreshes a stale CSRF token once, retries idempotent calls and maps failures to error codes.
 */
export class UpstreamSession {
  /** Accept-Language of every call (forRequest): the upstream words its texts in it. */
  locale: string | null = null;

  /** GET answers of this request by URL: one operation never calls the same URL twice. */
  private readonly getMemo = new Map<string, Promise<unknown>>();

  /**
   * Aborts whatever is still in flight when the operation deadline passes. Armed by the first
   * call that needs it and disarmed whenever no call is in flight, so a finished operation leaves
   * no timer behind to fire (and abort nothing) seconds later.
   */
  private deadlineSignalValue: DeadlineSignal | null = null;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  /** Calls of this operation between their start and their body read to the end (or failure). */
  private callsInFlight = 0;

  constructor(
    private readonly client: UpstreamClient,
    readonly session: RequestSession,
    readonly requestId: string,
    private readonly logger: Logger,
    /** performance.now() by which every call of this operation must be done. */
    private readonly deadline: number = performance.now() + defaultOperationTimeoutMs,
    /** Calls spend the session's budget (UpstreamClientOptions.callBudget). */
    private readonly budgeted = true,
  ) {}

  /**
   * The same session for later work of the BFF's own (a live subscription checking that its
   * session still stands): a fresh operation deadline, and calls that leave the user's budget
   * alone unless `budgeted`.
   */
  renewed(options: { budgeted?: boolean } = {}): UpstreamSession {
    const renewed = new UpstreamSession(
      this.client,
      this.session,
      this.requestId,
      this.logger,
      this.client.operationDeadline(),
      options.budgeted ?? false,
    );
    renewed.locale = this.locale;
    return renewed;
  }

  /** Spends one call of the session's budget; signed-out calls (the login sequence) spend none. */
  private spendBudget(): Promise<void> | null {
    const budget = this.client.options.callBudget;
    const key = this.session.sessionId;
    if (!budget || !this.budgeted || key === null) return null;
    return budget.spend(key);
  }

  /**
   * A plain timer instead of AbortSignal.timeout(): that one registers every signal for
   * finalization tracking, a measurable cost per request. The timer is unref'd and
   * aborts with the same TimeoutError.
   */
  private get deadlineSignal(): DeadlineSignal {
    if (!this.deadlineSignalValue) {
      const signal = new DeadlineSignal();
      this.deadlineTimer = setTimeout(
        () => signal.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        Math.max(1, Math.ceil(this.remainingMs())),
      );
      this.deadlineTimer.unref();
      this.deadlineSignalValue = signal;
    }
    return this.deadlineSignalValue;
  }

  private callStarted(): void {
    this.callsInFlight += 1;
  }

  private callEnded(): void {
    this.callsInFlight -= 1;
    if (this.callsInFlight > 0 || this.deadlineTimer === null) return;
    clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    this.deadlineSignalValue = null;
  }

  private remainingMs(): number {
    return this.deadline - performance.now();
  }

  get<T>(path: string, query?: QueryParams): Promise<T> {
    const target = path + encodeQuery(query);
    let pending = this.getMemo.get(target);
    if (!pending) {
      pending = this.send('GET', target);
      this.getMemo.set(target, pending);
    }
    return pending as Promise<T>;
  }

  post<T>(path: string, json?: unknown): Promise<T> {
    return this.mutate('POST', path, json);
  }

  put<T>(path: string, json?: unknown): Promise<T> {
    return this.mutate('PUT', path, json);
  }

  patch<T>(path: string, json?: unknown): Promise<T> {
    return this.mutate('PATCH', path, json);
  }

  delete<T>(path: string): Promise<T> {
    return this.mutate('DELETE', path, undefined);
  }

  /** POST with a streamed body (catalog upload). */
  postBody<T>(path: string, body: ReplayableBody): Promise<T> {
    this.getMemo.clear();
    return this.send('POST', path, body);
  }

  /** Fetches a fresh XSRF-TOKEN (and session) cookie: before login, and after a 419. */
  async refreshCsrfCookie(): Promise<void> {
    this.callStarted();
    try {
      const response = await this.exchangeWithRetries('GET', '/sanctum/csrf-cookie');
      await response.body.dump();
      if (response.statusCode >= 400) throw upstreamStatusToError(response.statusCode, null);
    } finally {
      this.callEnded();
    }
  }

  /**
   * Opens a GET whose body the caller streams on (downloads). Statuses >= 400 are mapped to errors
   * like any call; the caller must consume or dump the body.
   */
  async openStream(path: string): Promise<Dispatcher.ResponseData> {
    const spending = this.spendBudget();
    if (spending) await spending;
    const response = await this.exchangeWithRetries('GET', path, undefined, false);
    if (response.statusCode >= 400) {
      const body = await readJson(response).catch(() => null);
      throw this.failure(response.statusCode, body);
    }
    return response;
  }

  private mutate<T>(method: HttpMethod, path: string, json: unknown): Promise<T> {
    // A write may change what an earlier GET of this request returned.
    this.getMemo.clear();
    return this.send(method, path, json === undefined ? undefined : JSON.stringify(json));
  }

  private async send<T>(
    method: HttpMethod,
    path: string,
    body?: string | ReplayableBody,
  ): Promise<T> {
    const spending = this.spendBudget();
    if (spending) await spending;
    this.callStarted();
    try {
      let response = await this.exchangeWithRetries(method, path, body);
      if (response.statusCode === 419) {
        await response.body.dump();
        this.logger.info(
          { requestId: this.requestId, path },
          'upstream 419: refreshing CSRF cookie',
        );
        await this.refreshCsrfCookie();
        response = await this.exchangeWithRetries(method, path, body);
      }
      let parsed: unknown;
      try {
        parsed = await readJson(response);
      } catch (error) {
        this.logger.warn({ requestId: this.requestId, path, err: error }, 'upstream sent bad JSON');
        throw withWriteOutcome(
          codedError('UPSTREAM_UNAVAILABLE'),
          response.statusCode < 300 ? 'unreadable' : statusOutcome(response.statusCode),
        );
      }
      if (response.statusCode >= 400) {
        throw withWriteOutcome(
          this.failure(response.statusCode, parsed),
          statusOutcome(response.statusCode),
        );
      }
      return parsed as T;
    } finally {
      this.callEnded();
    }
  }

  private failure(status: number, body: unknown): Error {
    if (status === 401 || status === 419) this.session.clear();
    const level = status >= 500 ? 'warn' : 'info';
    this.logger[level]({ requestId: this.requestId, status }, 'upstream answered with an error');
    return upstreamStatusToError(status, body);
  }

  private async exchangeWithRetries(
    method: HttpMethod,
    path: string,
    body?: string | ReplayableBody,
    // Streamed transfers (uploads, downloads) may outlast the deadline; the per-exchange timeouts
    // (headers, body idle) still end a stalled one.
    withinDeadline = typeof body !== 'object',
  ): Promise<Dispatcher.ResponseData> {
    const canRetry = isRetryableMethod(method) && body === undefined;
    for (let attempt = 0; ; attempt += 1) {
      const remaining = withinDeadline ? this.remainingMs() : Number.POSITIVE_INFINITY;
      if (remaining <= 0) {
        this.logger.warn({ requestId: this.requestId, method, path }, 'operation deadline passed');
        throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'not-applied');
      }
      const backoff = backoffMs(attempt + 1);
      // A retry that cannot finish before the deadline only delays the error.
      const lastTry = !canRetry || attempt >= maxExtraAttempts || backoff >= remaining;
      let response: Dispatcher.ResponseData;
      try {
        response = await this.client.exchange(
          method,
          path,
          this.sessionHeaders(method, body),
          this.requestId,
          body,
          {
            timeoutMs: Math.max(1, Math.min(this.client.options.timeoutMs, Math.ceil(remaining))),
            ...(withinDeadline ? { signal: this.deadlineSignal } : {}),
          },
        );
      } catch (error) {
        if (!lastTry && isConnectionError(error)) {
          await sleep(backoff);
          continue;
        }
        this.logger.warn({ requestId: this.requestId, method, path, err: error }, 'upstream down');
        throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), exchangeErrorOutcome(error));
      }
      this.session.absorbUpstreamSetCookies(setCookieLines(response.headers));
      if (!lastTry && isRetryableStatus(response.statusCode)) {
        await response.body.dump();
        await sleep(backoff);
        continue;
      }
      return response;
    }
  }

  private sessionHeaders(
    method: HttpMethod,
    body?: string | ReplayableBody,
  ): Record<string, string> {
    const headers: Record<string, string> = {};
    const cookie = this.session.upstreamCookieHeader();
    if (cookie) headers.cookie = cookie;
    if (this.locale) headers['accept-language'] = this.locale;
    if (method !== 'GET') {
      const token = this.session.xsrfToken();
      if (token) headers['x-xsrf-token'] = token;
    }
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    else if (body) {
      headers['content-type'] = body.contentType;
      if (body.contentLength !== undefined) headers['content-length'] = String(body.contentLength);
    }
    return headers;
  }
}

/** What an error status says about a write (write-outcome.ts). */
function statusOutcome(status: number): WriteOutcome {
  if (status === 504) return 'in-flight';
  if (status >= 500) return 'failed';
  return 'not-applied';
}

/** Errors of a connection that was never made: the request did not leave the BFF. */
const neverConnected = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Refused before sending, or lost after: then the upstream may have acted on it, or still will. */
function exchangeErrorOutcome(error: unknown): WriteOutcome {
  if (error instanceof CircuitOpenError) return 'not-applied';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && neverConnected.has(code)) return 'not-applied';
  return 'in-flight';
}

async function readJson(response: Dispatcher.ResponseData): Promise<unknown> {
  const text = await response.body.text();
  if (text.trim() === '') return null;
  return JSON.parse(text) as unknown;
}

function setCookieLines(headers: Dispatcher.ResponseData['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Laravel-style query string: arrays as `name[]=a&name[]=b`; empty values are left out. */
export function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(`${name}[]`, entry);
    } else {
      params.append(name, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
