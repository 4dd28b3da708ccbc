import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';

/**
 * What a client may see of an error. Coded errors (thrown on purpose) and GraphQL's own request
 * errors (syntax, validation, variables) pass; anything else is logged (at error: the server's
 * own failure, once) and replaced by INTERNAL_SERVER_ERROR, so no internal message or stack ever
 * leaves the BFF. In production what passes is reduced further (publicError).
 */
export function maskError(
  thrown: unknown,
  message: string,
  logger: Logger,
  production = false,
): GraphQLError {
  const error = sameRealmGraphQLError(thrown);
  if (error instanceof GraphQLError) {
    if (errorCodeOf(error) !== null) return publicError(error, production);
    if (isRequestError(error)) {
      // A request the schema rejects is the caller's input problem (yoga's own codes stay).
      const code: unknown = error.extensions.code ?? 'BAD_USER_INPUT';
      const rebuilt = new GraphQLError(shorten(error.message), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: { ...error.extensions, code },
      });
      return publicError(rebuilt, production);
    }
    if (error.originalError instanceof GraphQLError && errorCodeOf(error.originalError) !== null) {
      return publicError(error, production);
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
 * Extensions a client may receive: the code, the documented details (docs/error-codes.md: an
 * upstream 422's per-field messages, when to retry a rate-limited call, a write that may or may
 * not have been made, a bulk selection's size and limit, the argument holding a control
 * character) and yoga's `http` (status and headers of the answer, removed before it is sent).
 */
const publicExtensions = new Set([
  'code',
  'fieldErrors',
  'retryAfterSeconds',
  'writeOutcome',
  'matchingItems',
  'maxItems',
  'field',
  'http',
]);

/**
 * An error as a client may see it. In production: only `publicExtensions` (no `originalError`, no stack, no internals), and
 * no "Did you mean …" suggestions, which map the schema for an attacker (field, argument, type
 * and enum value names, in validation and variable errors alike). Returns the same object when
 * nothing needs to change.
 */
export function publicError(error: GraphQLError, production: boolean): GraphQLError {
  let message = error.message;
  let extensions: GraphQLErrorExtensions = error.extensions;
  if (production) {
    message = withoutSuggestions(message);
    const names = Object.keys(extensions);
    if (names.some((name) => !publicExtensions.has(name))) {
      extensions = Object.fromEntries(
        Object.entries(extensions).filter(([name]) => publicExtensions.has(name)),
      );
    }
  }
  if (message === error.message && extensions === error.extensions) return error;
  const rebuilt = new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
  // graphql-jit's errors carry locations without nodes.
  if (error.locations && !rebuilt.locations) {
    Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: true });
  }
  return rebuilt;
}

/** graphql-js ends a message with its suggestions: ` Did you mean "x", or "y"?`. */
export function withoutSuggestions(message: string): string {
  const at = message.indexOf(' Did you mean ');
  return at === -1 ? message : message.slice(0, at);
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
