import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher } from 'undici';
import { type ApiTokenAbilityName } from '@refurb/contract';
import { codedError } from '../errors.js';
import { type Logger } from '../logger.js';
import { allAbilities, refuseWithoutWrite } from '../session/caller.js';
import { type RequestSession } from '../session/request-session.js';
import {
  exchangeErrorOutcome,
  readJson,
  setCookieLines,
  statusOutcome,
} from './exchange-results.js';
import { OperationDeadline } from './operation-deadline.js';
import { encodeQuery, type QueryParams } from './query-string.js';
import {
  backoffMs,
  isConnectionError,
  isRetryableMethod,
  isRetryableStatus,
  maxExtraAttempts,
} from './retry-policy.js';
import { upstreamStatusToError } from './status-to-error.js';
import { type HttpMethod, type ReplayableBody, type UpstreamClient } from './upstream-client.js';
import { withWriteOutcome } from './write-outcome.js';

/** How long one operation may take with the upstream, unless UpstreamClientOptions says. */
export const defaultOperationTimeoutMs = 10_000;

/**
 * The upstream as seen by one incoming request: sends its upstream cookies, takes rotated ones,
 * refreshes a stale CSRF token once, retries idempotent calls and maps failures to error codes.
 */
export class UpstreamSession {
  /** Accept-Language of every call (forRequest): the upstream words its texts in it. */
  locale: string | null = null;
  /** What the caller may do (a token's abilities; a cookie session may do everything). */
  abilities: readonly ApiTokenAbilityName[] = allAbilities;

  /** Exchanges with the upstream so far, retries included (extensions.cost, upstream-cost.ts). */
  upstreamCalls = 0;

  /** When this operation must be done with the upstream, and the signal that enforces it. */
  private readonly deadline: OperationDeadline;
  /** Told when a write starts and when it ends (request-loaders.ts drops what it read before). */
  private readonly writeListeners: (() => void)[] = [];

  constructor(
    readonly client: UpstreamClient,
    readonly session: RequestSession,
    readonly requestId: string,
    /** The request's logger, which already carries its id: log calls do not add it again. */
    private readonly logger: Logger,
    /** performance.now() by which every call of this operation must be done. */
    deadline: number = performance.now() + defaultOperationTimeoutMs,
    /** Calls spend the session's budget (UpstreamClientOptions.callBudget). */
    private readonly budgeted = true,
  ) {
    this.deadline = new OperationDeadline(deadline);
  }

  /**
   * Calls `listener` when a write of this session starts and when it ends: a write may change
   * what an earlier read of the same operation answered, so whoever keeps reads drops them.
   */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

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
    renewed.abilities = this.abilities;
    return renewed;
  }

  /** Spends one call of the budget the session pays from (UpstreamClient.spendFor). */
  private spendBudget(): Promise<void> | null {
    return this.budgeted ? this.client.spendFor(this.session) : null;
  }

  /** A GET; the answer is the upstream's JSON, for the resource modules to check and type. */
  get(path: string, query?: QueryParams): Promise<unknown> {
    return this.send('GET', path + encodeQuery(query));
  }

  post(path: string, json?: unknown): Promise<unknown> {
    return this.mutate('POST', path, json);
  }

  /**
   * A POST that only reads (a strategy preview): the write listeners are not told, so what the
   * operation read before stays valid.
   */
  postRead(path: string, json: unknown, query?: QueryParams): Promise<unknown> {
    return this.send('POST', path + encodeQuery(query), JSON.stringify(json));
  }

  put(path: string, json?: unknown): Promise<unknown> {
    return this.mutate('PUT', path, json);
  }

  patch(path: string, json?: unknown): Promise<unknown> {
    return this.mutate('PATCH', path, json);
  }

  delete(path: string): Promise<unknown> {
    return this.mutate('DELETE', path, undefined);
  }

  /** POST with a streamed body (catalog upload). */
  postBody(path: string, body: ReplayableBody): Promise<unknown> {
    refuseWithoutWrite(this.abilities);
    return this.written(this.send('POST', path, body));
  }

  /**
   * An answer the resource modules refused as not the contract's shape (answer-shape.ts): one
   * warn line with the path, the first failing field (a JSON pointer) and what was wrong, never
   * the answer's contents.
   */
  answerRefused(path: string, problem: string, field?: string): void {
    this.logger.warn(
      field === undefined ? { path, problem } : { path, field, problem },
      'upstream answer refused: not the shape of the REST contract',
    );
  }

  /** Fetches a fresh XSRF-TOKEN (and session) cookie: before login, and after a 419. */
  async refreshCsrfCookie(): Promise<void> {
    this.deadline.callStarted();
    try {
      const response = await this.exchangeWithRetries('GET', '/sanctum/csrf-cookie');
      await response.body.dump();
      if (response.statusCode >= 400) throw upstreamStatusToError(response.statusCode, null);
    } finally {
      this.deadline.callEnded();
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

  private mutate(method: HttpMethod, path: string, json: unknown): Promise<unknown> {
    refuseWithoutWrite(this.abilities);
    return this.written(
      this.send(method, path, json === undefined ? undefined : JSON.stringify(json)),
    );
  }

  /** Tells the write listeners now and once the write is over, whatever its outcome. */
  private written(write: Promise<unknown>): Promise<unknown> {
    for (const listener of this.writeListeners) listener();
    return write.finally(() => {
      for (const listener of this.writeListeners) listener();
    });
  }

  private async send(
    method: HttpMethod,
    path: string,
    body?: string | ReplayableBody,
  ): Promise<unknown> {
    const spending = this.spendBudget();
    if (spending) await spending;
    this.deadline.callStarted();
    try {
      let response = await this.exchangeWithRetries(method, path, body);
      if (response.statusCode === 419 && this.session.bearer === null) {
        await response.body.dump();
        this.logger.info({ path }, 'upstream 419: refreshing CSRF cookie');
        await this.refreshCsrfCookie();
        response = await this.exchangeWithRetries(method, path, body);
      }
      let parsed: unknown;
      try {
        parsed = await readJson(response);
      } catch (error) {
        this.logger.warn({ path, err: error }, 'upstream sent bad JSON');
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
      return parsed;
    } finally {
      this.deadline.callEnded();
    }
  }

  private failure(status: number, body: unknown): Error {
    if (status === 401 || status === 419) this.session.clear();
    const level = status >= 500 ? 'warn' : 'info';
    this.logger[level]({ status }, 'upstream answered with an error');
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
      const remaining = withinDeadline ? this.deadline.remainingMs() : Number.POSITIVE_INFINITY;
      if (remaining <= 0) {
        this.logger.warn({ method, path }, 'operation deadline passed');
        throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'not-applied');
      }
      const backoff = backoffMs(attempt + 1);
      // A retry that cannot finish before the deadline only delays the error.
      const lastTry = !canRetry || attempt >= maxExtraAttempts || backoff >= remaining;
      let response: Dispatcher.ResponseData;
      this.upstreamCalls += 1;
      try {
        response = await this.client.exchange(
          method,
          path,
          this.sessionHeaders(method, body),
          (typeof body === 'object' ? body.requestId : undefined) ?? this.requestId,
          body,
          {
            timeoutMs: Math.max(1, Math.min(this.client.options.timeoutMs, Math.ceil(remaining))),
            ...(withinDeadline ? { signal: this.deadline.signal } : {}),
          },
        );
      } catch (error) {
        if (!lastTry && isConnectionError(error)) {
          await sleep(backoff);
          continue;
        }
        this.logger.warn({ method, path, err: error }, 'upstream down');
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
    const bearer = this.session.bearer; // instead of the cookie jar and XSRF header
    if (bearer !== null) headers.authorization = `Bearer ${bearer.plain}`;
    const cookie = bearer === null ? this.session.upstreamCookieHeader() : null;
    if (cookie) headers.cookie = cookie;
    if (this.locale) headers['accept-language'] = this.locale;
    if (method !== 'GET' && bearer === null) {
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
