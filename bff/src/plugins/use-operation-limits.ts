import { type GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { type Plugin } from 'graphql-yoga';
import { codedError } from '../errors.js';
import { type OperationCache } from './operation-cache.js';

export interface OperationLimits {
  /** Largest operation text, in UTF-8 bytes (MAX_QUERY_BYTES). */
  maxQueryBytes: number;
  /** Largest string literal in the text or string anywhere in the variables (MAX_STRING_ARGUMENT_BYTES). */
  maxStringArgumentBytes: number;
}

/**
 * Refusals of the request itself, before anything is parsed or cached: like syntax errors they
 * answer 400 to a client asking for application/graphql-response+json and 200 with the error to
 * application/json (yoga's rule for request errors).
 */
const requestErrorHttp = { spec: true, status: 400 };

export function queryTooLargeError(limits: OperationLimits): GraphQLError {
  return codedError(
    'QUERY_TOO_LARGE',
    `The operation text is larger than ${limits.maxQueryBytes} bytes.`,
    { http: requestErrorHttp },
  );
}

export function stringTooLongError(limits: OperationLimits): GraphQLError {
  return codedError(
    'BAD_USER_INPUT',
    `A string argument is longer than ${limits.maxStringArgumentBytes} bytes.`,
    { http: requestErrorHttp },
  );
}

/**
 * What is wrong with an operation text, checked without parsing it: its size, then (by lexing
 * only) the length of each string literal. Null when it may be parsed.
 */
export function operationTextProblem(text: string, limits: OperationLimits): GraphQLError | null {
  if (queryTooLarge(text, limits)) return queryTooLargeError(limits);
  if (text.length > limits.maxStringArgumentBytes / 3) {
    const lexer = new Lexer(new Source(text));
    try {
      for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
        if (
          (token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) &&
          token.value !== undefined &&
          longerThan(token.value, limits.maxStringArgumentBytes)
        ) {
          return stringTooLongError(limits);
        }
      }
    } catch {
      // A syntax error: the parser reports it with its usual message.
    }
  }
  return null;
}

/** Over MAX_QUERY_BYTES (UTF-8 needs at most 3 bytes a UTF-16 unit: short texts skip the count). */
export function queryTooLarge(text: string, limits: OperationLimits): boolean {
  return longerThan(text, limits.maxQueryBytes);
}

/**
 * Whether any string in the variables (at any depth: input objects, lists) is over the limit.
 * Walked with an explicit stack: a deeply nested JSON value cannot overflow the call stack.
 */
export function variablesProblem(variables: unknown, limits: OperationLimits): GraphQLError | null {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (longerThan(value, limits.maxStringArgumentBytes)) return stringTooLongError(limits);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null && isPlainObject(value)) {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return null;
}

/** JSON objects only: an uploaded File (multipart) or a stream is not walked. */
function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function longerThan(value: string, maxBytes: number): boolean {
  return value.length * 3 > maxBytes && Buffer.byteLength(value) > maxBytes;
}

/**
 * MAX_QUERY_BYTES and MAX_STRING_ARGUMENT_BYTES on yoga's path: the text is checked before it is
 * parsed, over HTTP and WebSocket alike (a text already in the operation cache passed before);
 * string variables of HTTP requests before anything runs. This plugin goes first, before
 * anything parses or caches.
 */
export function useOperationLimits(limits: OperationLimits, operations: OperationCache): Plugin {
  return {
    onParams({ params }) {
      const problem = variablesProblem(params.variables, limits);
      if (problem) throw problem;
    },
    onParse({ params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (operations.has(text)) return;
      const problem = operationTextProblem(text, limits);
      if (problem) throw problem;
    },
  };
}
