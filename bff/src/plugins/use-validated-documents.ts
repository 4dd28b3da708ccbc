import { type DocumentNode } from 'graphql';
import { type Plugin } from 'graphql-yoga';

/**
 * Operation text → the document yoga parsed and found valid (every rule: graphql-js's, armor's
 * limits, the introspection switch). None of those rules depends on the request, so a text that
 * passed once passes again; http/graphql-fast-path.ts serves such texts without yoga's pipeline.
 */
export class ValidatedDocuments {
  private readonly entries = new Map<string, DocumentNode>();

  constructor(private readonly capacity = 1000) {}

  get(source: string): DocumentNode | undefined {
    return this.entries.get(source);
  }

  remember(source: string, document: DocumentNode): void {
    if (this.entries.has(source)) return;
    // Oldest first out: a flood of distinct (valid) texts cannot grow memory.
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(source, document);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Records each document that yoga's validation accepted, under the text it was parsed from. */
export function useValidatedDocuments(documents: ValidatedDocuments): Plugin {
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
        if (valid && source !== undefined) documents.remember(source, params.documentAST);
      };
    },
  };
}
