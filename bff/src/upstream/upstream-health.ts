import { randomUUID } from 'node:crypto';
import { type Dispatcher } from 'undici';
import {
  BrokenCircuitError,
  circuitBreaker,
  type CircuitBreakerPolicy,
  CircuitState,
  handleWhen,
  IsolatedCircuitError,
  SamplingBreaker,
} from 'cockatiel';
import { parseSetCookie } from '../session/cookies.js';
import { CircuitOpenError } from './exchange-results.js';

/**
 * The circuit breaker follows the upstream's health, not one resource's: it opens when, over a
 * rolling window with enough traffic, a large share of exchanges failed in a way that says the
 * upstream (or the gateway in front of it) is unwell: no connection, a timeout, or 502/503/504.
 * A 500 is the upstream application answering about one resource (one store's broken item), and
 * it answers fast, so failing fast would save nothing and would fail every other store with it:
 * a 500 never counts. One breaker per UpstreamClient, i.e. per upstream origin and BFF process.
 */
export interface UpstreamBreakerOptions {
  /** Share of unhealthy exchanges in the window that opens the circuit, between 0 and 1. */
  failureRate: number;
  /** Length of the rolling window. */
  windowMs: number;
  /** With fewer exchanges than this in the window the circuit never opens (low traffic). */
  minimumCalls: number;
  /** How long an open circuit refuses calls before one trial call is let through. */
  cooldownMs: number;
  onStateChange?: (state: BreakerState) => void;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Gateway answers: the upstream behind it is down, overloaded or too slow. */
const unhealthyStatuses = new Set([502, 503, 504]);

export function isUnhealthyStatus(status: number): boolean {
  return unhealthyStatuses.has(status);
}

/**
 * Anything the HTTP client throws is a transport failure (refused or broken connection, connect,
 * headers or operation timeout) except a request it refused to build, which never left the BFF.
 */
export function isTransportFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code !== 'UND_ERR_INVALID_ARG';
}

export function createUpstreamBreaker(options: UpstreamBreakerOptions): CircuitBreakerPolicy {
  const windowSeconds = options.windowMs / 1000;
  const breaker = circuitBreaker(
    handleWhen(isTransportFailure).orWhenResult((result) =>
      isUnhealthyStatus((result as { statusCode?: number } | null)?.statusCode ?? 0),
    ),
    {
      halfOpenAfter: options.cooldownMs,
      breaker: new SamplingBreaker({
        threshold: options.failureRate,
        duration: options.windowMs,
        // cockatiel expresses the minimum volume as a rate over the window.
        minimumRps: options.minimumCalls / windowSeconds,
      }),
    },
  );
  if (options.onStateChange) {
    const report = options.onStateChange;
    breaker.onStateChange((state) => report(breakerStateOf(state)));
  }
  return breaker;
}

export function breakerStateOf(state: CircuitState): BreakerState {
  if (state === CircuitState.Closed) return 'closed';
  if (state === CircuitState.HalfOpen) return 'half-open';
  return 'open';
}

/** The breaker refused the call: nothing was sent. */
export function isCircuitRefusal(error: unknown): boolean {
  return error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError;
}

/** What the readiness probe needs of the REST client (upstream-client.ts). */
export interface ProbedClient {
  readonly circuitState: BreakerState;
  exchange(
    method: 'GET',
    path: string,
    headers: Record<string, string>,
    requestId: string,
  ): Promise<Dispatcher.ResponseData>;
}

/** A probe's outcome; "circuit-open": refused by the open breaker, nothing was sent. */
export type ProbeOutcome = 'reachable' | 'unreachable' | 'circuit-open';

/**
 * Readiness: the upstream answers HTTP at all (any status below 500). The contract's only call
 * without a signed-in user is GET /sanctum/csrf-cookie, and a store starts a session for every
 * such call without a session cookie; so the probe keeps one session of its own (its cookies,
 * taken from the answers) and sends it back each time: the store refreshes that session instead
 * of creating another. Should the store have dropped it, the answer starts a new one, which is
 * kept from then on. The probe goes through the circuit breaker like any call: while it is open
 * nothing is sent, and after its cool-down the probe may be the trial that closes it.
 */
export class ReadinessProbe {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly client: ProbedClient) {}

  circuitOpen(): boolean {
    return this.client.circuitState === 'open';
  }

  async probe(): Promise<ProbeOutcome> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    try {
      const response = await this.client.exchange(
        'GET',
        '/sanctum/csrf-cookie',
        headers,
        `readyz-${randomUUID()}`,
      );
      this.absorb(response.headers['set-cookie']);
      await response.body.dump();
      return response.statusCode < 500 ? 'reachable' : 'unreachable';
    } catch (error) {
      return error instanceof CircuitOpenError ? 'circuit-open' : 'unreachable';
    }
  }

  private absorb(setCookie: string | string[] | undefined): void {
    const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of lines) {
      const cookie = parseSetCookie(line);
      if (!cookie) continue;
      if (cookie.deleted) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
