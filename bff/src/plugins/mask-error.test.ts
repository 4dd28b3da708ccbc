import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codedError } from '../errors.js';
import { createLogger } from '../logger.js';
import { maskError, publicError, withoutSuggestions } from './mask-error.js';

const logger = createLogger('silent');

/** What graphql-jit builds: GraphQLError's prototype, `locations`, no `extensions` or `nodes`. */
function jitStyleError(message: string, originalError?: Error): GraphQLError {
  const error = Object.create(GraphQLError.prototype) as GraphQLError;
  Object.defineProperties(error, {
    message: { value: message, enumerable: true },
    locations: { value: [{ line: 1, column: 9 }], enumerable: true },
    originalError: { value: originalError },
    extensions: { value: (originalError as GraphQLError | undefined)?.extensions },
  });
  return error;
}

describe('maskError', () => {
  it("reads graphql-jit's errors like graphql-js's", () => {
    const variables = maskError(
      jitStyleError('Variable "$page" got invalid value "x"; Int cannot represent it.'),
      'Unexpected error.',
      logger,
    );
    expect(variables.extensions.code).toBe('BAD_USER_INPUT');
    expect(variables.message).toMatch(/^Variable "\$page"/);
    const coded = maskError(
      jitStyleError('Not found.', codedError('NOT_FOUND')),
      'Unexpected error.',
      logger,
    );
    expect(coded.extensions.code).toBe('NOT_FOUND');
    const leaky = maskError(
      jitStyleError('secret', new Error('secret')),
      'Unexpected error.',
      logger,
    );
    expect(leaky.message).toBe('Unexpected error.');
  });

  it('passes coded errors, also when graphql-js wrapped them with a path', () => {
    const coded = codedError('NOT_FOUND');
    expect(maskError(coded, 'Unexpected error.', logger)).toBe(coded);
    const wrapped = new GraphQLError(coded.message, {
      path: ['catalogItem'],
      originalError: coded,
    });
    expect(maskError(wrapped, 'Unexpected error.', logger)).toBe(wrapped);
  });

  it('replaces anything else with INTERNAL_SERVER_ERROR and keeps the path, not the message', () => {
    const leaky = new GraphQLError('connect ECONNREFUSED 10.0.0.3:5432', {
      path: ['me'],
      originalError: new Error('connect ECONNREFUSED 10.0.0.3:5432'),
    });
    const masked = maskError(leaky, 'Unexpected error.', logger) as GraphQLError;
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(masked.path).toEqual(['me']);
    expect(maskError(new TypeError('x is undefined'), 'Unexpected error.', logger).message).toBe(
      'Unexpected error.',
    );
  });

  it('gives request errors without a code BAD_USER_INPUT', () => {
    const syntax = new GraphQLError('Syntax Error: Expected Name');
    expect((maskError(syntax, 'Unexpected error.', logger) as GraphQLError).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('maskError and variables', () => {
  it('gives coercion errors of variables BAD_USER_INPUT and a bounded message', () => {
    const inner = new GraphQLError('Expected type "CatalogFilter" to be an object.');
    const coercion = new GraphQLError(
      `Variable "$filter" got invalid value "${'x'.repeat(10_000)}"; ${inner.message}`,
      { originalError: inner },
    );
    const masked = maskError(coercion, 'Unexpected error.', logger) as GraphQLError;
    expect(masked.extensions.code).toBe('BAD_USER_INPUT');
    expect(masked.message.length).toBeLessThanOrEqual(501);
  });

  it('still masks an unexpected failure without a path', () => {
    const failure = new GraphQLError('db down', { originalError: new Error('db down') });
    expect((maskError(failure, 'Unexpected error.', logger) as GraphQLError).extensions.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });
});

describe('maskError in production', () => {
  it('sends only the message and the code of a request error (no originalError)', () => {
    const refused = new GraphQLError('POST body is expected to be object but received string', {
      extensions: {
        code: 'BAD_REQUEST',
        http: { status: 400 },
        originalError: { name: 'SyntaxError', message: 'Unexpected token in {"query": secret' },
      },
    });
    const masked = maskError(refused, 'Unexpected error.', logger, true);
    expect(masked.message).toBe(refused.message);
    // http is yoga's (the answer's status, removed before sending).
    expect(masked.extensions).toEqual({ code: 'BAD_REQUEST', http: { status: 400 } });
    expect(JSON.stringify(masked)).not.toMatch(/secret|SyntaxError/);
  });

  it('keeps the documented extensions of coded errors', () => {
    const limited = codedError('RATE_LIMITED', 'Too many.', { retryAfterSeconds: 3, internal: 1 });
    expect(maskError(limited, 'Unexpected error.', logger, true).extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3,
    });
    const invalid = codedError('BAD_USER_INPUT', 'No.', { fieldErrors: { value: ['Too low.'] } });
    expect(maskError(invalid, 'Unexpected error.', logger, true)).toBe(invalid);
  });

  it('keeps what the dashboard reads of a write or a bulk refusal', () => {
    // An upload whose answer was lost keeps waiting for its outcome only when it sees writeOutcome.
    const unconfirmed = codedError('UPSTREAM_UNAVAILABLE', 'Maybe.', { writeOutcome: 'UNKNOWN' });
    expect(maskError(unconfirmed, 'Unexpected error.', logger, true).extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      writeOutcome: 'UNKNOWN',
    });
    const tooMany = codedError('BAD_USER_INPUT', 'Too many.', {
      matchingItems: 6000,
      maxItems: 5000,
    });
    expect(maskError(tooMany, 'Unexpected error.', logger, true).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      matchingItems: 6000,
      maxItems: 5000,
    });
  });

  it('hides "Did you mean" suggestions, which developers keep', () => {
    const message =
      'Value "PRICE_AS" does not exist in "CatalogSort" enum. Did you mean the enum value "PRICE_ASC"?';
    const suggestion = new GraphQLError(message, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(publicError(suggestion, true).message).toBe(
      'Value "PRICE_AS" does not exist in "CatalogSort" enum.',
    );
    expect(publicError(suggestion, false)).toBe(suggestion);
    expect(
      withoutSuggestions('Unknown argument "pag" on field "Query.catalog". Did you mean "page"?'),
    ).toBe('Unknown argument "pag" on field "Query.catalog".');
  });
});
