import { type Dispatcher } from 'undici';
import { isUpstreamTimeoutStatus } from './status-to-error.js';
import { type WriteOutcome } from './write-outcome.js';

/** Refused without a call: the circuit breaker is open (see upstream-health.ts). */
export class CircuitOpenError extends Error {
  readonly code = 'CIRCUIT_OPEN';
  constructor() {
    super('upstream circuit breaker is open');
    this.name = 'CircuitOpenError';
  }
}

/** What an error status says about a write (write-outcome.ts). */
export function statusOutcome(status: number): WriteOutcome {
  if (isUpstreamTimeoutStatus(status)) return 'in-flight';
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
export function exchangeErrorOutcome(error: unknown): WriteOutcome {
  if (error instanceof CircuitOpenError) return 'not-applied';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && neverConnected.has(code)) return 'not-applied';
  return 'in-flight';
}

/** The answer's JSON; an empty body is null. Throws on a body that is not JSON. */
export async function readJson(response: Dispatcher.ResponseData): Promise<unknown> {
  const text = await response.body.text();
  if (text.trim() === '') return null;
  return JSON.parse(text) as unknown;
}

export function setCookieLines(headers: Dispatcher.ResponseData['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
