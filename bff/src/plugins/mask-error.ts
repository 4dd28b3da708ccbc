import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';

/**
 * What a client may see of an error. Coded errors (thrown on purpose) and GraphQL's own request
 * errors (syntax, validation, variables) pass; anything else is logged and replaced by
 * INTERNAL_SERVER_ERROR, so no internal message or stack ever leaves the BFF.
 */
export function maskError(error: unknown, message: string, logger: Logger): Error {
  if (error instanceof GraphQLError) {
    if (errorCodeOf(error) !== null) return error;
    if (error.originalError === undefined || error.originalError === null) {
      // A request the schema rejects is the caller's input problem.
      if (error.extensions.code === undefined && error.extensions.http === undefined) {
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
        });
      }
      return error;
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
