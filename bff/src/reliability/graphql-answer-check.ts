/** What every /graphql answer to hostile input must look like; returns the problem, or null. */

import { errorCodes } from '../errors.js';

/**
 * Codes a client may receive: ours (errors.ts), yoga's own request-level ones and the refusals of
 * the HTTP request (docs/error-codes.md). Hostile input must never be answered
 * INTERNAL_SERVER_ERROR.
 */
const acceptedCodes = new Set([
  ...errorCodes.filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'CSRF_HEADER_MISSING',
  'REQUEST_TOO_LARGE',
]);

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export function problemWithAnswer(answer: RawAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (/\bat .+\.(ts|js):\d+/.test(answer.text))
    return `a stack trace: ${answer.text.slice(0, 300)}`;
  // Refusals included: every answer of /graphql is a GraphQL answer with codes.
  if (!answer.contentType.includes('json')) return `a ${answer.status} that is not JSON`;
  let body: {
    data?: unknown;
    errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
  };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return `invalid JSON: ${answer.text.slice(0, 200)}`;
  }
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string')
      return `an error without a code: ${JSON.stringify(error).slice(0, 300)}`;
    if (!acceptedCodes.has(code)) return `code ${code}: ${JSON.stringify(error).slice(0, 300)}`;
  }
  if (body.errors === undefined && body.data === undefined) return 'neither data nor errors';
  return null;
}
