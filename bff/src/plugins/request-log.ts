import { type GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { requestIdOf as idFromHeader } from '../http/request-id.js';
import { type Logger } from '../logger.js';

/**
 * A refused request is worth a warning: a 4xx, an error without a path (raised before any
 * resolver ran: CSRF, body, syntax, validation, variables, size and cost limits) or a limit's
 * code. Other errors are outcomes of the operation (not signed in, not found, invalid input, the
 * store unreachable): info. An unexpected failure has already been logged at error, with its
 * cause, where it was masked (mask-error.ts).
 */
const refusalCodes = new Set(['QUERY_TOO_LARGE', 'QUERY_TOO_COSTLY', 'RATE_LIMITED']);

/** Messages kept in the line, each cut short: a client's text is not copied into the log whole. */
const maxLoggedMessages = 3;
const maxLoggedMessageLength = 200;

export interface GraphQLAnswerLog {
  status: number;
  errors: readonly Pick<GraphQLError, 'message' | 'extensions' | 'path'>[];
}

/**
 * The one log line of a GraphQL answer carrying errors (`logger` carries the request id): warn
 * for a refused request (4xx status, or a refusal code), info otherwise. Answers without errors
 * are not logged here.
 */
export function logGraphQLAnswer(logger: Logger, answer: GraphQLAnswerLog): void {
  if (answer.errors.length === 0) return;
  const codes = [...new Set(answer.errors.map((error) => String(error.extensions?.code)))];
  const messages = answer.errors
    .slice(0, maxLoggedMessages)
    .map((error) => error.message.slice(0, maxLoggedMessageLength));
  const refused =
    (answer.status >= 400 && answer.status < 500) ||
    answer.errors.some((error) => error.path === undefined) ||
    codes.some((code) => refusalCodes.has(code));
  if (refused) {
    logger.warn({ status: answer.status, codes, messages }, 'graphql request refused');
  } else {
    logger.info({ status: answer.status, codes, messages }, 'graphql answer with errors');
  }
}

/**
 * Logs each yoga answer with errors once (logGraphQLAnswer), with the request id of its context,
 * or, when the request was refused before a context existed (CSRF, body, syntax, validation,
 * limits), the client's valid `x-request-id` or a new one, which the answer then carries.
 */
export function useRequestLog(
  logger: Logger,
  requestIdOf: (request: Request) => string | undefined,
): Plugin {
  const answered = new WeakMap<Request, readonly GraphQLError[]>();
  return {
    onResultProcess({ request, result }) {
      if (isAsyncIterable(result)) return;
      const errors = (Array.isArray(result) ? result : [result]).flatMap(
        (single) => single.errors ?? [],
      );
      if (errors.length > 0) answered.set(request, errors);
    },
    onResponse({ request, response }) {
      const errors = answered.get(request);
      // A refusal written without a result (yoga's 405, 406, 415) is still a client's mistake.
      if (!errors && response.status < 400) return;
      let requestId = requestIdOf(request) ?? response.headers.get('x-request-id');
      if (!requestId) {
        requestId = idFromHeader(request.headers.get('x-request-id'));
        response.headers.set('x-request-id', requestId);
      }
      logGraphQLAnswer(logger.child({ requestId }), {
        status: response.status,
        errors: errors ?? [
          { message: response.statusText || 'refused', extensions: {}, path: undefined },
        ],
      });
    },
  };
}
