import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { makeExecute, makeSubscribe, type Plugin } from 'graphql-yoga';
import { type Logger } from '../logger.js';
import { type CompiledOperation, type OperationCache } from './operation-cache.js';

/**
 * Compiles one operation of a document with graphql-jit: a function (and a JSON serializer for
 * its result shape) instead of graphql-js's interpreter, so a 50-row catalog page no longer walks
 * 850 fields through the generic executor (benchmark 1 in tests/perf).
 */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string,
  logger: Logger,
): CompiledOperation {
  const name = operationName === '' ? undefined : operationName;
  const compiled = compileQuery(schema, document, name);
  if (!isCompiledQuery(compiled)) {
    logger.warn({ errors: compiled.errors }, 'graphql-jit could not compile');
    return { query: null, errors: compiled.errors ?? [], regular: false };
  }
  const operation = getOperationAST(document, name);
  return {
    query: compiled,
    errors: [],
    // Subscriptions and @defer/@stream answers are streams: yoga's processors serve them.
    regular:
      operation !== null &&
      operation !== undefined &&
      operation.operation !== 'subscription' &&
      !usesIncrementalDelivery(document),
  };
}

function usesIncrementalDelivery(document: DocumentNode): boolean {
  const source = document.loc?.source.body;
  // No source text to look at: assume the worst and let yoga decide.
  return source === undefined || /@(defer|stream)\b/.test(source);
}

/**
 * yoga executes (and subscribes) through graphql-jit. Compiled operations live in the shared
 * operation cache under their document's text and operation name, so a document with several
 * operations runs the one asked for, and a flood of distinct texts cannot grow the heap.
 */
export function useCompiledExecutor(operations: OperationCache): Plugin {
  function run(args: ExecutionArgs): unknown {
    const compiled = operations.compiled(args.document, args.operationName);
    const query = compiled.query;
    if (!query) return { errors: compiled.errors } satisfies ExecutionResult;
    const started = (query.subscribe ?? query.query)(
      args.rootValue,
      args.contextValue,
      args.variableValues,
    );
    // yoga's result processor serializes with the compiled serializer when a result has one.
    const withSerializer = (result: ExecutionResult | AsyncIterable<ExecutionResult>) =>
      Object.assign(result, { stringify: query.stringify });
    return started instanceof Promise ? started.then(withSerializer) : withSerializer(started);
  }
  // makeExecute's callback may answer a promise of a result or of a stream: both are passed on.
  const execute = makeExecute(run as Parameters<typeof makeExecute>[0]);
  const subscribe = makeSubscribe(run as Parameters<typeof makeSubscribe>[0]);
  return {
    onExecute({ setExecuteFn }) {
      setExecuteFn(execute);
    },
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribe);
    },
  };
}
