/** Which failures of an idempotent call are worth another try, and how long to wait. */

export const maxExtraAttempts = 2;

const retryableStatuses = new Set([502, 503, 504]);

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

export function isRetryableStatus(status: number): boolean {
  return retryableStatuses.has(status);
}

/** A connection that failed or broke, as opposed to a slow answer (which retrying only slows). */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && connectionErrorCodes.has(code);
}

/** Only GET and HEAD are replayed: a replayed POST/PUT/DELETE could apply twice. */
export function isRetryableMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Exponential backoff with full jitter around it: attempt 1 → ~100 ms, attempt 2 → ~200 ms. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = 100 * 2 ** (attempt - 1);
  return Math.round(base * (0.5 + random()));
}
