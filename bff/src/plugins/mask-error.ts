import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';

/**
 * What a client may see of an error. Coded errors (thrown on purpose) and GraphQL's own request
 * errors (syntax, validation, variables) pass; anything else is logged and replaced by
 * INTERNAL_SERVER_ERROR, so no internal message or stack ever leaves the BFF.
 */
export function maskError(thrown: unknown, message: string, logger: Logger): GraphQLError {
  const error = sameRealmGraphQLError(thrown);
  if (error instanceof GraphQLError) {
    if (errorCodeOf(error) !== null) return error;
    if (isRequestError(error)) {
      // A request the schema rejects is the caller's input problem (yoga's own codes stay).
      return new GraphQLError(shorten(error.message), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: { ...error.extensions, code: error.extensions.code ?? 'BAD_USER_INPUT' },
      });
    }
    if (error.originalError instanceof GraphQLError && errorCodeOf(error.originalError) !== null) {
      return error;
    }
  }
  logger.error(
    { err: error instanceof GraphQLError ? (error.originalError ?? error) : error },
    'unexpected error',
  );
  return createGraphQLError(message, {
    nodes: error instanceof GraphQLError ? error.nodes : undefined,
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * graphql-jit builds its errors with its own constructor: GraphQLError's prototype, but no
 * `extensions` unless the cause had some, and `locations` without `nodes`. They are rebuilt as
 * ordinary GraphQLErrors (locations kept), so the checks below and yoga see what graphql-js makes.
 */
function sameRealmGraphQLError(error: unknown): unknown {
  const graphqlLike =
    error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
  if (!graphqlLike) return error;
  const candidate = error as Partial<GraphQLError>;
  if (error instanceof GraphQLError && candidate.extensions !== undefined) return error;
  const rebuilt = new GraphQLError(error.message, {
    path: candidate.path,
    originalError: sameRealmOriginal(candidate.originalError ?? undefined),
    extensions: candidate.extensions ?? {},
  });
  if (candidate.locations) {
    Object.defineProperty(rebuilt, 'locations', { value: candidate.locations, enumerable: true });
  }
  return rebuilt;
}

function sameRealmOriginal(error: Error | undefined): Error | undefined {
  const converted = sameRealmGraphQLError(error);
  return converted instanceof Error ? converted : undefined;
}

/**
 * Syntax, validation and variable-coercion errors: raised before any resolver ran, so they have
 * no path. graphql-js wraps the coercion failure of a variable in a GraphQLError of its own.
 */
function isRequestError(error: GraphQLError): boolean {
  if (error.path !== undefined) return false;
  if (error.originalError === undefined || error.originalError === null) return true;
  return error.message.startsWith('Variable "$');
}

/** graphql-js quotes the offending value in the message: a 1 MB string is not echoed back. */
const maxMessageLength = 500;

function shorten(text: string): string {
  return text.length <= maxMessageLength ? text : `${text.slice(0, maxMessageLength)}…`;
}
