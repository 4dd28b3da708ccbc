import { type DocumentNode } from 'graphql';
import { type Plugin } from 'graphql-yoga';
import { type OperationCache } from './operation-cache.js';

/**
 * Marks, in the operation cache, each text whose document passed yoga's validation (every rule:
 * graphql-js's, armor's limits, the upstream-call limit, the introspection switch). None of those
 * rules depends on the request, so a text that passed once passes again;
 * http/graphql-fast-path.ts serves such texts without yoga's pipeline.
 */
export function useValidatedDocuments(operations: OperationCache): Plugin {
  const sources = new WeakMap<DocumentNode, string>();
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      return ({ result }) => {
        if (result && !(result instanceof Error)) sources.set(result, source);
      };
    },
    onValidate({ params }) {
      return ({ valid }) => {
        const source = sources.get(params.documentAST);
        if (valid && source !== undefined) operations.markValidated(source, params.documentAST);
      };
    },
  };
}
