import { useGraphQlJit } from '@envelop/graphql-jit';
import { type Plugin } from 'graphql-yoga';
import { type Logger } from '../logger.js';

/** Compiled operations kept: the dashboard sends a few dozen distinct documents. */
const maxCompiledOperations = 500;

/**
 * graphql-jit instead of graphql-js's interpreter: each validated document is compiled once into
 * a function (and a JSON serializer for its result shape), so a 50-row catalog page no longer
 * walks 850 fields through the generic executor (issue 9, benchmark 1). Subscriptions go through
 * it too. The compiled functions are cached by the (already cached) document object, and by its
 * text in a bounded map so a flood of distinct queries cannot grow memory.
 */
export function useCompiledExecutor(logger: Logger): Plugin {
  return useGraphQlJit(
    {},
    {
      cache: boundedCache(maxCompiledOperations),
      onError: (result) => logger.warn({ errors: result.errors }, 'graphql-jit could not compile'),
    },
  ) as Plugin;
}

/** Insertion-ordered map that forgets its oldest entry once full. */
function boundedCache<V>(capacity: number): {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
} {
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.size >= capacity && !entries.has(key)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, value);
    },
  };
}
